import { ComingSoon } from '../components/ComingSoon.tsx';

/** /{lang}/pdf-to-xrechnung: not built yet (real title and metadata, "coming soon" body). */
export default function PdfToXrechnungPage() {
  return <ComingSoon page="pdf-to-xrechnung" />;
}
