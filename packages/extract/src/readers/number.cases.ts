/**
 * Cases of the `number` reader (readers/number.ts) from several layouts: a label/value row, a
 * title line with number and date, a French title over "N°", an English "Invoice #"; and a
 * preceding invoice's number that is not this one's; a bare "Numéro" / "Number" over the date
 * label while the seller's address column beside it puts its lines between them (session 17:
 * blind13 `frfact` and an English two-column header); a label row over its values with a bare
 * "Numero" / "Nummer" beside the date's label (blind15 `fic` and a German ERP header grid).
 */
import type { Row } from '../test-layout.ts';

export interface NumberCase {
  name: string;
  rows: Row[];
  /** the invoice number read (undefined: none) */
  number: string | undefined;
}

export const NUMBER_CASES: NumberCase[] = [
  {
    name: 'label and value in two columns (German info block)',
    rows: [
      [100, 340, 'Rechnungsnummer'],
      [100, 460, 'RE-2024-0042'],
      [112, 340, 'Datum'],
      [112, 460, '15.11.2024'],
    ],
    number: 'RE-2024-0042',
  },
  {
    name: 'title line with number and date (German letter)',
    rows: [[140, 40, 'Rechnung Nr. 2024-117 vom 15.11.2024']],
    number: '2024-117',
  },
  {
    name: 'English title with a hash',
    rows: [[60, 40, 'Invoice # INV-7781']],
    number: 'INV-7781',
  },
  {
    name: 'French title, the number under it',
    rows: [
      [60, 40, 'FACTURE'],
      [74, 40, 'N° F2024-031'],
    ],
    number: 'F2024-031',
  },
  {
    name: 'bare "Numéro" over "Date d\'émission", the address column\'s lines between (blind13 frfact)',
    rows: [
      [38, 50, 'Terratech SA'],
      [38, 464, 'FACTURE'],
      [57, 50, '87 place du Marché'],
      [63, 380, 'Numéro'],
      [63, 496, 'F-2026-0772'],
      [68, 50, '75010 Paris'],
      [75, 380, "Date d'émission"],
      [75, 501, '05/12/2026'],
      [79, 50, 'Tél. : +33 4 5677 8866'],
      [87, 50, 'facturation@terratech.example'],
      [87, 380, "Date d'échéance"],
      [87, 501, '12/12/2026'],
    ],
    number: 'F-2026-0772',
  },
  {
    name: 'bare "Number" over "Date", the seller\'s town line between (English two-column header)',
    rows: [
      [40, 40, 'Northgate Design Studio Ltd'],
      [40, 470, 'INVOICE'],
      [54, 40, '14 Carver Street'],
      [60, 360, 'Number'],
      [60, 470, 'ND-0193'],
      [66, 40, 'Sheffield S1 4FS'],
      [72, 360, 'Date'],
      [72, 470, '14/03/2027'],
      [78, 40, 'VAT Reg. GB 123 4567 89'],
    ],
    number: 'ND-0193',
  },
  {
    name: 'label row "Tipo documento | Numero | Data | Pagina" over its values (blind15 fic)',
    rows: [
      [40, 50, 'Officine Servizi S.n.c.'],
      [124, 50, 'Tipo documento'],
      [124, 140, 'Numero'],
      [124, 230, 'Data'],
      [124, 320, 'Pagina'],
      [135, 50, 'Fattura'],
      [135, 140, '66/2026'],
      [135, 230, '24/02/2026'],
      [135, 320, '1/1'],
    ],
    number: '66/2026',
  },
  {
    name: 'label row "Belegart | Nummer | Datum | Kunde" over its values (German ERP header grid)',
    rows: [
      [40, 40, 'Hansen Haustechnik GmbH'],
      [150, 40, 'Belegart'],
      [150, 140, 'Nummer'],
      [150, 240, 'Datum'],
      [150, 340, 'Kunde'],
      [162, 40, 'Rechnung'],
      [162, 140, '2027-00815'],
      [162, 240, '03.02.2027'],
      [162, 340, '10442'],
    ],
    number: '2027-00815',
  },
  {
    name: 'no number printed',
    rows: [
      [60, 40, 'Muster GmbH'],
      [300, 300, 'Gesamtbetrag'],
      [300, 480, '119,00 €'],
    ],
    number: undefined,
  },
];
