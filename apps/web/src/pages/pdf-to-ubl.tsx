import { ConverterPage } from '../features/converter/index.ts';

/** /{lang}/pdf-to-ubl: the PDF converter flow (features/converter). */
export default function PdfToUblPage() {
  return <ConverterPage variant="peppol" />;
}
