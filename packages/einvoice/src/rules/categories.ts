/**
 * Which VAT categories a document uses at all, so that the rules of a category it does not use
 * (BR-Z-…, BR-E-…, BR-AE-…, …: about a hundred rules) are not run: each of them can only find
 * something where its category code appears. "Appears" is read generously: any category code in the
 * model, and in the XML any `cbc:ID` of a `cac:TaxCategory`/`cac:ClassifiedTaxCategory` or any
 * `ram:CategoryCode`, with every kind of blank removed and in upper case — a superset of how any
 * rule (model or XML, trimmed or as written) reads a code. A rule is skipped only when its code
 * appears in none of them.
 */
import type { Invoice, InvoiceLine } from '../model/invoice.ts';
import type { Syntax } from '../model/read-result.ts';
import type { XmlElement } from '../xml/parse.ts';
import { nodeLocator } from './locate.ts';
import { indexDocument } from './syntax/xpath.ts';

/**
 * Rule id prefixes of the VAT category rule families (BR-S-, BR-Z-, BR-E-, BR-AE-, BR-IC-, BR-G-,
 * BR-O-, BR-AF-, BR-AG-, BR-B-) and their category codes where the two differ.
 */
const FAMILY = /^BR-(S|Z|E|AE|IC|G|O|AF|AG|B)-/;
const CODE_OF_FAMILY: Readonly<Record<string, string>> = { IC: 'K', AF: 'L', AG: 'M' };

/**
 * The VAT category code a rule is about (its family), or undefined for every other rule. (One
 * native regular-expression match per id: the rule plans of a short run call this for each of the
 * ~600 rules while the code is still interpreted.)
 */
export function ruleCategory(id: string): string | undefined {
  const family = FAMILY.exec(id)?.[1];
  return family === undefined ? undefined : (CODE_OF_FAMILY[family] ?? family);
}

const BLANKS = /\s+/g;
const key = (s: string | undefined): string => (s ?? '').replace(BLANKS, '').toUpperCase();

/** The category codes (normalised: no blanks, upper case) the model and, when given, the XML use. */
export function usedCategories(invoice: Invoice, xml?: { root: XmlElement; syntax: Syntax }): Set<string> {
  const used = new Set<string>();
  const line = (l: InvoiceLine) => {
    used.add(key(l.vatCategoryCode));
    for (const s of l.subLines ?? []) line(s);
  };
  for (const l of invoice.lines ?? []) line(l);
  for (const a of invoice.allowances ?? []) used.add(key(a.vatCategoryCode));
  for (const c of invoice.charges ?? []) used.add(key(c.vatCategoryCode));
  for (const b of invoice.vatBreakdown ?? []) used.add(key(b.categoryCode));
  if (xml) {
    const byLocal = indexDocument(xml.root).byLocal;
    if (xml.syntax === 'ubl') {
      for (const id of byLocal.get('ID') ?? []) {
        const p = id.parent?.local;
        if (p === 'TaxCategory' || p === 'ClassifiedTaxCategory') used.add(key(id.text));
      }
    } else for (const c of byLocal.get('CategoryCode') ?? []) used.add(key(c.text));
  }
  return used;
}

/**
 * CII: the official category rules select `ram:ApplicableTradeTax[ram:CategoryCode = 'S']` and the
 * like, comparing the code as written, while the reader trims it (" S " is S in the model, no S for
 * those rules). When some `ram:CategoryCode` of the document has blanks around it, this gives the
 * code of a model path as written (undefined where the path has no `ram:CategoryCode`); otherwise
 * undefined (nothing to tell apart, and no locator to build).
 */
export function ciiCategoryAsWritten(root: XmlElement): ((path: string) => string | undefined) | undefined {
  const codes = indexDocument(root).byLocal.get('CategoryCode') ?? [];
  if (!codes.some((c) => c.text !== c.text.trim())) return undefined;
  const locate = nodeLocator(root, 'cii', 'CrossIndustryInvoice');
  return (path) => {
    const pos = locate(path);
    return pos?.exact && !pos.attr && pos.el.local === 'CategoryCode' ? pos.el.text : undefined;
  };
}
