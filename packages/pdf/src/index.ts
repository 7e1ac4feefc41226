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
export * from './read/raster.ts';
export * from './read/streams.ts';
export * from './read/text.ts';
export { keepWasmWrappersGeneric } from './read/wasm-wrappers.ts';
export * from './temp.ts';
// --- writing (src/write) ---
export type { HybridErrorCode, HybridOptions, HybridResult, XmpFields } from './write/hybrid.ts';
export {
  buildHybridPdf,
  facturxXmp,
  ghostscriptVersion,
  HybridError,
  normalizeToPdfA3,
} from './write/hybrid.ts';
export type { PdfaCheckOptions, PdfaCheckResult } from './write/pdfa-check.ts';
export { checkPdfA, parsePdfDate } from './write/pdfa-check.ts';
export type { FontkitFont, RenderPdfOptions } from './write/render.ts';
export { FONT_BOLD, FONT_REGULAR, loadFontkitFont, renderInvoicePdf, SRGB_ICC_PATH } from './write/render.ts';
export type { ScanOptions, ScanResult } from './write/scan.ts';
export { rotateGrey, scanPdf, seeded } from './write/scan.ts';
