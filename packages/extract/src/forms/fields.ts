/**
 * Form layouts, 2: the rows mapped to model fields through the EN 16931 term names (formFields) and
 * applied over the letter reading (applyFormFields).
 */
import { dec, type Invoice } from '@ic/einvoice';
import { type Source, srcOf } from '../find.ts';
import {
  ACCOUNT_LIKE,
  BIC_START,
  CITY_POSTCODE,
  COUNTRY_CODE_ONLY,
  CURRENCY_CODE_START,
  DIGIT,
  LETTER_HYPHEN_END,
  LOWER_START,
  NON_SPACE,
  NOT_AMOUNT_CHAR_G,
  SHORT_TOKEN_ONLY,
  SLASHED_DATE_PARTS,
  SPACES,
  SPACES_G,
  TYPE_CODE_START,
} from '../lexicon/common.ts';
import {
  BREAKDOWN_WORD,
  CODE_FIRST,
  DIRECT_DEBIT_WORD,
  PRECEDING_WORD,
  SIMPLE_PC,
  TOTALS_SECTION_WORD,
} from '../lexicon/forms.ts';
import { CONJUNCTION_START } from '../lexicon/terms.ts';
import { type Notice, notice } from '../notices.ts';
import { type DecimalMark, findAmounts, parseAmount } from '../parse/amount.ts';
import { parseDate } from '../parse/date.ts';
import { findIbans, findVatIds, isValidBic } from '../parse/ids.ts';
import { countryCode } from '../parse/units.ts';
import { parsePostcodeLine } from '../parties.ts';
import { TOTALS_KEYS } from '../reconcile.ts';
import { type FormRow, type FormValueLine, formTerm, itemTerm, normLabel, roleOf, TOL } from './rows.ts';

// ---- mapping to the model ----------------------------------------------------------------------

export interface FormValue {
  value: string;
  source: Source;
  /** the row's label */
  label: string;
}

export type FormFields = Map<string, FormValue>;

function joinValue(r: FormRow): string {
  return r.values
    .map((v) => v.text.trim())
    .reduce((out, t) => (out ? joinWrapped(out, t) : t), '')
    .replace(SPACES_G, ' ')
    .trim();
}

/**
 * The next line of a wrapped value: a word the printer hyphenated ("Versicherungsver-" / "ein",
 * "ohne Ab-" / "zug.") is joined whole; before a capital ("Müller-" / "Lüdenscheid") the hyphen
 * stays; before a conjunction ("Haus-" / "und Gartenbau") the space too.
 */
export function joinWrapped(out: string, next: string): string {
  if (!LETTER_HYPHEN_END.test(out) || CONJUNCTION_START.test(next)) return `${out} ${next}`;
  return LOWER_START.test(next) ? `${out.slice(0, -1)}${next}` : `${out}${next}`;
}

export function srcRow(r: FormRow, i = 0): Source {
  const v = r.values[i] ?? r.values[0];
  return srcOf(v?.page ?? r.page, v?.seg ?? r.labelSeg);
}

type Put = (path: string, value: string | undefined, src: Source) => void;

/** One form row as the field readers see it. */
interface RowView {
  r: FormRow;
  first: string;
  all: string;
  src: Source;
  /** section and sub-heading */
  ctx: string;
  /** the values on the row's first line */
  firstLine: FormValueLine[];
  /** the fields read so far */
  out: FormFields;
  /** the row stands in a section of item blocks */
  itemSection: boolean;
  /** all rows of the form (the row below a party's name row is looked up on demand) */
  rows: FormRow[];
}

function rowBelow(rows: FormRow[], r: FormRow): FormRow | undefined {
  let best: FormRow | undefined;
  for (const o of rows)
    if (o.page === r.page && o.line > r.line && Math.abs(o.labelSeg.x - r.labelSeg.x) <= TOL)
      if (!best || o.line < best.line) best = o;
  return best;
}

/**
 * A second name in a party's section, over its telephone or e-mail row, after the party's name
 * was read ("Firmenname: …" … "Name: Tim Tester" / "Telefon: …"): the contact person.
 */
function contactName(v: RowView, p: 'seller' | 'buyer'): boolean {
  if (!v.out.has(`${p}.name`)) return false;
  const next = rowBelow(v.rows, v.r);
  const f = next ? formTerm(next.label) : undefined;
  return f === 'party.phone' || f === 'party.contactEmail';
}

/** The sections (no totals sections) whose rows name line-item terms: blocks of line items. */
function itemSections(rows: FormRow[]): Set<string> {
  const n = new Map<string, number>();
  for (const r of rows)
    if (r.section && itemTerm(r.label) && !TOTALS_SECTION_WORD.test(r.section))
      n.set(r.section, (n.get(r.section) ?? 0) + 1);
  return new Set([...n].filter(([, k]) => k >= 2).map(([sec]) => sec));
}

/**
 * Model fields from form rows: path → value as printed (trimmed, codes cut from "380 – Rechnung",
 * amounts as decimal strings, dates ISO). Only values that pass their type check.
 */
export function formFields(rows: FormRow[], mark: DecimalMark, mdy = false): FormFields {
  const out: FormFields = new Map();
  let label = '';
  const put: Put = (path, value, src) => {
    if (value === undefined || value === '' || out.has(path)) return;
    out.set(path, { value, source: src, label });
  };
  // a party's fields from the rows first printed (page 1's party grid before the item blocks of
  // later pages, whose "Name:" rows the column walk may meet first); the rest in the rows' order
  const byPosition = [...rows].sort((a, b) => a.page - b.page || a.line - b.line);
  const items = itemSections(rows);
  for (const [party, r] of [
    ...byPosition.map((x): [boolean, FormRow] => [true, x]),
    ...rows.map((x): [boolean, FormRow] => [false, x]),
  ]) {
    label = r.label;
    // a qualifier printed between label and value ("Gesamtsumme | netto | 12.536,84")
    const firstLine = r.values.filter((v) => v.line === r.values[0]?.line);
    const qual = firstLine.filter((v) => !DIGIT.test(v.text)).map((v) => v.text);
    const f = (qual.length ? formTerm(`${r.label} ${qual.join(' ')}`) : undefined) ?? formTerm(r.label);
    if (!f || f === 'other' || !r.values.length) continue;
    const v: RowView = {
      r,
      first: r.values[0]?.text.trim() ?? '',
      all: joinValue(r),
      src: srcRow(r),
      ctx: `${r.section ?? ''} ${r.sub ?? ''}`,
      firstLine,
      out,
      itemSection: items.has(r.section ?? ''),
      rows,
    };
    // a preceding invoice's number and date ("Vorausgegangene Rechnung") are not this invoice's
    if (PRECEDING_WORD.test(v.ctx)) continue;
    if (f.startsWith('party.') !== party) continue;
    if (party) partyFormField(f, v, put);
    else if (!docFormField(f, v, put, mdy)) amountFormField(f, v, put, mark);
  }
  return out;
}

/**
 * The first value with the lines wrapped under it in its cell (same x, the row's next lines, the
 * line after the label's when the value wraps around it, or any line less than a line's height
 * below, past a label of two lines): "[Buyer address line" / "1]",
 * "Anystreet, Building" / "Address line 1:" / "1" in a narrow column of the official
 * visualisation's HTML print.
 */
function cellText(r: FormRow): string {
  const first = r.values[0];
  if (!first) return '';
  const cell = [first];
  for (const v of r.values.slice(1)) {
    const prev = cell[cell.length - 1] as FormValueLine;
    // another column's cells on the cell's lines are passed over
    if (Math.abs(v.seg.x - first.seg.x) > TOL) {
      if (v.line <= prev.line) continue;
      break;
    }
    const near = v.line <= prev.line + 2 || v.seg.y - (prev.seg.y + prev.seg.h) <= prev.seg.h;
    if (v.page !== prev.page || !near) break;
    cell.push(v);
  }
  return cell
    .map((v) => v.text.trim())
    .reduce((out, t) => (out ? joinWrapped(out, t) : t), '')
    .replace(SPACES_G, ' ');
}

function partyFormField(f: string, v: RowView, put: Put): void {
  const { r, first, src } = v;
  const role = roleOf(r.label) ?? roleOf(r.sub) ?? roleOf(r.section);
  if (role !== 'seller' && role !== 'buyer') return;
  const p = role;
  switch (f) {
    case 'party.name':
      if (contactName(v, p)) put(`${p}.contact.name`, cellText(r) || undefined, src);
      else put(`${p}.name`, nameCell(r), src);
      break;
    case 'party.vatId': {
      const m = findVatIds(v.all, { lenient: true })[0];
      put(`${p}.vatId`, m ? m.value : DIGIT.test(first) ? first : undefined, src);
      break;
    }
    case 'party.contact':
      put(`${p}.contact.name`, cellText(r) || undefined, src);
      break;
    case 'party.phone':
      if (DIGIT.test(first)) put(`${p}.contact.telephone`, first, src);
      break;
    case 'party.contactEmail':
      put(`${p}.contact.email`, emailCell(r), src);
      break;
    case 'party.taxNumber':
      if (DIGIT.test(first)) put(`${p}.taxRegistrationId`, first, src);
      break;
    case 'party.address':
      addressFields(r, p, put);
      break;
    case 'party.line1':
      put(`${p}.address.line1`, cellText(r), src);
      break;
    case 'party.postcode':
      put(`${p}.address.postalCode`, first, src);
      break;
    case 'party.city':
      put(`${p}.address.city`, first, src);
      break;
    case 'party.country': {
      const c = countryOf(first);
      put(`${p}.address.countryCode`, c, src);
      break;
    }
    default:
      break;
  }
}

/**
 * A name wrapped in its cell: the first value line and the lines set tightly under it at its x
 * (the official visualisation's HTML print wraps "Beispiel Handel" / "GmbH" in its narrow
 * column, also above and below a centred label: "ConsultingService" / "Name: GmbH"); a line
 * broken after a hyphen goes on without a space ("MUSTER-" / "Autovermietung"). A line under
 * the name with a gap (another row's value without label) is no part of it.
 */
function nameCell(r: FormRow): string {
  const first = r.values[0];
  if (!first) return '';
  let out = first.text.trim();
  let prev = first;
  for (const v of r.values.slice(1)) {
    const gap = v.seg.y - (prev.seg.y + prev.seg.h);
    if (v.page !== prev.page || Math.abs(v.seg.x - first.seg.x) > TOL || gap > prev.seg.h * 0.3) break;
    out = joinWrapped(out, v.text.trim());
    prev = v;
  }
  return out.replace(SPACES_G, ' ');
}

/** An e-mail address wrapped in its narrow cell ("tim.tester@test.co" / "m"): its lines joined without a space. */
function emailCell(r: FormRow): string | undefined {
  const first = r.values[0];
  if (!first) return undefined;
  let out = first.text.trim();
  for (const v of r.values.slice(1)) {
    if (v.page !== first.page || Math.abs(v.seg.x - first.seg.x) > TOL || SPACES.test(v.text.trim())) break;
    out += v.text.trim();
  }
  return out.includes('@') && !SPACES.test(out) ? out : undefined;
}

/**
 * An identifier wrapped in its cell, around its label ("12345678-12345-" / "83"): the value
 * lines at the first one's x up to two lines apart, joined without a space after a hyphen.
 */
function idCell(r: FormRow): string {
  const first = r.values[0];
  if (!first) return '';
  let out = first.text.trim();
  let prev = first;
  for (const v of r.values.slice(1)) {
    const near = v.line <= prev.line + 2 || v.seg.y - (prev.seg.y + prev.seg.h) <= prev.seg.h;
    if (v.page !== prev.page || !near || Math.abs(v.seg.x - first.seg.x) > TOL) break;
    out += `${out.endsWith('-') ? '' : ' '}${v.text.trim()}`;
    prev = v;
  }
  return out.replace(SPACES_G, ' ');
}

/** A slashed date whose day and month can be swapped is left to the document-wide reading. */
function formDate(t: string, mdy: boolean): string | undefined {
  return SLASHED_DATE_PARTS.exec(t)
    ?.slice(1)
    .every((n) => Number(n) <= 12)
    ? undefined
    : parseDate(t, { monthFirst: mdy });
}

/** Document fields (number, dates, codes, references, terms, bank); false: an amount field. */
function docFormField(f: string, v: RowView, put: Put, mdy: boolean): boolean {
  const { first, src } = v;
  switch (f) {
    case 'number':
      if (NON_SPACE.test(first) && first.length <= 40) put('number', first, src);
      return true;
    case 'issueDate':
      put('issueDate', formDate(first, mdy), src);
      return true;
    case 'dueDate':
      put('dueDate', formDate(first, mdy), src);
      return true;
    case 'typeCode':
      put('typeCode', TYPE_CODE_START.exec(first)?.[1], src);
      return true;
    case 'currency':
      put('currency', CURRENCY_CODE_START.exec(first)?.[1], src);
      return true;
    case 'buyerReference':
      put('buyerReference', idCell(v.r), src);
      return true;
    case 'orderReference':
      put('purchaseOrderReference', first, src);
      return true;
    case 'contractReference':
      put('contractReference', first, src);
      return true;
    case 'paymentTerms':
      put('paymentTerms', cellText(v.r), src);
      return true;
    case 'iban':
    case 'debitAccount':
      accountFormField(f, v, put);
      return true;
    case 'bic': {
      // after its label a code is taken as printed (placeholders, odd lengths)
      const m = BIC_START.exec(first) ?? SHORT_TOKEN_ONLY.exec(first);
      put('bic', m?.[1], src);
      return true;
    }
    default:
      return false;
  }
}

/** An account to pay to ('iban', 'iban#2', …) or the buyer's account of a direct debit. */
function accountFormField(f: string, v: RowView, put: Put): void {
  const { first, all } = v;
  // an IBAN wrapped in its narrow cell ("DE75512108001245" / "126199"): its lines run together
  const m =
    findIbans(all)[0] ?? findIbans(all.replace(SPACES_G, ''))[0] ?? findIbans(all, { lenient: true })[0];
  // an account under a direct-debit heading is the buyer's, to be debited
  const debit = f === 'debitAccount' || DIRECT_DEBIT_WORD.test(v.ctx);
  // after its label an account is taken as printed (placeholders, national formats)
  const acc = m?.value ?? (ACCOUNT_LIKE.test(first) && DIGIT.test(first) ? first : undefined);
  // several accounts to pay to: 'iban', 'iban#2', …
  let key = debit ? 'debitAccount' : 'iban';
  if (!debit && acc !== undefined)
    for (let n = 2; v.out.has(key) && v.out.get(key)?.value !== acc; n++) key = `iban#${n}`;
  put(key, acc, v.src);
}

/** Totals: the amount on the row's first line (after any qualifier). */
function amountFormField(f: string, v: RowView, put: Put, mark: DecimalMark): void {
  if (BREAKDOWN_WORD.test(v.ctx)) return;
  // a line's own amount in an item block ("Nettobetrag" under "Rechnungspositionen") is no total
  if (v.itemSection) return;
  const cell = v.firstLine.find((x) => DIGIT.test(x.text));
  const t = cell?.text ?? v.first;
  const a = findAmounts(t, mark)[0];
  const value = a ? a.value : parseAmount(t.replace(NOT_AMOUNT_CHAR_G, ''), mark);
  put(`totals.${f}`, value, cell ? srcOf(cell.page, cell.seg) : v.src);
}

function countryOf(text: string): string | undefined {
  const m = CODE_FIRST.exec(text.trim());
  if (m?.[1] && COUNTRY_CODE_ONLY.test(m[1])) return m[1];
  if (COUNTRY_CODE_ONLY.test(text.trim())) return text.trim();
  return countryCode(text);
}

/** A compact address value: street line(s), "12345 City", "DE – Deutschland". */
function addressFields(
  r: FormRow,
  p: 'seller' | 'buyer',
  put: (path: string, value: string | undefined, src: Source) => void,
): void {
  const lines = r.values.map((v) => v.text.trim()).filter(Boolean);
  if (!lines.length) return;
  let country: string | undefined;
  const last = lines[lines.length - 1] as string;
  if (lines.length > 1 && (CODE_FIRST.test(last) || countryCode(last) || COUNTRY_CODE_ONLY.test(last))) {
    country = countryOf(last);
    if (country) lines.pop();
  }
  let pcIdx = -1;
  let pc: { postcode: string; city: string; country?: string } | undefined;
  for (let i = lines.length - 1; i >= 0; i--) {
    const t = lines[i] as string;
    const parsed = parsePostcodeLine(t);
    const m = SIMPLE_PC.exec(t);
    if (parsed || m) {
      pc = parsed ?? {
        postcode: m?.[2] ?? '',
        city: m?.[3] ?? '',
        country: m?.[1] ? countryCode(m[1]) : undefined,
      };
      pcIdx = i;
      break;
    }
  }
  // the postcode after the town ("Testhausen 12345"), below a street line
  for (let i = lines.length - 1; !pc && i >= 1; i--) {
    const m = CITY_POSTCODE.exec(lines[i] as string);
    if (m?.[1] && m[2]) {
      pc = { postcode: m[2], city: m[1] };
      pcIdx = i;
    }
  }
  const src = (i: number) => srcRow(r, i);
  if (pc && pcIdx >= 0) {
    put(`${p}.address.postalCode`, pc.postcode, src(pcIdx));
    put(`${p}.address.city`, pc.city, src(pcIdx));
    if (pcIdx > 0) put(`${p}.address.line1`, lines[0], src(0));
    if (pcIdx > 1) put(`${p}.address.line2`, lines[1], src(1));
    country ??= pc.country;
  } else return; // no postcode line: not read as an address
  put(`${p}.address.countryCode`, country, src(r.values.length - 1));
}

/** Paths `formFields` writes that are party address fields (set together). */
const HEADER_PATHS = [
  'number',
  'issueDate',
  'typeCode',
  'currency',
  'dueDate',
  'buyerReference',
  'purchaseOrderReference',
  'contractReference',
  'paymentTerms',
] as const;

/**
 * The heuristic value holds the form's value and more that is not the row's label (a name
 * printed partly above a centred label, a salutation): the form row saw only part of it.
 */
function heuristicHasMore(old: string | undefined, v: FormValue): boolean {
  if (!old || old === v.value || !old.includes(v.value)) return false;
  const extra = normLabel(old.replace(v.value, ' '));
  return extra !== '' && extra !== normLabel(v.label);
}

type SetField = (path: string, c: { confidence: number; source?: Source }) => void;

/** The confidence of a value read from a form row. */
const FORM_CONF = 0.95;

/** A party's name, VAT id, the seller's tax number, and its address as a whole. */
function applyFormParty(inv: Invoice, p: 'seller' | 'buyer', ff: FormFields, set: SetField): void {
  const conf = FORM_CONF;
  const party = inv[p];
  const name = ff.get(`${p}.name`);
  if (name && !heuristicHasMore(party.name, name)) {
    party.name = name.value;
    set(`${p}.name`, { confidence: conf, source: name.source });
  }
  const vat = ff.get(`${p}.vatId`);
  if (vat) {
    party.vatId = vat.value;
    set(`${p}.vatId`, { confidence: conf, source: vat.source });
  }
  const tax = ff.get(`${p}.taxRegistrationId`);
  if (tax && p === 'seller') {
    inv.seller.taxRegistrationId = tax.value;
    set(`${p}.taxRegistrationId`, { confidence: conf, source: tax.source });
  }
  applyFormContact(inv, p, ff, set);
  // the address as a whole: a form that prints any part of it replaces the heuristic one
  const addr = ['line1', 'line2', 'postalCode', 'city', 'countryCode'] as const;
  if (addr.some((k) => ff.has(`${p}.address.${k}`))) {
    const a = party.address;
    const prevCountry = a.countryCode;
    for (const k of addr) {
      const v = ff.get(`${p}.address.${k}`);
      if (v) {
        a[k] = v.value;
        set(`${p}.address.${k}`, { confidence: conf, source: v.source });
      } else if (k !== 'countryCode') delete a[k];
    }
    if (!a.countryCode) a.countryCode = prevCountry;
  }
}

/** A party's contact as its form prints it (person, telephone, e-mail) over the heuristic one. */
function applyFormContact(inv: Invoice, p: 'seller' | 'buyer', ff: FormFields, set: SetField): void {
  const keys = ['name', 'telephone', 'email'] as const;
  if (!keys.some((k) => ff.has(`${p}.contact.${k}`))) return;
  const contact: NonNullable<Invoice['seller']['contact']> = {};
  for (const k of keys) {
    const v = ff.get(`${p}.contact.${k}`);
    if (!v) continue;
    contact[k] = v.value;
    set(`${p}.contact.${k}`, { confidence: FORM_CONF, source: v.source });
  }
  inv[p].contact = { ...inv[p].contact, ...contact };
}

/** The form's accounts first, in its order, then the others; the account to be debited is none. */
function applyFormAccounts(inv: Invoice, ff: FormFields, set: SetField): void {
  const key = (v: string) => v.replace(SPACES_G, '');
  // the account to be debited is no account to pay to
  const debit = ff.get('debitAccount');
  const pi0 = inv.paymentInstructions;
  if (debit && pi0) {
    pi0.creditTransfers = pi0.creditTransfers.filter((c) => key(c.accountId) !== key(debit.value));
    if (!pi0.creditTransfers.length) {
      pi0.typeCode = '59';
      pi0.directDebit = { ...pi0.directDebit, debitedAccountId: debit.value };
    }
  }
  const accounts = [...ff.entries()].filter(([k]) => k === 'iban' || k.startsWith('iban#')).map(([, v]) => v);
  if (accounts.length) {
    // the form's accounts first, in its order, then the others found in the document
    const pi = inv.paymentInstructions ?? { typeCode: '58', creditTransfers: [] };
    const old = pi.creditTransfers;
    pi.creditTransfers = [
      ...accounts.map((a) => old.find((c) => key(c.accountId) === key(a.value)) ?? { accountId: a.value }),
      ...old.filter((c) => !accounts.some((a) => key(a.value) === key(c.accountId))),
    ];
    const bic0 = old[0]?.providerId;
    if (bic0 && pi.creditTransfers[0] && !pi.creditTransfers[0].providerId)
      pi.creditTransfers[0].providerId = bic0;
    accounts.forEach((a, k) => {
      set(`paymentInstructions.creditTransfers[${k}].accountId`, { confidence: FORM_CONF, source: a.source });
    });
    inv.paymentInstructions = pi;
  }
  const bic = ff.get('bic');
  const ct = inv.paymentInstructions?.creditTransfers[0];
  // (a value right of the label that is no bank code, "BIC | Rechnungs-Nr." of a column beside
  // it, is none: the code then stands under the label)
  if (bic && ct && isValidBic(bic.value.replace(SPACES_G, ''))) {
    ct.providerId = bic.value;
    set('paymentInstructions.creditTransfers[0].providerId', { confidence: FORM_CONF, source: bic.source });
  }
}

/**
 * Form values win over the heuristic ones for the fields they cover. `set` records confidence and
 * source (the extractor's field info).
 */
export function applyFormFields(inv: Invoice, ff: FormFields, set: SetField, notices?: Notice[]): void {
  for (const k of HEADER_PATHS) {
    const v = ff.get(k);
    if (!v) continue;
    (inv as unknown as Record<string, string>)[k] = v.value;
    set(k, { confidence: FORM_CONF, source: v.source });
  }
  for (const p of ['seller', 'buyer'] as const) applyFormParty(inv, p, ff, set);
  applyFormAccounts(inv, ff, set);
  const t = inv.totals;
  for (const k of TOTALS_KEYS) {
    const v = ff.get(`totals.${k}`);
    if (!v) continue;
    (t as unknown as Record<string, string>)[k] = v.value;
    set(`totals.${k}`, { confidence: FORM_CONF, source: v.source });
  }
  if (notices) reviseNotices(inv, ff, notices);
}

/**
 * Notices the heuristics raised that the form answers: a party or header field it found, totals
 * checked again on the values now in the invoice.
 */
function reviseNotices(inv: Invoice, ff: FormFields, notices: Notice[]): void {
  const drop = new Set<string>();
  if (inv.seller.name) drop.add('EXTRACT_NO_SELLER');
  if (inv.buyer.name) drop.add('EXTRACT_NO_BUYER');
  if (inv.number) drop.add('EXTRACT_NO_NUMBER');
  if (inv.issueDate) drop.add('EXTRACT_NO_ISSUE_DATE');
  const add: Notice[] = [];
  if ([...ff.keys()].some((k) => k.startsWith('totals.'))) {
    for (const c of ['EXTRACT_TOTALS_MISMATCH', 'EXTRACT_DUE_MISMATCH', 'EXTRACT_LINES_SUM_MISMATCH'])
      drop.add(c);
    const t = inv.totals;
    const eq = (a: string, b: string) => dec(a).minus(dec(b)).abs().lte(0.01);
    if (
      t.taxExclusive &&
      t.vatTotal &&
      t.taxInclusive &&
      !eq(dec(t.taxExclusive).plus(dec(t.vatTotal)).toString(), t.taxInclusive)
    )
      add.push(
        notice('EXTRACT_TOTALS_MISMATCH', { net: t.taxExclusive, vat: t.vatTotal, gross: t.taxInclusive }),
      );
    if (
      t.amountDue &&
      t.taxInclusive &&
      !eq(
        dec(t.taxInclusive)
          .minus(dec(t.paidAmount ?? '0'))
          .plus(dec(t.roundingAmount ?? '0'))
          .toString(),
        t.amountDue,
      )
    )
      add.push(notice('EXTRACT_DUE_MISMATCH', { due: t.amountDue, gross: t.taxInclusive }));
    if (inv.lines.length && t.lineNetTotal) {
      const sum = inv.lines.reduce((a, l) => a.plus(dec(l.netAmount)), dec('0'));
      if (!eq(sum.toString(), t.lineNetTotal))
        add.push(notice('EXTRACT_LINES_SUM_MISMATCH', { lines: sum.toFixed(2), document: t.lineNetTotal }));
    }
  }
  const kept = notices.filter((n) => !drop.has(n.code));
  notices.splice(0, notices.length, ...kept, ...add);
}
