/**
 * Contact data wherever printed: a contact person after its label ("Ansprechpartner", "Contact",
 * "Votre interlocuteur"; the buyer's after "z. Hd.", "Attn:", "À l'attention de"), telephone
 * numbers after their label, e-mail addresses anywhere — each with the party it belongs to: the
 * buyer's when printed in the buyer's block (or under a buyer's label), else the seller's
 * (letterhead, info block, footer, contact column).
 */
import { srcOf } from '../find.ts';
import type { Doc } from '../layout.ts';
import {
  BUYER_CONTACT_LABEL,
  EMAIL,
  EMAIL_LABEL,
  PERSON_NAME,
  PHONE_LABEL,
  PHONE_VALUE,
  SELLER_CONTACT_LABEL,
  VALUE_END,
} from '../lexicon/contact.ts';
import { hasLegalForm, type Party } from '../parties.ts';
import { type LabelledValue, labelledValues } from './label-value.ts';

export type ContactKind = 'name' | 'phone' | 'email';
export interface ContactItem extends LabelledValue<string> {
  kind: ContactKind;
  owner: 'seller' | 'buyer';
}

export function acceptPerson(text: string): string | undefined {
  const m = PERSON_NAME.exec(text.split(VALUE_END)[0]?.trim() ?? '');
  return m?.[1] && !hasLegalForm(m[1]) ? m[1] : undefined;
}

export function acceptPhone(text: string): string | undefined {
  const m = PHONE_VALUE.exec(text.trim());
  const digits = m ? [...m[0]].filter((ch) => ch >= '0' && ch <= '9').length : 0;
  return m && digits >= 6 ? m[0].trim() : undefined;
}

/**
 * Every e-mail address of the document; one right of its label ("E-Mail | a@b.example") stands in
 * the label's column.
 */
function emails(doc: Doc): Array<LabelledValue<string>> {
  const out: Array<LabelledValue<string>> = [];
  for (const l of doc.lines)
    l.segs.forEach((s, i) => {
      const m = EMAIL.exec(s.text);
      const prev = l.segs[i - 1];
      const x = prev && EMAIL_LABEL.test(prev.text.trim()) ? prev.x : s.x;
      if (m)
        out.push({ value: m[0], confidence: 0.75, line: l.index, page: l.page, x, source: srcOf(l.page, s) });
    });
  return out;
}

/** The printed block of a party and a few lines under it (where its contact lines stand). */
function inBlock(p: Party | undefined, c: LabelledValue<string>): boolean {
  if (!p || c.page !== p.page || !p.lines.length) return false;
  const first = Math.min(...p.lines);
  const last = Math.max(...p.lines);
  return c.line >= first && c.line <= last + 6 && c.x >= p.x0 - 10 && c.x <= p.x1 + 10;
}

export function contactItems(doc: Doc, seller?: Party, buyer?: Party): ContactItem[] {
  const owner = (c: LabelledValue<string>) => (inBlock(buyer, c) && !inBlock(seller, c) ? 'buyer' : 'seller');
  const tag = (kind: ContactKind, cs: Array<LabelledValue<string>>, who?: 'buyer') =>
    cs.map((c): ContactItem => ({ ...c, kind, owner: who ?? owner(c) }));
  return [
    ...tag('name', labelledValues(doc, BUYER_CONTACT_LABEL, acceptPerson), 'buyer'),
    ...tag('name', labelledValues(doc, SELLER_CONTACT_LABEL, acceptPerson)),
    ...tag('phone', labelledValues(doc, PHONE_LABEL, acceptPhone)),
    ...tag('email', emails(doc)),
  ];
}
