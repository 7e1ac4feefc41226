/**
 * The compact structure-table format of `ubl-structure.ts` / `cii-structure.ts` and its parser.
 *
 * - `simple[i]` = `base|attrs|facets|T`: an XSD built-in value type (`decimal`, `date`, `boolean`, …),
 *   the allowed attributes (`name!` = required, `name:type` = typed value, e.g. `languageID:language`,
 *   `name=value` = fixed value, URI-encoded), facets (`minLength=1 …`) and `T` when the element has
 *   a plain simple type (no attributes at all) rather than simple content with attributes.
 * - `complex[i]` = `Name|s or c|attrs|items`: a complex type with element-only content, a sequence
 *   (`s`) or choice (`c`) of items `prefix:Element=TYPE` where TYPE is `sN` or `cN`, followed by an
 *   occurrence marker (`?` 0..1, `*` 0..n, `+` 1..n, `{m,n}`, none = exactly once). `*` alone is a
 *   wildcard (any element of another namespace, not validated).
 */

import { internalized } from '../../xml/parse.ts';
import { NS } from '../syntax/xpath.ts';
export interface Structure {
  /** root element (`prefix:Local`) → type code */
  roots: Record<string, string>;
  simple: readonly string[];
  complex: readonly string[];
}

export interface SimpleType {
  kind: 'simple';
  base: string;
  attrs: Map<string, AttrDef>;
  facets: Record<string, string>;
  /** a plain simple type (no attributes allowed) */
  pure: boolean;
}

export interface Item {
  /** `prefix:Local`, or `*` for a wildcard */
  name: string;
  /** namespace URI and local name of `name` (matched against elements without building keys) */
  ns: string;
  local: string;
  type: string;
  min: number;
  /** -1 = unbounded */
  max: number;
}

export interface ComplexType {
  kind: 'complex';
  name: string;
  model: 'seq' | 'choice';
  attrs: Map<string, AttrDef>;
  items: Item[];
}

export type TypeDef = SimpleType | ComplexType;

export interface AttrDef {
  required: boolean;
  /** XSD built-in type of the value; '' for string-like types (any value) */
  type: string;
  /** a fixed value the attribute must have when present */
  fixed?: string;
}

function attrMap(s: string): Map<string, AttrDef> {
  const m = new Map<string, AttrDef>();
  for (const a of s.split(' ')) {
    if (a === '') continue;
    const required = a.endsWith('!');
    const [decl = '', fixed] = (required ? a.slice(0, -1) : a).split('=');
    const [name = '', type = ''] = decl.split(':');
    const def: AttrDef = { required, type };
    if (fixed !== undefined) def.fixed = decodeURIComponent(fixed);
    m.set(internalized(name), def);
  }
  return m;
}

function parseItem(s: string): Item {
  if (s === '*') return { name: '*', ns: '', local: '*', type: '', min: 1, max: 1 };
  const m = /^([^=]+)=([sc]\d+)(\?|\*|\+|\{(\d+),(-?\d+)\})?$/.exec(s);
  if (!m?.[1] || !m[2]) throw new Error(`bad structure item ${s}`);
  const occ = m[3];
  let min = 1;
  let max = 1;
  if (occ === '?') min = 0;
  else if (occ === '*') [min, max] = [0, -1];
  else if (occ === '+') max = -1;
  else if (occ) [min, max] = [Number(m[4]), Number(m[5])];
  const name = m[1];
  const colon = name.indexOf(':');
  const ns = name.startsWith('{')
    ? name.slice(1, name.indexOf('}'))
    : colon > 0
      ? (NS[name.slice(0, colon)] ?? `(unknown prefix ${name.slice(0, colon)})`)
      : '';
  const local = name.startsWith('{') ? name.slice(name.indexOf('}') + 1) : name.slice(colon + 1);
  // (interned: compared with the parser's interned element names by identity)
  return { name, ns: internalized(ns), local: internalized(local), type: m[2], min, max };
}

export interface CompiledStructure {
  roots: Record<string, string>;
  type(code: string): TypeDef;
}

/** Parse a structure table (types are parsed on first use). */
export function compileStructure(s: Structure): CompiledStructure {
  const cache = new Map<string, TypeDef>();
  const type = (code: string): TypeDef => {
    const hit = cache.get(code);
    if (hit) return hit;
    const i = Number(code.slice(1));
    let def: TypeDef;
    if (code.startsWith('s')) {
      const [base = 'string', attrs = '', facets = '', pure = ''] = (s.simple[i] ?? '').split('|');
      const f: Record<string, string> = {};
      for (const kv of facets.split(' ')) {
        const [k, v] = kv.split('=');
        if (k && v !== undefined) f[k] = v;
      }
      def = { kind: 'simple', base, attrs: attrMap(attrs), facets: f, pure: pure === 'T' };
    } else {
      const [name = '', model = 's', attrs = '', items = ''] = (s.complex[i] ?? '').split('|');
      def = {
        kind: 'complex',
        name,
        model: model === 'c' ? 'choice' : 'seq',
        attrs: attrMap(attrs),
        items: items === '' ? [] : items.split(' ').map(parseItem),
      };
    }
    cache.set(code, def);
    return def;
  };
  return { roots: s.roots, type };
}
