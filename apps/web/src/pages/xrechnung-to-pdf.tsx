import { ComingSoon } from '../components/ComingSoon.tsx';

/** /{lang}/xrechnung-to-pdf: not built yet (real title and metadata, "coming soon" body). */
export default function XrechnungToPdfPage() {
  return <ComingSoon page="xrechnung-to-pdf" />;
}
