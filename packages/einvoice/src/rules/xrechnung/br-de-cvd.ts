/**
 * XRechnung CVD rules (Clean Vehicles Directive, only in the CVD scenario): BR-DE-CVD-01 …
 * BR-DE-CVD-06-b and BR-TMP-CVD-01.
 */
import type { InvoiceLine } from '../../model/invoice.ts';
import type { Finding, Rule } from '../types.ts';
import { has, normalizeSpace, rule, when } from '../util.ts';

const S = 'xrechnung-cvd' as const;
const VEHICLE_CATEGORIES = ['M1', 'M2', 'M3', 'N1', 'N2', 'N3'];
const CVA_CODES = ['clean', 'zero-emission', 'other'];
const UNTDID_7143 =
  ' CVD AA AB AC AD AE AF AG AH AI AJ AK AL AM AN AO AP AQ AR AS AT AU AV AW AX AY AZ BA BB BC BD BE BF BG BH BI BJ BK BL BM BN BO BP BQ BR BS BT BU BV BW BX BY BZ CC CG CL CR CV DR DW EC EF EMD EN FS GB GN GMN GS HS IB IN IS IT IZ MA MF MN MP NB ON PD PL PO PPI PV QS RC RN RU RY SA SG SK SN SRS SRT SRU SRV SRW SRX SRY SRZ SS SSA SSB SSC SSD SSE SSF SSG SSH SSI SSJ SSK SSL SSM SSN SSO SSP SSQ SSR SSS SST SSU SSV SSW SSX SSY SSZ ST STA STB STC STD STE STF STG STH STI STJ STK STL STM STN STO STP STQ STR STS STT STU STV STW STX STY STZ SUA SUB SUC SUD SUE SUF SUG SUH SUI SUJ SUK SUL SUM TG TSN TSO TSP TSQ TSR TSS TST TSU UA UP VN VP VS VX ZZZ ';

const cvdClasses = (l: InvoiceLine) => l.item.classifications.filter((c) => c.schemeId === 'CVD');
const cvaAttrs = (l: InvoiceLine) => l.item.attributes.filter((a) => a.name === 'cva');

export const BR_DE_CVD_RULES: Rule[] = [
  rule({
    id: 'BR-DE-CVD-01',
    scope: S,
    bt: ['BT-12'],
    message: {
      en: 'The contract reference (BT-12) shall be provided.',
      de: 'Das Element „Vertragsnummer“ (BT-12) muss übermittelt werden.',
    },
    check: ({ invoice }) => when(!has(invoice.contractReference), 'contractReference'),
  }),
  rule({
    id: 'BR-DE-CVD-02',
    scope: S,
    bt: ['BT-17'],
    message: {
      en: 'The tender or lot reference (BT-17) shall be provided.',
      de: 'Das Element „Vergabe- oder Losnummer“ (BT-17) muss übermittelt werden.',
    },
    check: ({ invoice }) => when(!has(invoice.tenderOrLotReference), 'tenderOrLotReference'),
  }),
  rule({
    id: 'BR-DE-CVD-03',
    scope: S,
    bt: ['BT-158', 'BT-160'],
    message: {
      en: "At least one invoice line shall have an item classification (BT-158) with scheme 'CVD' and an item attribute (BT-160) named 'cva'.",
      de: "Mindestens eine Rechnungsposition muss eine Artikelklassifizierung (BT-158) mit der Schemakennung 'CVD' und ein Artikelattribut (BT-160) mit dem Namen 'cva' enthalten.",
    },
    check: ({ invoice }) =>
      when(!invoice.lines.some((l) => cvdClasses(l).length > 0 && cvaAttrs(l).length > 0), 'lines'),
  }),
  rule({
    id: 'BR-DE-CVD-04',
    scope: S,
    bt: ['BT-158'],
    message: {
      en: "An item classification (BT-158) with scheme 'CVD' shall contain a vehicle category (M1, M2, M3, N1, N2, N3).",
      de: "Eine Artikelklassifizierung (BT-158) mit der Schemakennung 'CVD' muss eine zulässige Fahrzeugklasse (M1, M2, M3, N1, N2, N3) enthalten.",
    },
    check: ({ invoice }) => {
      const out: Finding[] = [];
      invoice.lines.forEach((l, i) => {
        l.item.classifications.forEach((c, j) => {
          if (normalizeSpace(c.schemeId) === 'CVD' && !VEHICLE_CATEGORIES.includes(normalizeSpace(c.value)))
            out.push({ path: `lines[${i}].item.classifications[${j}].value` });
        });
      });
      return out;
    },
  }),
  rule({
    id: 'BR-DE-CVD-05',
    scope: S,
    bt: ['BT-161'],
    message: {
      en: "An item attribute named 'cva' shall have one of the values clean, zero-emission, other.",
      de: "Ein Artikelattribut mit dem Namen 'cva' muss einen der Werte clean, zero-emission, other haben.",
    },
    check: ({ invoice }) => {
      const out: Finding[] = [];
      invoice.lines.forEach((l, i) => {
        l.item.attributes.forEach((a, j) => {
          if (a.name === 'cva' && !CVA_CODES.includes(normalizeSpace(a.value)))
            out.push({ path: `lines[${i}].item.attributes[${j}].value` });
        });
      });
      return out;
    },
  }),
  rule({
    id: 'BR-DE-CVD-06-a',
    scope: S,
    bt: ['BT-158', 'BT-160'],
    message: {
      en: "A line with an item classification of scheme 'CVD' shall have exactly one item attribute named 'cva'.",
      de: "Eine Position mit einer Artikelklassifizierung der Schemakennung 'CVD' muss genau ein Artikelattribut mit dem Namen 'cva' enthalten.",
    },
    check: ({ invoice }) =>
      invoice.lines.flatMap((l, i) =>
        when(cvdClasses(l).length > 0 && cvaAttrs(l).length !== 1, `lines[${i}].item`),
      ),
  }),
  rule({
    id: 'BR-DE-CVD-06-b',
    scope: S,
    bt: ['BT-158', 'BT-160'],
    message: {
      en: "A line with an item attribute named 'cva' shall have exactly one item classification of scheme 'CVD'.",
      de: "Eine Position mit einem Artikelattribut 'cva' muss genau eine Artikelklassifizierung mit der Schemakennung 'CVD' enthalten.",
    },
    check: ({ invoice }) =>
      invoice.lines.flatMap((l, i) =>
        when(cvaAttrs(l).length > 0 && cvdClasses(l).length !== 1, `lines[${i}].item`),
      ),
  }),
  rule({
    id: 'BR-TMP-CVD-01',
    scope: S,
    bt: ['BT-158-1'],
    message: {
      en: 'The item classification scheme (BT-158-1) shall be from UNTDID 7143 (or CVD).',
      de: 'Das Bildungsschema der Artikelklassifizierung (BT-158-1) ist aus der Codeliste UNTDID 7143 (oder CVD) zu wählen.',
    },
    check: ({ invoice }) => {
      const out: Finding[] = [];
      invoice.lines.forEach((l, i) => {
        l.item.classifications.forEach((c, j) => {
          const s = normalizeSpace(c.schemeId);
          if (s.includes(' ') || !UNTDID_7143.includes(` ${s} `))
            out.push({ path: `lines[${i}].item.classifications[${j}].schemeId` });
        });
      });
      return out;
    },
  }),
];
