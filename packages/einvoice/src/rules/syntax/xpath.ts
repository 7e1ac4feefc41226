/**
 * A tiny subset of XPath over `XmlElement` trees, enough for the syntax rules:
 * element paths `a:B/c:D`, `//` (anywhere in the document), `a:B|c:D` alternatives in a step,
 * a final `@attr` step. Names are matched by namespace URI and local name (prefixes below).
 */

import { internalized, type XmlElement } from '../../xml/parse.ts';
import type { Level, ReportMessage, Text } from '../types.ts';

export const NS: Record<string, string> = {
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
  ubl: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  cn: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  rsm: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  ram: 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  udt: 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
  qdt: 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
};

/** One finding of a syntax or schema check. */
export interface SyntaxFinding {
  id: string;
  level: 'error' | 'warning' | 'information';
  message: Text;
  /** XPath-like location (see `pathOf`) */
  location: string;
  line: number;
  column: number;
  /** values filled into `message` (for rules with a message template) */
  params?: Record<string, string>;
}

/** A syntax or schema finding as a report message (optionally at another level). */
export function syntaxMessage(f: SyntaxFinding, level: Level = f.level): ReportMessage {
  return {
    id: f.id,
    level,
    text: f.message.en,
    textDe: f.message.de,
    location: f.location,
    path: '',
    bt: [],
    line: f.line,
    column: f.column,
  };
}

/** A node a path selected: an element, or an attribute of it. */
export interface Hit {
  el: XmlElement;
  attr?: string;
}

interface NameTest {
  ns: string;
  local: string;
}

const nameTests = new Map<string, NameTest>();

function nameTest(s: string): NameTest {
  const hit = nameTests.get(s);
  if (hit) return hit;
  const i = s.indexOf(':');
  let t: NameTest;
  if (i < 0) t = { ns: '', local: s };
  else {
    const prefix = s.slice(0, i);
    const ns = NS[prefix];
    if (ns === undefined) throw new Error(`unknown prefix ${prefix}`);
    t = { ns, local: internalized(s.slice(i + 1)) };
  }
  nameTests.set(s, t);
  return t;
}

/**
 * All elements of a document in document order, and by name: built once per rule run so that
 * `//` paths do not walk the tree again.
 */
export interface DocIndex {
  all: XmlElement[];
  /** elements by local name (callers compare the namespace) */
  byLocal: Map<string, XmlElement[]>;
  /** elements by attribute name, in document order (built on first use) */
  byAttr?: Map<string, XmlElement[]>;
  /** document position of each element (built on first use) */
  order?: Map<XmlElement, number>;
}

function elementsWithAttr(index: DocIndex, name: string): XmlElement[] {
  let m = index.byAttr;
  if (!m) {
    m = new Map();
    for (const e of index.all)
      for (const a in e.attrs) {
        const list = m.get(a);
        if (list) list.push(e);
        else m.set(a, [e]);
      }
    index.byAttr = m;
  }
  return m.get(name) ?? [];
}

/**
 * The last document indexed: the syntax rules and the XML rules of one validation share it. One
 * entry, not a WeakMap: WeakMap entries live until a full garbage collection, which let the trees
 * of many documents pile up in a batch.
 */
let last: { root: XmlElement; index: DocIndex } | undefined;

/** The index of a document (built once per parsed tree: the last one is kept). */
export function indexDocument(root: XmlElement): DocIndex {
  if (last?.root === root) return last.index;
  const all = descendantsOrSelf(root);
  const byLocal = new Map<string, XmlElement[]>();
  for (const e of all) {
    const list = byLocal.get(e.local);
    if (list) list.push(e);
    else byLocal.set(e.local, [e]);
  }
  const index: DocIndex = { all, byLocal };
  last = { root, index };
  return index;
}

/** Is `el` the element `prefix:local`? */
export function is(el: XmlElement | undefined, qname: string): boolean {
  if (!el) return false;
  const t = nameTest(qname);
  return el.ns === t.ns && el.local === t.local;
}

/** `is(el, qname)` compiled once (for predicates called on every element). */
export function isNamed(qname: string): (el: XmlElement | undefined) => boolean {
  const t = nameTest(qname);
  return (el) => el !== undefined && el.local === t.local && el.ns === t.ns;
}

/** Is an element at exactly this absolute path (`['p:a', 'p:b']` = `/p:a/p:b`)? Compiled once. */
export function atPath(path: readonly string[]): (el: XmlElement) => boolean {
  const tests = path.map(nameTest);
  return (el) => {
    let cur: XmlElement | undefined = el;
    for (let i = tests.length - 1; i >= 0; i--) {
      const t = tests[i] as NameTest;
      if (cur === undefined || cur.local !== t.local || cur.ns !== t.ns) return false;
      cur = cur.parent;
    }
    return cur === undefined;
  };
}

/** Child elements named `prefix:local`. */
export function kids(el: XmlElement, qname: string): XmlElement[] {
  const t = nameTest(qname);
  return el.children.filter((c) => c.ns === t.ns && c.local === t.local);
}

/** All elements below `el`, `el` included, in document order. */
export function descendantsOrSelf(el: XmlElement): XmlElement[] {
  const out: XmlElement[] = [];
  const walk = (e: XmlElement) => {
    out.push(e);
    for (const c of e.children) walk(c);
  };
  walk(el);
  return out;
}

export function rootOf(el: XmlElement): XmlElement {
  let cur = el;
  while (cur.parent) cur = cur.parent;
  return cur;
}

interface Step {
  tests: NameTest[];
  attr?: string;
}

interface CompiledPath {
  anywhere: boolean;
  steps: Step[];
  /** some step selects an attribute */
  attr: boolean;
}

const compiled = new Map<string, CompiledPath>();

function compile(path: string): CompiledPath {
  let c = compiled.get(path);
  if (c) return c;
  const anywhere = path.startsWith('//');
  const body = anywhere ? path.slice(2) : path;
  const steps: Step[] = body.split('/').map((s) => {
    if (s.startsWith('@')) return { tests: [], attr: s.slice(1) };
    const tests = s.split('|').map(nameTest);
    return { tests };
  });
  c = { anywhere, steps, attr: steps.some((st) => st.attr !== undefined) };
  compiled.set(path, c);
  return c;
}

/**
 * Evaluate a path from a context element. `//` paths start anywhere in the document (XPath
 * `//a` from any context). Returns elements (and attributes, for a final `@x` step).
 */
export function select(ctx: XmlElement, path: string, index?: DocIndex): Hit[] {
  const c = compile(path);
  const last = c.steps[c.steps.length - 1];
  if (last?.attr !== undefined) {
    const name = last.attr;
    if (c.anywhere && c.steps.length === 1) {
      if (index) return elementsWithAttr(index, name).map((el) => ({ el, attr: name }));
      const all = descendantsOrSelf(rootOf(ctx));
      return all.filter((e) => e.attrs[name] !== undefined).map((el) => ({ el, attr: name }));
    }
    return selectEls(ctx, c, c.steps.length - 1, index)
      .filter((e) => e.attrs[name] !== undefined)
      .map((el) => ({ el, attr: name }));
  }
  return selectEls(ctx, c, c.steps.length, index).map((el) => ({ el }));
}

/** The elements the first `n` steps of a compiled path select (no attribute step among them). */
function selectEls(ctx: XmlElement, c: CompiledPath, n: number, index?: DocIndex): XmlElement[] {
  const steps = c.steps;
  let current: XmlElement[];
  let s = 0;
  if (c.anywhere) {
    const first = steps[0];
    if (!first || n === 0) return [];
    if (index) {
      current = [];
      for (const t of first.tests)
        for (const e of index.byLocal.get(t.local) ?? []) if (e.ns === t.ns) current.push(e);
      if (first.tests.length > 1) {
        index.order ??= new Map(index.all.map((e, i) => [e, i]));
        const order = index.order;
        current.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
      }
    } else {
      const all = descendantsOrSelf(rootOf(ctx));
      current = all.filter((e) => first.tests.some((t) => t.ns === e.ns && t.local === e.local));
    }
    s = 1;
  } else {
    current = [ctx];
  }
  for (; s < n; s++) {
    const tests = (steps[s] as Step).tests;
    const next: XmlElement[] = [];
    const only = tests.length === 1 ? tests[0] : undefined;
    for (let k = 0; k < current.length; k++) {
      const e = current[k] as XmlElement;
      if (only) {
        const cs = e.children;
        for (let j = 0; j < cs.length; j++) {
          const ch = cs[j] as XmlElement;
          if (ch.local === only.local && ch.ns === only.ns) next.push(ch);
        }
        continue;
      }
      for (const ch of e.children)
        for (const t of tests)
          if (ch.local === t.local && ch.ns === t.ns) {
            next.push(ch);
            break;
          }
    }
    current = next;
    if (current.length === 0) break;
  }
  return current;
}

/**
 * The first `limit` hits of `path` from `ctx` in document order, counting only elements that pass
 * `keep`: what the cardinality rules need, without building the whole selection step by step.
 */
export function firstHits(
  ctx: XmlElement,
  path: string,
  index: DocIndex | undefined,
  limit: number,
  keep?: (el: XmlElement) => boolean,
): Hit[] {
  const c = compile(path);
  if (c.anywhere) {
    const all = select(ctx, path, index);
    return (keep ? all.filter((h) => keep(h.el)) : all).slice(0, limit);
  }
  const out: Hit[] = [];
  descend(ctx, c.steps, 0, out, limit, keep);
  return out;
}

/** Depth-first along `steps` (children in order, so hits come in document order); true when full. */
function descend(
  e: XmlElement,
  steps: Step[],
  i: number,
  out: Hit[],
  limit: number,
  keep: ((el: XmlElement) => boolean) | undefined,
): boolean {
  const step = steps[i];
  if (!step) {
    if (!keep || keep(e)) out.push({ el: e });
    return out.length >= limit;
  }
  if (step.attr !== undefined) {
    if (e.attrs[step.attr] !== undefined && (!keep || keep(e))) out.push({ el: e, attr: step.attr });
    return out.length >= limit;
  }
  const tests = step.tests;
  const children = e.children;
  for (let k = 0; k < children.length; k++) {
    const c = children[k] as XmlElement;
    for (let j = 0; j < tests.length; j++) {
      const t = tests[j] as NameTest;
      if (t.local !== c.local || t.ns !== c.ns) continue;
      if (descend(c, steps, i + 1, out, limit, keep)) return true;
      break;
    }
  }
  return false;
}

/** Calls `fn` for each element a relative element path selects (document order), no lists built. */
export function eachEl(ctx: XmlElement, path: string, fn: (el: XmlElement) => void): void {
  const c = compile(path);
  if (c.anywhere || c.attr) {
    for (const h of select(ctx, path)) fn(h.el);
    return;
  }
  visit(ctx, c.steps, 0, fn);
}

function visit(e: XmlElement, steps: Step[], i: number, fn: (el: XmlElement) => void): void {
  const step = steps[i];
  if (!step) {
    fn(e);
    return;
  }
  const tests = step.tests;
  const children = e.children;
  for (let k = 0; k < children.length; k++) {
    const c = children[k] as XmlElement;
    for (let j = 0; j < tests.length; j++) {
      const t = tests[j] as NameTest;
      if (t.local !== c.local || t.ns !== c.ns) continue;
      visit(c, steps, i + 1, fn);
      break;
    }
  }
}

/** Elements of a path (no attribute step). */
export function els(ctx: XmlElement, path: string, index?: DocIndex): XmlElement[] {
  const c = compile(path);
  const last = c.steps[c.steps.length - 1];
  if (last?.attr !== undefined) return select(ctx, path, index).map((h) => h.el);
  // (no hit objects to unwrap: the elements themselves)
  return selectEls(ctx, c, c.steps.length, index);
}

/** XPath string value of a leaf element (its text; the syntax rules only look at leaves). */
export function str(el: XmlElement): string {
  if (el.children.length === 0) return el.text;
  let s = '';
  const walk = (e: XmlElement) => {
    s += e.text;
    for (const c of e.children) walk(c);
  };
  walk(el);
  return s;
}

/**
 * `node = true()` / `node = false()` in XPath 2.0: the untyped value is cast to xs:boolean
 * (`true`/`1`, `false`/`0`, surrounding whitespace allowed); undefined when it is no boolean.
 */
export function boolValue(el: XmlElement | undefined): boolean | undefined {
  if (!el) return undefined;
  const v = str(el).trim();
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  return undefined;
}

/** XPath `upper-case()` (full Unicode upper-casing like JavaScript's). */
export function upper(s: string): string {
  return s.toUpperCase();
}
