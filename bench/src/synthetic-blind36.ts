/**
 * Held-out set blind36 (session 25, issue 19): hard cases INSIDE item tables, as real ERP and craft
 * software print them. Written before opening anything under packages/extract and without reading
 * the blind2x/blind3x generators; the look is imitated from general knowledge of such invoices.
 *
 * Eight layouts (template names end in 5):
 * - `lfs5`  German food-service wholesaler, a Sammelrechnung over delivery notes: items grouped under
 *           "Lieferschein Nr. … vom …" headings with "Summe Lieferschein" rows, Art.-Nr./EAN/Charge
 *           sub-rows, a Rabatt % column, a MwSt. rate column (7/19), weights with three decimals,
 *           free samples (0,00), a bonus allowance and freight below the items, Übertrag over pages.
 * - `hkw5`  German/Austrian heating and plumbing craftsman's software: positions 1, 2 … with serial
 *           numbers and service periods as sub-rows, text-only rows, Alternativ-/Bedarfs-/Eventual-
 *           positions printed with their price but not counted, a discount as an indented row under
 *           its item, one rate (19 % or 20 %).
 * - `bst5`  German builders' merchant with a garden centre: "Lieferschein 4711 vom …" sub-rows,
 *           tonnes and m³ with three decimals, prices per 100/1.000 (a PE column or "…/100"),
 *           pallet returns as negative items, VAT codes 1/2 explained under the table (19/7),
 *           Mindermengenzuschlag and Fracht below the items, Übertrag over pages.
 * - `buero5` German office supplier with a specialist bookshop: books at 7 % marked "*" with a
 *           footnote, prices per 100/1.000, free add-ons ("kostenlos"), returns as negative items,
 *           the customer's order and cost centre as sub-rows, text rows, Verpackung and
 *           Mindermengenzuschlag below the items.
 * - `eng5`  British engineering supplies (GBP): items under "Sales order … / your PO …" headings
 *           with "Subtotal" rows, serial numbers and delivery notes as sub-rows, prices per 100/1,000,
 *           a Disc % column, a VAT % column (20/5), returns, carriage, "Carried forward".
 * - `ire5`  Irish facilities contractor: service periods and sites as sub-rows, text rows, optional
 *           items and provisional sums printed but not charged, waived fees at 0.00, VAT codes
 *           explained under the table (23/13.5), one CREDIT NOTE.
 * - `fr5`   French industrial supplies: "BL n° … du …" headings with "Sous-total BL", a Remise %
 *           column, prices "le cent"/"le mille", kg with three decimals, TVA codes 1/2/3 (20/10/5,5)
 *           with a legend, frais de port and a remise exceptionnelle below the items, "Report" over
 *           pages, one AVOIR.
 * - `nl5`   Dutch/Belgian building and installation wholesaler: "Pakbon … d.d. …" headings with
 *           "Subtotaal pakbon", discounts as an indented "korting" row under the item, 21/9 with a
 *           "*" footnote, m³ with three decimals, returns, text rows, order and freight costs below
 *           the items, "Transport" over pages.
 *
 * Truth rules:
 * - Items are the rows that count towards the goods total. Group headings, group subtotals,
 *   text-only rows, discount rows, carried-forward rows and optional/alternative/contingency
 *   positions (printed with their price, amount in brackets, "nur EP" or "not included") are NO
 *   items. Returns are items with a negative quantity and a negative net amount (price positive).
 *   Free items (0,00 / "kostenlos") are items with price and amount 0.00.
 * - Line id (BT-126): the printed position where a position column exists (optional positions take
 *   their printed number too, so ids may skip), else 1, 2, 3 … over the items in row order.
 * - Name (BT-153): the description with its wrapped lines joined by spaces; the smaller sub-rows
 *   (article number, EAN, delivery note, period, serial number, order reference) are no part of it.
 * - Price per price unit ("je 100", "le cent", "per 1,000", PE column): BT-146 is the printed price,
 *   which EN 16931 defines as the price for the base quantity BT-149 (100, 1000); the net amount is
 *   quantity × price / price unit. BT-149 is not compared by the scorer and is not written.
 * - Discount column: BT-146 is the price after the row's discount (2 decimals), BT-131 the printed
 *   amount after the discount. Discount row under the item (hkw5, nl5): the item's BT-131 is its
 *   printed amount minus the discount row's amount, BT-146 the price after the discount.
 * - Charges and allowances below the items (freight, packing, small-order surcharge, bonus) are
 *   document-level charges/allowances at the document's main rate, not items; the VAT breakdown
 *   printed under the totals includes them. A Skonto sentence is no allowance.
 * - Credit notes (ire5, fr5) are printed positive under a credit-note title naming the invoice they
 *   correct: 381 with that invoice as preceding invoice, no due date.
 * - Units: pieces (Stk, pcs, pce, st) H87; other units mapped to their XRechnung codes (see UNIT).
 */
import { dec, emptyInvoice, type Invoice, round } from '@ic/einvoice';
import {
  anyParty,
  dachParty,
  groupedMoney,
  ibanOfCountry,
  type KitParty,
  kitVatRow,
  pager,
  shortDate,
  type Tools,
  wrapWords,
} from './synthetic-kit.ts';
import { addDays, randomTools, spaced, synthLine } from './synthetic-model.ts';
import type { Helpers, Row } from './synthetic-new.ts';

export const BLIND36_TPLS = ['lfs5', 'hkw5', 'bst5', 'buero5', 'eng5', 'ire5', 'fr5', 'nl5'] as const;
type Tpl = (typeof BLIND36_TPLS)[number];
type Lang = 'de' | 'en' | 'fr' | 'nl';

/** Units: key → printed per language and the XRechnung code. */
const UNIT: Record<string, [Record<Lang, string[]>, string]> = {
  pc: [{ de: ['Stk', 'St.', 'Stück'], en: ['pcs', 'pc'], fr: ['pce', 'pièce'], nl: ['st', 'stuks'] }, 'H87'],
  ea: [{ de: ['Stk'], en: ['ea', 'each'], fr: ['u'], nl: ['st'] }, 'C62'],
  kg: [{ de: ['kg'], en: ['kg'], fr: ['kg'], nl: ['kg'] }, 'KGM'],
  t: [{ de: ['t', 'to'], en: ['t'], fr: ['t'], nl: ['ton'] }, 'TNE'],
  m3: [{ de: ['m³', 'cbm'], en: ['m³'], fr: ['m³'], nl: ['m³'] }, 'MTQ'],
  m2: [{ de: ['m²', 'qm'], en: ['m²'], fr: ['m²'], nl: ['m²'] }, 'MTK'],
  m: [{ de: ['m', 'lfm'], en: ['m'], fr: ['m', 'ml'], nl: ['m', 'mtr'] }, 'MTR'],
  h: [{ de: ['Std.', 'h'], en: ['hrs', 'h'], fr: ['h'], nl: ['uur'] }, 'HUR'],
  ls: [{ de: ['psch', 'pausch.'], en: ['lot'], fr: ['forfait', 'ft'], nl: ['post'] }, 'LS'],
  l: [{ de: ['l', 'Ltr'], en: ['ltr', 'l'], fr: ['l'], nl: ['ltr'] }, 'LTR'],
  box: [{ de: ['Karton', 'Ktn'], en: ['box'], fr: ['boîte', 'bte'], nl: ['doos'] }, 'XBX'],
  ct: [{ de: ['Karton', 'Ktn'], en: ['ctn'], fr: ['carton'], nl: ['doos'] }, 'XCT'],
  pk: [{ de: ['Pack', 'Pck'], en: ['pack'], fr: ['paquet'], nl: ['pak'] }, 'XPK'],
  sack: [{ de: ['Sack', 'Sck'], en: ['bag'], fr: ['sac'], nl: ['zak'] }, 'XSA'],
  crate: [{ de: ['Kiste', 'Ki'], en: ['crate'], fr: ['caisse'], nl: ['krat'] }, 'XCR'],
  roll: [{ de: ['Rolle', 'Rl'], en: ['roll'], fr: ['rouleau'], nl: ['rol'] }, 'XRO'],
  pair: [{ de: ['Paar'], en: ['pair'], fr: ['paire'], nl: ['paar'] }, 'PR'],
  pal: [{ de: ['Pal.', 'Palette'], en: ['pallet'], fr: ['palette'], nl: ['pallet'] }, 'XPX'],
};

/** An article of a layout's catalogue: name, unit key, rate index, price range, quantity kind, price unit. */
interface Art {
  name: string;
  unit: string;
  rate: number;
  lo: number;
  hi: number;
  q: 'int' | 'small' | 'dec3' | 'half' | 'big';
  per?: number;
  /** sub-row kinds of the article */
  free?: boolean;
  ret?: boolean;
}

const CAT: Record<Tpl, Art[]> = {
  lfs5: [
    {
      name: 'Hähnchenbrustfilet frisch, Klasse A, ca. 2,5 kg Beutel',
      unit: 'kg',
      rate: 1,
      lo: 7,
      hi: 11,
      q: 'dec3',
    },
    { name: 'Rapsöl raffiniert 10 l Kanister', unit: 'pc', rate: 1, lo: 14, hi: 22, q: 'small' },
    { name: 'Basmati-Reis 5 kg Sack', unit: 'sack', rate: 1, lo: 9, hi: 15, q: 'small' },
    { name: 'Mozzarella 45 % Fett i. Tr., 1 kg Block', unit: 'pc', rate: 1, lo: 5, hi: 8, q: 'int' },
    { name: 'Tomaten passiert 6 × 2,5 kg Dose', unit: 'ct', rate: 1, lo: 12, hi: 19, q: 'small' },
    { name: 'Weizenmehl Type 405, 25 kg', unit: 'sack', rate: 1, lo: 11, hi: 17, q: 'small' },
    { name: 'Rinderhüfte Pistolen-Cut, vakuumverpackt', unit: 'kg', rate: 1, lo: 18, hi: 29, q: 'dec3' },
    { name: 'Kaffee Crema ganze Bohne 1 kg', unit: 'pc', rate: 1, lo: 13, hi: 21, q: 'small' },
    { name: 'Butter mild gesäuert 82 %, 40 × 250 g', unit: 'ct', rate: 1, lo: 60, hi: 95, q: 'small' },
    { name: 'Mineralwasser still 12 × 0,75 l Glas', unit: 'crate', rate: 0, lo: 6, hi: 11, q: 'int' },
    { name: 'Spülmaschinentabs 3-in-1, Eimer 200 Stk', unit: 'pc', rate: 0, lo: 24, hi: 39, q: 'small' },
    {
      name: 'Servietten 3-lagig 40 × 40 cm, 1/4 Falz, weiß',
      unit: 'ct',
      rate: 0,
      lo: 28,
      hi: 45,
      q: 'small',
    },
    { name: 'Alufolie 30 cm × 150 m in Spenderbox', unit: 'roll', rate: 0, lo: 8, hi: 14, q: 'small' },
    { name: 'Apfelschorle 24 × 0,2 l Mehrweg', unit: 'crate', rate: 0, lo: 9, hi: 14, q: 'int' },
    { name: 'Einmalhandschuhe Nitril Gr. L, 100 Stk', unit: 'pk', rate: 0, lo: 5, hi: 9, q: 'int' },
    {
      name: 'Probepackung Gewürzmischung Gyros 250 g',
      unit: 'pc',
      rate: 1,
      lo: 0,
      hi: 0,
      q: 'small',
      free: true,
    },
  ],
  hkw5: [
    {
      name: 'Gas-Brennwerttherme 24 kW Wandgerät inkl. Abgasset DN 60/100',
      unit: 'pc',
      rate: 0,
      lo: 2400,
      hi: 3900,
      q: 'small',
    },
    {
      name: 'Heizkörper Typ 22 600/1000 mm Ventilkompakt, weiß',
      unit: 'pc',
      rate: 0,
      lo: 160,
      hi: 290,
      q: 'small',
    },
    { name: 'Pressfitting Kupfer 22 mm Bogen 90°', unit: 'pc', rate: 0, lo: 4, hi: 9, q: 'int' },
    { name: 'Kupferrohr 15 × 1 mm halbhart', unit: 'm', rate: 0, lo: 8, hi: 14, q: 'half' },
    { name: 'Kugelhahn 3/4 Zoll IG/AG mit Flügelgriff', unit: 'pc', rate: 0, lo: 12, hi: 24, q: 'small' },
    {
      name: 'Montage Heizkörper inkl. Entleeren und Befüllen der Anlage',
      unit: 'h',
      rate: 0,
      lo: 58,
      hi: 72,
      q: 'half',
    },
    { name: 'Arbeitszeit Monteur', unit: 'h', rate: 0, lo: 56, hi: 69, q: 'half' },
    { name: 'Anfahrtspauschale Zone 2', unit: 'ls', rate: 0, lo: 35, hi: 55, q: 'small' },
    { name: 'Thermostatkopf M30 × 1,5 mit Nullstellung', unit: 'pc', rate: 0, lo: 18, hi: 32, q: 'small' },
    {
      name: 'Kleinmaterial, Dichtmittel und Befestigungsmaterial',
      unit: 'ls',
      rate: 0,
      lo: 20,
      hi: 60,
      q: 'small',
    },
    { name: 'Edelstahl-Wellrohr DN 16 gedämmt', unit: 'm', rate: 0, lo: 11, hi: 19, q: 'half' },
    {
      name: 'Hydraulischer Abgleich nach Verfahren B inkl. Protokoll',
      unit: 'ls',
      rate: 0,
      lo: 280,
      hi: 480,
      q: 'small',
    },
    { name: 'Ausdehnungsgefäß 25 l, 1,5 bar Vordruck', unit: 'pc', rate: 0, lo: 55, hi: 95, q: 'small' },
  ],
  bst5: [
    {
      name: 'Kalksandstein KS L-R 2DF 240 × 115 × 113 mm',
      unit: 'pc',
      rate: 0,
      lo: 380,
      hi: 560,
      q: 'big',
      per: 1000,
    },
    { name: 'Transportbeton C25/30 XC2 F3 16 mm', unit: 'm3', rate: 0, lo: 118, hi: 149, q: 'dec3' },
    { name: 'Betonstahl BSt 500 S Ø 12 mm, Stäbe 12 m', unit: 't', rate: 0, lo: 890, hi: 1150, q: 'dec3' },
    { name: 'Kies 2/32 mm gewaschen', unit: 't', rate: 0, lo: 19, hi: 31, q: 'dec3' },
    { name: 'Estrichsand 0/8 mm', unit: 't', rate: 0, lo: 21, hi: 34, q: 'dec3' },
    {
      name: 'Holzschrauben Senkkopf TX 5 × 60 mm verzinkt',
      unit: 'pc',
      rate: 0,
      lo: 6,
      hi: 12,
      q: 'big',
      per: 100,
    },
    { name: 'Dachlatten 30/50 mm imprägniert, 4 m', unit: 'm', rate: 0, lo: 68, hi: 95, q: 'big', per: 100 },
    { name: 'Zement CEM II/A-LL 32,5 R, 25 kg', unit: 'sack', rate: 0, lo: 5, hi: 8, q: 'int' },
    { name: 'Europalette (Pfand)', unit: 'pc', rate: 0, lo: 12, hi: 15, q: 'small' },
    { name: 'Rasensaat Sport & Spiel 10 kg', unit: 'pc', rate: 1, lo: 39, hi: 69, q: 'small' },
    { name: "Thuja occidentalis 'Smaragd' 80–100 cm, Ballen", unit: 'pc', rate: 1, lo: 19, hi: 34, q: 'int' },
    { name: 'Rollrasen Premium, frisch geschält', unit: 'm2', rate: 1, lo: 4, hi: 7, q: 'int' },
    { name: 'Rücknahme Europalette', unit: 'pc', rate: 0, lo: 12, hi: 15, q: 'small', ret: true },
  ],
  buero5: [
    {
      name: 'Kopierpapier DIN A4 80 g/m², weiß, 5 × 500 Blatt',
      unit: 'ct',
      rate: 0,
      lo: 21,
      hi: 29,
      q: 'small',
    },
    {
      name: 'Briefumschläge DIN lang mit Fenster, haftklebend',
      unit: 'pc',
      rate: 0,
      lo: 18,
      hi: 32,
      q: 'big',
      per: 1000,
    },
    { name: 'Etiketten 70 × 36 mm, 2.400 Stk', unit: 'pk', rate: 0, lo: 14, hi: 26, q: 'small' },
    { name: 'Ordner DIN A4, 8 cm, Kunststoff, blau', unit: 'pc', rate: 0, lo: 2, hi: 4, q: 'int' },
    { name: 'Toner HP 59A schwarz, ca. 3.000 Seiten', unit: 'pc', rate: 0, lo: 79, hi: 119, q: 'small' },
    { name: 'Kugelschreiber Druckmechanik, blau', unit: 'pc', rate: 0, lo: 29, hi: 49, q: 'big', per: 100 },
    { name: 'Haftnotizen 76 × 76 mm, 12 Blöcke', unit: 'pk', rate: 0, lo: 7, hi: 13, q: 'small' },
    { name: 'Grüneberg BGB, 85. Auflage 2026', unit: 'pc', rate: 1, lo: 119, hi: 129, q: 'small' },
    {
      name: 'Duden – Die deutsche Rechtschreibung, 29. Auflage',
      unit: 'pc',
      rate: 1,
      lo: 30,
      hi: 34,
      q: 'small',
    },
    {
      name: 'Fachzeitschrift Personalwirtschaft, Jahresabo 2026',
      unit: 'pc',
      rate: 1,
      lo: 180,
      hi: 240,
      q: 'small',
    },
    {
      name: 'Gratis-Zugabe Schreibblock A5 kariert',
      unit: 'pc',
      rate: 0,
      lo: 0,
      hi: 0,
      q: 'small',
      free: true,
    },
    {
      name: 'Rücksendung Toner HP 59A (falsch bestellt)',
      unit: 'pc',
      rate: 0,
      lo: 79,
      hi: 119,
      q: 'small',
      ret: true,
    },
  ],
  eng5: [
    {
      name: 'Hex bolt M12x40 grade 8.8, zinc plated',
      unit: 'pc',
      rate: 0,
      lo: 18,
      hi: 29,
      q: 'big',
      per: 100,
    },
    { name: 'Nyloc nut M12, A2 stainless', unit: 'pc', rate: 0, lo: 9, hi: 16, q: 'big', per: 100 },
    { name: 'Flat washer M12 form A, BZP', unit: 'pc', rate: 0, lo: 14, hi: 22, q: 'big', per: 1000 },
    { name: 'Threaded rod M10 x 1 m, BZP', unit: 'pc', rate: 0, lo: 1, hi: 3, q: 'int' },
    { name: 'Deep groove bearing 6205-2RS 25x52x15 mm', unit: 'pc', rate: 0, lo: 3, hi: 8, q: 'int' },
    { name: 'Hydraulic hose 1/2 inch 2SN, cut to length', unit: 'm', rate: 0, lo: 6, hi: 11, q: 'dec3' },
    { name: 'Cutting disc 115 x 1.0 mm, box of 25', unit: 'box', rate: 0, lo: 19, hi: 32, q: 'small' },
    { name: 'Lifting chain 8 mm grade 80 with 2 hooks', unit: 'm', rate: 0, lo: 14, hi: 23, q: 'dec3' },
    { name: 'Propane 47 kg cylinder refill (domestic use)', unit: 'pc', rate: 1, lo: 78, hi: 96, q: 'small' },
    { name: 'Heating oil 28 sec, domestic delivery', unit: 'l', rate: 1, lo: 1, hi: 1, q: 'big' },
    {
      name: 'Return: bearing 6205-2RS (wrong size)',
      unit: 'pc',
      rate: 0,
      lo: 3,
      hi: 8,
      q: 'small',
      ret: true,
    },
    { name: 'Returned pallet (credit)', unit: 'pal', rate: 0, lo: 8, hi: 12, q: 'small', ret: true },
  ],
  ire5: [
    {
      name: 'Quarterly service of gas boiler, Block B plant room',
      unit: 'ea',
      rate: 1,
      lo: 220,
      hi: 380,
      q: 'small',
    },
    {
      name: 'Emergency lighting test and certification (28 fittings)',
      unit: 'ea',
      rate: 1,
      lo: 240,
      hi: 420,
      q: 'small',
    },
    { name: 'Labour – electrician', unit: 'h', rate: 1, lo: 55, hi: 68, q: 'half' },
    { name: 'Supply and fit LED panel 600 x 600, 40 W', unit: 'pc', rate: 0, lo: 48, hi: 79, q: 'int' },
    { name: 'Replace fire door closer, Level 2 stairwell', unit: 'ea', rate: 1, lo: 95, hi: 160, q: 'small' },
    { name: 'Window cleaning, external, all elevations', unit: 'ea', rate: 1, lo: 180, hi: 340, q: 'small' },
    { name: 'Grease trap emptying, ground floor kitchen', unit: 'ea', rate: 1, lo: 160, hi: 260, q: 'small' },
    { name: 'Fire extinguisher 6 kg ABC powder (new)', unit: 'pc', rate: 0, lo: 39, hi: 59, q: 'small' },
    { name: 'Call-out fee (waived)', unit: 'ea', rate: 1, lo: 0, hi: 0, q: 'small', free: true },
    { name: 'Smoke detector optical, 10-year battery', unit: 'pc', rate: 0, lo: 24, hi: 39, q: 'int' },
  ],
  fr5: [
    {
      name: 'Vis tête hexagonale M12x40 classe 8.8 zinguée',
      unit: 'pc',
      rate: 0,
      lo: 16,
      hi: 28,
      q: 'big',
      per: 100,
    },
    { name: 'Écrou frein M12 inox A2', unit: 'pc', rate: 0, lo: 11, hi: 19, q: 'big', per: 100 },
    { name: 'Rondelle plate M12 acier zingué', unit: 'pc', rate: 0, lo: 12, hi: 20, q: 'big', per: 1000 },
    { name: 'Roulement 6205-2RS 25x52x15', unit: 'pc', rate: 0, lo: 4, hi: 9, q: 'int' },
    { name: 'Tôle acier S235 ép. 2 mm, 1000 x 2000', unit: 'kg', rate: 0, lo: 1, hi: 3, q: 'dec3' },
    { name: 'Disque à tronçonner 125 x 1,0 mm', unit: 'box', rate: 0, lo: 22, hi: 36, q: 'small' },
    { name: 'Gants de manutention enduits nitrile taille 9', unit: 'pair', rate: 0, lo: 2, hi: 5, q: 'int' },
    { name: 'Câble R2V 3G2,5 mm² couronne', unit: 'm', rate: 0, lo: 95, hi: 140, q: 'big', per: 100 },
    { name: 'Plateaux repas chantier (livraison midi)', unit: 'pc', rate: 1, lo: 12, hi: 18, q: 'int' },
    { name: 'Eau minérale 1,5 l, pack de 6', unit: 'pk', rate: 2, lo: 2, hi: 4, q: 'int' },
  ],
  nl5: [
    { name: 'Zand 0-4 mm gewassen, los gestort', unit: 'm3', rate: 0, lo: 32, hi: 48, q: 'dec3' },
    { name: 'Cementmortel 25 kg', unit: 'sack', rate: 0, lo: 6, hi: 10, q: 'int' },
    { name: 'PVC buis 110 mm SN4, lengte 5 m', unit: 'pc', rate: 0, lo: 18, hi: 29, q: 'int' },
    { name: 'Kogelkraan 3/4 inch knel 22 mm', unit: 'pc', rate: 0, lo: 11, hi: 19, q: 'int' },
    { name: 'Isolatieplaat PIR 100 mm, 1200 x 600', unit: 'm2', rate: 0, lo: 14, hi: 22, q: 'dec3' },
    { name: 'Koperen buis 15 x 1 mm, lengte 5 m', unit: 'pc', rate: 0, lo: 24, hi: 38, q: 'int' },
    { name: 'Plaatschroef 4,2 x 19 mm, doos 1000', unit: 'box', rate: 0, lo: 14, hi: 22, q: 'small' },
    { name: 'Graszoden, rol 1 m²', unit: 'm2', rate: 1, lo: 3, hi: 6, q: 'int' },
    { name: 'Bouwbesluit 2026, praktijkuitgave', unit: 'pc', rate: 1, lo: 39, hi: 59, q: 'small' },
    { name: 'Retour pallet', unit: 'pal', rate: 0, lo: 9, hi: 14, q: 'small', ret: true },
  ],
};

interface Spec {
  lang: Lang;
  cur: 'EUR' | 'GBP';
  rates: string[];
  vat: Array<'col' | 'code' | 'star'>;
  disc: 'col' | 'row' | 'none';
  groups: boolean;
  notes: string[];
  opts: string[];
  charges: string[];
  allowances: string[];
}
const SPEC: Record<Tpl, Spec> = {
  lfs5: {
    lang: 'de',
    cur: 'EUR',
    rates: ['19', '7'],
    vat: ['col'],
    disc: 'col',
    groups: true,
    notes: [],
    opts: [],
    charges: ['Fracht', 'Frachtkostenanteil'],
    allowances: ['Aktionsbonus', 'Treuebonus'],
  },
  hkw5: {
    lang: 'de',
    cur: 'EUR',
    rates: ['19'],
    vat: ['col'],
    disc: 'row',
    groups: false,
    notes: [
      'Wie besprochen berechnen wir die Arbeiten im Heizungskeller nach Aufwand.',
      'Preise freibleibend.',
      'Die Altgeräte wurden fachgerecht entsorgt.',
      'Wie telefonisch vereinbart, ohne Gerüst ausgeführt.',
    ],
    opts: ['Alternativposition', 'Bedarfsposition', 'Eventualposition'],
    charges: [],
    allowances: [],
  },
  bst5: {
    lang: 'de',
    cur: 'EUR',
    rates: ['19', '7'],
    vat: ['code'],
    disc: 'none',
    groups: false,
    notes: [],
    opts: [],
    charges: ['Mindermengenzuschlag', 'Fracht / Kranentladung'],
    allowances: [],
  },
  buero5: {
    lang: 'de',
    cur: 'EUR',
    rates: ['19', '7'],
    vat: ['star'],
    disc: 'none',
    groups: false,
    notes: ['Wie besprochen liefern wir die Restmenge in KW 14.', 'Preise freibleibend, Irrtum vorbehalten.'],
    opts: [],
    charges: ['Verpackung', 'Mindermengenzuschlag'],
    allowances: [],
  },
  eng5: {
    lang: 'en',
    cur: 'GBP',
    rates: ['20', '5'],
    vat: ['col'],
    disc: 'col',
    groups: true,
    notes: [],
    opts: [],
    charges: ['Carriage', 'Carriage and packing'],
    allowances: [],
  },
  ire5: {
    lang: 'en',
    cur: 'EUR',
    rates: ['23', '13.5'],
    vat: ['code'],
    disc: 'none',
    groups: false,
    notes: [
      'As agreed on site with the facilities manager.',
      'Access via loading bay only; works completed out of hours.',
      'Prices valid until 30 June, subject to change.',
    ],
    opts: ['Optional – not included', 'Provisional sum – not charged', 'Recommended, not ordered'],
    charges: [],
    allowances: [],
  },
  fr5: {
    lang: 'fr',
    cur: 'EUR',
    rates: ['20', '10', '5.5'],
    vat: ['code'],
    disc: 'col',
    groups: true,
    notes: [],
    opts: [],
    charges: ['Frais de port', 'Participation transport'],
    allowances: ['Remise exceptionnelle'],
  },
  nl5: {
    lang: 'nl',
    cur: 'EUR',
    rates: ['21', '9'],
    vat: ['star'],
    disc: 'row',
    groups: true,
    notes: ['Zoals besproken wordt de rest volgende week geleverd.', 'Prijzen onder voorbehoud.'],
    opts: [],
    charges: ['Orderkosten', 'Vrachtkosten'],
    allowances: [],
  },
};

interface Item {
  kind: 'item' | 'opt';
  pos: string;
  id: string;
  optLabel?: string;
  nameLines: string[];
  name: string;
  subs: string[];
  qty: string;
  qtyDec: number;
  unit: [string, string];
  price: string;
  per: number;
  disc: string;
  gross: string;
  net: string;
  netPrice: string;
  rate: string;
  zeroWord: boolean;
  discAmt: string;
  /** what an optional position prints in the amount column */
  optText: string;
}
type Entry =
  | Item
  | { kind: 'head'; text: string }
  | { kind: 'sum'; label: string; amount: string }
  | { kind: 'note'; text: string };
interface Amt {
  label: string;
  amount: string;
  rate: string;
}
type Col = 'pos' | 'desc' | 'qty' | 'unit' | 'price' | 'per' | 'disc' | 'amount' | 'vat';

interface Doc {
  tpl: Tpl;
  sp: Spec;
  lang: Lang;
  s: KitParty;
  b: KitParty;
  number: string;
  issue: string;
  due: string;
  po: string;
  cust: string;
  credit?: { orig: string; date: string };
  entries: Entry[];
  charges: Amt[];
  allowances: Amt[];
  vat: Array<{ rate: string; base: string; tax: string }>;
  lineNet: string;
  taxEx: string;
  vatT: string;
  gross: string;
  iban: string;
  bic: string;
  buyerVat: boolean;
  cols: Col[];
  heads: Partial<Record<Col, string>>;
  vatMode: 'col' | 'code' | 'star';
  codes: string[];
  posMode: 'seq' | 'tens' | 'none';
  perMode: 'col' | 'inline';
  glued: boolean;
  rule: boolean;
  shortDates: boolean;
  t: Tools;
}

const pick = <T>(t: Tools, xs: readonly T[]): T => t.pick(xs);
/** The post code and city as the country prints them (British and Irish: city first). */
const cityLine = (p: KitParty) =>
  p.country === 'GB' || p.country === 'IE' ? `${p.city} ${p.pc}` : `${p.pc} ${p.city}`;

/** Thousands/decimal of the language. */
function notation(lang: Lang): [string, string] {
  if (lang === 'en') return [',', '.'];
  if (lang === 'fr') return [' ', ','];
  return ['.', ','];
}
const money = (d: Doc, v: string) => {
  const [th, dc] = notation(d.lang);
  return groupedMoney(v, th, dc);
};
/** A quantity with `n` decimals, thousands grouped. */
function qtyText(d: Doc, q: string, n: number): string {
  const [th, dc] = notation(d.lang);
  const [i = '0', f = ''] = dec(q).toFixed(n).split('.');
  const g = i.replace(/\B(?=(\d{3})+(?!\d))/g, th);
  return f ? `${g}${dc}${f}` : g;
}
const dateText = (d: Doc, iso: string) => shortDate(d.lang, d.lang === 'en' && d.shortDates, iso);
const pct = (d: Doc, r: string) => `${d.lang === 'en' ? r : r.replace('.', ',')} %`;

const SELLER_NAMES: Record<Tpl, string[]> = {
  lfs5: ['Gastro-Frische Rheinland GmbH', 'Kühn Food Service GmbH & Co. KG', 'Hansa Gastro-Großhandel GmbH'],
  hkw5: ['Heizung Sanitär Brandt GmbH', 'Wärme & Bad Köhler e.K.', 'Haustechnik Lange GmbH'],
  bst5: ['Baustoffe Zimmermann GmbH & Co. KG', 'Baucentrum Hofmann GmbH', 'Bau- und Gartenmarkt Krüger KG'],
  buero5: ['Bürowelt Schulte GmbH', 'Papier & Buch Wagner GmbH', 'Office Partner Berger KG'],
  eng5: ['Midland Fastenings Ltd', 'Severn Engineering Supplies Ltd', 'Pennine Industrial Supply Ltd'],
  ire5: ['Liffey Facilities Services Ltd', 'Shannon Building Maintenance Ltd', 'Corrib FM Solutions Limited'],
  fr5: [
    'Fournitures Industrielles du Rhône SAS',
    'Quincaillerie Pro Lorraine SARL',
    'Outillage Atlantique SAS',
  ],
  nl5: [
    'Bouwmaterialen De Vries B.V.',
    'Installatiegroothandel Van Dam B.V.',
    'Technische Handel Peeters NV',
  ],
};
const BUYER_NAMES: Record<Tpl, string[]> = {
  lfs5: ['Restaurant Zur Linde GmbH', 'Hotel am Stadtpark Betriebs GmbH', 'Kantine Werk Süd GmbH'],
  hkw5: ['Wohnbau Neumann GmbH', 'Hausverwaltung Richter KG', 'Praxis Dr. Albers GbR'],
  bst5: ['Bauunternehmung Schäfer GmbH', 'Garten- und Landschaftsbau Maier GmbH', 'Holzbau Fischer e.K.'],
  buero5: ['Kanzlei Vogel & Partner mbB', 'Steuerbüro Busch GmbH', 'Stadtwerke Kleinstadt GmbH'],
  eng5: ['Trent Valley Fabrication Ltd', 'Northgate Plant Hire Ltd', 'Wyvern Agricultural Services Ltd'],
  ire5: ['Park West Business Campus Ltd', 'Harbour View Hotel Limited', 'Meridian Offices DAC'],
  fr5: ['Chaudronnerie Martin SARL', 'BTP Lefèvre et Fils SAS', 'Maintenance Industrielle Girard SAS'],
  nl5: ['Aannemersbedrijf Bakker B.V.', 'Hoveniersbedrijf Jansen', 'Loodgietersbedrijf Smit V.O.F.'],
};

function party(
  tpl: Tpl,
  role: 's' | 'b',
  h: Helpers,
  t: Tools,
  ctx: { at: boolean; nl: 'NL' | 'BE' },
): KitParty {
  const names = role === 's' ? SELLER_NAMES[tpl] : BUYER_NAMES[tpl];
  const name = pick(t, names);
  if (tpl === 'hkw5' && role === 's' && t.rnd() < 0.4) return dachParty('AT', name, t);
  if (tpl === 'hkw5' && role === 'b' && ctx.at) return dachParty('AT', name, t);
  if (SPEC[tpl].lang === 'de') return dachParty('DE', name, t);
  if (tpl === 'ire5') return { ...anyParty('IE', h, t), name };
  const cc = tpl === 'eng5' ? 'GB' : tpl === 'fr5' ? 'FR' : ctx.nl;
  const p = h.party(cc as 'GB');
  const vat = h.vatId(cc as 'GB');
  return { ...p, name, country: cc, vat, vatShown: vat };
}

const LABELS = {
  de: {
    title: ['Rechnung', 'RECHNUNG'],
    titleSammel: ['Sammelrechnung', 'Rechnung (Sammelrechnung)'],
    credit: ['Gutschrift', 'Rechnungskorrektur'],
    number: ['Rechnungs-Nr.', 'Rechnungsnummer', 'Beleg-Nr.'],
    date: ['Rechnungsdatum', 'Datum', 'Belegdatum'],
    cust: ['Kunden-Nr.', 'Kundennummer', 'Debitor'],
    due: ['Fällig am', 'Zahlbar bis', 'Fälligkeit'],
    po: ['Ihre Bestellung', 'Ihre Bestell-Nr.'],
    bvat: ['Ihre USt-IdNr.', 'USt-ID Kunde'],
    svat: ['USt-IdNr.', 'USt-ID'],
    page: (a: number, n: number) => `Seite ${a} von ${n}`,
    intro: ['wir berechnen Ihnen wie folgt:', 'für unsere Lieferungen und Leistungen berechnen wir:'],
    greet: ['Sehr geehrte Damen und Herren,', 'Guten Tag,'],
  },
  en: {
    title: ['INVOICE', 'Tax Invoice', 'VAT INVOICE'],
    titleSammel: ['INVOICE'],
    credit: ['CREDIT NOTE', 'Credit Note'],
    number: ['Invoice No.', 'Invoice number', 'Our ref.'],
    date: ['Invoice date', 'Date', 'Tax point'],
    cust: ['Account No.', 'Customer No.', 'Account'],
    due: ['Due date', 'Payment due', 'Due'],
    po: ['Your order', 'Customer PO', 'Your PO'],
    bvat: ['Your VAT No.', 'Customer VAT No.'],
    svat: ['VAT Reg. No.', 'VAT No.'],
    page: (a: number, n: number) => `Page ${a} of ${n}`,
    intro: ['Thank you for your order.', 'We have pleasure in submitting our invoice as follows:'],
    greet: [''],
  },
  fr: {
    title: ['FACTURE', 'Facture'],
    titleSammel: ['FACTURE RÉCAPITULATIVE', 'Facture'],
    credit: ['AVOIR', 'Facture d’avoir'],
    number: ['Facture n°', 'N° de facture', 'Numéro'],
    date: ['Date', 'Date de facture', 'Émise le'],
    cust: ['Code client', 'N° client', 'Client'],
    due: ['Échéance', 'Date d’échéance', 'À régler avant le'],
    po: ['Votre commande', 'Réf. commande'],
    bvat: ['N° TVA client', 'TVA intracom. client'],
    svat: ['N° TVA intracom.', 'TVA intracommunautaire'],
    page: (a: number, n: number) => `Page ${a}/${n}`,
    intro: ['Nous vous remercions de votre confiance.', ''],
    greet: [''],
  },
  nl: {
    title: ['FACTUUR', 'Factuur'],
    titleSammel: ['VERZAMELFACTUUR', 'Factuur'],
    credit: ['CREDITNOTA', 'Creditfactuur'],
    number: ['Factuurnummer', 'Factuurnr.', 'Nummer'],
    date: ['Factuurdatum', 'Datum'],
    cust: ['Klantnummer', 'Debiteurnr.', 'Klantnr.'],
    due: ['Vervaldatum', 'Uiterste betaaldatum'],
    po: ['Uw bestelling', 'Uw ordernr.'],
    bvat: ['Uw btw-nummer', 'Btw-nr. klant'],
    svat: ['Btw-nummer', 'Btw-nr.'],
    page: (a: number, n: number) => `Pagina ${a} van ${n}`,
    intro: ['Wij brengen u het volgende in rekening:', ''],
    greet: [''],
  },
};

/** Column heads per language: 2–3 synonyms, some a reader may not know. */
const HEADS: Record<Lang, Record<Col, string[]>> = {
  de: {
    pos: ['Pos.', 'Pos', 'Nr.'],
    desc: ['Bezeichnung', 'Artikel / Leistung', 'Text'],
    qty: ['Menge', 'Anzahl', 'Liefermenge'],
    unit: ['Einh.', 'ME', 'Eh.'],
    price: ['Einzelpreis', 'E-Preis', 'Preis'],
    per: ['PE', 'Preiseinh.', 'je'],
    disc: ['Rabatt', 'Rab. %', 'Nachl.'],
    amount: ['Gesamt', 'Betrag', 'G-Preis'],
    vat: ['MwSt.', 'USt %', 'St.'],
  },
  en: {
    pos: ['Line', 'No.', 'Item'],
    desc: ['Description', 'Details', 'Product'],
    qty: ['Qty', 'Quantity', 'Qty shipped'],
    unit: ['Unit', 'UoM', 'U/M'],
    price: ['Unit price', 'Price', 'Rate'],
    per: ['Per', 'Price per', 'Pr. unit'],
    disc: ['Disc %', 'Discount', 'Disc.'],
    amount: ['Amount', 'Net', 'Line total'],
    vat: ['VAT %', 'VAT', 'Tax'],
  },
  fr: {
    pos: ['Lig.', 'N°', 'Pos.'],
    desc: ['Désignation', 'Libellé', 'Article'],
    qty: ['Qté', 'Quantité', 'Qté livrée'],
    unit: ['U.', 'Unité', 'UV'],
    price: ['P.U. HT', 'Prix unit.', 'PU net'],
    per: ['Par', 'Cond. prix', 'Base'],
    disc: ['Remise', 'Rem. %', 'R %'],
    amount: ['Montant HT', 'Total HT', 'Mt HT'],
    vat: ['TVA', 'Code TVA', 'Tx'],
  },
  nl: {
    pos: ['Regel', 'Nr.', 'Pos.'],
    desc: ['Omschrijving', 'Artikel', 'Product'],
    qty: ['Aantal', 'Aant.', 'Geleverd'],
    unit: ['Eenh.', 'Eenheid', 'E'],
    price: ['Prijs', 'Stukprijs', 'Prijs p/e'],
    per: ['Per', 'Prijseenh.', 'PE'],
    disc: ['Korting', 'Kort. %', 'Krt'],
    amount: ['Bedrag', 'Totaal', 'Netto'],
    vat: ['Btw', 'Btw %', 'Code'],
  },
};

function subRows(d: Doc): string[] {
  const t = d.t;
  const out: string[] = [];
  const n = pick(t, [0, 1, 1, 2, 2, 3]);
  const dd = dateText(d, addDays(d.issue, -t.int(2, 20)));
  const sub: Record<Tpl, Array<() => string>> = {
    lfs5: [
      () => `Art.-Nr. ${t.digits(3)} ${t.digits(4)} · EAN 40${t.digits(11)}`,
      () => `Charge L${t.digits(4)}-${t.int(10, 99)} · MHD ${dateText(d, addDays(d.issue, t.int(8, 60)))}`,
      () => `Ihre Bestellung B-${t.digits(4)} vom ${dd}`,
    ],
    hkw5: [
      () => `Seriennummer: ${t.digits(4)} ${t.digits(4)} ${t.digits(4)}`,
      () => `Leistungszeitraum ${dd} – ${dateText(d, addDays(d.issue, -1))}`,
      () => `Ausgeführt lt. Arbeitsbericht ${t.digits(4)}`,
    ],
    bst5: [
      () => `Lieferschein ${t.digits(4)} vom ${dd}`,
      () => `Art.-Nr. ${t.digits(6)}`,
      () => `Baustelle: ${pick(t, ['Gartenstraße 12', 'Am Sportplatz 3', 'Lindenallee 40'])}`,
    ],
    buero5: [
      () => `Ihre Bestellung 4500${t.digits(6)} · Kostenstelle ${t.int(100, 990)}`,
      () => `Art.-Nr. ${t.digits(3)} ${t.digits(3)}`,
      () => `Besteller: ${pick(t, ['Frau Lange', 'Herr Krüger', 'Empfang'])}`,
    ],
    eng5: [
      () => `Serial no. SN-${t.digits(4)}-${t.digits(4)}`,
      () => `Delivery note DN ${t.digits(5)} of ${dd}`,
      () => `Part no. ${pick(t, ['HB', 'NN', 'FW', 'BR'])}-${t.digits(5)}`,
    ],
    ire5: [
      () => `Service period ${dd} – ${dateText(d, addDays(d.issue, -1))}`,
      () => `Site: ${pick(t, ['Unit 4, Park West', 'Block B, Level 2', 'Main kitchen'])}`,
      () => `Job no. J-${t.digits(5)}`,
    ],
    fr5: [
      () => `Réf. fabricant ${t.digits(4)}-${t.digits(2)}`,
      () => `N° de série ${pick(t, ['SN', 'S/N '])}${t.digits(8)}`,
      () => `Votre commande CMD-${t.digits(4)} du ${dd}`,
    ],
    nl5: [
      () => `Artikelnr. ${t.digits(6)}`,
      () => `Uw referentie: ${pick(t, ['project Zuidas', 'bouwnummer 14', 'werk Oosterhout'])}`,
      () => `EAN 87${t.digits(11)}`,
    ],
  };
  const fs = sub[d.tpl];
  const first = t.int(0, fs.length - 1);
  for (let i = 0; i < n && i < fs.length; i++) {
    const f = fs[(first + i) % fs.length];
    const s = f ? f() : '';
    if (s) out.push(s);
  }
  return out;
}

function makeItem(d: Doc, a: Art, rates: string[], wrapAt: number): Item {
  const t = d.t;
  let qty: string;
  let qtyDec = 0;
  switch (a.q) {
    case 'int':
      qty = String(t.int(2, 40));
      break;
    case 'small':
      qty = String(t.int(1, 6));
      break;
    case 'half':
      qty = (t.int(2, 24) / 2).toFixed(2);
      qtyDec = 2;
      break;
    case 'dec3':
      qty = (t.int(250, 24000) / 1000).toFixed(3);
      qtyDec = 3;
      break;
    default:
      qty = String(pick(t, [200, 500, 1200, 1500, 2400, 5000, 250, 750]));
  }
  if (a.unit === 'l') qty = String(t.int(5, 25) * 100);
  if (a.ret) qty = `-${qty.replace(/^-/, '')}`;
  if (a.ret && qtyDec === 0) qty = String(-t.int(1, 3));
  const per = a.per ?? 1;
  const price = a.free
    ? '0.00'
    : a.unit === 'l'
      ? (0.7 + t.int(0, 40) / 100).toFixed(2)
      : (a.lo + t.rnd() * (a.hi - a.lo)).toFixed(2);
  const disc =
    d.sp.disc !== 'none' && per === 1 && !a.free && !a.ret && t.rnd() < 0.3
      ? pick(t, ['5', '10', '12', '15', '20', '3'])
      : '';
  const gross = round(dec(qty).times(dec(price)).dividedBy(per));
  const discAmt = disc ? round(dec(gross).times(dec(disc)).dividedBy(100)) : '0.00';
  const net = !disc
    ? gross
    : d.sp.disc === 'row'
      ? round(dec(gross).minus(dec(discAmt)))
      : round(
          dec(qty)
            .times(dec(price))
            .dividedBy(per)
            .times(dec(100).minus(dec(disc)))
            .dividedBy(100),
        );
  const netPrice = disc
    ? dec(price)
        .times(dec(100).minus(dec(disc)))
        .dividedBy(100)
        .toDecimalPlaces(2)
        .toFixed(2)
    : price;
  const nameLines = wrapWords(a.name, wrapAt);
  const u = UNIT[a.unit] ?? UNIT.pc;
  const unitShown = u ? pick(t, u[0][d.lang]) : 'Stk';
  return {
    kind: 'item',
    pos: '',
    id: '',
    nameLines,
    name: nameLines.join(' '),
    subs: subRows(d),
    qty,
    qtyDec,
    unit: [unitShown, u ? u[1] : 'H87'],
    price,
    per,
    disc,
    gross,
    net,
    netPrice,
    rate: rates[a.rate] ?? rates[0] ?? '19',
    zeroWord: !!a.free && t.rnd() < 0.6,
    discAmt,
    optText: '',
  };
}

function build(k: number, h: Helpers): Doc {
  const t: Tools = { ...randomTools(h.rnd), rnd: h.rnd };
  const tpl = BLIND36_TPLS[k % BLIND36_TPLS.length] as Tpl;
  const j = Math.floor(k / BLIND36_TPLS.length);
  const sp = SPEC[tpl];
  const lang = sp.lang;
  const nl = tpl === 'nl5' && t.rnd() < 0.35 ? 'BE' : 'NL';
  const s = party(tpl, 's', h, t, { at: false, nl });
  const b = party(tpl, 'b', h, t, { at: s.country === 'AT', nl });
  const rates = s.country === 'AT' ? ['20'] : sp.rates;
  const issue = `2026-${String(t.int(1, 10)).padStart(2, '0')}-${String(t.int(1, 28)).padStart(2, '0')}`;
  const credit = (tpl === 'ire5' && j === 3) || (tpl === 'fr5' && j === 6);
  const multi = ['lfs5', 'bst5', 'eng5', 'fr5', 'nl5', 'buero5'].includes(tpl) && (j === 1 || j === 5);
  const vatMode = pick(t, sp.vat);
  const codes = vatMode === 'code' ? ['1', '2', '3'] : [];
  const posMode: Doc['posMode'] =
    tpl === 'hkw5'
      ? 'seq'
      : tpl === 'ire5' || tpl === 'bst5'
        ? pick(t, ['none', 'none', 'seq'])
        : pick(t, ['seq', 'tens', 'none']);
  const num = {
    de: () => `${pick(t, ['RE', 'R', ''])}${issue.slice(0, 4)}-${t.digits(5)}`,
    en: () => `${pick(t, ['INV', 'SI', 'IN'])}-${t.digits(6)}`,
    fr: () => `${pick(t, ['FA', 'F'])}${issue.slice(2, 4)}${t.digits(5)}`,
    nl: () => `${issue.slice(0, 4)}${t.digits(5)}`,
  }[lang];
  const d: Doc = {
    tpl,
    sp,
    lang,
    s,
    b,
    number: num(),
    issue,
    due: addDays(issue, pick(t, [10, 14, 30])),
    po: t.rnd() < 0.4 && !sp.groups ? `${pick(t, ['4500', 'PO-', 'B'])}${t.digits(6)}` : '',
    cust: t.digits(t.int(5, 6)),
    ...(credit ? { credit: { orig: num(), date: addDays(issue, -t.int(10, 40)) } } : {}),
    entries: [],
    charges: [],
    allowances: [],
    vat: [],
    lineNet: '0',
    taxEx: '0',
    vatT: '0',
    gross: '0',
    iban: ibanOfCountry(s.country, t),
    bic: pick(
      t,
      {
        DE: ['COBADEFFXXX', 'GENODED1KDB', 'DEUTDEDBKOE'],
        AT: ['BKAUATWW', 'RZBAATWW'],
        GB: ['BARCGB22', 'NWBKGB2L'],
        IE: ['AIBKIE2D', 'BOFIIE2D'],
        FR: ['BNPAFRPPXXX', 'CRLYFRPPXXX'],
        NL: ['INGBNL2A', 'RABONL2U'],
        BE: ['GEBABEBB', 'KREDBEBB'],
      }[s.country] ?? ['COBADEFFXXX'],
    ),
    buyerVat: t.rnd() < 0.6,
    cols: [],
    heads: {},
    vatMode,
    codes,
    posMode,
    perMode: t.rnd() < 0.5 ? 'col' : 'inline',
    glued: t.rnd() < 0.3,
    rule: t.rnd() < 0.6,
    shortDates: t.rnd() < 0.5,
    t,
  };
  // columns
  const hasPer = CAT[tpl].some((a) => (a.per ?? 1) > 1);
  const cols: Col[] = [];
  if (posMode !== 'none') cols.push('pos');
  const qtyFirst = t.rnd() < 0.35;
  if (qtyFirst) cols.push('qty', ...(d.glued ? [] : (['unit'] as Col[])), 'desc');
  else cols.push('desc', 'qty', ...(d.glued ? [] : (['unit'] as Col[])));
  cols.push('price');
  if (hasPer && d.perMode === 'col') cols.push('per');
  if (sp.disc === 'col') cols.push('disc');
  const vatBefore = t.rnd() < 0.4;
  if (vatMode !== 'star' && rates.length > 1 && vatBefore) cols.push('vat');
  cols.push('amount');
  if (vatMode !== 'star' && rates.length > 1 && !vatBefore) cols.push('vat');
  if (vatMode === 'col' && rates.length === 1 && t.rnd() < 0.5) cols.push('vat');
  d.cols = cols;
  for (const c of cols) d.heads[c] = pick(t, HEADS[lang][c]);
  if (vatMode === 'code' && d.heads.vat)
    d.heads.vat = pick(
      t,
      {
        de: ['St.', 'MwSt-Kz.', 'SK'],
        en: ['VAT code', 'Code', 'VAT'],
        fr: ['Code TVA', 'TVA', 'C.'],
        nl: ['Code', 'Btw-code'],
      }[lang],
    );
  // entries
  const nItems = multi ? t.int(18, 26) : t.int(1, 9);
  const wrapAt = t.int(24, 34);
  const cat = CAT[tpl];
  const groups = sp.groups ? (multi ? t.int(2, 4) : t.int(1, 3)) : 1;
  let posNo = 0;
  let idNo = 0;
  const per = Math.max(1, Math.ceil(nItems / groups));
  const entries: Entry[] = [];
  let made = 0;
  for (let g = 0; g < groups && made < nItems; g++) {
    const gd = dateText(d, addDays(issue, -t.int(1, 25) - g * 3));
    const gno = t.digits(5);
    const heading = {
      de: () =>
        pick(t, [
          `Lieferschein Nr. ${gno} vom ${gd}:`,
          `Lieferschein ${gno} vom ${gd}`,
          `Auftrag ${gno} – Lieferung vom ${gd}`,
        ]),
      en: () => pick(t, [`Sales order SO-${gno}, delivered ${gd}`, `Order ${gno} – your PO ${t.digits(5)}`]),
      fr: () => pick(t, [`BL n° ${gno} du ${gd}`, `Bon de livraison ${gno} du ${gd}`]),
      nl: () => pick(t, [`Pakbon ${gno} d.d. ${gd}`, `Pakbon nr. ${gno} van ${gd}`]),
    }[lang];
    if (sp.groups) entries.push({ kind: 'head', text: heading() });
    let gsum = dec(0);
    const nHere = Math.min(per, nItems - made);
    for (let i = 0; i < nHere; i++) {
      // a text row or an optional position now and then
      if (sp.notes.length && t.rnd() < 0.12) entries.push({ kind: 'note', text: pick(t, sp.notes) });
      const ret = (a: Art) => (a.ret || a.free ? t.rnd() < 0.35 : true);
      let a = pick(t, cat);
      while (!ret(a)) a = pick(t, cat);
      if ((a.ret || a.free) && made === 0) a = cat[0] as Art;
      // a return as the group's last row in about half the documents, a free item now and then
      const rets = cat.filter((x) => x.ret);
      const frees = cat.filter((x) => x.free);
      if (made > 0 && g === groups - 1 && i === nHere - 1 && rets.length && t.rnd() < 0.5) a = pick(t, rets);
      else if (made > 0 && i === 1 && frees.length && t.rnd() < 0.4) a = pick(t, frees);
      const it = makeItem(d, a, rates, wrapAt);
      const isOpt = sp.opts.length > 0 && i > 0 && t.rnd() < 0.18 && !a.free;
      posNo++;
      const pos = posMode === 'tens' ? String(posNo * 10) : String(posNo);
      it.pos = posMode === 'none' ? '' : pos;
      if (isOpt) {
        it.kind = 'opt';
        it.optLabel = pick(t, sp.opts);
        it.disc = '';
        it.gross = round(dec(it.qty).times(dec(it.price)).dividedBy(it.per));
        it.net = it.gross;
        it.netPrice = it.price;
        it.discAmt = '0.00';
        const m = money(d, it.gross);
        it.optText = pick(t, [
          `(${m})`,
          { de: 'nur EP', en: 'n/c', fr: 'option', nl: 'optie' }[lang],
          `(${m})`,
        ]);
        if (posMode === 'none') posNo--;
      } else {
        idNo++;
        it.id = posMode === 'none' ? String(idNo) : pos;
        gsum = gsum.plus(dec(it.net));
        made++;
      }
      entries.push(it);
    }
    if (sp.groups) {
      const label = {
        de: () => pick(t, ['Summe Lieferschein', 'Zwischensumme', `Summe Lieferschein ${gno}`]),
        en: () => pick(t, ['Subtotal', `Subtotal order ${gno}`]),
        fr: () => pick(t, ['Sous-total BL', `Sous-total BL ${gno}`]),
        nl: () => pick(t, ['Subtotaal pakbon', 'Subtotaal']),
      }[lang]();
      entries.push({ kind: 'sum', label, amount: round(gsum) });
    }
  }
  if (sp.notes.length && t.rnd() < 0.5) entries.push({ kind: 'note', text: pick(t, sp.notes) });
  // ensure at least one ordinary item and that zero/negatives do not dominate
  d.entries = entries;
  const items = entries.filter((e): e is Item => e.kind === 'item');
  const lineNet = items.reduce((acc, l) => acc.plus(dec(l.net)), dec(0));
  const main = rates[0] ?? '19';
  if (sp.charges.length && t.rnd() < 0.65) {
    d.charges.push({ label: pick(t, sp.charges), amount: (t.int(450, 4900) / 100).toFixed(2), rate: main });
    if (t.rnd() < 0.3)
      d.charges.push({
        label: sp.charges.find((c) => !d.charges.some((x) => x.label === c)) ?? 'Fracht',
        amount: (t.int(500, 1500) / 100).toFixed(2),
        rate: main,
      });
  }
  if (sp.allowances.length && t.rnd() < 0.45 && lineNet.gt(200))
    d.allowances.push({
      label: pick(t, sp.allowances),
      amount: (t.int(1000, 6000) / 100).toFixed(2),
      rate: main,
    });
  const groupsV = new Map<string, ReturnType<typeof dec>>();
  for (const r of rates) groupsV.set(r, dec(0));
  for (const l of items) groupsV.set(l.rate, (groupsV.get(l.rate) ?? dec(0)).plus(dec(l.net)));
  for (const c of d.charges) groupsV.set(c.rate, (groupsV.get(c.rate) ?? dec(0)).plus(dec(c.amount)));
  for (const c of d.allowances) groupsV.set(c.rate, (groupsV.get(c.rate) ?? dec(0)).minus(dec(c.amount)));
  const used = new Set(items.map((l) => l.rate));
  for (const c of [...d.charges, ...d.allowances]) used.add(c.rate);
  d.vat = [...groupsV.entries()]
    .filter(([r]) => used.has(r))
    .sort((x, y) => Number(y[0]) - Number(x[0]))
    .map(([rate, base]) => ({ rate, base: round(base), tax: round(base.times(dec(rate)).dividedBy(100)) }));
  d.lineNet = round(lineNet);
  const chg = d.charges.reduce((a2, c) => a2.plus(dec(c.amount)), dec(0));
  const alw = d.allowances.reduce((a2, c) => a2.plus(dec(c.amount)), dec(0));
  d.taxEx = round(lineNet.plus(chg).minus(alw));
  d.vatT = round(d.vat.reduce((a2, v) => a2.plus(dec(v.tax)), dec(0)));
  d.gross = round(dec(d.taxEx).plus(dec(d.vatT)));
  return d;
}

/** The rate shown in the VAT column. */
function vatCell(d: Doc, rate: string): string {
  const i = d.sp.rates.indexOf(rate);
  if (d.vatMode === 'code') return d.codes[i] ?? String(i + 1);
  return d.lang === 'en' ? rate : rate.replace('.', ',');
}

function truth(d: Doc): Invoice {
  const inv = emptyInvoice();
  Object.assign(inv, { number: d.number, issueDate: d.issue, currency: d.sp.cur });
  if (d.credit) {
    inv.typeCode = '381';
    inv.precedingInvoices = [{ number: d.credit.orig, issueDate: d.credit.date }];
  } else inv.dueDate = d.due;
  if (d.po) inv.purchaseOrderReference = d.po;
  const addr = (p: KitParty) => ({ line1: p.street, postalCode: p.pc, city: p.city, countryCode: p.country });
  inv.seller = { name: d.s.name, identifiers: [], vatId: d.s.vat, address: addr(d.s) };
  inv.buyer = { name: d.b.name, address: addr(d.b), ...(d.buyerVat ? { vatId: d.b.vat } : {}) };
  inv.paymentInstructions = { typeCode: '58', creditTransfers: [{ accountId: d.iban, providerId: d.bic }] };
  const chg = d.charges.reduce((a, c) => a.plus(dec(c.amount)), dec(0));
  const alw = d.allowances.reduce((a, c) => a.plus(dec(c.amount)), dec(0));
  inv.totals = {
    lineNetTotal: d.lineNet,
    ...(d.allowances.length ? { allowanceTotal: round(alw) } : {}),
    ...(d.charges.length ? { chargeTotal: round(chg) } : {}),
    taxExclusive: d.taxEx,
    vatTotal: d.vatT,
    taxInclusive: d.gross,
    amountDue: d.gross,
  };
  inv.charges = d.charges.map((c) => ({
    amount: c.amount,
    vatCategoryCode: 'S',
    vatRate: c.rate,
    reason: c.label,
  }));
  inv.allowances = d.allowances.map((c) => ({
    amount: c.amount,
    vatCategoryCode: 'S',
    vatRate: c.rate,
    reason: c.label,
  }));
  inv.vatBreakdown = d.vat.map((v) => kitVatRow(v));
  inv.lines = d.entries
    .filter((e): e is Item => e.kind === 'item')
    .map((l) =>
      synthLine({
        id: l.id,
        qty: dec(l.qty).toString(),
        uc: l.unit[1],
        net: l.net,
        netPrice: l.netPrice,
        category: 'S',
        rate: l.rate,
        name: l.name,
      }),
    );
  return inv;
}

const SIZE = 8;
const SUB = 6.5;
/** Points of a text of n characters at a size, wide enough for proportional fonts. */
const wpt = (n: number, size = SIZE) => n * size * 0.6;

function draw(d: Doc, rows: Row[]): number {
  const t = d.t;
  const L = LABELS[d.lang];
  const P = pager(rows, 60, 745);
  const { put } = P;
  const bottom = 745;
  // letterhead
  const right = t.rnd() < 0.4;
  put(42, right ? 545 : 50, d.s.name, { size: 14, bold: true, right });
  put(60, right ? 545 : 50, `${d.s.street} · ${cityLine(d.s)}`, { size: 7.5, right });
  put(128, 50, `${d.s.name} · ${d.s.street} · ${cityLine(d.s)}`, { size: 6 });
  const cn: Record<string, string> = {
    DE: 'Deutschland',
    AT: 'Österreich',
    BE: d.lang === 'fr' ? 'Belgique' : 'België',
    NL: 'Nederland',
    GB: 'United Kingdom',
    IE: 'Ireland',
    FR: 'France',
  };
  const bl = [d.b.name, d.b.street, cityLine(d.b)];
  if (d.b.country !== d.s.country) bl.push(cn[d.b.country] ?? d.b.country);
  P.block(bl, 50, 142, { size: 9.5 });
  // info block
  const info: Array<[string, string]> = [
    [
      d.credit
        ? d.lang === 'de'
          ? 'Gutschrift-Nr.'
          : d.lang === 'en'
            ? 'Credit note No.'
            : d.lang === 'fr'
              ? 'Avoir n°'
              : 'Creditnota nr.'
        : pick(t, L.number),
      d.number,
    ],
    [
      d.credit ? { de: 'Datum', en: 'Date', fr: 'Date', nl: 'Datum' }[d.lang] : pick(t, L.date),
      dateText(d, d.issue),
    ],
    [pick(t, L.cust), d.cust],
  ];
  if (!d.credit) info.push([pick(t, L.due), dateText(d, d.due)]);
  if (d.po) info.push([pick(t, L.po), d.po]);
  if (d.buyerVat && d.b.vatShown) info.push([pick(t, L.bvat), d.b.vatShown]);
  P.kv(140, 350, 545, info, { size: 8.5 }, 12);
  let y = 150 + info.length * 12 + 30;
  y = Math.max(y, 250);
  const title = d.credit
    ? pick(t, L.credit)
    : d.sp.groups && t.rnd() < 0.5
      ? pick(t, L.titleSammel)
      : pick(t, L.title);
  put(y, 50, title, { size: 14, bold: true });
  y += 22;
  if (d.credit) {
    const ref = {
      de: `zur Rechnung ${d.credit.orig} vom ${dateText(d, d.credit.date)}`,
      en: `relating to invoice ${d.credit.orig} dated ${dateText(d, d.credit.date)}`,
      fr: `se rapportant à la facture ${d.credit.orig} du ${dateText(d, d.credit.date)}`,
      nl: `betreft factuur ${d.credit.orig} van ${dateText(d, d.credit.date)}`,
    }[d.lang];
    put(y, 50, ref, { size: 9 });
    y += 14;
  }
  const intro = d.credit ? '' : pick(t, L.intro);
  if (intro) {
    put(y, 50, intro, { size: 9 });
    y += 16;
  }
  // columns: widths in characters from heads and content
  const items = d.entries.filter((e): e is Item => e.kind === 'item' || e.kind === 'opt');
  const cell = (c: Col, l: Item): string => {
    switch (c) {
      case 'pos':
        return l.pos;
      case 'qty':
        return `${qtyText(d, l.qty, l.qtyDec)}${d.glued ? ` ${l.unit[0]}` : ''}`;
      case 'unit':
        return l.unit[0];
      case 'price': {
        const p = money(d, l.price);
        if (l.per > 1 && !d.cols.includes('per')) {
          const perT = qtyText(d, String(l.per), 0);
          return d.lang === 'fr'
            ? `${p} ${l.per === 100 ? 'le cent' : 'le mille'}`
            : d.lang === 'en'
              ? `${p}/${perT}`
              : `${p} / ${perT}`;
        }
        return p;
      }
      case 'per':
        return qtyText(d, String(l.per), 0);
      case 'disc':
        return l.disc ? (d.lang === 'en' ? `${l.disc}%` : `${l.disc} %`) : '';
      case 'amount': {
        if (l.kind === 'opt') return l.optText;
        const m = money(d, d.sp.disc === 'row' ? l.gross : l.net);
        if (l.zeroWord) return { de: 'kostenlos', en: 'No charge', fr: 'gratuit', nl: 'gratis' }[d.lang];
        return d.vatMode === 'star' && l.rate !== d.sp.rates[0] ? `${m} *` : m;
      }
      case 'vat':
        return vatCell(d, l.rate) + (d.vatMode === 'col' ? (d.lang === 'en' ? '%' : ' %') : '');
      default:
        return '';
    }
  };
  const width: Record<string, number> = {};
  for (const c of d.cols) {
    if (c === 'desc') continue;
    let w = (d.heads[c] ?? '').length;
    for (const l of items) w = Math.max(w, cell(c, l).length);
    width[c] = w;
  }
  const gap = 10;
  const others = d.cols.filter((c) => c !== 'desc').reduce((a, c) => a + wpt(width[c] ?? 4) + gap, 0);
  const descW = 495 - others;
  const maxChars = Math.floor(descW / (SIZE * 0.6));
  // re-wrap names that do not fit
  for (const l of items)
    if (l.nameLines.some((s) => s.length > maxChars)) l.nameLines = wrapWords(l.name, Math.max(12, maxChars));
  const x: Record<string, number> = {};
  let cx = 50;
  for (const c of d.cols) {
    const w = c === 'desc' ? descW : wpt(width[c] ?? 4);
    x[c] = ['pos', 'desc', 'unit'].includes(c) ? cx : cx + w;
    cx += w + gap;
  }
  const descX = x.desc ?? 50;
  const amtX = x.amount ?? 545;
  const drawHead = (yy: number) => {
    if (d.rule) put(yy - 6, 50, '─'.repeat(82), { size: 6 });
    for (const c of d.cols)
      put(yy, x[c] ?? 50, d.heads[c] ?? '', {
        size: SIZE,
        bold: true,
        right: !['pos', 'desc', 'unit'].includes(c),
      });
    if (d.rule) put(yy + 11, 50, '─'.repeat(82), { size: 6 });
    return yy + (d.rule ? 20 : 14);
  };
  y = drawHead(y);
  let carried = dec(0);
  const carryLabel = {
    de: [pick(t, ['Übertrag', 'Zwischensumme Übertrag']), pick(t, ['Übertrag von Seite', 'Übertrag'])],
    en: ['Carried forward', 'Brought forward'],
    fr: [pick(t, ['À reporter', 'Report']), 'Report'],
    nl: [pick(t, ['Transporteren', 'Transport']), 'Transport'],
  }[d.lang];
  const fit = (h: number) => {
    if (y + h <= bottom - 16) return;
    put(y + 2, descX, carryLabel[0] ?? '', { size: SIZE, bold: true });
    put(y + 2, amtX, money(d, round(carried)), { size: SIZE, bold: true, right: true });
    y = P.next();
    put(y - 20, 50, `${title} ${d.number}`, { size: 8 });
    y = drawHead(y + 4);
    const prev = P.page() - 1;
    put(y, descX, `${carryLabel[1]}${carryLabel[1]?.endsWith('Seite') ? ` ${prev}` : ''}`, {
      size: SIZE,
      bold: true,
    });
    put(y, amtX, money(d, round(carried)), { size: SIZE, bold: true, right: true });
    y += 14;
  };
  const lh = SIZE + 3;
  const sh = SUB + 2.5;
  for (const e of d.entries) {
    if (e.kind === 'head') {
      fit(lh + 4 + 2 * lh);
      y += 3;
      put(y, 50, e.text, { size: SIZE, bold: true });
      y += lh + 2;
      continue;
    }
    if (e.kind === 'sum') {
      fit(lh + 6);
      put(y, descX, e.label, { size: SIZE, bold: true });
      put(y, amtX, money(d, e.amount), { size: SIZE, bold: true, right: true });
      y += lh + 6;
      continue;
    }
    if (e.kind === 'note') {
      fit(lh + 2);
      put(y, descX, e.text, { size: SIZE });
      y += lh + 2;
      continue;
    }
    const discRow = d.sp.disc === 'row' && e.kind === 'item' && e.disc !== '';
    const h = (e.optLabel ? sh : 0) + e.nameLines.length * lh + e.subs.length * sh + (discRow ? lh : 0) + 3;
    fit(h);
    if (e.optLabel) {
      put(y, descX, `${e.optLabel}:`, { size: SUB, bold: true });
      y += sh;
    }
    for (const c of d.cols) {
      if (c === 'desc') continue;
      const v = cell(c, e);
      if (v) put(y, x[c] ?? 50, v, { size: SIZE, right: !['pos', 'unit'].includes(c) });
    }
    e.nameLines.forEach((s, i) => void put(y + i * lh, descX, s, { size: SIZE }));
    y += e.nameLines.length * lh;
    for (const s of e.subs) {
      put(y, descX + 6, s, { size: SUB });
      y += sh;
    }
    if (discRow) {
      const da = e.discAmt;
      const lbl =
        d.lang === 'nl'
          ? pick(t, [`korting ${e.disc}%`, `Korting ${e.disc} %`])
          : pick(t, [`abzgl. ${e.disc} % Rabatt`, `Nachlass ${e.disc},00 %`]);
      put(y, descX + 12, lbl, { size: SIZE });
      put(y, amtX, `-${money(d, da)}`, { size: SIZE, right: true });
      y += lh;
    }
    y += 3;
    if (e.kind === 'item') carried = carried.plus(dec(e.net));
  }
  if (d.rule) put(y, 50, '─'.repeat(82), { size: 6 });
  y += 10;
  // legend
  const legend = (): string => {
    const r = d.sp.rates;
    if (d.vatMode === 'code') {
      const parts = r.map((rate, i) => `${d.codes[i] ?? i + 1} = ${pct(d, rate)}`);
      return {
        de: `MwSt.-Kennzeichen: ${parts.join(', ')}`,
        en: `VAT codes: ${parts.join(' · ')}`,
        fr: `Codes TVA : ${parts.join(' ; ')}`,
        nl: `Btw-codes: ${parts.join(', ')}`,
      }[d.lang];
    }
    if (d.vatMode === 'star') {
      return {
        de: `* = ermäßigter Steuersatz ${pct(d, r[1] ?? '7')}, alle übrigen Positionen ${pct(d, r[0] ?? '19')}`,
        en: `* = reduced rate ${pct(d, r[1] ?? '5')}`,
        fr: `* = TVA ${pct(d, r[1] ?? '5.5')}`,
        nl: `* = ${pct(d, r[1] ?? '9')} btw, overige regels ${pct(d, r[0] ?? '21')} btw`,
      }[d.lang];
    }
    return '';
  };
  const lg = legend();
  if (lg && d.vat.length > 0) {
    y = P.need(y, 14);
    put(y, 50, lg, { size: 7 });
    y += 14;
  }
  // totals
  const T = {
    de: {
      goods: pick(t, ['Warenwert netto', 'Summe Positionen', 'Nettowarenwert']),
      net: pick(t, ['Nettobetrag', 'Gesamt netto']),
      vat: (r: string, base: string) => `zzgl. ${pct(d, r)} MwSt. auf ${base}`,
      vatT: 'MwSt. gesamt',
      gross: pick(t, ['Rechnungsbetrag', 'Gesamtbetrag', 'Endbetrag']),
      less: 'abzgl.',
    },
    en: {
      goods: pick(t, ['Goods total', 'Subtotal']),
      net: pick(t, ['Total net', 'Net total']),
      vat: (r: string, base: string) => `VAT ${pct(d, r)} on ${base}`,
      vatT: 'Total VAT',
      gross: pick(t, ['TOTAL DUE', 'Invoice total', 'Total']),
      less: 'Less',
    },
    fr: {
      goods: pick(t, ['Total marchandises HT', 'Sous-total HT']),
      net: pick(t, ['Total HT', 'Net HT']),
      vat: (r: string, base: string) => `TVA ${pct(d, r)} sur ${base}`,
      vatT: 'Total TVA',
      gross: pick(t, ['Total TTC', 'Net à payer TTC']),
      less: '',
    },
    nl: {
      goods: pick(t, ['Subtotaal goederen', 'Totaal regels']),
      net: pick(t, ['Totaal excl. btw', 'Netto']),
      vat: (r: string, base: string) => `Btw ${pct(d, r)} over ${base}`,
      vatT: 'Totaal btw',
      gross: pick(t, ['Totaal incl. btw', 'Te betalen']),
      less: '',
    },
  }[d.lang];
  const cur = d.sp.cur === 'GBP' ? '£' : pick(t, ['€', 'EUR']);
  const tot: Array<[string, string]> = [[T.goods, money(d, d.lineNet)]];
  for (const a of d.allowances)
    tot.push([`${T.less ? `${T.less} ` : ''}${a.label}`, `-${money(d, a.amount)}`]);
  for (const c of d.charges) tot.push([c.label, money(d, c.amount)]);
  if (d.charges.length || d.allowances.length) tot.push([T.net, money(d, d.taxEx)]);
  for (const v of d.vat) tot.push([T.vat(v.rate, money(d, v.base)), money(d, v.tax)]);
  if (d.vat.length > 1) tot.push([T.vatT, money(d, d.vatT)]);
  y = P.need(y, tot.length * 12 + 20);
  y = P.kv(y, 300, 545, tot, { size: 8.5 }, 12);
  put(y + 2, 300, `${T.gross} ${cur}`, { size: 10, bold: true });
  put(y + 2, 545, money(d, d.gross), { size: 10, bold: true, right: true });
  y += 22;
  const pay = {
    de: d.credit
      ? 'Der Betrag wird Ihrem Konto gutgeschrieben.'
      : pick(t, [
          'Bei Zahlung innerhalb von 8 Tagen gewähren wir 2 % Skonto.',
          'Zahlbar ohne Abzug.',
          'Skonto nur bei Zahlungseingang innerhalb von 10 Tagen: 2 %.',
        ]),
    en: d.credit
      ? 'This amount will be credited to your account.'
      : pick(t, ['Payment by bank transfer please.', 'Settlement discount 2 % if paid within 7 days.']),
    fr: d.credit
      ? 'Montant porté au crédit de votre compte.'
      : pick(t, [
          'Escompte pour paiement anticipé : néant.',
          'Pénalités de retard : 3 fois le taux d’intérêt légal. Indemnité forfaitaire 40 €.',
        ]),
    nl: d.credit
      ? 'Het bedrag wordt verrekend.'
      : pick(t, [
          'Betaling binnen 30 dagen onder vermelding van het factuurnummer.',
          'Bij betaling binnen 8 dagen 2 % kredietbeperking.',
        ]),
  }[d.lang];
  y = P.need(y, 12);
  put(y, 50, pay, { size: 8 });
  const pages = P.pages();
  // footer on every page
  const svatL = pick(t, L.svat);
  const ibanShown = t.rnd() < 0.5 ? spaced(d.iban) : d.iban;
  for (let pg = 1; pg <= pages; pg++) {
    rows.push([772, 50, `${d.s.name} · ${d.s.street} · ${cityLine(d.s)}`, { size: 6.5, page: pg }]);
    rows.push([781, 50, `${svatL} ${d.s.vatShown ?? d.s.vat ?? ''}`, { size: 6.5, page: pg }]);
    rows.push([790, 50, `IBAN ${ibanShown} · BIC ${d.bic}`, { size: 6.5, page: pg }]);
    rows.push([800, 545, L.page(pg, pages), { size: 6.5, page: pg, right: true }]);
  }
  return pages;
}

/** Document k of blind36: its truth, its rows and its page count. */
export function generateBlind36(k: number, h: Helpers): { inv: Invoice; rows: Row[]; nPages: number } {
  const d = build(k, h);
  const rows: Row[] = [];
  const nPages = draw(d, rows);
  return { inv: truth(d), rows: rows.filter((r) => r[2].trim()), nPages };
}
