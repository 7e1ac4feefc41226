// /{lang}/xrechnung-to-pdf: upload XML → preview → readable PDF (features/xml-tools).
export { default } from '../features/xml-tools/XrechnungToPdfPage.tsx';
