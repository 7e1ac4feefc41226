import { ComingSoon } from '../components/ComingSoon.tsx';

/** /{lang}/pdf-to-zugferd: not built yet (real title and metadata, "coming soon" body). */
export default function PdfToZugferdPage() {
  return <ComingSoon page="pdf-to-zugferd" />;
}
