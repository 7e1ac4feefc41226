/**
 * Cases of session 27 (issue 19, seen set blind45: international trade and e-commerce), from two
 * layouts each, failing before:
 * - a head in two languages names the kind both halves name ("Menge/Qty", "Einheit / Unit";
 *   table/heads.ts `classifyIn`); a weight head ("kg net", "Net weight", "Gewicht") is no amount
 *   whatever word it holds (lexicon/table.ts `WEIGHT_HEAD`); "Pos." over positions counted in tens
 *   (10, 20, 30) stays the position column where the numbers give the table's other columns
 *   (`withWordsPos`); a price per kilogram stays a price ("Tarif €/kg", guard, read before);
 * - a country's code after the town and its province: "37121 Verona (VR) IT", "1010 Wien AT"
 *   (parties.ts `pcLineParts`); a continental address printed the British way, the postcode on
 *   its own line under the town ("München" / "81561" / "Germany"; `joinCityPostcode`);
 * - no IBAN and no BIC: a US account number printed with its routing number ("ACH: Chase Bank ·
 *   Routing 205213745 · Account 518203756", "Account 4471 … ABA 021000021") is the account
 *   (readers/accounts.ts `bankCodeAccount`).
 */
import type { StyledRow } from '../test-layout.ts';

export interface Trade27Case {
  name: string;
  rows: StyledRow[];
  /** [id, quantity, price, net] per line, where the case checks them */
  lines?: Array<[string, string, string, string]>;
  /** [seller city, seller country, buyer city, buyer country], where the case checks them */
  towns?: [string, string, string, string];
  account?: string;
}

/** A seller and a buyer one under the other at the left, number and date at the right. */
function head(seller: string[], buyer: string[], no: string, date: string): StyledRow[] {
  return [
    ...seller.map((t, i): StyledRow => [40 + i * 11, 50, t, i === 0 ? 13 : 8, i === 0]),
    ...buyer.map((t, i): StyledRow => [110 + i * 12, 50, t, 10]),
    [110, 380, 'Invoice No.', 9],
    [110, 470, no, 9],
    [122, 380, 'Date', 9],
    [122, 470, date, 9],
  ];
}

export const TRADE27_CASES: Trade27Case[] = [
  {
    name: 'a German export invoice: bilingual heads, a "kg net" column, positions 10, 20, 30',
    rows: [
      ...head(
        ['Lumibau GmbH', 'Gartenstraße 39 · 50905 Köln · Germany'],
        ['Fjordline Maskin AS', 'Karl Johans gate 45', '0150 Oslo', 'NORWEGEN'],
        'AR-20263901',
        '02.01.2026',
      ),
      [200, 50, 'Pos.', 7, true],
      [200, 75, 'Beschreibung / Description', 7, true],
      [200, 300, 'HS-Code', 7, true],
      [200, 370, 'kg net', 7, true],
      [200, 424, 'Menge/Qty', 7, true],
      [200, 462, 'Preis/Price', 7, true],
      [200, 534, 'EUR', 7, true],
      [214, 50, '10', 7],
      [214, 75, 'Hydraulikpumpe HP-40 / Hydraulic pump HP-40', 7],
      [214, 300, '8413 50 20', 7],
      [214, 377.5, '49,60', 7],
      [214, 434, '4 Stk.', 7],
      [214, 475.5, '1.365,69', 7],
      [214, 517, '5.462,76', 7],
      [226, 50, '20', 7],
      [226, 75, 'Zahnriemen HTD 8M / Timing belt HTD 8M', 7],
      [226, 300, '4010 39 00', 7],
      [226, 381, '1,20', 7],
      [226, 434, '4 Stk.', 7],
      [226, 482.5, '30,04', 7],
      [226, 524, '120,16', 7],
      [238, 50, '30', 7],
      [238, 75, 'Elektromotor 1,5 kW / Electric motor 1.5 kW', 7],
      [238, 300, '8501 52 20', 7],
      [238, 377.5, '55,50', 7],
      [238, 434, '3 Stk.', 7],
      [238, 479, '272,71', 7],
      [238, 524, '818,13', 7],
      [270, 330, 'Warenwert / Value of goods', 8],
      [270, 509, '6.401,05', 8],
      [282, 330, 'Gesamtbetrag / Total EUR', 8],
      [282, 509, '6.401,05', 8],
    ],
    lines: [
      ['10', '4', '1365.69', '5462.76'],
      ['20', '4', '30.04', '120.16'],
      ['30', '3', '272.71', '818.13'],
    ],
  },
  {
    name: 'a Dutch wholesaler exporting: "Aantal / Qty", "Gewicht (kg)", positions 100, 200',
    rows: [
      ...head(
        ['Van Dijk Techniek B.V.', 'Industrieweg 12 · 3542 AD Utrecht · Nederland'],
        ['Nordic Tools Oy', 'Mannerheimintie 5', '00100 Helsinki', 'Finland'],
        'F-2026-0415',
        '14-03-2026',
      ),
      [200, 50, 'Pos.', 8, true],
      [200, 80, 'Omschrijving / Description', 8, true],
      [200, 330, 'Gewicht (kg)', 8, true],
      [200, 400, 'Aantal / Qty', 8, true],
      [200, 460, 'Prijs', 8, true],
      [200, 520, 'Bedrag', 8, true],
      [214, 50, '100', 8],
      [214, 80, 'Boormachine BM-18', 8],
      [214, 350, '12,40', 8],
      [214, 420, '6', 8],
      [214, 460, '89,50', 8],
      [214, 520, '537,00', 8],
      [226, 50, '200', 8],
      [226, 80, 'Accuset 18 V', 8],
      [226, 354, '3,20', 8],
      [226, 420, '10', 8],
      [226, 460, '45,00', 8],
      [226, 520, '450,00', 8],
      [256, 330, 'Totaal excl. btw', 8],
      [256, 520, '987,00', 8],
      [268, 330, 'Totaal', 8],
      [268, 520, '987,00', 8],
    ],
    lines: [
      ['100', '6', '89.50', '537.00'],
      ['200', '10', '45.00', '450.00'],
    ],
  },
  {
    name: 'an Italian fattura: "37121 Verona (VR) IT" and "20121 Milano (MI) IT" side by side',
    rows: [
      [60, 50, 'Cedente/Prestatore', 8, true],
      [60, 330, 'Cessionario/Committente', 8, true],
      [72, 50, 'Vetreria Tecnica S.n.c.', 9],
      [72, 330, 'Vetreria Servizi S.p.A.', 9],
      [84, 50, 'Viale Monza 87', 9],
      [84, 330, 'Via Garibaldi 66', 9],
      [96, 50, '37121 Verona (VR) IT', 9],
      [96, 330, '20121 Milano (MI) IT', 9],
      [108, 50, 'P.IVA IT07914775499', 9],
      [108, 330, 'P.IVA IT46680180836', 9],
      [150, 50, 'FATTURA N. 431/2026 del 27/06/2026', 11, true],
    ],
    towns: ['Verona', 'IT', 'Milano', 'IT'],
  },
  {
    name: 'an Austrian invoice to Switzerland: "1010 Wien AT" and "8001 Zürich CH" under their names',
    rows: [
      [40, 50, 'Alpenholz Handels GmbH', 13, true],
      [55, 50, 'Kärntner Ring 5', 9],
      [66, 50, '1010 Wien AT', 9],
      [77, 50, 'UID: ATU12345678', 9],
      [130, 50, 'Rechnungsempfänger:', 9, true],
      [142, 50, 'Seeblick Bau AG', 10],
      [154, 50, 'Bahnhofstrasse 10', 10],
      [166, 50, '8001 Zürich CH', 10],
      [130, 380, 'Rechnung Nr.', 9],
      [130, 470, 'R-2026-77', 9],
    ],
    towns: ['Wien', 'AT', 'Zürich', 'CH'],
  },
  {
    name: 'a US vendor: "ACH: Chase Bank · Routing 205213745 · Account 518203756"',
    rows: [
      ...head(
        ['Granite Peak Logistics Inc.', '5927 Hillsborough St', 'Raleigh, NC 27601'],
        ['Silver Creek Outfitters Inc.', '4364 Church Street', 'Minneapolis, MN 55401'],
        '36273',
        '08/20/2026',
      ),
      [200, 50, 'Description', 9, true],
      [200, 500, 'Amount', 9, true],
      [214, 50, 'Pallet jack rental, weekly', 9],
      [214, 504, '2,759.93', 9],
      [240, 380, 'Total', 9],
      [240, 500, '$2,759.93', 9],
      [280, 50, 'ACH: Chase Bank · Routing 205213745 · Account 518203756', 8],
    ],
    account: '518203756',
  },
  {
    name: 'a US consultant: "Account No. 4471902235 / ABA 021000021" under "Wire instructions"',
    rows: [
      ...head(
        ['Bluewater Analytics LLC', '200 Park Avenue', 'New York, NY 10166'],
        ['Harbor Foods Inc.', '12 Pier Road', 'Boston, MA 02110'],
        'BA-1182',
        '11/02/2026',
      ),
      [200, 50, 'Description', 9, true],
      [200, 500, 'Amount', 9, true],
      [214, 50, 'Data pipeline review', 9],
      [214, 504, '4,800.00', 9],
      [240, 380, 'Total', 9],
      [240, 500, '$4,800.00', 9],
      [280, 50, 'Wire instructions', 8, true],
      [292, 50, 'Account No. 4471902235 / ABA 021000021', 8],
    ],
    account: '4471902235',
  },
  {
    name: 'a British invoice to a German buyer: "München" / "81561" / "Germany" under "Invoice to:"',
    rows: [
      [40, 50, 'Bergbau Ltd.', 12, true],
      [54, 50, '106 High Street', 9],
      [65, 50, 'Bristol', 9],
      [76, 50, 'BS4 8TR', 9],
      [90, 50, 'VAT Reg. No. GB 666 6949 76', 9],
      [130, 50, 'Invoice to:', 9, true],
      [142, 50, 'Eichenform GmbH', 10],
      [154, 50, 'Bahnhofstr. 22a', 10],
      [166, 50, 'München', 10],
      [178, 50, '81561', 10],
      [190, 50, 'Germany', 10],
      [130, 380, 'Invoice No.', 9],
      [130, 470, 'INV-13353', 9],
    ],
    towns: ['Bristol', 'GB', 'München', 'DE'],
  },
  {
    name: 'an Irish invoice to a French buyer: "Lyon" / "69002" / "France" under "Bill to"',
    rows: [
      [40, 400, 'Kells Office Supplies Ltd', 11, true],
      [54, 400, '4 Main Street', 9],
      [65, 400, 'Galway H91 E2K3', 9],
      [120, 50, 'Bill to', 9, true],
      [132, 50, 'Atelier Martin SARL', 10],
      [144, 50, '5 avenue Foch', 10],
      [156, 50, 'Lyon', 10],
      [168, 50, '69002', 10],
      [180, 50, 'France', 10],
      [120, 380, 'Invoice No.', 9],
      [120, 470, 'KOS-2240', 9],
    ],
    towns: ['Galway', 'IE', 'Lyon', 'FR'],
  },
  {
    name: 'a French carrier: the weight as the quantity, "Tarif €/kg" the price (guard, read before)',
    rows: [
      ...head(
        ['Transports Garnier SAS', '12 rue du Port · 33000 Bordeaux'],
        ['Holzbau Steiner GmbH', 'Hauptstraße 5', '1010 Wien', 'Autriche'],
        'TG-2026-377',
        '12/03/2026',
      ),
      [210, 50, 'N°', 8, true],
      [210, 118, 'Poids kg', 8, true],
      [210, 190, 'Prestation', 8, true],
      [210, 440, 'Tarif €/kg', 8, true],
      [210, 510, 'Montant HT', 8, true],
      [226, 50, '1', 8],
      [226, 130, '7 996', 8],
      [226, 190, 'Groupage Bordeaux → Wien, 4 palettes', 8],
      [226, 452, '0,3759', 8],
      [226, 515, '3 005,70', 8],
      [240, 50, '2', 8],
      [240, 134, '1 200', 8],
      [240, 190, 'Groupage Bordeaux → Linz, 1 palette', 8],
      [240, 452, '0,4100', 8],
      [240, 519, '492,00', 8],
      [270, 380, 'Total HT', 8],
      [270, 515, '3 497,70', 8],
    ],
    lines: [
      ['1', '7996', '0.3759', '3005.70'],
      ['2', '1200', '0.4100', '492.00'],
    ],
  },
];
