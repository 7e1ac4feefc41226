/**
 * The model side of the synthetic generators (extraction-synthetic.ts, synthetic-new.ts,
 * synthetic-blind2/3/4.ts): the parties and lines of a generated invoice as EN 16931 model values,
 * written the same way by every template, and the small helpers they share (seeded random picks,
 * IBAN check digits, dates, the writers of the rows a layout is drawn from).
 */
import { dec, type Invoice, type InvoiceLine, round } from '@ic/einvoice';
import type { Row, Style } from './synthetic-new.ts';

/** A generated party as the templates print it. */
export interface SynthAddress {
  name: string;
  street: string;
  pc: string;
  city: string;
  country: string;
}

/** Seller (with its VAT id) and buyer (VAT id only when printed) of a generated invoice. */
export function synthParties(
  s: SynthAddress & { vat?: string },
  b: SynthAddress & { vat?: string },
): Pick<Invoice, 'seller' | 'buyer'> {
  return {
    seller: {
      name: s.name,
      identifiers: [],
      vatId: s.vat,
      address: { line1: s.street, postalCode: s.pc, city: s.city, countryCode: s.country },
    },
    buyer: {
      name: b.name,
      address: { line1: b.street, postalCode: b.pc, city: b.city, countryCode: b.country },
      ...(b.vat ? { vatId: b.vat } : {}),
    },
  };
}

/** One generated item line: no line allowances or charges, no sub-lines. */
export function synthLine(l: {
  id: string;
  qty: string;
  uc: string;
  net: string;
  netPrice: string;
  grossPrice?: string;
  category: string;
  rate: string;
  name: string;
}): InvoiceLine {
  return {
    id: l.id,
    quantity: l.qty,
    unitCode: l.uc,
    netAmount: l.net,
    allowances: [],
    charges: [],
    price: { netPrice: l.netPrice, ...(l.grossPrice ? { grossPrice: l.grossPrice } : {}) },
    vatCategoryCode: l.category,
    vatRate: l.rate,
    item: { name: l.name, classifications: [], attributes: [] },
    subLines: [],
  };
}

/** Country names as the generated invoices print them, per language. */
export const COUNTRY_NAMES: Record<
  'de' | 'en' | 'fr' | 'nl',
  Record<'DE' | 'AT' | 'FR' | 'NL' | 'GB' | 'BE' | 'IE', string>
> = {
  de: {
    DE: 'Deutschland',
    AT: 'Österreich',
    FR: 'Frankreich',
    NL: 'Niederlande',
    GB: 'Großbritannien',
    BE: 'Belgien',
    IE: 'Irland',
  },
  en: {
    DE: 'Germany',
    AT: 'Austria',
    FR: 'France',
    NL: 'Netherlands',
    GB: 'United Kingdom',
    BE: 'Belgium',
    IE: 'Ireland',
  },
  fr: {
    DE: 'Allemagne',
    AT: 'Autriche',
    FR: 'France',
    NL: 'Pays-Bas',
    GB: 'Royaume-Uni',
    BE: 'Belgique',
    IE: 'Irlande',
  },
  nl: {
    DE: 'Duitsland',
    AT: 'Oostenrijk',
    FR: 'Frankrijk',
    NL: 'Nederland',
    GB: 'Verenigd Koninkrijk',
    BE: 'België',
    IE: 'Ierland',
  },
};

/** The seeded random helpers every generator uses (same draws in the same order). */
export function randomTools(rnd: () => number) {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
  const int = (a: number, b: number) => a + Math.floor(rnd() * (b - a + 1));
  const digits = (n: number) => Array.from({ length: n }, () => int(0, 9)).join('');
  return { pick, int, digits };
}

/** An IBAN from country code and BBAN, with its ISO 7064 mod-97 check digits. */
export function ibanWithCheck(cc: string, bban: string): string {
  // country code + 00 moved to the end, letters as numbers (A=10 … Z=35)
  const num = `${bban}${cc}00`.replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55));
  let r = 0;
  for (const ch of num) r = (r * 10 + Number(ch)) % 97;
  return `${cc}${String(98 - r).padStart(2, '0')}${bban}`;
}

/** An IBAN (or any code) printed in groups of four. */
export const spaced = (x: string) => x.replace(/(.{4})/g, '$1 ').trim();

/** An ISO date plus n days. */
export function addDays(iso: string, n: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** A line with a discount column: net amount and net unit price after `disc` percent ('' = none). */
export function discounted(qty: string, price: string, disc: string): { net: string; netPrice: string } {
  const gross = dec(qty).times(dec(price));
  const net = round(disc ? gross.times(dec(100).minus(dec(disc))).dividedBy(100) : gross);
  const netPrice = disc
    ? dec(price)
        .times(dec(100).minus(dec(disc)))
        .dividedBy(100)
        .toDecimalPlaces(2)
        .toFixed(2)
    : price;
  return { net, netPrice };
}

/**
 * The writers of the rows a layout is drawn from: a text at a point (`put`), lines one under the
 * other at 1.25 × their size (`block`, returns the y below them) and label/value pairs (`kv`, the
 * value right-aligned when it stands right of x 500). `page` gives the page the rows go on.
 */
export function rowWriter(rows: Row[], page?: () => number) {
  const put = (y: number, x: number, text: string, st: Style = {}) => {
    rows.push([y, x, text, page ? { ...st, page: page() } : st]);
  };
  const block = (ls: string[], x: number, y: number, st: Style = {}) => {
    const step = Math.round((st.size ?? 10) * 1.25);
    ls.forEach((l, i) => void put(y + i * step, x, l, st));
    return y + ls.length * step;
  };
  const kv = (
    y: number,
    x: number,
    vx: number,
    pairs: Array<[string, string]>,
    st: Style = { size: 9 },
    step = 13,
  ) => {
    pairs.forEach(([a, v], i) => {
      put(y + i * step, x, a, st);
      put(y + i * step, vx, v, { ...st, right: vx > 500 });
    });
    return y + pairs.length * step;
  };
  return { put, block, kv };
}
