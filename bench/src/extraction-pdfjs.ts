/**
 * Positioned text items straight from pdf.js, for the extraction benchmark while (or where)
 * `@ic/pdf`'s layout reader is not available. Top-down coordinates in PDF points.
 */
import { buildDoc, type Doc, type TextItem } from '@ic/extract';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export async function pdfjsDoc(bytes: Uint8Array): Promise<Doc> {
  const params: Record<string, unknown> = {
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    verbosity: 0,
  };
  const task = getDocument(params);
  const pdf = await task.promise;
  const items: TextItem[] = [];
  const pages: Array<{ width: number; height: number }> = [];
  for (let p = 1; p <= pdf.numPages; p++) {
    const page = await pdf.getPage(p);
    const vp = page.getViewport({ scale: 1 });
    pages.push({ width: vp.width, height: vp.height });
    const tc = await page.getTextContent();
    for (const raw of tc.items) {
      if (!('str' in raw)) continue;
      const [a, b, , , e, f] = raw.transform as number[];
      const size = Math.hypot(a ?? 0, b ?? 0) || raw.height || 10;
      const h = raw.height || size;
      const [x, yTop] = vp.convertToViewportPoint(e ?? 0, (f ?? 0) + h) as [number, number];
      items.push({ page: p, text: raw.str, x, y: yTop, w: raw.width, h, size });
    }
    page.cleanup();
  }
  await task.destroy();
  return buildDoc(items, pages);
}
