/**
 * Runs syntax rules the way the official schematron does: every element is matched against the
 * rule contexts, and of the contexts that match an element only the one with the highest
 * priority applies (schematron "first matching rule of a pattern"). Each rule that fails at a
 * context element gives one finding.
 */
import type { DocumentType, Syntax } from '../../model/read-result.ts';
import { internalized, pathOf, type XmlElement } from '../../xml/parse.ts';
import { scenarioForSpecificationIdentifier, severityOverrides } from '../scenarios.ts';
import type { Level, ScenarioId, Text } from '../types.ts';
import type { AbsenceRow } from './tables.ts';
import {
  type DocIndex,
  firstHits,
  type Hit,
  indexDocument,
  NS,
  type SyntaxFinding,
  select,
} from './xpath.ts';

export interface SyntaxOptions {
  /**
   * scenario whose severity overrides apply; default: the one the document's specification
   * identifier (BT-24) selects, else `xrechnung`
   */
  scenario?: ScenarioId;
}

/** The scenario for a document: `opts.scenario`, else by its BT-24 (as KoSIT), else `xrechnung`. */
export function scenarioOf(
  opts: SyntaxOptions,
  bt24: string | undefined,
  documentType: DocumentType,
): ScenarioId {
  return opts.scenario ?? scenarioForSpecificationIdentifier(bt24, documentType) ?? 'xrechnung';
}

export interface RunCtx {
  root: XmlElement;
  documentType: DocumentType;
  /** the document's elements, for `//` paths (pass it to `select`/`els`) */
  index: DocIndex;
}

export interface ContextDef {
  key: string;
  /** official priority: the highest matching context wins */
  priority: number;
  match(el: XmlElement, c: RunCtx): boolean;
  /**
   * the local names `match` can accept (a pre-filter: an element with another local name is not
   * even tested); omitted: any element may match
   */
  locals?: readonly string[];
}

/**
 * A rule written as code. `test` returns `false`/`undefined`/`null` when satisfied; when violated,
 * `true` (the finding points at the context element) or the element to point at.
 */
export interface CodeRule {
  id: string;
  level: 'e' | 'w';
  context: string;
  message: Text;
  test(node: XmlElement, c: RunCtx): boolean | XmlElement | Hit | null | undefined;
  /** for cardinality rules: what is counted (documentation and generated tests) */
  cardinality?: { path: string; max: number; exact: boolean; filtered: boolean };
}

/**
 * A cardinality rule: `count(path) <= max` (or `= 1` with `exact`) at a context, counting only the
 * selected nodes that pass `keep`. The finding points at the first surplus node.
 */
export function countRule(
  id: string,
  level: 'e' | 'w',
  context: string,
  path: string,
  max: 1 | 2,
  what: Text,
  opts: { exact?: boolean; keep?: (el: XmlElement) => boolean } = {},
): CodeRule {
  const times = max === 1 ? { en: 'once', de: 'einmal' } : { en: 'twice', de: 'zweimal' };
  const message: Text = opts.exact
    ? { en: `${what.en} shall occur exactly once.`, de: `${what.de} muss genau einmal vorkommen.` }
    : {
        en: `${what.en} shall occur at most ${times.en}.`,
        de: `${what.de} darf höchstens ${times.de} vorkommen.`,
      };
  return {
    id,
    level,
    context,
    message,
    cardinality: { path, max, exact: opts.exact ?? false, filtered: opts.keep !== undefined },
    test: (node, c) => {
      const hits = firstHits(node, path, c.index, max + 1, opts.keep);
      if (opts.exact && hits.length === 0) return true;
      return hits.length > max ? (hits[max] ?? true) : false;
    },
  };
}

const LEVEL: Record<'e' | 'w', Level> = { e: 'error', w: 'warning' };

export const ABSENT_TEXT: Text = {
  en: '{element} is not used in EN 16931 and should not be present (at {path}).',
  de: '{element} wird in EN 16931 nicht verwendet und soll nicht vorkommen (bei {path}).',
};

function fill(t: string, params: Record<string, string>): string {
  return t.replace(/\{(\w+)\}/g, (m, k: string) => params[k] ?? m);
}

function lastStep(path: string): string {
  const parts = path.split('/').filter((p) => p !== '');
  const last = parts[parts.length - 1] ?? path;
  if (last.startsWith('@') && parts.length > 1) return `${parts[parts.length - 2]}/${last}`;
  return last;
}

function locate(h: Hit): { location: string; line: number; column: number } {
  return {
    location: h.attr ? `${pathOf(h.el)}/@${h.attr}` : pathOf(h.el),
    line: h.el.line,
    column: h.el.column,
  };
}

export interface RuleSet {
  syntax: Syntax;
  contexts: readonly ContextDef[];
  absent: readonly AbsenceRow[];
  code: readonly CodeRule[];
}

/** All rule ids of a rule set. */
export function ruleIdsOf(set: RuleSet): string[] {
  return [...set.absent.map((r) => r[0]), ...set.code.map((r) => r.id)];
}

/** Absence rows of one context as a trie of element names, so one walk checks them all. */
interface Trie {
  /** by local name, then namespace (`alt`: the same local name in another namespace) */
  next: Map<string, Edge>;
  rows: AbsenceRow[];
  attrRows: Map<string, AbsenceRow[]>;
  /** `attrRows` as a list (made on first use, when the trie is complete) */
  attrList?: Array<[string, AbsenceRow[]]>;
}
interface Edge {
  ns: string;
  trie: Trie;
  alt?: Edge;
}

interface CompiledSet {
  contexts: ContextDef[];
  /** the contexts (by priority) an element with this local name may match */
  contextsByLocal: Map<string, ContextDef[]>;
  /** the contexts (by priority) without a local-name pre-filter */
  generic: ContextDef[];
  rowsBy: Map<string, AbsenceRow[]>;
  /** the rows with `//` paths, per context */
  anywhereBy: Map<string, AbsenceRow[]>;
  tries: Map<string, Trie>;
  codeBy: Map<string, CodeRule[]>;
}

const NO_ROWS: AbsenceRow[] = [];
const FOUND = new Map<AbsenceRow, Hit>();
const NO_CODE: CodeRule[] = [];

const newTrie = (): Trie => ({ next: new Map(), rows: [], attrRows: new Map(), attrList: undefined });

function stepName(qname: string): { ns: string; local: string } {
  const i = qname.indexOf(':');
  const ns = i < 0 ? '' : NS[qname.slice(0, i)];
  if (ns === undefined) throw new Error(`unknown prefix in ${qname}`);
  return { ns, local: internalized(qname.slice(i + 1)) };
}

function trieChild(node: Trie, name: { ns: string; local: string }): Trie | undefined {
  let e = node.next.get(name.local);
  while (e && e.ns !== name.ns) e = e.alt;
  return e?.trie;
}

const compiledSets = new WeakMap<RuleSet, CompiledSet>();

function compileSet(set: RuleSet): CompiledSet {
  const hit = compiledSets.get(set);
  if (hit) return hit;
  const rowsBy = new Map<string, AbsenceRow[]>();
  const anywhereBy = new Map<string, AbsenceRow[]>();
  const tries = new Map<string, Trie>();
  for (const r of set.absent) {
    const list = rowsBy.get(r[2]) ?? [];
    list.push(r);
    rowsBy.set(r[2], list);
    if (r[3].startsWith('//')) {
      // evaluated with `select` on the document index
      const any = anywhereBy.get(r[2]) ?? [];
      any.push(r);
      anywhereBy.set(r[2], any);
      continue;
    }
    let node = tries.get(r[2]);
    if (!node) {
      node = newTrie();
      tries.set(r[2], node);
    }
    for (const step of r[3].split('/')) {
      if (step.startsWith('@')) {
        const list2 = node.attrRows.get(step.slice(1)) ?? [];
        list2.push(r);
        node.attrRows.set(step.slice(1), list2);
        node = undefined;
        break;
      }
      const names = step.split('|').map(stepName);
      const first = names[0] as { ns: string; local: string };
      const child: Trie = trieChild(node, first) ?? newTrie();
      for (const k of names) {
        const existing = trieChild(node, k);
        if (existing && existing !== child) throw new Error(`conflicting paths at ${step}`);
        if (!existing) {
          const edge: Edge = { ns: k.ns, trie: child };
          const first = node.next.get(k.local);
          if (first) {
            let last = first;
            while (last.alt) last = last.alt;
            last.alt = edge;
          } else node.next.set(k.local, edge);
        }
      }
      node = child;
    }
    if (node) node.rows.push(r);
  }
  const codeBy = new Map<string, CodeRule[]>();
  for (const r of set.code) {
    const list = codeBy.get(r.context) ?? [];
    list.push(r);
    codeBy.set(r.context, list);
  }
  const contexts = [...set.contexts].sort((a, b) => b.priority - a.priority);
  const generic = contexts.filter((x) => !x.locals);
  const contextsByLocal = new Map<string, ContextDef[]>();
  for (const x of contexts)
    for (const l of x.locals ?? []) if (!contextsByLocal.has(l)) contextsByLocal.set(l, []);
  for (const [l, list] of contextsByLocal)
    for (const x of contexts) if (!x.locals || x.locals.includes(l)) list.push(x);
  const compiled: CompiledSet = {
    contexts,
    contextsByLocal,
    generic,
    rowsBy,
    anywhereBy,
    tries,
    codeBy,
  };
  compiledSets.set(set, compiled);
  return compiled;
}

/** First hit (document order) of every trie row below `el`. */
function walkTrie(el: XmlElement, trie: Trie, found: Map<AbsenceRow, Hit>): void {
  if (trie.attrRows.size > 0) attrHits(el, trie, found);
  walkKids(el, trie, found);
}

function attrHits(el: XmlElement, n: Trie, found: Map<AbsenceRow, Hit>): void {
  // (a list, not the map: iterating a map allocates an entry per attribute name)
  let list = n.attrList;
  if (!list) {
    list = [...n.attrRows];
    n.attrList = list;
  }
  for (let k = 0; k < list.length; k++) {
    const [a, rows] = list[k] as [string, AbsenceRow[]];
    if (el.attrs[a] === undefined) continue;
    for (const r of rows) if (!found.has(r)) found.set(r, { el, attr: a });
  }
}

function walkKids(e: XmlElement, node: Trie, found: Map<AbsenceRow, Hit>): void {
  const children = e.children;
  const next = node.next;
  for (let k = 0; k < children.length; k++) {
    const c = children[k] as XmlElement;
    let edge = next.get(c.local);
    while (edge !== undefined && edge.ns !== c.ns) edge = edge.alt;
    if (edge === undefined) continue;
    const n = edge.trie;
    const rows = n.rows;
    for (let r = 0; r < rows.length; r++) {
      const row = rows[r] as AbsenceRow;
      if (!found.has(row)) found.set(row, { el: c });
    }
    if (n.attrRows.size > 0) attrHits(c, n, found);
    if (n.next.size > 0) walkKids(c, n, found);
  }
}

export function runRuleSet(
  set: RuleSet,
  root: XmlElement,
  documentType: DocumentType,
  scenario: ScenarioId,
): SyntaxFinding[] {
  const overrides = severityOverrides(scenario, set.syntax, documentType);
  const level = (id: string, base: 'e' | 'w'): Level => overrides[id] ?? LEVEL[base];
  const { contextsByLocal, generic, rowsBy, anywhereBy, tries, codeBy } = compileSet(set);
  const index = indexDocument(root);
  const c: RunCtx = { root, documentType, index };
  const out: SyntaxFinding[] = [];
  // `//` paths select the same nodes from every context: evaluated once per run
  const anywhere = new Map<string, Hit | undefined>();
  const firstAnywhere = (path: string, el: XmlElement): Hit | undefined => {
    if (anywhere.has(path)) return anywhere.get(path);
    const hit = select(el, path, index)[0];
    anywhere.set(path, hit);
    return hit;
  };
  const all = index.all;
  for (let e = 0; e < all.length; e++) {
    const el = all[e] as XmlElement;
    const candidates = contextsByLocal.get(el.local) ?? generic;
    let ctx: ContextDef | undefined;
    for (let x = 0; x < candidates.length; x++) {
      const cand = candidates[x] as ContextDef;
      if (cand.match(el, c)) {
        ctx = cand;
        break;
      }
    }
    if (!ctx) continue;
    const rows = rowsBy.get(ctx.key);
    if (rows) {
      // rows that found something: from the trie walk and the `//` rows (usually none at all),
      // reported in row order
      // (one map for every context element: emptied, not made anew; usually nothing is found)
      const found = FOUND;
      if (found.size > 0) found.clear();
      const trie = tries.get(ctx.key);
      if (trie) walkTrie(el, trie, found);
      for (const r of anywhereBy.get(ctx.key) ?? []) {
        const hit = firstAnywhere(r[3], el);
        if (hit) found.set(r, hit);
      }
      for (const r of found.size === 0 ? NO_ROWS : rows) {
        const first = found.get(r);
        if (!first) continue;
        const where = locate(first);
        const params = { element: lastStep(r[3]), path: where.location };
        out.push({
          id: r[0],
          level: level(r[0], r[1]),
          message: { en: fill(ABSENT_TEXT.en, params), de: fill(ABSENT_TEXT.de, params) },
          ...where,
          params,
        });
      }
    }
    const code = codeBy.get(ctx.key) ?? NO_CODE;
    for (let k = 0; k < code.length; k++) {
      const r = code[k] as CodeRule;
      const v = r.test(el, c);
      if (!v) continue;
      const hit: Hit = v === true ? { el } : 'local' in v ? { el: v } : v;
      out.push({ id: r.id, level: level(r.id, r.level), message: r.message, ...locate(hit) });
    }
  }
  FOUND.clear(); // (holds nothing of the document afterwards)
  return out;
}
