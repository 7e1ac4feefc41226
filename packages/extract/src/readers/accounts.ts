/** The bank reader's reading functions: IBANs and BICs (registered in bank.ts). */
import type { Ctx } from '../extract.ts';
import { type Source, srcOf } from '../find.ts';
import { labelRe } from '../labels.ts';
import type { Doc, Line, Seg } from '../layout.ts';
import {
  ACCOUNT_PART,
  ALPHANUMERIC,
  COLON_LEAD,
  IBAN_SHAPE,
  LABEL_COLON_END,
  SPACES_G,
} from '../lexicon/common.ts';
import { ACCOUNT_START, BANK_LABEL_END, DEBIT_CONTEXT } from '../lexicon/header.ts';
import {
  ACCOUNT_AFTER_ANY_LABEL,
  ACCOUNT_NUMBER_LABELLED,
  BANK_CODE_ACCOUNT,
  BIC_LABELLED,
  IBAN_LABEL_COLON,
  IBAN_LABEL_END,
  NO_ACCOUNT_LABEL,
} from '../lexicon/ids.ts';
import { notice } from '../notices.ts';
import { findBics, findIbans, isValidIban } from '../parse/ids.ts';
import { selfBilledAccount } from './self-billing.ts';

/** A BIC without label printed by an IBAN: same line, or up to two lines of its column around it. */
export function bicNearIban(
  doc: Doc,
  at: { value: string; line: number; x: number },
): { b: { value: string; index: number; raw: string }; l: Line; s: Seg } | undefined {
  const l0 = doc.lines[at.line];
  if (!l0) return undefined;
  const find = (l: Line, s: Seg) => {
    const b = findBics(s.text, true).find((m) => m.value.slice(4, 6) === at.value.slice(0, 2));
    return b ? { b, l, s } : undefined;
  };
  for (const s of l0.segs) {
    const hit = find(l0, s);
    if (hit) return hit;
  }
  // two lines up and down in the IBAN's column (lines of a column beside it between them: a
  // sidebar's "IBAN" / "DE88 …" / "BIC" / "GENODEF1S04" beside the header's rows)
  for (const step of [-1, 1]) {
    let seen = 0;
    for (let j = at.line + step; seen < 2 && Math.abs(j - at.line) <= 8; j += step) {
      const l = doc.lines[j];
      if (!l || l.page !== l0.page) break;
      const s = l.segs.find((x) => Math.abs(x.x - at.x) <= 10);
      if (!s) continue;
      seen++;
      const hit = find(l, s);
      if (hit) return hit;
    }
  }
  return undefined;
}

export interface IbanCand {
  value: string;
  src: Source;
  line: number;
  x: number;
  unchecked?: boolean;
}

type Place = { line: Line; seg: Seg };

/** An account starting on the line set close under line l: its first segment, or the one at x. */
function accountUnder(doc: Doc, l: Line, x?: number): Place | undefined {
  const nl = doc.lines[l.index + 1];
  if (!nl || nl.page !== l.page || nl.y - (l.y + l.h) >= l.h * 1.5) return undefined;
  const seg =
    x === undefined
      ? nl.segs[0]
      : nl.segs.find((g) => Math.abs(g.x - x) < 4 && ACCOUNT_START.test(g.text.trim()));
  return seg && ACCOUNT_START.test(seg.text.trim()) ? { line: nl, seg } : undefined;
}

/**
 * The text after an IBAN label in segment k of line l, where it is printed (the label's segment,
 * the next segments, or the line under it), and whether an account there is taken as printed.
 */
function afterIbanLabel(doc: Doc, l: Line, k: number): { afterLabel: string; at: Place; lenient: boolean } {
  const s = l.segs[k] as Seg;
  // right after an IBAN label (same or previous segment) the account is taken as printed
  const lm = labelRe('iban').exec(s.text);
  let afterLabel = lm ? s.text.slice(lm.index + lm[0].length) : s.text;
  // where the account after the label is printed (its own segment, or the next line)
  let at: Place = { line: l, seg: s };
  // the label with nothing after it in its segment
  const labelAlone = !!lm && !ALPHANUMERIC.test(afterLabel);
  // the account printed in groups the text layer split into segments ("DE12 | 1234 | …")
  if (labelAlone && l.segs[k + 1]) at = { line: l, seg: l.segs[k + 1] as Seg };
  if (labelAlone)
    afterLabel = l.segs
      .slice(k + 1)
      .map((x) => x.text)
      .join(' ')
      .replace(COLON_LEAD, '');
  let lenient = !!lm || IBAN_LABEL_END.test(l.segs[k - 1]?.text ?? '');
  // a label that ends the line ("… folgende Bankverbindung: IBAN"): the account starts the
  // next line; a label alone in its column ("IBAN:" / "GB99 NWBK …" in a footer column, other
  // columns to its right): the account is under it
  const take = (u: Place | undefined) => {
    if (!u) return;
    afterLabel = u.seg.text;
    lenient = true;
    at = u;
  };
  if (k === l.segs.length - 1 && (lm ? labelAlone : BANK_LABEL_END.test(s.text))) take(accountUnder(doc, l));
  if (labelAlone && !findIbans(afterLabel, { lenient: true }).length) take(accountUnder(doc, l, s.x));
  return { afterLabel, at, lenient };
}

/**
 * The rest of an IBAN wrapped in its cell: the segment at its x on the next line, or on the line
 * after when a label of another column stands between them (a value wrapped around its centred
 * label: "DE89370400440532" / "Account identifier:" / "013000"), set tightly under it.
 */
function wrappedRest(doc: Doc, l: Line, s: Seg): Seg | undefined {
  const nl = doc.lines[l.index + 1];
  const below = nl && nl.page === l.page ? nl.segs.find((x) => Math.abs(x.x - s.x) < 3) : undefined;
  if (below && nl) return nl.y - (l.y + l.h) < l.h ? below : undefined;
  const nl2 = doc.lines[l.index + 2];
  const below2 = nl2 && nl2.page === l.page ? nl2.segs.find((x) => Math.abs(x.x - s.x) < 3) : undefined;
  return below2 && below2.y - (s.y + s.h) < s.h * 0.5 ? below2 : undefined;
}

/**
 * The valid IBANs of segment s, also one wrapped onto the next line at the same x ("DE67 1004
 * 8392 7221" / "8882 72"), printed after its label in the segment too ("IBAN: DE89 3704 0044" /
 * "0532 0130 00" in a narrow footer column).
 */
function checkedIbans(doc: Doc, l: Line, s: Seg): ReturnType<typeof findIbans> {
  const valid = findIbans(s.text);
  if (valid.length) return valid;
  const lm = labelRe('iban').exec(s.text);
  const text = (lm?.index === 0 ? s.text.slice(lm[0].length).replace(COLON_LEAD, '') : s.text).trim();
  const below = IBAN_SHAPE.test(text) ? wrappedRest(doc, l, s) : undefined;
  if (below && ACCOUNT_PART.test(below.text.trim()))
    return findIbans(`${text} ${below.text.trim()}`).filter((m) => m.index === 0);
  return valid;
}

/**
 * Debit words on the line ("Lastschrift", "Debited account") are another column's when a
 * label of a column between them and the account stands on the lines around (the official
 * visualisation prints "Direct debit" and "Transfer" side by side: the left column's wrapped
 * label "Debited account" / "identifier:" rides on the lines of the right column's IBAN).
 */
function debitOfOtherColumn(doc: Doc, l: Line, s: Seg): boolean {
  if (DEBIT_CONTEXT.test(s.text)) return false;
  const debit = l.segs.filter((d) => d !== s && DEBIT_CONTEXT.test(d.text));
  if (!debit.length || debit.some((d) => d.x > s.x)) return false;
  const from = Math.max(...debit.map((d) => d.x + d.w));
  return doc.lines
    .slice(Math.max(0, l.index - 2), l.index + 3)
    .some(
      (o) =>
        o.page === l.page &&
        o.segs.some((g) => g.x > from && g.x + g.w < s.x && LABEL_COLON_END.test(g.text)),
    );
}

/** Every account printed (checked ones, else those after an IBAN label that fail mod-97). */
export function collectIbans(doc: Doc): IbanCand[] {
  const ibans: IbanCand[] = [];
  for (const l of doc.lines) {
    // the buyer's account of a direct debit ("… von Ihrem Konto IBAN … abbuchen")
    const debit = DEBIT_CONTEXT.test(l.text) && !IBAN_LABEL_COLON.test(l.text);
    l.segs.forEach((s, k) => {
      if (debit && !debitOfOtherColumn(doc, l, s)) return;
      const { afterLabel, at, lenient } = afterIbanLabel(doc, l, k);
      const valid = checkedIbans(doc, l, s);
      for (const m of valid)
        if (!ibans.some((i) => i.value === m.value))
          ibans.push({ value: m.value, src: srcOf(l.page, s), line: l.index, x: s.x });
      if (lenient && !valid.length)
        for (const m of findIbans(afterLabel, { lenient }))
          if (!ibans.some((i) => i.value === m.value))
            ibans.push({
              value: m.value,
              src: srcOf(at.line.page, at.seg),
              line: at.line.index,
              x: at.seg.x,
              ...(isValidIban(m.value) ? {} : { unchecked: true }),
            });
    });
  }
  // accounts that fail mod-97 only count when the document prints no valid one
  if (ibans.some((i) => !i.unchecked)) ibans.splice(0, ibans.length, ...ibans.filter((i) => !i.unchecked));
  return ibans;
}

/** The first BIC printed (not a direct debit's), else a code after a BIC label as printed. */
function labelledBicOf(doc: Doc) {
  return (
    doc.lines.flatMap((l) =>
      // not the buyer's bank of a direct debit
      (DEBIT_CONTEXT.test(l.text) ? [] : findBics(l.text)).map((b) => ({
        b,
        l,
        s: l.segs.find((x) => x.text.includes(b.value)) ?? (l.segs[0] as Seg),
      })),
    )[0] ??
    // after a BIC label, a code as printed even when its length is off ("COBADEFXXX")
    doc.lines.flatMap((l) => {
      const m = BIC_LABELLED.exec(l.text);
      return m?.[1]
        ? [
            {
              b: { value: m[1], index: 0, raw: m[1] },
              l,
              s: l.segs.find((x) => x.text.includes(m[1] ?? '')) ?? (l.segs[0] as Seg),
            },
          ]
        : [];
    })[0]
  );
}

/** Accounts and BIC into the invoice's payment instructions. */
export function readBank(c: Ctx): void {
  const { doc, inv, set, notices } = c;
  const all = collectIbans(doc);
  // a self-billed invoice pays "to your account": the supplier's, not the issuer's own in its footer
  const ibans = selfBilledAccount(c, all);
  // (then only a BIC on its own line is that account's: the issuer's is printed elsewhere)
  const narrowed = ibans.length < all.length;
  const labelledBic = narrowed ? undefined : labelledBicOf(doc);
  // no BIC label: a bank code printed next to the IBAN (same line, or the lines around it in
  // its column) whose country is the IBAN's ("Bank | DE02 1203 … | BYLADEM1001")
  const bic =
    labelledBic ??
    ibans
      .map((i) => bicNearIban(doc, i))
      .find((b) => b !== undefined && (!narrowed || ibans.some((i) => i.line === b.l.index)));
  if (ibans.length) {
    inv.paymentInstructions = {
      typeCode: '58',
      creditTransfers: ibans.map((i, k) => ({
        accountId: i.value,
        ...(k === 0 && bic ? { providerId: bic.b.value } : {}),
      })),
    };
    ibans.forEach((i, k) => {
      set(`paymentInstructions.creditTransfers[${k}].accountId`, {
        confidence: i.unchecked ? 0.5 : 0.95,
        source: i.src,
      });
    });
    if (bic)
      set('paymentInstructions.creditTransfers[0].providerId', {
        confidence: 0.85,
        source: srcOf(bic.l.page, bic.s),
      });
  } else if (bic) {
    const account = accountBesideBic(doc, bic.l);
    if (!account) {
      notices.push(notice('EXTRACT_BIC_WITHOUT_IBAN'));
      return;
    }
    inv.paymentInstructions = {
      typeCode: '58',
      creditTransfers: [{ accountId: account.value, providerId: bic.b.value }],
    };
    set('paymentInstructions.creditTransfers[0].accountId', { confidence: 0.8, source: account.src });
    set('paymentInstructions.creditTransfers[0].providerId', {
      confidence: 0.8,
      source: srcOf(bic.l.page, bic.s),
    });
  } else bankCodeAccount(c);
}

/** No IBAN and no BIC: an account number printed with its bank code (sort code, routing number) is the account. */
function bankCodeAccount(c: Ctx): void {
  for (const l of c.doc.lines) {
    const m = BANK_CODE_ACCOUNT.exec(l.text);
    const value = m?.[1] ?? m?.[2];
    if (!value) continue;
    c.inv.paymentInstructions = { typeCode: '58', creditTransfers: [{ accountId: value }] };
    c.set('paymentInstructions.creditTransfers[0].accountId', {
      confidence: 0.7,
      source: srcOf(l.page, l.segs[0] as Seg),
    });
    return;
  }
}

/**
 * No IBAN printed, a SWIFT code is: the account number after its label on the code's line or up to
 * two lines from it ("ABA 021000021, Account 3499573501, SWIFT CHASUS33"; "A/C NO.: …" over "SWIFT
 * CODE: …"), as printed without its spaces.
 */
function accountBesideBic(doc: Doc, at: Line): { value: string; src: Source } | undefined {
  for (let k = Math.max(0, at.index - 2); k <= at.index + 2; k++) {
    const l = doc.lines[k];
    if (!l || l.page !== at.page) continue;
    for (const sg of l.segs) {
      const m = ACCOUNT_NUMBER_LABELLED.exec(sg.text);
      if (m?.[1]) return { value: m[1].replace(SPACES_G, ''), src: srcOf(l.page, sg) };
    }
  }
  return accountAfterAnyLabel(doc, at);
}

/**
 * No English account label beside the SWIFT code: a number of 8 to 22 digits after a label of any
 * language on the code's line or up to two lines from it, at the code's x or in its segment
 * ("Số tài khoản: 5995805375795   SWIFT: ICBVVNVX"; "No. Akaun: 743923484954" over "Kod SWIFT: …"; a
 * branch code of six digits between them), unless the label names a bank code, a phone or a tax
 * number. The nearest line first.
 */
function accountAfterAnyLabel(doc: Doc, at: Line): { value: string; src: Source } | undefined {
  const x =
    at.segs.find((g) => findBics(g.text, true).length || BIC_LABELLED.test(g.text))?.x ?? at.segs[0]?.x;
  for (const k of [at.index, at.index - 1, at.index + 1, at.index - 2, at.index + 2]) {
    const l = doc.lines[k];
    if (!l || l.page !== at.page) continue;
    for (const sg of l.segs) {
      if (k !== at.index && x !== undefined && Math.abs(sg.x - x) > 10) continue;
      const m = ACCOUNT_AFTER_ANY_LABEL.exec(sg.text);
      if (!m?.[1] || !m[2] || NO_ACCOUNT_LABEL.test(m[1])) continue;
      const value = m[2].replace(SPACES_G, '');
      if (value.length >= 8 && value.length <= 22) return { value, src: srcOf(l.page, sg) };
    }
  }
  return undefined;
}
