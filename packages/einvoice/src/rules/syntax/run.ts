/**
 * Runs syntax rules the way the official schematron does: every element is matched against the
 * rule contexts, and of the contexts that match an element only the one with the highest
 * priority applies (schematron "first matching rule of a pattern"). Each rule that fails at a
 * context element gives one finding.
 */
import type { DocumentType, Syntax } from '../../model/read-result.ts';
import { pathOf, type XmlElement } from '../../xml/parse.ts';
import { scenarioForSpecificationIdentifier, severityOverrides } from '../scenarios.ts';
import type { Level, ScenarioId, Text } from '../types.ts';
import type { AbsenceRow } from './tables.ts';
import { descendantsOrSelf, type Hit, type SyntaxFinding, select } from './xpath.ts';

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
}

export interface ContextDef {
  key: string;
  /** official priority: the highest matching context wins */
  priority: number;
  match(el: XmlElement, c: RunCtx): boolean;
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
    test: (node) => {
      const hits = select(node, path).filter((h) => !opts.keep || opts.keep(h.el));
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

export function runRuleSet(
  set: RuleSet,
  root: XmlElement,
  documentType: DocumentType,
  scenario: ScenarioId,
): SyntaxFinding[] {
  const overrides = severityOverrides(scenario, set.syntax, documentType);
  const level = (id: string, base: 'e' | 'w'): Level => overrides[id] ?? LEVEL[base];
  const absentBy = new Map<string, AbsenceRow[]>();
  for (const r of set.absent) {
    const list = absentBy.get(r[2]) ?? [];
    list.push(r);
    absentBy.set(r[2], list);
  }
  const codeBy = new Map<string, CodeRule[]>();
  for (const r of set.code) {
    const list = codeBy.get(r.context) ?? [];
    list.push(r);
    codeBy.set(r.context, list);
  }
  const contexts = [...set.contexts].sort((a, b) => b.priority - a.priority);
  const c: RunCtx = { root, documentType };
  const out: SyntaxFinding[] = [];
  for (const el of descendantsOrSelf(root)) {
    const ctx = contexts.find((x) => x.match(el, c));
    if (!ctx) continue;
    for (const r of absentBy.get(ctx.key) ?? []) {
      const hits = select(el, r[3]);
      const first = hits[0];
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
    for (const r of codeBy.get(ctx.key) ?? []) {
      const v = r.test(el, c);
      if (!v) continue;
      const hit: Hit = v === true ? { el } : 'local' in v ? { el: v } : v;
      out.push({ id: r.id, level: level(r.id, r.level), message: r.message, ...locate(hit) });
    }
  }
  return out;
}
