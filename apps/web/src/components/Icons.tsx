// Small inline SVG icons (decorative: aria-hidden; the control around them carries the label).
import type { ReactNode } from 'react';

type P = { className?: string };
function Svg({ className, size = 20, children }: P & { size?: number; children: ReactNode }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const LogoMark = ({ className }: P) => (
  <svg className={className} width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
    <rect width="32" height="32" rx="8" fill="var(--brand)" />
    <path
      d="M10 8h8l4 4v12H10z"
      fill="none"
      stroke="var(--on-brand)"
      strokeWidth="2"
      strokeLinejoin="round"
    />
    <path d="M13 16h6M13 20h4" stroke="var(--on-brand)" strokeWidth="2" strokeLinecap="round" />
  </svg>
);
export const Sun = ({ className }: P) => (
  <Svg className={className}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </Svg>
);
export const Moon = ({ className }: P) => (
  <Svg className={className}>
    <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
  </Svg>
);
export const Menu = ({ className }: P) => (
  <Svg className={className}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Svg>
);
export const Close = ({ className }: P) => (
  <Svg className={className}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Svg>
);
export const ChevronDown = ({ className }: P) => (
  <Svg className={className} size={16}>
    <path d="M6 9l6 6 6-6" />
  </Svg>
);
export const Check = ({ className }: P) => (
  <Svg className={className} size={18}>
    <path d="M5 12l5 5L20 7" />
  </Svg>
);
export const Cross = ({ className }: P) => (
  <Svg className={className} size={18}>
    <path d="M7 7l10 10M17 7L7 17" />
  </Svg>
);
export const Message = ({ className }: P) => (
  <Svg className={className}>
    <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
  </Svg>
);
export const FileIcon = ({ className }: P) => (
  <Svg className={className} size={24}>
    <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9z" />
    <path d="M14 3v6h6M8 13h8M8 17h5" />
  </Svg>
);
export const Shield = ({ className }: P) => (
  <Svg className={className} size={24}>
    <path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z" />
    <path d="M9 12l2 2 4-4" />
  </Svg>
);
export const Layers = ({ className }: P) => (
  <Svg className={className} size={24}>
    <path d="M12 3l9 5-9 5-9-5z" />
    <path d="M3 13l9 5 9-5" />
  </Svg>
);
export const Eye = ({ className }: P) => (
  <Svg className={className} size={24}>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </Svg>
);
export const Swap = ({ className }: P) => (
  <Svg className={className} size={24}>
    <path d="M7 4L3 8l4 4M3 8h14M17 20l4-4-4-4M21 16H7" />
  </Svg>
);
export const Stack = ({ className }: P) => (
  <Svg className={className} size={24}>
    <rect x="4" y="4" width="12" height="14" rx="2" />
    <path d="M8 20h10a2 2 0 0 0 2-2V8" />
  </Svg>
);
