/**
 * Cases of the rules written after the first run of the held-out set blind15 (session 14), each
 * from two layouts or more (rows of the generator's documents, cut to what the rule reads):
 * - a Luxembourg post code keeps its "L-" as printed ("L-1855 Luxembourg"): blind15 `sellsy` (a
 *   Luxembourg seller's "Émetteur" block) and blind13 `awsdetail` (the provider under "Service
 *   Provider:" in the foot);
 * - credit-note titles of Belgian French ("NOTE DE CRÉDIT", "Note de crédit n°") and a Spanish
 *   "FACTURA RECTIFICATIVA" that gives goods back ("devolución"): blind15 `sellsy` and `holded`;
 * - a credit note's sentence naming the invoice it corrects and that invoice's date ("Concerne la
 *   facture n° … du …", "Rif. fattura n. … del …") gives neither the number nor the issue date:
 *   blind15 `sellsy` and `fic`.
 */
import type { StyledRow } from '../test-layout.ts';

export interface Blind15Case {
  name: string;
  rows: StyledRow[];
  number?: string;
  type?: string;
  issueDate?: string;
  sellerName?: string;
  sellerPostcode?: string;
  sellerCity?: string;
  buyerPostcode?: string;
}

export const LU_POSTCODE_CASES: Blind15Case[] = [
  {
    name: 'Luxembourg seller in an "Émetteur" box: "L-1855 Luxembourg" (blind15 sellsy)',
    rows: [
      [40, 50, 'NIMBUS WEB SERVICES EMEA S.À R.L.', 15, true],
      [40, 482, 'FACTURE', 18, true],
      [66, 380, 'Facture n°', 8.5],
      [66, 489.8, 'FA-2026-35377', 8.5],
      [78, 380, 'Date', 8.5],
      [78, 502.5, '09/08/2026', 8.5],
      [90, 380, 'Échéance', 8.5],
      [90, 502.5, '19/08/2026', 8.5],
      [102, 380, 'Réf. client', 8.5],
      [102, 515.2, 'CL54140', 8.5],
      [130, 50, 'Émetteur', 8, true],
      [143, 50, 'Nimbus Web Services EMEA S.à r.l.', 8.5],
      [154, 50, '92, Rue de la Gare', 8.5],
      [165, 50, 'L-1855 Luxembourg', 8.5],
      [176, 50, 'TVA LU86500706', 8.5],
      [187, 50, 'Tél. +352 26 546 4060', 8.5],
      [130, 310, 'Destinataire', 8, true],
      [143, 310, 'Bergtech AG', 9],
      [154, 310, 'Schillerplatz 71a', 9],
      [165, 310, '04261 Leipzig', 9],
      [176, 310, 'Allemagne', 9],
      [187, 310, 'TVA DE227749403', 9],
    ],
    sellerPostcode: 'L-1855',
    sellerCity: 'Luxembourg',
    buyerPostcode: '04261',
  },
  {
    name: 'Luxembourg provider under "Service Provider:" in the foot (blind13 awsdetail)',
    rows: [
      [40, 50, 'stratus cloud europe', 16, true],
      [40, 497, 'Tax Invoice', 12, true],
      [80, 330, 'Invoice Summary', 10, true],
      [96, 330, 'Invoice Number:', 8.5],
      [96, 480, 'EUINDE26-204518', 8.5],
      [108, 330, 'Invoice Date:', 8.5],
      [108, 470, 'May 3, 2026', 8.5],
      [100, 50, 'Bill to Address:', 8.5, true],
      [112, 50, 'Kesselwerk GmbH', 8.5],
      [123, 50, 'Hafenstraße 12', 8.5],
      [134, 50, '20457 Hamburg', 8.5],
      [770, 50, 'Service Provider:', 7.5, true],
      [780, 50, '(Not to be used for payment remittance)', 6.5],
      [790, 50, 'Stratus Cloud Europe S.à r.l.', 7],
      [799, 50, '12, Rue de la Gare', 7],
      [808, 50, 'L-1616 Luxembourg', 7],
    ],
    sellerPostcode: 'L-1616',
    sellerCity: 'Luxembourg',
    buyerPostcode: '20457',
  },
];

export const CREDIT_TITLE_CASES: Blind15Case[] = [
  {
    name: 'Belgian "NOTE DE CRÉDIT" with "Concerne la facture n° … du …" (blind15 sellsy)',
    rows: [
      [40, 50, 'LUMIHAUS BVBA', 15, true],
      [40, 419, 'NOTE DE CRÉDIT', 18, true],
      [66, 380, 'Note de crédit n°', 8.5],
      [66, 494, 'NC-2026-5915', 8.5],
      [78, 380, 'Date', 8.5],
      [78, 502.5, '26/04/2026', 8.5],
      [90, 380, 'Réf. client', 8.5],
      [90, 515.2, 'CL06739', 8.5],
      [130, 50, 'Émetteur', 8, true],
      [143, 50, 'Lumihaus BVBA', 8.5],
      [154, 50, 'Veldstraat 25', 8.5],
      [165, 50, '4000 Liège', 8.5],
      [176, 50, "N° d'entreprise BE 0726.159.716", 8.5],
      [187, 50, 'Tél. +32 2 892 8579', 8.5],
      [130, 310, 'Destinataire', 8, true],
      [143, 310, 'Orbisystems SRL', 9],
      [154, 310, 'Veldstraat 11', 9],
      [165, 310, '9040 Gent', 9],
      [176, 310, 'TVA BE0351098177', 9],
      [230, 50, 'Concerne la facture n° FA-2026-99426 du 31/03/2026', 9],
    ],
    type: '381',
    number: 'NC-2026-5915',
    issueDate: '2026-04-26',
  },
  {
    name: 'Spanish "FACTURA RECTIFICATIVA" giving goods back ("devolución de mercancía") (blind15 holded)',
    rows: [
      [45, 50, 'Talleres Sur Técnica S.L.U.', 14, true],
      [63, 50, 'Calle de Alcalá 85', 8],
      [73, 50, '28013 Madrid', 8],
      [83, 50, 'NIF-IVA: ESA22252338', 8],
      [93, 50, 'facturacion@talleres.example', 8],
      [45, 398, 'FACTURA RECTIFICATIVA', 14, true],
      [72, 380, 'Número', 8.5],
      [72, 515.2, 'R261182', 8.5],
      [84, 380, 'Fecha', 8.5],
      [84, 502.5, '09/05/2026', 8.5],
      [96, 380, 'Factura rectificada', 8.5],
      [96, 515.2, 'F266469', 8.5],
      [140, 330, 'CLIENTE', 8, true],
      [153, 330, 'Levante Servicios S.A.', 9],
      [164, 330, 'Avenida de América 121', 9],
      [175, 330, '28013 Madrid', 9],
      [186, 330, 'NIF/VAT: ESA53960390', 9],
      [222, 50, 'Motivo: devolución de mercancía / rectificación de la factura F266469 de 18/03/2026', 8],
    ],
    type: '381',
    number: 'R261182',
    issueDate: '2026-05-09',
  },
];

export const PRECEDING_DATE_CASES: Blind15Case[] = [
  {
    name: 'Italian "Nota di credito" with "Rif. fattura n. … del …" over the items (blind15 fic)',
    rows: [
      [40, 50, 'Adriatica Tecnica S.r.l.', 14, true],
      [58, 50, 'Corso Italia 85', 8],
      [68, 50, '10123 Torino (TO)', 8],
      [78, 50, 'P.IVA IT14121300523 - C.F. 14121300523', 8],
      [88, 50, 'Tel. +39 02 188 1913 - amministrazione@adriatica.example', 8],
      [125, 50, 'Tipo documento', 7, true],
      [136, 50, 'Nota di credito', 9],
      [125, 140, 'Numero', 7, true],
      [136, 140, '6/A', 9],
      [125, 230, 'Data', 7, true],
      [136, 230, '03/01/2026', 9],
      [125, 320, 'Pagina', 7, true],
      [136, 320, '1/1', 9],
      [40, 330, 'Spett.le', 8],
      [52, 330, 'Cessionario/committente', 7, true],
      [64, 330, 'Vetreria Tecnica S.n.c.', 9],
      [75, 330, 'Via Roma 85', 9],
      [86, 330, '40125 Bologna', 9],
      [97, 330, 'P.IVA IT44307468209', 9],
      [165, 50, 'Rif. fattura n. 242/2026 del 16/11/2025', 8.5],
    ],
    type: '381',
    issueDate: '2026-01-03',
  },
];
