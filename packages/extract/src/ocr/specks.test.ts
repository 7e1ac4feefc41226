import { describe, expect, it } from 'vitest';
import { pgmBody } from './pgm.ts';
import { removeSpecks } from './specks.ts';

/** A white PGM image with dark rectangles [x, y, w, h]. */
function pgm(width: number, height: number, rects: Array<[number, number, number, number]>): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${width} ${height}\n255\n`);
  const out = new Uint8Array(header.length + width * height).fill(255);
  out.set(header);
  for (const [x, y, w, h] of rects)
    for (let yy = y; yy < y + h; yy++)
      out.fill(30, header.length + yy * width + x, header.length + yy * width + x + w);
  return out;
}

function dark(img: Uint8Array, x: number, y: number): boolean {
  const { width, offset } = pgmBody(img);
  return (img[offset + y * width + x] as number) < 128;
}

describe('removeSpecks', () => {
  // 300 dpi: a speck is at most 6 px each way, alone within 18 px
  const stem: [number, number, number, number] = [100, 100, 5, 40];
  const specks: Array<[number, number, number, number]> = [
    [300, 300, 3, 3],
    [500, 50, 2, 2],
    [40, 380, 5, 4],
  ];

  it('paints lone specks white and keeps letters, the dot of an i, a period and a colon', () => {
    const iDot: [number, number, number, number] = [100, 88, 5, 5];
    const period: [number, number, number, number] = [108, 136, 4, 4];
    const colon: Array<[number, number, number, number]> = [
      [200, 110, 4, 4],
      [200, 128, 4, 4],
    ];
    const before = pgm(600, 400, [stem, iDot, period, ...colon, ...specks]);
    const { image, removed } = removeSpecks(before, 300);
    expect(removed).toBe(3);
    for (const [x, y] of specks) expect(dark(image, x, y)).toBe(false);
    for (const [x, y] of [stem, iDot, period, ...colon]) expect(dark(image, x, y)).toBe(true);
    // the input is left as it was
    expect(dark(before, 300, 300)).toBe(true);
  });

  it('keeps a small mark that is larger than a speck, and everything at a lower resolution scale', () => {
    const blob: [number, number, number, number] = [300, 300, 9, 9];
    const { image, removed } = removeSpecks(pgm(600, 400, [blob]), 300);
    expect(removed).toBe(0);
    expect(dark(image, 304, 304)).toBe(true);
    // at 100 dpi a 3 px mark is 0.76 mm: not a speck
    expect(removeSpecks(pgm(600, 400, [[300, 300, 3, 3]]), 100).removed).toBe(0);
  });

  it('reads PGM headers with comments and refuses other images', () => {
    const withComment = new Uint8Array([
      ...new TextEncoder().encode('P5\n# scan\n4 2\n255\n'),
      255,
      0,
      255,
      255,
      255,
      255,
      255,
      255,
    ]);
    expect(pgmBody(withComment)).toMatchObject({ width: 4, height: 2 });
    expect(removeSpecks(withComment, 300).removed).toBe(1);
    expect(() => removeSpecks(new TextEncoder().encode('P6\n4 2\n255\n'), 300)).toThrow();
  });
});
