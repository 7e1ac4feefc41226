/**
 * Seeded random combinations of catalog faults (`rc-`): two to four mutations of the catalog
 * (`catalog.ts` and the edit families of `documents.ts`), picked with a fixed seed, applied in
 * sequence to a base. A combination is skipped when one of its mutations does not apply (throws,
 * or changes nothing) or when the result equals the base or an earlier document. Whole-document
 * families (written from the model) come first in a combination, and at most one per combination.
 *
 * The picks are deterministic for a given catalog: the same seed gives the same documents (a new
 * mutation in the catalog changes the picks, and the new documents need official verdicts).
 */
import type { Edit, Mutation } from './catalog.ts';
import { WHOLE_DOCUMENT } from './documents.ts';
import { XmlDoc } from './xml-edit.ts';

export interface RandomBase {
  name: string;
  syntax: 'ubl' | 'cii';
  xml: string;
}

export interface RandomDoc {
  /** `rc-NNNN-<mutation>+<mutation>…` (unique within a base) */
  name: string;
  group: string;
  xml: string;
}

/** mulberry32: a small deterministic PRNG, uniform in [0, 1) */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** the catalog without its own combinations (the `+` entries of the combination families) */
export function randomPool(catalog: Mutation[]): Mutation[] {
  return catalog.filter((m) => m.group !== 'wd combinations' && !m.name.includes('+'));
}

const MAX_NAME = 160;

/**
 * `perBase` combinations on each base. The mutations are picked by group first (each group equally
 * likely), then within the group, so that the large families do not crowd out the small ones.
 */
export function randomCombinations(
  bases: RandomBase[],
  catalog: Mutation[],
  opts: { seed?: number; perBase?: number } = {},
): Map<string, RandomDoc[]> {
  const seed = opts.seed ?? 0x4ec0_2026;
  const perBase = opts.perBase ?? 160;
  const pool = randomPool(catalog);
  const out = new Map<string, RandomDoc[]>();
  for (const [bi, b] of bases.entries()) {
    const rand = prng(seed + bi * 7919);
    const int = (n: number) => Math.floor(rand() * n);
    // applicable to this base's syntax; whole-document families only where their base filter allows
    const usable = pool.filter(
      (m) => m[b.syntax] && (!WHOLE_DOCUMENT.has(m.name) || !m.bases || m.bases.test(b.name)),
    );
    const groups = new Map<string, Mutation[]>();
    for (const m of usable) groups.set(m.group, [...(groups.get(m.group) ?? []), m]);
    const groupList = [...groups.values()];
    const seen = new Set<string>([b.xml]);
    const docs: RandomDoc[] = [];
    for (let attempt = 0; attempt < perBase * 40 && docs.length < perBase; attempt++) {
      const k = 2 + int(3);
      const picks: Mutation[] = [];
      while (picks.length < k) {
        const g = groupList[int(groupList.length)] as Mutation[];
        const m = g[int(g.length)] as Mutation;
        if (!picks.includes(m)) picks.push(m);
      }
      const whole = picks.filter((m) => WHOLE_DOCUMENT.has(m.name));
      if (whole.length > 1) continue;
      const ordered = [...whole, ...picks.filter((m) => !WHOLE_DOCUMENT.has(m.name))];
      const d = new XmlDoc(b.xml);
      let ok = true;
      for (const m of ordered) {
        const before = d.xml;
        try {
          (m[b.syntax] as Edit)(d);
        } catch {
          // NotApplicable, or a path an earlier mutation of the combination removed
          ok = false;
          break;
        }
        if (d.xml === before) {
          ok = false;
          break;
        }
      }
      if (!ok || seen.has(d.xml)) continue;
      seen.add(d.xml);
      let name = `rc-${String(docs.length).padStart(4, '0')}-${ordered.map((m) => m.name).join('+')}`;
      if (name.length > MAX_NAME) name = `${name.slice(0, MAX_NAME)}~`;
      docs.push({ name, group: 'rc random combinations', xml: d.xml });
    }
    out.set(b.name, docs);
  }
  return out;
}
