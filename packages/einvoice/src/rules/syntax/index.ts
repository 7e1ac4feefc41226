/**
 * Syntax rules of EN 16931 against the parsed XML: UBL-CR/UBL-SR/UBL-DT (`ubl.ts`) and
 * CII-SR/CII-DT (`cii.ts`), 755 and 555 official rule ids.
 *
 * - `checkUblSyntax(root)`, `checkCiiSyntax(root)`, `checkSyntax(root)`: findings with the level the
 *   scenario applies (default: the scenario the document's BT-24 selects).
 * - `SYNTAX_XML_RULES`: the same rules as engine `XmlRule`s (one per id, base level; the engine
 *   applies the scenario overrides). They share one run per document tree (cached by root), so
 *   a tree must not be changed between validations.
 */
import type { XmlElement } from '../../xml/parse.ts';
import { LastMemo } from '../memo.ts';
import type { Level, XmlFinding, XmlRule } from '../types.ts';
import { CII_RULE_SET, checkCiiSyntax } from './cii.ts';
import { ABSENT_TEXT, type RuleSet, runRuleSet, type SyntaxOptions } from './run.ts';
import { checkUblSyntax, UBL_RULE_SET } from './ubl.ts';
import { is, NS, type SyntaxFinding } from './xpath.ts';

export { crashingStylesheets, type Stylesheet } from './processing-error.ts';
export { checkCiiSyntax, checkUblSyntax, type SyntaxFinding, type SyntaxOptions };

/** UBL or CII syntax rules, by the root element; other documents give no findings. */
export function checkSyntax(root: XmlElement, opts: SyntaxOptions = {}): SyntaxFinding[] {
  if (root.ns === NS.ubl || root.ns === NS.cn) return checkUblSyntax(root, opts);
  if (root.ns === NS.rsm) return checkCiiSyntax(root, opts);
  return [];
}

const cache = new LastMemo<Map<string, XmlFinding[]>>();

function findingsById(set: RuleSet, root: XmlElement): Map<string, XmlFinding[]> {
  const hit = cache.get(root);
  if (hit) return hit;
  const m = new Map<string, XmlFinding[]>();
  const documentType =
    set.syntax === 'cii' ? 'CrossIndustryInvoice' : is(root, 'cn:CreditNote') ? 'CreditNote' : 'Invoice';
  // scenario 'en16931' has no overrides: findings keep the base level (the engine applies overrides)
  for (const f of runRuleSet(set, root, documentType, 'en16931')) {
    const x: XmlFinding = { location: f.location, line: f.line, column: f.column };
    if (f.params) x.params = f.params;
    const list = m.get(f.id);
    if (list) list.push(x);
    else m.set(f.id, [x]);
  }
  cache.set(root, m);
  return m;
}

const BASE: Record<'e' | 'w', Level> = { e: 'error', w: 'warning' };

function adapt(set: RuleSet): XmlRule[] {
  const rule = (id: string, level: 'e' | 'w', message: XmlRule['message']): XmlRule => ({
    id,
    severity: BASE[level],
    scope: 'syntax',
    syntax: set.syntax,
    bt: [],
    message,
    checkXml: ({ root, syntax }) => (syntax === set.syntax ? (findingsById(set, root).get(id) ?? []) : []),
  });
  return [
    ...set.absent.map((r) => rule(r[0], r[1], ABSENT_TEXT)),
    ...set.code.map((r) => rule(r.id, r.level, r.message)),
  ];
}

/** The syntax rules as engine `XmlRule`s (scope `syntax`), UBL and CII. */
export const SYNTAX_XML_RULES: readonly XmlRule[] = [...adapt(UBL_RULE_SET), ...adapt(CII_RULE_SET)];
