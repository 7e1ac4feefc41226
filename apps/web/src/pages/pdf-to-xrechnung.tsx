import { ConverterPage } from '../features/converter/index.ts';

/** /{lang}/pdf-to-xrechnung: the PDF converter flow (features/converter). */
export default function PdfToXrechnungPage() {
  return <ConverterPage variant="ubl" />;
}
