/**
 * Reader `parties.labelsAbove`: party fields printed as a label with its value on the line under
 * it, in the same column ("Name" / "Muster GmbH", "PLZ" / "12345", "Ort" / "Berlin"), under a
 * party heading ("Verkäufer", "Käufer", "Seller", "Buyer", "Rechnungsempfänger" …) — the
 * XRechnung visualisation's party lists in narrow columns, and forms that print labels small over
 * their values. Only party fields, and only under such a heading, so that a reference grid's
 * column heads ("Rechnungsnummer" over its value) stay with the readers that know them.
 */
import { type FormRow, formTerm, roleOfHeading } from './forms.ts';
import type { Doc, Line, Seg } from './layout.ts';
import { COLON_SPACE_END } from './lexicon/common.ts';

const TOL = 3;

/** The party heading above a segment in its column: the nearest one within `reach` lines. */
function headingAbove(doc: Doc, l: Line, s: Seg, reach = 24): string | undefined {
  for (let k = l.index - 1; k >= 0 && k >= l.index - reach; k--) {
    const h = doc.lines[k];
    if (!h || h.page !== l.page) return undefined;
    const seg = h.segs.find((x) => Math.abs(x.x - s.x) <= TOL);
    if (seg && roleOfHeading(seg.text)) return seg.text;
  }
  return undefined;
}

/** A segment right of s at its height on another physical line (a value column read apart). */
function valueRightOf(doc: Doc, l: Line, s: Seg): Seg | undefined {
  for (let k = Math.max(0, l.index - 3); k <= l.index + 3; k++) {
    const o = doc.lines[k];
    if (!o || o === l || o.page !== l.page || Math.abs(o.y - l.y) > l.h / 2) continue;
    const seg = o.segs.find((x) => x.x > s.x + s.w);
    if (seg) return seg;
  }
  return undefined;
}

/** Label-over-value rows of party fields under a party heading, as form rows. */
export function readRowsBelow(doc: Doc): FormRow[] {
  const out: FormRow[] = [];
  for (const l of doc.lines) {
    const next = doc.lines[l.index + 1];
    if (!next || next.page !== l.page || next.y - (l.y + l.h) > l.h * 1.2) continue;
    l.segs.forEach((s, k) => {
      const f = formTerm(s.text);
      if (!f?.startsWith('party.')) return;
      // a value to its right on the line: the label's value is there, not under it
      const right = l.segs[k + 1] ?? valueRightOf(doc, l, s);
      if (right && formTerm(right.text) === undefined && !roleOfHeading(right.text)) return;
      const v = next.segs.find((x) => Math.abs(x.x - s.x) <= TOL);
      // the line under it holds another label ("Ansprechpartner:"), not this label's value
      if (!v || formTerm(v.text) !== undefined || COLON_SPACE_END.test(v.text)) return;
      const section = headingAbove(doc, l, s);
      if (!section) return;
      out.push({
        page: l.page,
        label: s.text,
        values: [{ text: v.text, seg: v, line: next.index, page: next.page }],
        section,
        labelSeg: s,
        line: l.index,
      });
    });
  }
  return out;
}
