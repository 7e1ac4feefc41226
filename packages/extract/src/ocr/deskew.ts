/**
 * Skew of a scanned page from the lines the OCR engine found, and word boxes turned back by it.
 *
 * A page scanned 1.5° askew puts the words of one printed line at different heights (70 px over
 * a 300-dpi A4 width: two line heights), so lines would fall apart. The angle is estimated from
 * the baselines the engine reports (long lines weigh more), else from the bottoms of the word
 * boxes of each line (the median of pairwise slopes, which descenders do not move); the boxes'
 * centres are then rotated back around the page centre.
 */

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface SkewLine {
  bbox: Box;
  /** the engine's baseline, when it has one */
  baseline?: { x0: number; y0: number; x1: number; y1: number; has_baseline?: boolean };
  words: Array<{ bbox: Box }>;
}

const MAX_SKEW = (10 * Math.PI) / 180;

function median(xs: number[]): number | undefined {
  if (!xs.length) return undefined;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

/** Slope of the word bottoms of one line: median of the pairwise slopes (Theil–Sen). */
function wordSlope(words: Array<{ bbox: Box }>): number | undefined {
  const pts = words.map((w) => ({ x: (w.bbox.x0 + w.bbox.x1) / 2, y: w.bbox.y1 }));
  const slopes: number[] = [];
  for (let i = 0; i < pts.length; i++)
    for (let j = i + 1; j < pts.length; j++) {
      const a = pts[i] as { x: number; y: number };
      const b = pts[j] as { x: number; y: number };
      if (Math.abs(b.x - a.x) > 50) slopes.push((b.y - a.y) / (b.x - a.x));
    }
  return median(slopes);
}

/**
 * The page's skew in radians (positive: lines fall to the right, image y downwards). Lines
 * shorter than `minWidth` pixels are not used; 0 when nothing can tell.
 */
export function estimateSkew(lines: SkewLine[], minWidth = 200): number {
  const angles: number[] = [];
  for (const l of lines) {
    const width = l.bbox.x1 - l.bbox.x0;
    if (width < minWidth) continue;
    const b = l.baseline;
    let slope: number | undefined;
    if (b && b.has_baseline !== false && b.x1 - b.x0 >= minWidth) slope = (b.y1 - b.y0) / (b.x1 - b.x0);
    else if (l.words.length >= 3) slope = wordSlope(l.words);
    if (slope === undefined) continue;
    const a = Math.atan(slope);
    if (Math.abs(a) > MAX_SKEW) continue;
    // weight by length: one entry per 200 px of line
    for (let k = 0; k < Math.max(1, Math.round(width / minWidth)); k++) angles.push(a);
  }
  return median(angles) ?? 0;
}

/** A point turned back by `angle` around (cx, cy). */
export function unrotate(
  x: number,
  y: number,
  angle: number,
  cx: number,
  cy: number,
): { x: number; y: number } {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  const dx = x - cx;
  const dy = y - cy;
  return { x: cx + c * dx + s * dy, y: cy - s * dx + c * dy };
}
