/**
 * Cases of the session-22 labels (lexicon/north-east.ts, lexicon/pl-cs-pt.ts): more of the words
 * Finnish, Hungarian, Greek, Czech and Norwegian invoices print for number, dates and totals, two
 * layouts per language — the seen set blind29's layout and one hand-made in another writer's
 * arrangement (the shapes of langs21.cases.ts). Before, each case lost its due date or a total
 * (the Finnish "ALV-numero FI…" of a footer even gave a VAT total of its IBAN's last digits).
 */
import type { LangCase } from './langs21.cases.ts';
import { labelBoxes, labelColumn } from './langs21.cases.ts';

export const LANG22_CASES: LangCase[] = [
  {
    name: 'Finnish, blind29 fi2: "Erääntyy", "Yhteensä ilman ALV:tä", "Arvonlisävero yhteensä", "Laskun loppusumma"',
    rows: [
      ...labelColumn(
        'Lapin Testikeskus Oy Ab',
        [
          ['Laskun numero', '29310'],
          ['Laskupäivä', '24.4.2026'],
          ['Erääntyy', '15.5.2026'],
        ],
        'Talvitestiradan vuokra',
        [
          ['Yhteensä ilman ALV:tä', '65 492,92 €'],
          ['Arvonlisävero yhteensä', '16 700,69 €'],
          ['Laskun loppusumma', '82 193,61 €'],
        ],
      ),
      [400, 220, 'ALV-numero FI24410101'],
      [400, 400, 'IBAN FI96 4368 3206 7932 07'],
    ],
    fields: ['29310', '2026-04-24', '2026-05-15', '65492.92', '16700.69', '82193.61'],
  },
  {
    name: 'Finnish, hand-made: "Laskunro" / "Päiväys" / "Maksettava viimeistään" in boxes, "Arvonlisävero"',
    rows: labelBoxes(
      'Kuopion Konepaja Oy',
      [
        ['Laskunro', '2026-118'],
        ['Päiväys', '02.03.2026'],
        ['Maksettava viimeistään', '16.03.2026'],
      ],
      'Hitsaustyö, teräsrunko',
      [
        ['Veroton summa', '2 400,00'],
        ['Arvonlisävero 25,5 %', '612,00'],
        ['Laskun loppusumma', '3 012,00'],
      ],
    ),
    fields: ['2026-118', '2026-03-02', '2026-03-16', '2400.00', '612.00', '3012.00'],
  },
  {
    name: 'Hungarian, blind29 hu2: "Sorszám" / "Kelt" / "Esedékesség" in boxes, "Összesen nettó", "ÁFA tartalom"',
    rows: labelBoxes(
      'Buda Limuzin Zrt.',
      [
        ['Kelt', '2026-03-22'],
        ['Esedékesség', '2026-04-12'],
        ['Sorszám', 'SZ-2026-01623'],
      ],
      'Személygépkocsi bérlés',
      [
        ['Összesen nettó', '1 556,70 EUR'],
        ['ÁFA tartalom', '420,32 EUR'],
        ['Fizetendő', '1 977,02 EUR'],
      ],
    ),
    fields: ['SZ-2026-01623', '2026-03-22', '2026-04-12', '1556.70', '420.32', '1977.02'],
  },
  {
    name: 'Hungarian, hand-made: "Számlaszám", "Kelt", "Esedékesség" in a column, "Összesen nettó"',
    rows: labelColumn(
      'Alföldi Gépszerviz Kft.',
      [
        ['Számlaszám:', 'AG-2026/0317'],
        ['Kelt:', '2026.05.04.'],
        ['Esedékesség:', '2026.05.19.'],
      ],
      'Traktor javítása, alkatrészekkel',
      [
        ['Összesen nettó', '480 000 Ft'],
        ['ÁFA 27%', '129 600 Ft'],
        ['Bruttó végösszeg', '609 600 Ft'],
      ],
    ),
    fields: ['AG-2026/0317', '2026-05-04', '2026-05-19', '480000.00', '129600.00', '609600.00'],
  },
  {
    name: 'Greek, blind29 gr2: "Αριθμός:" / "Ημερομηνία έκδοσης:" / "Λήξη πληρωμής", "Φ.Π.Α. σύνολο", "Συνολική αξία"',
    rows: labelColumn(
      'Αιγαίο Ξενοδοχειακή Α.Ε.',
      [
        ['Αριθμός:', '4561'],
        ['Ημερομηνία έκδοσης:', '03/10/2026'],
        ['Λήξη πληρωμής', '24/10/2026'],
      ],
      'Διαμονή σε δίκλινο δωμάτιο με πρωινό',
      [
        ['Καθαρή αξία', '16.769,40 €'],
        ['Φ.Π.Α. σύνολο', '2.299,15 €'],
        ['Συνολική αξία', '19.068,55 €'],
      ],
    ),
    fields: ['4561', '2026-10-03', '2026-10-24', '16769.40', '2299.15', '19068.55'],
  },
  {
    name: 'Greek, hand-made: "Αριθμός" / "Ημερομηνία" / "Ημερομηνία λήξης" in boxes, "Φ.Π.Α.", "Συνολική αξία"',
    rows: labelBoxes(
      'Κρητικά Ελαιόλαδα Ο.Ε.',
      [
        ['Αριθμός', 'A-1043'],
        ['Ημερομηνία', '12/06/2026'],
        ['Ημερομηνία λήξης', '12/07/2026'],
      ],
      'Ελαιόλαδο έξτρα παρθένο 5 l',
      [
        ['Καθαρή αξία', '1.250,00'],
        ['Φ.Π.Α.', '162,50'],
        ['Συνολική αξία', '1.412,50'],
      ],
    ),
    fields: ['A-1043', '2026-06-12', '2026-07-12', '1250.00', '162.50', '1412.50'],
  },
  {
    name: 'Czech, blind29 cs2: "Číslo faktury" / "Vystaveno" / "Splatno dne" in a column, "K úhradě"',
    rows: labelColumn(
      'Elektro-Strojmont a.s.',
      [
        ['Číslo faktury', '20267684'],
        ['Vystaveno', '25.12.2026'],
        ['Splatno dne', '15.01.2027'],
      ],
      'Montáž dopravníkové linky',
      [
        ['Základ daně', '4.725,69'],
        ['DPH 21 %', '962,51'],
        ['K úhradě', '5.688,20 EUR'],
      ],
    ),
    fields: ['20267684', '2026-12-25', '2027-01-15', '4725.69', '962.51', '5688.20'],
  },
  {
    name: 'Czech, hand-made: "Faktura č." / "Datum vystavení" / "Datum splatnosti" in boxes',
    rows: labelBoxes(
      'Truhlářství Novák s.r.o.',
      [
        ['Faktura č.', '2026-0088'],
        ['Datum vystavení', '03.02.2026'],
        ['Datum splatnosti', '17.02.2026'],
      ],
      'Kuchyňská linka na míru',
      [
        ['Základ daně', '84 000,00 Kč'],
        ['DPH 21 %', '17 640,00 Kč'],
        ['Celkem k úhradě', '101 640,00 Kč'],
      ],
    ),
    fields: ['2026-0088', '2026-02-03', '2026-02-17', '84000.00', '17640.00', '101640.00'],
  },
];
