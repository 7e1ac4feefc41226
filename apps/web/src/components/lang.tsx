import { createContext, type MouseEvent, type ReactNode, useContext } from 'react';
import { Link, type LinkProps } from 'react-router';
import { localizedPath } from '../lib/lang.ts';
import type { Lang } from '../route-list.ts';

export const LangContext = createContext<Lang>('en');

export function useLang(): Lang {
  return useContext(LangContext);
}

type LocalLinkProps = Omit<LinkProps, 'to'> & {
  /** Path below /{lang}: '' for the landing page, 'convert', 'blog/leitweg-id-guide'. */
  to: string;
  children: ReactNode;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
};

/** A link inside the current language: `<LocalLink to="convert">` → /en/convert or /de/convert. */
export function LocalLink({ to, ...rest }: LocalLinkProps) {
  const lang = useLang();
  return <Link to={localizedPath(lang, to)} {...rest} />;
}
