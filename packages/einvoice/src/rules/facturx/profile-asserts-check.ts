/**
 * Runs the Factur-X profile schematron's structure and code-list asserts (`profile-asserts.ts`)
 * on a parsed CII document: per element, by its path below the root (namespace-based, so any
 * prefixes work). Ids are ours, one per kind of assert (the official asserts have no rule id):
 *
 * - `FX-CARDINALITY`          a child must occur exactly once / at most once / at least once here
 * - `FX-NOT-USED`             the profile does not use this element in this context
 * - `FX-ATTRIBUTE-NOT-USED`   the profile does not use this attribute in this context
 * - `FX-ATTRIBUTE-REQUIRED`   the profile requires this attribute here
 * - `FX-CODE`                 the value is not in the profile's code list
 */
import { pathOf, type XmlElement } from '../../xml/parse.ts';
import { NS } from '../syntax/xpath.ts';
import type { Level, ReportMessage, Text } from '../types.ts';
import {
  BASIC_ASSERTS,
  BASICWL_ASSERTS,
  CODE_LISTS,
  EXTENDED_ASSERTS,
  MINIMUM_ASSERTS,
  PATHS,
} from './profile-asserts.ts';

export type AssertProfile = 'minimum' | 'basicwl' | 'basic' | 'extended';

const ROWS: Record<AssertProfile, readonly string[]> = {
  minimum: MINIMUM_ASSERTS,
  basicwl: BASICWL_ASSERTS,
  basic: BASIC_ASSERTS,
  extended: EXTENDED_ASSERTS,
};

const PREFIX_OF = new Map(Object.entries(NS).map(([p, ns]) => [ns, p]));

const TEXTS: Record<string, Text> = {
  'FX-CARDINALITY': {
    en: "Element '{child}' must occur {occ} in '{element}' in this Factur-X profile (found {count}).",
    de: "Element '{child}' muss in '{element}' in diesem Factur-X-Profil {occDe} vorkommen (gefunden: {count}).",
  },
  'FX-NOT-USED': {
    en: "Element '{element}' is not used in this context in this Factur-X profile.",
    de: "Element '{element}' wird in diesem Kontext in diesem Factur-X-Profil nicht verwendet.",
  },
  'FX-ATTRIBUTE-NOT-USED': {
    en: "Attribute '{attribute}' of '{element}' is not used in this context in this Factur-X profile.",
    de: "Attribut '{attribute}' von '{element}' wird in diesem Kontext in diesem Factur-X-Profil nicht verwendet.",
  },
  'FX-ATTRIBUTE-REQUIRED': {
    en: "Attribute '{attribute}' is required on '{element}' in this Factur-X profile.",
    de: "Attribut '{attribute}' ist an '{element}' in diesem Factur-X-Profil erforderlich.",
  },
  'FX-CODE': {
    en: "The value '{value}' of {what} is not in the code list of this Factur-X profile.",
    de: "Der Wert '{value}' von {what} steht nicht in der Codeliste dieses Factur-X-Profils.",
  },
};

interface Row {
  kind: string;
  args: string[];
  level: Level;
}

const compiled = new Map<AssertProfile, Map<string, Row[]>>();
const lists = new Map<number, Set<string>>();

function rowsByPath(profile: AssertProfile): Map<string, Row[]> {
  const hit = compiled.get(profile);
  if (hit) return hit;
  const m = new Map<string, Row[]>();
  for (const raw of ROWS[profile]) {
    const parts = raw.split('|');
    const [kind = '', idx = '0'] = parts;
    const path = PATHS[Number(idx)] ?? '';
    const nArgs = { c: 3, r: 1, a: 1, n: 0, v: 2 }[kind] ?? 0;
    const args = parts.slice(2, 2 + nArgs);
    const flag = parts[2 + nArgs];
    const row: Row = { kind, args, level: flag === 'warning' ? 'warning' : 'error' };
    const list = m.get(path);
    if (list) list.push(row);
    else m.set(path, [row]);
  }
  compiled.set(profile, m);
  return m;
}

function codeList(i: number): Set<string> {
  let s = lists.get(i);
  if (!s) {
    s = new Set((CODE_LISTS[i] ?? '').split(' '));
    lists.set(i, s);
  }
  return s;
}

function keyOf(el: XmlElement): string {
  const p = PREFIX_OF.get(el.ns);
  return p ? `${p}:${el.local}` : `{${el.ns}}${el.local}`;
}

function occurrence(min: number, max: number): { en: string; de: string } {
  if (min === 1 && max === 1) return { en: 'exactly once', de: 'genau einmal' };
  if (min === 0 && max >= 0) return { en: `at most ${max} time(s)`, de: `höchstens ${max}-mal` };
  return { en: 'at least once', de: 'mindestens einmal' };
}

/** Findings of the profile's structure and code-list asserts, as report messages. */
export function checkProfileAsserts(root: XmlElement, profile: AssertProfile): ReportMessage[] {
  const byPath = rowsByPath(profile);
  const out: ReportMessage[] = [];
  const push = (id: string, level: Level, el: XmlElement, params: Record<string, string>) => {
    const t = TEXTS[id] ?? { en: id, de: id };
    const fill = (s: string) => s.replace(/\{(\w+)\}/g, (m, k: string) => params[k] ?? m);
    out.push({
      id,
      level,
      text: fill(t.en),
      textDe: fill(t.de),
      location: pathOf(el),
      path: '',
      bt: [],
      line: el.line,
      column: el.column,
    });
  };
  const visit = (el: XmlElement, path: string) => {
    for (const row of byPath.get(path) ?? []) {
      const element = el.qname;
      switch (row.kind) {
        case 'c': {
          const [child = '', minS = '0', maxS = '-1'] = row.args;
          const min = Number(minS);
          const max = Number(maxS);
          const count = el.children.filter((c) => keyOf(c) === child).length;
          if (count < min || (max >= 0 && count > max)) {
            const occ = occurrence(min, max);
            push('FX-CARDINALITY', row.level, el, {
              child,
              element,
              occ: occ.en,
              occDe: occ.de,
              count: String(count),
            });
          }
          break;
        }
        case 'n':
          push('FX-NOT-USED', row.level, el, { element });
          break;
        case 'a': {
          const attribute = row.args[0] ?? '';
          if (el.attrs[attribute] !== undefined)
            push('FX-ATTRIBUTE-NOT-USED', row.level, el, { attribute, element });
          break;
        }
        case 'r': {
          const attribute = row.args[0] ?? '';
          if (el.attrs[attribute] === undefined)
            push('FX-ATTRIBUTE-REQUIRED', row.level, el, { attribute, element });
          break;
        }
        case 'v': {
          const [sel = '.', list = '0'] = row.args;
          const value = sel === '.' ? el.text : (el.attrs[sel.slice(1)] ?? '');
          if (value !== '' && !codeList(Number(list)).has(value)) {
            const what = sel === '.' ? `'${element}'` : `'${sel}' of '${element}'`;
            push('FX-CODE', row.level, el, { value, what });
          }
          break;
        }
      }
    }
    for (const c of el.children) visit(c, `${path}/${keyOf(c)}`);
  };
  visit(root, '');
  return out;
}
