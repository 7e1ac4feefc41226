/**
 * The parties' contacts (BT-41/42/43 seller, BT-56/57/58 buyer) from the contact items: the
 * contact person first, then the telephone number and e-mail printed nearest to that person (its
 * direct line beats the letterhead's switchboard); without a person the first ones printed.
 */
import type { Contact } from '@ic/einvoice';
import type { Ctx } from '../extract.ts';
import type { Party } from '../parties.ts';
import { type ContactItem, type ContactKind, contactItems, distance, NEAR } from './contact-find.ts';

/** The value of one kind: nearest to the person, else the first printed. */
export function pick(items: ContactItem[], kind: ContactKind, person?: ContactItem): ContactItem | undefined {
  const of = items.filter((i) => i.kind === kind);
  if (person) {
    const near = of
      .map((i) => ({ i, d: distance(i, person) }))
      .filter((e) => e.d <= NEAR)
      .sort((a, b) => a.d - b.d)[0];
    if (near) return { ...near.i, confidence: Math.max(near.i.confidence, 0.85) };
  }
  return of.sort((a, b) => a.page - b.page || a.line - b.line)[0];
}

function fill(c: Ctx, who: 'seller' | 'buyer', items: ContactItem[]): void {
  const mine = items.filter((i) => i.owner === who);
  const person = mine.filter((i) => i.kind === 'name').sort((a, b) => b.confidence - a.confidence)[0];
  const contact: Contact = {};
  const found = { name: person, telephone: pick(mine, 'phone', person), email: pick(mine, 'email', person) };
  for (const key of ['name', 'telephone', 'email'] as const) {
    const item = found[key];
    if (!item) continue;
    contact[key] = item.value;
    c.set(`${who}.contact.${key}`, item);
  }
  if (Object.keys(contact).length) c.inv[who].contact = { ...c.inv[who].contact, ...contact };
}

export function readContacts(c: Ctx, seller?: Party, buyer?: Party): void {
  const items = contactItems(c.doc, seller, buyer);
  fill(c, 'seller', items);
  fill(c, 'buyer', items);
}
