import { ConverterPage } from '../features/converter/index.ts';

/** /{lang}/pdf-to-cii: the PDF converter flow (features/converter). */
export default function PdfToCiiPage() {
  return <ConverterPage variant="cii" />;
}
