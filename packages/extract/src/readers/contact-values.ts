/**
 * The contact values a page prints, before deciding whose they are: a contact person after its
 * label ("Ansprechpartner", "Contact", "Votre interlocuteur"; the buyer's after "z. Hd.", "Attn:",
 * "À l'attention de") or named in a sentence ("please contact …"), telephone numbers after their
 * label (fax is none), every e-mail address.
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
import { hasLegalForm } from '../parties.ts';
import { type LabelledValue, labelledValues } from './label-value.ts';

export type ContactKind = 'name' | 'phone' | 'email';
export interface ContactValue extends LabelledValue<string> {
  kind: ContactKind;
  /** named by a buyer's label ("z. Hd.", "Attn:") */
  buyerLabel?: boolean;
}

/** A person's name at the start of a text; `whole`: nothing but the name (and a full stop) follows. */
export function acceptPerson(text: string, whole = true): string | undefined {
  const t = text.split(VALUE_END)[0]?.trim() ?? '';
  const m = PERSON_START.exec(t);
  const name = m?.[1] ?? m?.[2];
  if (!m || !name || hasLegalForm(name)) return undefined;
  return !whole || NAME_END.test(t.slice(m[0].length).trim()) ? name : undefined;
}

export function acceptPhone(text: string): string | undefined {
  const m = PHONE_VALUE.exec(text.trim());
  const digits = m ? [...m[0]].filter((ch) => ch >= '0' && ch <= '9').length : 0;
  return m && digits >= 6 ? m[0].trim() : undefined;
}

/** Every e-mail address; one right of its label ("E-Mail | a@b.example") stands in the label's column. */
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

export function contactValues(doc: Doc): ContactValue[] {
  const of = (kind: ContactKind, cs: Array<LabelledValue<string>>, extra: Partial<ContactValue> = {}) =>
    cs.map((c): ContactValue => ({ ...c, kind, ...extra }));
  const sentence = labelledValues(doc, CONTACT_SENTENCE, (t) => acceptPerson(t, false));
  return [
    ...of(
      'name',
      labelledValues(doc, BUYER_CONTACT_LABEL, (t) => acceptPerson(t)),
      { buyerLabel: true },
    ),
    ...of(
      'name',
      labelledValues(doc, SELLER_CONTACT_LABEL, (t) => acceptPerson(t)),
    ),
    // a person named in a sentence is a weaker reading
    ...of('name', sentence, { confidence: 0.7 }),
    ...of('phone', labelledValues(doc, PHONE_LABEL, acceptPhone)),
    ...of('email', emails(doc)),
  ];
}
