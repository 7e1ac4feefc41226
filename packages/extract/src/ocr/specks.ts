/**
 * Specks off a page image before the engine reads it. A scanner leaves dust and sensor specks
 * of a few pixels all over a page; in "sparse text" segmentation (psm 11) the engine takes each
 * for a text run and reads it, so an empty but noisy part of a page costs minutes. A speck is a
 * connected dark component (8-neighbours, darker than INK_BELOW) that is small (both sides at
 * most SPECK_MAX_MM) and alone (no other component within SPECK_ALONE_MM): a period, comma,
 * colon or the dot of an "i" is as small, but sits next to its letters.
 *
 *   const { image, removed } = removeSpecks(pgm, 300);   // a new PGM, the specks painted white
 */
import { pgmBody } from './pgm.ts';

/** A pixel darker than this is ink (0 black … 255 white). */
export const INK_BELOW = 128;
/**
 * Lighter than this is paper: painted white. Sensor noise and JPEG blocks leave the paper of a
 * scan in 200–255; the engine's own threshold (Otsu, over the image) put into a part of a page
 * without print falls inside that noise and every grain became a "text run" (a noisy empty half
 * page: 1,005 lines of nonsense, 88 s in sparse-text mode).
 */
export const PAPER_ABOVE = 200;
/** A speck is at most this wide and high (0.5 mm: 6 px at 300 dpi; a 10 pt period is ≈ 0.4 mm). */
export const SPECK_MAX_MM = 0.5;
/** … and has no other ink this near (1.5 mm: about half an em of 10 pt print). */
export const SPECK_ALONE_MM = 1.5;
/** Pixels around a speck painted white with it (its grey rim). */
const RIM = 2;
/** Grid cell of the "who has ink here" map, pixels. */
const CELL = 8;
/** A cell touched by more than one component. */
const MANY = -2;

interface Component {
  label: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The connected ink components of a grey image; `cells` maps each grid cell to its component(s). */
function components(
  data: Uint8Array,
  width: number,
  height: number,
  maxSide: number,
): { small: Component[]; cells: Int32Array; cols: number } {
  const cols = Math.ceil(width / CELL);
  const cells = new Int32Array(cols * Math.ceil(height / CELL)).fill(-1);
  const seen = new Uint8Array(width * height);
  const stack: number[] = [];
  const small: Component[] = [];
  let label = 0;
  for (let start = 0; start < data.length; start++) {
    if (seen[start] || (data[start] as number) >= INK_BELOW) continue;
    const c: Component = { label, x0: width, y0: height, x1: -1, y1: -1 };
    stack.push(start);
    seen[start] = 1;
    while (stack.length) {
      const i = stack.pop() as number;
      const x = i % width;
      const y = (i - x) / width;
      if (x < c.x0) c.x0 = x;
      if (x > c.x1) c.x1 = x;
      if (y < c.y0) c.y0 = y;
      if (y > c.y1) c.y1 = y;
      const cell = ((y / CELL) | 0) * cols + ((x / CELL) | 0);
      const had = cells[cell] as number;
      if (had === -1) cells[cell] = label;
      else if (had !== label) cells[cell] = MANY;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= width) continue;
          const j = yy * width + xx;
          if (seen[j] || (data[j] as number) >= INK_BELOW) continue;
          seen[j] = 1;
          stack.push(j);
        }
      }
    }
    if (c.x1 - c.x0 < maxSide && c.y1 - c.y0 < maxSide) small.push(c);
    label++;
  }
  return { small, cells, cols };
}

/** No other component has ink in the cells within `near` pixels of `c`'s box. */
function alone(c: Component, cells: Int32Array, cols: number, near: number): boolean {
  const rows = cells.length / cols;
  const cx0 = Math.max(0, ((c.x0 - near) / CELL) | 0);
  const cx1 = Math.min(cols - 1, ((c.x1 + near) / CELL) | 0);
  const cy0 = Math.max(0, ((c.y0 - near) / CELL) | 0);
  const cy1 = Math.min(rows - 1, ((c.y1 + near) / CELL) | 0);
  for (let y = cy0; y <= cy1; y++)
    for (let x = cx0; x <= cx1; x++) {
      const v = cells[y * cols + x] as number;
      if (v !== -1 && v !== c.label) return false;
    }
  return true;
}

/** The page image (binary PGM) with its paper and specks painted white, and how many specks there were. */
export function removeSpecks(pgm: Uint8Array, dpi: number): { image: Uint8Array; removed: number } {
  const { width, height, offset } = pgmBody(pgm);
  const image = new Uint8Array(pgm);
  const data = image.subarray(offset, offset + width * height);
  for (let i = 0; i < data.length; i++) if ((data[i] as number) > PAPER_ABOVE) data[i] = 255;
  const mm = dpi / 25.4;
  const maxSide = Math.max(2, Math.round(SPECK_MAX_MM * mm));
  const { small, cells, cols } = components(data, width, height, maxSide);
  let removed = 0;
  for (const c of small) {
    if (!alone(c, cells, cols, Math.round(SPECK_ALONE_MM * mm))) continue;
    // with its grey rim (JPEG, blur): nothing else is this near
    for (let y = Math.max(0, c.y0 - RIM); y <= Math.min(height - 1, c.y1 + RIM); y++)
      data.fill(255, y * width + Math.max(0, c.x0 - RIM), y * width + Math.min(width, c.x1 + RIM + 1));
    removed++;
  }
  return { image, removed };
}
