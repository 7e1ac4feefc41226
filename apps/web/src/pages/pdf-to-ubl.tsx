import { ComingSoon } from '../components/ComingSoon.tsx';

/** /{lang}/pdf-to-ubl: not built yet (real title and metadata, "coming soon" body). */
export default function PdfToUblPage() {
  return <ComingSoon page="pdf-to-ubl" />;
}
