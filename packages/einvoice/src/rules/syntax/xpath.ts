/**
 * A tiny subset of XPath over `XmlElement` trees, enough for the syntax rules:
 * element paths `a:B/c:D`, `//` (anywhere in the document), `a:B|c:D` alternatives in a step,
 * a final `@attr` step. Names are matched by namespace URI and local name (prefixes below).
 */

import type { XmlElement } from '../../xml/parse.ts';
import type { Text } from '../types.ts';

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

/** A node a path selected: an element, or an attribute of it. */
export interface Hit {
  el: XmlElement;
  attr?: string;
}

interface NameTest {
  ns: string;
  local: string;
}

function nameTest(s: string): NameTest {
  const i = s.indexOf(':');
  if (i < 0) return { ns: '', local: s };
  const prefix = s.slice(0, i);
  const ns = NS[prefix];
  if (ns === undefined) throw new Error(`unknown prefix ${prefix}`);
  return { ns, local: s.slice(i + 1) };
}

/** Is `el` the element `prefix:local`? */
export function is(el: XmlElement | undefined, qname: string): boolean {
  if (!el) return false;
  const t = nameTest(qname);
  return el.ns === t.ns && el.local === t.local;
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
}

const compiled = new Map<string, CompiledPath>();

function compile(path: string): CompiledPath {
  let c = compiled.get(path);
  if (c) return c;
  const anywhere = path.startsWith('//');
  const body = anywhere ? path.slice(2) : path;
  const steps: Step[] = body.split('/').map((s) => {
    if (s.startsWith('@')) return { tests: [], attr: s.slice(1) };
    return { tests: s.split('|').map(nameTest) };
  });
  c = { anywhere, steps };
  compiled.set(path, c);
  return c;
}

/**
 * Evaluate a path from a context element. `//` paths start anywhere in the document (XPath
 * `//a` from any context). Returns elements (and attributes, for a final `@x` step).
 */
export function select(ctx: XmlElement, path: string): Hit[] {
  const { anywhere, steps } = compile(path);
  let current: XmlElement[];
  let rest = steps;
  if (anywhere) {
    const first = steps[0];
    const all = descendantsOrSelf(rootOf(ctx));
    if (!first) return [];
    if (first.attr !== undefined) {
      const name = first.attr;
      return all.filter((e) => e.attrs[name] !== undefined).map((el) => ({ el, attr: name }));
    }
    current = all.filter((e) => first.tests.some((t) => t.ns === e.ns && t.local === e.local));
    rest = steps.slice(1);
  } else {
    current = [ctx];
  }
  for (const step of rest) {
    if (step.attr !== undefined) {
      const name = step.attr;
      return current.filter((e) => e.attrs[name] !== undefined).map((el) => ({ el, attr: name }));
    }
    const next: XmlElement[] = [];
    for (const e of current) {
      for (const c of e.children) {
        if (step.tests.some((t) => t.ns === c.ns && t.local === c.local)) next.push(c);
      }
    }
    current = next;
  }
  return current.map((el) => ({ el }));
}

/** Elements of a path (no attribute step). */
export function els(ctx: XmlElement, path: string): XmlElement[] {
  return select(ctx, path).map((h) => h.el);
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
