// /{lang}/xrechnung-viewer: the free viewer and validator (features/xml-tools).
export { default } from '../features/xml-tools/ViewerPage.tsx';
