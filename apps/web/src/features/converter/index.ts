// The PDF converter flow (issue 8). Pages import ConverterPage from here; importing registers the
// `converter` i18n namespace and the styles.
import './i18n.ts';

export { ConverterPage } from './ConverterPage.tsx';
export type { Variant } from './config.ts';
