import { ComingSoon } from '../components/ComingSoon.tsx';

/** /{lang}/pdf-to-cii: not built yet (real title and metadata, "coming soon" body). */
export default function PdfToCiiPage() {
  return <ComingSoon page="pdf-to-cii" />;
}
