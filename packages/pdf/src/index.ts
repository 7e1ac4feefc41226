// --- reading (src/read) ---
export * from './read/analyze.ts';
export * from './read/embedded.ts';
export * from './read/errors.ts';
export * from './read/inspect.ts';
export type { PdfJobKind, PdfJobs } from './read/jobs.ts';
export { runPdfJob } from './read/jobs.ts';
export type { OpenedPdf, OpenOptions } from './read/pdfjs.ts';
export { openPdf } from './read/pdfjs.ts';
export * from './read/pool.ts';
export * from './read/text.ts';
