/**
 * Binary PGM page images (pdftoppm -gray: "P5 width height 255", one byte per pixel): their
 * size, their pixels, and a band of rows as an image of its own.
 */
import { PdfError } from '@ic/pdf';
import { PGM_HEADER } from '../lexicon/ocr.ts';

/** Width, height and where the pixels start of a binary PGM image. */
export function pgmBody(buf: Uint8Array): { width: number; height: number; offset: number } {
  const head = new TextDecoder('latin1').decode(buf.subarray(0, 64));
  const m = PGM_HEADER.exec(head);
  if (!m) throw new PdfError('failed', 'unexpected page image');
  return { width: Number(m[1]), height: Number(m[2]), offset: m[0].length };
}

/** Reads width and height from a binary PGM header ("P5 w h 255"). */
export function pgmSize(buf: Uint8Array): { width: number; height: number } {
  const { width, height } = pgmBody(buf);
  return { width, height };
}

/** Rows `top` … `top + height` of a binary PGM image, as a PGM image of their own. */
export function cropPgm(buf: Uint8Array, top: number, height: number): Uint8Array {
  const { width, offset } = pgmBody(buf);
  const header = new TextEncoder().encode(`P5\n${width} ${height}\n255\n`);
  const out = new Uint8Array(header.length + width * height);
  out.set(header);
  out.set(buf.subarray(offset + top * width, offset + (top + height) * width), header.length);
  return out;
}
