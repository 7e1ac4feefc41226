// /{lang}/ubl-to-cii: UBL ↔ CII with validation of input and output (features/xml-tools).
export { default } from '../features/xml-tools/UblToCiiPage.tsx';
