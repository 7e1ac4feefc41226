import { ComingSoon } from '../components/ComingSoon.tsx';

/** /{lang}/xrechnung-viewer: not built yet (real title and metadata, "coming soon" body). */
export default function XrechnungViewerPage() {
  return <ComingSoon page="xrechnung-viewer" />;
}
