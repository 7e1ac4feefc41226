import { ConverterPage } from '../features/converter/index.ts';

/** /{lang}/pdf-to-zugferd: the PDF converter flow (features/converter). */
export default function PdfToZugferdPage() {
  return <ConverterPage variant="zugferd" />;
}
