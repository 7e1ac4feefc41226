/**
 * Cases of the column roles read from the numbers (table/roles.ts): item tables whose heads are no
 * column words of the lexicon, from two producers of languages the lexicon has no heads of —
 * a Finnish wholesaler ("Nro | Tuotenro | Tuote | Määrä | Yks. | À-hinta | Alv % | Yhteensä":
 * position, article number, name, quantity, unit, price, rate, amount) and a Hungarian office
 * supplier with the amount before the quantity and a discount column ("Megnevezés | Nettó érték |
 * Menny. | Me. | Egységár | Kedv. % | ÁFA"). The rows multiply out (quantity × price, less the
 * discount, = amount); the article numbers are no part of the name. A third table whose numbers do
 * not multiply out (a payment plan) gives no items.
 */
import type { Row } from '../test-layout.ts';

/** A right-aligned cell ending at x `right` (5 pt a character, as test-layout.ts measures). */
const r = (y: number, right: number, text: string): Row => [y, right - text.length * 5, text];

export interface RolesCase {
  name: string;
  rows: Row[];
  mark: ',' | '.';
  /** [name, quantity, unit price, net, VAT rate] per item */
  items: Array<[string, string | undefined, string | undefined, string, string | undefined]>;
}

export const ROLES_CASES: RolesCase[] = [
  {
    name: 'Finnish wholesaler: Nro | Tuotenro | Tuote | Määrä | Yks. | À-hinta | Alv % | Yhteensä',
    mark: ',',
    rows: [
      [200, 50, 'Nro'],
      [200, 80, 'Tuotenro'],
      [200, 150, 'Tuote'],
      r(200, 370, 'Määrä'),
      [200, 380, 'Yks.'],
      r(200, 470, 'À-hinta'),
      r(200, 510, 'Alv %'),
      r(200, 560, 'Yhteensä'),
      [218, 50, '1'],
      [218, 80, '40-1187'],
      [218, 150, 'Kahvinkeitin, teräs'],
      r(218, 370, '2'),
      [218, 380, 'kpl'],
      r(218, 470, '89,90'),
      r(218, 510, '24 %'),
      r(218, 560, '179,80'),
      [232, 50, '2'],
      [232, 80, '40-2210'],
      [232, 150, 'Suodatinpaperi'],
      r(232, 370, '12'),
      [232, 380, 'pkt'],
      r(232, 470, '3,45'),
      r(232, 510, '24 %'),
      r(232, 560, '41,40'),
      [246, 50, '3'],
      [246, 80, '51-0042'],
      [246, 150, 'Kahvi, tumma paahto'],
      r(246, 370, '6,5'),
      [246, 380, 'kg'],
      r(246, 470, '18,20'),
      r(246, 510, '14 %'),
      r(246, 560, '118,30'),
      [280, 380, 'Veroton yhteensä'],
      r(280, 560, '339,50'),
    ],
    items: [
      ['Kahvinkeitin, teräs', '2', '89.90', '179.80', '24'],
      ['Suodatinpaperi', '12', '3.45', '41.40', '24'],
      ['Kahvi, tumma paahto', '6.5', '18.20', '118.30', '14'],
    ],
  },
  {
    name: 'Hungarian office supplier: Megnevezés | Nettó érték | Menny. | Me. | Egységár | Kedv. % | ÁFA',
    mark: ',',
    rows: [
      [300, 50, 'Megnevezés'],
      r(300, 300, 'Nettó érték'),
      r(300, 350, 'Menny.'),
      [300, 360, 'Me.'],
      r(300, 460, 'Egységár'),
      r(300, 510, 'Kedv. %'),
      r(300, 560, 'ÁFA'),
      [318, 50, 'Irodai szék, fekete'],
      r(318, 300, '162,00'),
      r(318, 350, '4'),
      [318, 360, 'db'],
      r(318, 460, '45,00'),
      r(318, 510, '10%'),
      r(318, 560, '27%'),
      [332, 50, 'Nyomtatópapír, doboz'],
      r(332, 300, '95,00'),
      r(332, 350, '10'),
      [332, 360, 'db'],
      r(332, 460, '9,50'),
      r(332, 560, '27%'),
      [346, 50, 'Telepítés, beállítás'],
      r(346, 300, '127,50'),
      r(346, 350, '3'),
      [346, 360, 'óra'],
      r(346, 460, '50,00'),
      r(346, 510, '15%'),
      r(346, 560, '27%'),
      [380, 360, 'Nettó összesen'],
      r(380, 560, '384,50'),
    ],
    items: [
      ['Irodai szék, fekete', '4', '40.50', '162.00', '27'],
      ['Nyomtatópapír, doboz', '10', '9.50', '95.00', '27'],
      ['Telepítés, beállítás', '3', '42.50', '127.50', '27'],
    ],
  },
  {
    name: 'a payment plan whose numbers do not multiply out: no items',
    mark: ',',
    rows: [
      [200, 50, 'Rata'],
      [200, 150, 'Termin'],
      r(200, 470, 'Kwota'),
      r(200, 560, 'Saldo'),
      [218, 50, 'Pierwsza rata'],
      r(218, 300, '1'),
      r(218, 470, '300,00'),
      r(218, 560, '600,00'),
      [232, 50, 'Druga rata'],
      r(232, 300, '2'),
      r(232, 470, '300,00'),
      r(232, 560, '300,00'),
    ],
    items: [],
  },
  // session 22: rates printed without their sign under a head that prints it (blind29 fi2, a
  // Norwegian hotel's "Mva %" column of 25 and 12)
  {
    name: 'Finnish test track (blind29 fi2): Kuvaus | Määrä Yks. | À-hinta | Alv-% | Summa, rates "25,5" bare',
    mark: ',',
    rows: [
      [200, 50, 'Kuvaus'],
      r(200, 336, 'Määrä Yks.'),
      r(200, 418, 'À-hinta'),
      r(200, 462, 'Alv-%'),
      r(200, 545, 'Summa'),
      [218, 50, 'Talvitestiradan vuokra'],
      r(218, 319, '8'),
      [218, 322, 'pv'],
      r(218, 418, '5 147,90'),
      r(218, 462, '25,5'),
      r(218, 545, '41 183,20'),
      [232, 50, 'Ratamestari ja valvonta'],
      r(232, 319, '59'),
      [232, 322, 'h'],
      r(232, 418, '72,90'),
      r(232, 462, '25,5'),
      r(232, 545, '4 301,10'),
      [262, 320, 'Yhteensä ilman ALV:tä'],
      r(262, 545, '45 484,30'),
    ],
    items: [
      ['Talvitestiradan vuokra', '8', '5147.90', '41183.20', '25.5'],
      ['Ratamestari ja valvonta', '59', '72.90', '4301.10', '25.5'],
    ],
  },
  {
    name: 'Norwegian hotel: Beskrivelse | Antall | Pris | Mva % | Beløp, rates "25" and "12" bare',
    mark: ',',
    rows: [
      [150, 50, 'Beskrivelse'],
      r(150, 330, 'Antall'),
      r(150, 420, 'Pris'),
      r(150, 470, 'Mva %'),
      r(150, 560, 'Beløp'),
      [168, 50, 'Overnatting dobbeltrom'],
      r(168, 330, '6'),
      r(168, 420, '1 450,00'),
      r(168, 470, '12'),
      r(168, 560, '8 700,00'),
      [182, 50, 'Møterom heldag'],
      r(182, 330, '2'),
      r(182, 420, '3 900,00'),
      r(182, 470, '25'),
      r(182, 560, '7 800,00'),
      [196, 50, 'Middag, tre retter'],
      r(196, 330, '14'),
      r(196, 420, '695,00'),
      r(196, 470, '25'),
      r(196, 560, '9 730,00'),
      [226, 360, 'Sum eks. mva'],
      r(226, 560, '26 230,00'),
    ],
    items: [
      ['Overnatting dobbeltrom', '6', '1450.00', '8700.00', '12'],
      ['Møterom heldag', '2', '3900.00', '7800.00', '25'],
      ['Middag, tre retter', '14', '695.00', '9730.00', '25'],
    ],
  },
];
