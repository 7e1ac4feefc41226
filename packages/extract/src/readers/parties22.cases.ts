/**
 * Cases of parties printed as field lists in the languages of blind29 (session 22): the labels
 * "Επωνυμία", "Διεύθυνση" / "Δ/νση", "Πόλη", "Τ.Κ.", "Χώρα", "Denumire", "Sediul", "Localitatea",
 * "Cod poștal", "Țara", "Név", "Cím", "Irányítószám", "Város", "Ország" (lexicon/north-east.ts),
 * also without their colon in a cell left of the value (lexicon/parties.ts `PARTY_FIELD_LABEL`),
 * a postcode's label inside the town's value ("Frankfurt am Main ΤΚ: 60559"), a Romanian county
 * after the town ("300011 Timișoara, jud. Timiș"), a street's trailing comma, the short
 * Romanian VAT id ("RO7842719"). Two layouts per shape: blind29 gr2 (the customer as a field list
 * under "Στοιχεία πελάτη", the hotel's letterhead at the top) and ro2 ("Furnizor: …" and
 * "Client: …" side by side), and hand-made Hungarian and Romanian ones in other arrangements.
 */
import type { StyledRow } from '../test-layout.ts';

interface PartyFields {
  name: string;
  street?: string;
  postcode?: string;
  city?: string;
  country?: string;
  vatId?: string;
}

export interface Party22Case {
  name: string;
  rows: StyledRow[];
  seller: PartyFields;
  buyer: PartyFields;
}

/** A field list at x 50 (labels) and 160 (values) from y `y`, 13 pt a row. */
const fieldList = (y: number, fields: Array<[string, string]>): StyledRow[] =>
  fields.flatMap(([l, v], i): StyledRow[] => [
    [y + 13 * i, 50, l],
    [y + 13 * i, 160, v],
  ]);

const items: StyledRow[] = [
  [330, 50, 'Περιγραφή', 9, true],
  [330, 480, 'Αξία', 9, true],
  [346, 50, 'Διαμονή σε δίκλινο δωμάτιο'],
  [346, 480, '1.083,00'],
];

export const PARTY22_CASES: Party22Case[] = [
  {
    name: 'Greek hotel (blind29 gr2): letterhead, customer under "Στοιχεία πελάτη" as labels without colons',
    rows: [
      [40, 50, 'Αιγαίο Ξενοδοχειακή Α.Ε.', 12, true],
      [54, 50, 'Λεωφ. Συγγρού 75, 851 00 Ρόδος'],
      [67, 50, 'Α.Φ.Μ.: EL814300643 · ΔΟΥ: ΦΑΕ Αθηνών'],
      [100, 360, 'Αριθμός: 4561'],
      [113, 360, 'Ημερομηνία έκδοσης: 03/10/2026'],
      [180, 50, 'Στοιχεία πελάτη', 9, true],
      ...fieldList(194, [
        ['Επωνυμία', 'Eichenprint e.K.'],
        ['Διεύθυνση', 'Schillerplatz 145'],
        ['Πόλη:', 'Frankfurt am Main ΤΚ: 60559'],
        ['Χώρα:', 'Γερμανία'],
        ['Α.Φ.Μ.', 'DE879673373'],
      ]),
      ...items,
    ],
    seller: { name: 'Αιγαίο Ξενοδοχειακή Α.Ε.', vatId: 'EL814300643' },
    buyer: {
      name: 'Eichenprint e.K.',
      street: 'Schillerplatz 145',
      postcode: '60559',
      city: 'Frankfurt am Main',
      country: 'DE',
      vatId: 'DE879673373',
    },
  },
  {
    name: 'Hungarian workshop, hand-made: "Vevő" over "Név | Cím | Irányítószám | Város | Ország" cells',
    rows: [
      [40, 50, 'Alföldi Gépszerviz Kft.', 12, true],
      [54, 50, 'Kecskeméti út 12., 6000 Kecskemét'],
      [67, 50, 'Közösségi adószám: HU12345676'],
      [100, 360, 'Számlaszám: AG-2026/0317'],
      [113, 360, 'Kelt: 2026.05.04.'],
      [180, 50, 'Vevő', 9, true],
      ...fieldList(194, [
        ['Név', 'Agrar Hof KG'],
        ['Cím', 'Dorfstraße 12'],
        ['Irányítószám', '7000'],
        ['Város', 'Eisenstadt'],
        ['Ország', 'Ausztria'],
      ]),
      ...items,
    ],
    seller: { name: 'Alföldi Gépszerviz Kft.', vatId: 'HU12345676' },
    buyer: {
      name: 'Agrar Hof KG',
      street: 'Dorfstraße 12',
      postcode: '7000',
      city: 'Eisenstadt',
      country: 'AT',
    },
  },
  {
    name: 'Romanian caterer (blind29 ro2): "Furnizor: …" and "Client: …" side by side, "jud. Timiș", "RO" CIF',
    rows: [
      [40, 230, 'Factură', 14, true],
      [56, 230, 'Nr. factură: BV02177'],
      [69, 230, 'Data: 22/09/2026'],
      [130, 50, 'Furnizor: Carpați Catering S.R.L.'],
      [130, 310, 'Client: Quelltech OG'],
      [143, 50, 'Nr. ord. reg. com.: J22/3590/2017'],
      [143, 310, 'Cod fiscal: ATU89591410'],
      [156, 50, 'Cod fiscal: RO7842719'],
      [156, 310, 'Adresa: Mariahilfer Straße 34,'],
      [169, 50, 'Adresa: Str. Republicii nr. 7,'],
      [169, 310, '1130 Wien, Austria'],
      [182, 50, '300011 Timișoara, jud. Timiș'],
      [195, 50, 'Bancă: Banca Transilvania'],
      ...items,
    ],
    seller: {
      name: 'Carpați Catering S.R.L.',
      street: 'Str. Republicii nr. 7',
      postcode: '300011',
      city: 'Timișoara',
      country: 'RO',
      vatId: 'RO7842719',
    },
    buyer: {
      name: 'Quelltech OG',
      street: 'Mariahilfer Straße 34',
      postcode: '1130',
      city: 'Wien',
      country: 'AT',
      vatId: 'ATU89591410',
    },
  },
  {
    name: 'Romanian print shop, hand-made: "Furnizor" over "Denumire: | Sediul: | Localitatea: | Cod poștal: | Țara:"',
    rows: [
      [40, 360, 'FACTURĂ', 14, true],
      [56, 360, 'Nr. factură: 2026-0415'],
      [69, 360, 'Data emiterii: 14.04.2026'],
      [100, 50, 'Furnizor', 9, true],
      ...fieldList(114, [
        ['Denumire:', 'Tipografia Carpatica S.R.L.'],
        ['CIF:', 'RO456789'],
        ['Sediul:', 'Bd. Unirii nr. 5,'],
        ['Localitatea:', 'București'],
        ['Cod poștal:', '030119'],
        ['Țara:', 'România'],
      ]),
      [100, 310, 'Cumpărător', 9, true],
      [114, 310, 'Druckhaus Lenz GmbH'],
      [127, 310, 'Lindenstraße 8'],
      [140, 310, '04109 Leipzig'],
      [153, 310, 'Germania'],
      ...items,
    ],
    seller: {
      name: 'Tipografia Carpatica S.R.L.',
      street: 'Bd. Unirii nr. 5',
      postcode: '030119',
      city: 'București',
      country: 'RO',
      vatId: 'RO456789',
    },
    buyer: {
      name: 'Druckhaus Lenz GmbH',
      street: 'Lindenstraße 8',
      postcode: '04109',
      city: 'Leipzig',
      country: 'DE',
    },
  },
  {
    name: 'Romanian garment maker (blind27 ro): "Sediul: …, Timișoara" and "Cod poștal: 300011, România"',
    rows: [
      [40, 50, 'Furnizor: Bega Apparel SRL'],
      [40, 310, 'Cumpărător: Lumitech GmbH'],
      [53, 50, 'Nr. Reg. Com.: J35/3245/2006'],
      [53, 310, 'CIF: DE877599599'],
      [66, 50, 'CIF: RO35246920'],
      [66, 310, 'Sediul: Industrieweg 28a, Leipzig'],
      [79, 50, 'Sediul: Bd. Revoluției din 1989 nr. 107, Timișoara'],
      [79, 310, 'Cod poștal: 04289, Germania'],
      [92, 50, 'Cod poștal: 300011, România'],
      [105, 50, 'Banca: BRD – Groupe Société Générale'],
      [150, 130, 'FACTURĂ nr. BV-2026-51085 din 26.05.2026', 12, true],
      ...items,
    ],
    seller: {
      name: 'Bega Apparel SRL',
      street: 'Bd. Revoluției din 1989 nr. 107',
      postcode: '300011',
      city: 'Timișoara',
      country: 'RO',
      vatId: 'RO35246920',
    },
    buyer: {
      name: 'Lumitech GmbH',
      street: 'Industrieweg 28a',
      postcode: '04289',
      city: 'Leipzig',
      country: 'DE',
      vatId: 'DE877599599',
    },
  },
  {
    name: 'Polish carrier, hand-made: "Sprzedawca: …", "Adres: ul. Portowa 4, Poznań", "Kod pocztowy: 61-001, Polska"',
    rows: [
      [40, 360, 'Faktura VAT nr FV/12/2026', 12, true],
      [100, 50, 'Sprzedawca: Trans-Pol Sp. z o.o.'],
      [113, 50, 'NIP UE: PL7642357776'],
      [126, 50, 'Adres: ul. Portowa 4, Poznań'],
      [139, 50, 'Kod pocztowy: 61-001, Polska'],
      [100, 310, 'Nabywca: Spreelogistik GmbH'],
      [113, 310, 'NIP UE: DE811222333'],
      [126, 310, 'Adres: Am Hafen 4, Berlin'],
      [139, 310, 'Kod pocztowy: 10117, Niemcy'],
      ...items,
    ],
    seller: {
      name: 'Trans-Pol Sp. z o.o.',
      street: 'ul. Portowa 4',
      postcode: '61-001',
      city: 'Poznań',
      country: 'PL',
      vatId: 'PL7642357776',
    },
    buyer: {
      name: 'Spreelogistik GmbH',
      street: 'Am Hafen 4',
      postcode: '10117',
      city: 'Berlin',
      country: 'DE',
      vatId: 'DE811222333',
    },
  },
];
