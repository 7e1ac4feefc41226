// --- reading (src/read) ---
export * from './read/errors.ts';
export type { OpenedPdf, OpenOptions } from './read/pdfjs.ts';
export { openPdf } from './read/pdfjs.ts';
export * from './read/text.ts';
