// Every PDF of the extraction corpus (../shared/corpus/extraction, outside the repository) must
// have a text layer and give a sane layout. Skipped when the corpus is absent.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { analyzePdf } from './analyze.ts';
import type { PdfPageLayout } from './text.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const CORPUS = join(REPO_ROOT, '..', 'shared', 'corpus', 'extraction');
const PDF_DIR = join(CORPUS, 'pdf');

const finite = (n: number) => Number.isFinite(n);

function checkPage(page: PdfPageLayout, name: string): void {
  const where = `${name} p.${page.number}`;
  expect(page.width, where).toBeGreaterThan(50);
  expect(page.height, where).toBeGreaterThan(50);
  for (const it of page.items) {
    expect([it.x, it.y, it.width, it.height, it.baseline, it.fontSize].every(finite), where).toBe(true);
  }
  // lines top → bottom, segments left → right, on the page (a little slack for glyph overhang)
  let prev = Number.NEGATIVE_INFINITY;
  for (const line of page.lines) {
    expect(line.baseline, where).toBeGreaterThanOrEqual(prev);
    prev = line.baseline;
    expect(line.segments.length, where).toBeGreaterThan(0);
    let right = Number.NEGATIVE_INFINITY;
    for (const seg of line.segments) {
      expect(seg.x, where).toBeGreaterThanOrEqual(right - 0.01);
      right = seg.x;
      expect(seg.text.trim(), where).not.toBe('');
      expect(seg.x, where).toBeGreaterThan(-20);
      expect(seg.x + seg.width, where).toBeLessThan(page.width + 20);
      expect(seg.y, where).toBeGreaterThan(-20);
      expect(seg.y, where).toBeLessThan(page.height + 20);
    }
  }
  // blocks partition the segments
  const segs = page.lines.flatMap((l) => l.segments);
  const inBlocks = page.blocks.flatMap((b) => b.lines.flatMap((l) => l.segments));
  expect(inBlocks.length, where).toBe(segs.length);
  for (const s of segs)
    expect(
      page.blocks[s.block]?.lines.some((l) => l.segments.includes(s)),
      where,
    ).toBe(true);
}

describe.skipIf(!existsSync(PDF_DIR))('extraction corpus', () => {
  it('every PDF has a text layer and a sane layout that contains the invoice number', async () => {
    const names = readdirSync(PDF_DIR).filter((n) => n.endsWith('.pdf'));
    expect(names.length).toBeGreaterThan(10);
    for (const name of names) {
      const bytes = new Uint8Array(readFileSync(join(PDF_DIR, name)));
      const { inspection, layout } = await analyzePdf(bytes);
      expect(inspection.hasText, name).toBe(true);
      expect(inspection.scanned, name).toBe(false);
      expect(layout?.pages.length, name).toBe(inspection.pages);
      for (const page of layout?.pages ?? []) checkPage(page, name);
      const truthFile = join(CORPUS, 'truth', name.replace(/\.pdf$/, '.json'));
      if (existsSync(truthFile)) {
        const truth = JSON.parse(readFileSync(truthFile, 'utf8')) as {
          pages?: number;
          fields?: Record<string, unknown>;
        };
        if (typeof truth.pages === 'number') expect(inspection.pages, name).toBe(truth.pages);
        const number = truth.fields?.['BT-1'];
        if (typeof number === 'string') {
          // the visible number may be spaced differently; compare without whitespace
          expect(layout?.text.replace(/\s+/g, ''), name).toContain(number.replace(/\s+/g, ''));
        }
      }
    }
  }, 300_000);
});
