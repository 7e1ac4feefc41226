/**
 * Whose contact values are whose: a person under a buyer's label ("z. Hd.", "Attn:") is the
 * buyer's, one under a contact heading ("Ansprechpartner" / "Sales Contact" over the name) the
 * seller's, another the buyer's when printed in the buyer's block (or up to 60 pt under it);
 * a phone or e-mail printed by a person (its line or up to four lines under it, same column) is
 * that person's party's,
 * else the block decides. Everything outside the buyer's block (letterhead, info block, footer,
 * contact column) is the seller's.
 */
import type { Doc } from '../layout.ts';
import type { Party } from '../parties.ts';
import { type ContactValue, contactValues } from './contact-values.ts';
import { WHERE } from './label-value.ts';

export type { ContactKind } from './contact-values.ts';
export interface ContactItem extends ContactValue {
  owner: 'seller' | 'buyer';
}

/** Points under a party's last line within which its contact lines stand. */
const UNDER_BLOCK = 60;
/** Lines apart (another column counts as 10) within which a value belongs to a person. */
export const NEAR = 6;
/** Lines under a person within which a phone or e-mail is that person's. */
const FOLLOW = 4;

export function distance(a: ContactValue, b: ContactValue): number {
  if (a.page !== b.page) return Number.POSITIVE_INFINITY;
  return Math.abs(a.line - b.line) + (Math.abs(a.x - b.x) > 60 && a.line !== b.line ? 10 : 0);
}

/** The printed block of a party and the lines just under it; the label's or the value's column. */
function inBlock(doc: Doc, p: Party | undefined, c: ContactValue): boolean {
  if (!p || c.page !== p.page || !p.lines.length) return false;
  const lastY = doc.lines[Math.max(...p.lines)]?.y ?? 0;
  const y = doc.lines[c.line]?.y ?? 0;
  const inX = (x: number | undefined) => x !== undefined && x >= p.x0 - 10 && x <= p.x1 + 10;
  return c.line >= Math.min(...p.lines) && y <= lastY + UNDER_BLOCK && (inX(c.x) || inX(c.source?.x));
}

export function contactItems(doc: Doc, seller?: Party, buyer?: Party): ContactItem[] {
  const byBlock = (c: ContactValue) =>
    inBlock(doc, buyer, c) && !inBlock(doc, seller, c) ? 'buyer' : 'seller';
  const all = contactValues(doc);
  const names = all
    .filter((c) => c.kind === 'name')
    .map(
      (c): ContactItem => ({
        ...c,
        owner: c.buyerLabel ? 'buyer' : c.confidence === WHERE.below ? 'seller' : byBlock(c),
      }),
    );
  const others = all
    .filter((c) => c.kind !== 'name')
    .map((c): ContactItem => {
      // a value follows its person: on the person's line or up to FOLLOW lines under it
      const near = names
        .map((n) => ({ n, d: distance(c, n) }))
        .filter((e) => e.d <= FOLLOW && c.line >= e.n.line)
        .sort((a, b) => a.d - b.d)[0];
      return { ...c, owner: near ? near.n.owner : byBlock(c) };
    });
  return [...names, ...others];
}
