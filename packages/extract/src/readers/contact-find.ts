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
  CONTACT_SENTENCE,
  EMAIL,
  EMAIL_LABEL,
  NAME_END,
  PERSON_START,
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

/** A person's name at the start of a text; `whole`: nothing but the name (and a full stop) follows. */
export function acceptPerson(text: string, whole = true): string | undefined {
  const t = text.split(VALUE_END)[0]?.trim() ?? '';
  const m = PERSON_START.exec(t);
  const name = m?.[1] ?? m?.[2];
  if (!m || !name || hasLegalForm(name)) return undefined;
  return !whole || NAME_END.test(t.slice(m[0].length).trim()) ? name : undefined;
}

/** The contact person a sentence names ("please contact Sophie Brooks."): a weaker reading. */
function sentencePersons(doc: Doc): Array<LabelledValue<string>> {
  return labelledValues(doc, CONTACT_SENTENCE, (t) => acceptPerson(t, false)).map((c) => ({
    ...c,
    confidence: 0.7,
  }));
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

/** Points under a party's last line within which its contact lines stand. */
const UNDER_BLOCK = 60;

/** The printed block of a party and a few lines under it (where its contact lines stand). */
function inBlock(doc: Doc, p: Party | undefined, c: LabelledValue<string>): boolean {
  if (!p || c.page !== p.page || !p.lines.length) return false;
  const first = Math.min(...p.lines);
  const lastY = doc.lines[Math.max(...p.lines)]?.y ?? 0;
  const y = doc.lines[c.line]?.y ?? 0;
  return c.line >= first && y <= lastY + UNDER_BLOCK && c.x >= p.x0 - 10 && c.x <= p.x1 + 10;
}

export function contactItems(doc: Doc, seller?: Party, buyer?: Party): ContactItem[] {
  const owner = (c: LabelledValue<string>) =>
    inBlock(doc, buyer, c) && !inBlock(doc, seller, c) ? 'buyer' : 'seller';
  const tag = (kind: ContactKind, cs: Array<LabelledValue<string>>, who?: 'buyer') =>
    cs.map((c): ContactItem => ({ ...c, kind, owner: who ?? owner(c) }));
  return [
    ...tag(
      'name',
      labelledValues(doc, BUYER_CONTACT_LABEL, (t) => acceptPerson(t)),
      'buyer',
    ),
    ...tag(
      'name',
      labelledValues(doc, SELLER_CONTACT_LABEL, (t) => acceptPerson(t)),
    ),
    ...tag('name', sentencePersons(doc)),
    ...tag('phone', labelledValues(doc, PHONE_LABEL, acceptPhone)),
    ...tag('email', emails(doc)),
  ];
}
