/**
 * Cases of Italian invoice prints (session 17), from two layouts each, failing before:
 * - the buyer's cue "Spett.le" over the legal term "Cessionario/committente", the name under both:
 *   the second cue is no name (parties.ts, cueBlocks);
 * - the province in brackets after the town ("37121 Verona (VR)") is no part of the town
 *   (parties.ts, parsePostcodeLine; "Halle (Saale)" keeps its brackets);
 * - "Scadenze: 10/03/2026 € …" (the instalments' dates) names the due date (lexicon/it.ts).
 * Layouts: blind15 `fic` (a Fatture-in-Cloud-like courtesy copy) and a FatturaPA courtesy print
 * with "Cedente/prestatore" over the seller.
 */
import type { StyledRow } from '../test-layout.ts';

export interface ItalianCase {
  name: string;
  rows: StyledRow[];
  seller: [string, string, string];
  buyer: [string, string, string];
  due: string;
}

export const ITALIAN_CASES: ItalianCase[] = [
  {
    name: 'Fatture-in-Cloud-like: "Spett.le" / "Cessionario/committente", "Verona (VR)", "Scadenze:" (blind15 fic)',
    rows: [
      [38, 50, 'Officine Servizi S.n.c.', 12, true],
      [38, 330, 'Spett.le', 8],
      [51, 330, 'Cessionario/committente', 8],
      [57, 50, 'Corso Italia 118', 9],
      [63, 50, '37121 Verona (VR)', 9],
      [63, 330, 'Rheinbau KG', 9],
      [74, 50, 'P.IVA IT02813764576 - C.F. 02813764576', 9],
      [74, 330, 'Gartenstraße 56', 9],
      [85, 330, '04260 Leipzig', 9],
      [96, 330, 'Germania', 9],
      [124, 50, 'Tipo documento', 8],
      [124, 140, 'Numero', 8],
      [124, 230, 'Data', 8],
      [135, 50, 'Fattura', 9],
      [135, 140, '66/2026', 9],
      [135, 230, '24/02/2026', 9],
      [270, 330, 'Totale documento', 9],
      [270, 480, '€ 1.000,00', 9],
      [323, 50, 'Scadenze: 10/03/2026 € 1.000,00', 9],
    ],
    seller: ['Officine Servizi S.n.c.', '37121', 'Verona'],
    buyer: ['Rheinbau KG', '04260', 'Leipzig'],
    due: '2026-03-10',
  },
  {
    name: 'FatturaPA courtesy print: "Cedente/prestatore", "Spett.le" over "Cessionario/committente", "Milano (MI)"',
    rows: [
      [40, 50, 'Cedente/prestatore (fornitore)', 8, true],
      [52, 50, 'Tipografia Lombarda S.r.l.', 9],
      [63, 50, 'Via Solferino 12', 9],
      [74, 50, '20121 Milano (MI)', 9],
      [85, 50, 'P.IVA IT01234567897', 9],
      [40, 330, 'Spett.le', 8, true],
      [52, 330, 'Cessionario/committente (cliente)', 8, true],
      [64, 330, 'Studio Associato Ferri', 9],
      [75, 330, 'Corso Vittorio Emanuele 30', 9],
      [86, 330, '10121 Torino (TO)', 9],
      [130, 50, 'Fattura n. 118/2027 del 15/03/2027', 11, true],
      [300, 330, 'Totale documento', 9],
      [300, 480, '€ 2.440,00', 9],
      [330, 50, 'Scadenze: 14/04/2027', 9],
    ],
    seller: ['Tipografia Lombarda S.r.l.', '20121', 'Milano'],
    buyer: ['Studio Associato Ferri', '10121', 'Torino'],
    due: '2027-04-14',
  },
];
