/**
 * Cases of the `contacts` reader (readers/contact-find.ts, readers/contacts.ts) from several
 * layouts: a DIN 5008 info block (the person's direct line beats the letterhead's switchboard), a
 * two-column party grid (each party its own contact), a footer column, a three-column grid with a
 * contact column (name under its heading), "z. Hd." under the buyer's window address, one line
 * "Ihr Kontakt: … · Tel. … · …" under a letterhead; and a fax number that is no telephone.
 */
import type { Contact } from '@ic/einvoice';
import type { Row } from '../test-layout.ts';

export interface ContactCase {
  name: string;
  rows: Row[];
  seller: Contact | undefined;
  buyer: Contact | undefined;
}

export const CONTACT_CASES: ContactCase[] = [
  {
    name: 'DIN 5008 letter: info block with person, direct line and e-mail; switchboard in the letterhead',
    rows: [
      [40, 380, 'Muster Haustechnik GmbH'],
      [60, 420, 'Tel. 030 / 846 75 00'],
      [70, 420, 'info@muster-haustechnik.example'],
      [140, 50, 'Muster Haustechnik GmbH · Hauptstr. 1 · 10115 Berlin'],
      [155, 50, 'Beispiel AG'],
      [167, 50, 'Ringstraße 4'],
      [179, 50, '80331 München'],
      [150, 360, 'Rechnungsnummer'],
      [150, 470, 'RE-2026-0042'],
      [198, 360, 'Ansprechpartner'],
      [198, 470, 'Jonas Schuster'],
      [210, 360, 'Telefon'],
      [210, 470, '030 / 846 75 32'],
      [222, 360, 'E-Mail'],
      [222, 430, 'j.schuster@muster-haustechnik.example'],
    ],
    seller: {
      name: 'Jonas Schuster',
      telephone: '030 / 846 75 32',
      email: 'j.schuster@muster-haustechnik.example',
    },
    buyer: undefined,
  },
  {
    name: 'two-column party grid: each party with its contact lines',
    rows: [
      [40, 50, 'INVOICE'],
      [80, 50, 'Seller'],
      [80, 305, 'Buyer'],
      [94, 50, 'Northwind Ltd'],
      [94, 305, 'Contoso Trading Ltd'],
      [106, 50, '12 High Street'],
      [106, 305, '5 Market Road'],
      [118, 50, 'Leeds LS1 4AP'],
      [118, 305, 'York YO1 7HH'],
      [130, 50, 'Contact: Claire Walsh'],
      [130, 305, 'Contact: Marc Brooks'],
      [142, 50, 'Phone: +44 20 7946 0123'],
      [142, 305, 'Phone: 0161 496 0321'],
      [154, 50, 'Email: c.walsh@northwind.example'],
      [154, 305, 'Email: m.brooks@contoso.example'],
    ],
    seller: { name: 'Claire Walsh', telephone: '+44 20 7946 0123', email: 'c.walsh@northwind.example' },
    buyer: { name: 'Marc Brooks', telephone: '0161 496 0321', email: 'm.brooks@contoso.example' },
  },
  {
    name: 'footer columns: the contact data only in the footer (French)',
    rows: [
      [40, 380, 'Atelier Lumière SARL'],
      [52, 380, '12 rue de la Paix'],
      [64, 380, '75002 Paris'],
      [134, 50, 'Dupont SAS'],
      [146, 50, '4 avenue Foch'],
      [158, 50, '69006 Lyon'],
      [210, 50, 'FACTURE F2026-031'],
      [775, 50, 'Atelier Lumière SARL'],
      [775, 180, 'Contact : Sophie Lefèvre'],
      [783, 180, 'Téléphone : 01 42 68 53 00'],
      [791, 180, 'E-mail : s.lefevre@atelier-lumiere.example'],
    ],
    seller: {
      name: 'Sophie Lefèvre',
      telephone: '01 42 68 53 00',
      email: 's.lefevre@atelier-lumiere.example',
    },
    buyer: undefined,
  },
  {
    name: 'three-column grid: the contact person under its column heading',
    rows: [
      [40, 50, 'Sternprint OG'],
      [100, 50, 'Rechnungsempfänger'],
      [100, 220, 'Lieferanschrift'],
      [100, 390, 'Ansprechpartner'],
      [114, 50, 'Marmedia AG'],
      [114, 220, 'Marbau AG'],
      [114, 390, 'Lena Martin'],
      [126, 50, 'Landstraße 13'],
      [126, 220, 'Mariahilfer Straße 82'],
      [126, 390, 'Tel. +43 316 821461'],
      [138, 50, '8052 Graz'],
      [138, 220, '1190 Wien'],
      [138, 390, 'E-Mail l.martin@sternprint.example'],
    ],
    seller: { name: 'Lena Martin', telephone: '+43 316 821461', email: 'l.martin@sternprint.example' },
    buyer: undefined,
  },
  {
    name: 'a contact line under the letterhead; "z. Hd." under the buyer; a fax number is no phone',
    rows: [
      [40, 50, 'Nordbau GmbH'],
      [58, 50, 'Ihr Kontakt: Paul Keller · Tel. +49 89 123456-20 · p.keller@nordbau.example'],
      [70, 50, 'Fax +49 89 123456-99'],
      [125, 50, 'Nordbau GmbH · Am Markt 3 · 80331 München'],
      [140, 50, 'Sonnenvision AG'],
      [152, 50, 'z. Hd. Frau Anna Vogel'],
      [164, 50, 'Bahnhofstr. 24'],
      [176, 50, '61350 Bad Homburg'],
    ],
    seller: { name: 'Paul Keller', telephone: '+49 89 123456-20', email: 'p.keller@nordbau.example' },
    buyer: { name: 'Anna Vogel' },
  },
  {
    name: 'English invoice: the contact person named in a closing sentence, phone and e-mail in the letterhead',
    rows: [
      [40, 50, 'Northwind Ltd'],
      [60, 50, '12 High Street'],
      [70, 50, 'Leeds LS1 4AP'],
      [80, 50, 'Phone: +44 20 7946 0123'],
      [90, 50, 'Email: accounts@northwind.example'],
      [150, 50, 'Bill to'],
      [164, 50, 'Contoso Trading Ltd'],
      [176, 50, '5 Market Road'],
      [188, 50, 'York YO1 7HH'],
      [200, 50, 'Attn: Marc Brooks'],
      [500, 50, 'If you have any questions about this invoice, please contact Sophie Brooks.'],
    ],
    seller: { name: 'Sophie Brooks', telephone: '+44 20 7946 0123', email: 'accounts@northwind.example' },
    buyer: { name: 'Marc Brooks' },
  },
  {
    name: 'French invoice: "veuillez contacter M. Martin." with the e-mail after it',
    rows: [
      [40, 50, 'FOURNISSEUR F SARL'],
      [52, 50, '25 rue du Fournisseur'],
      [64, 50, '92120 MONTROUGE'],
      [140, 330, 'Dupont SAS'],
      [152, 330, '4 avenue Foch'],
      [164, 330, '69006 Lyon'],
      [
        600,
        50,
        'Si vous souhaitez plus d’information, veuillez contacter M. Martin. martin@fournisseurf.example',
      ],
    ],
    seller: { name: 'Martin', email: 'martin@fournisseurf.example' },
    buyer: undefined,
  },
  {
    name: 'German invoice: "z. Hd. Herr Mustermann" under "Rechnungsempfänger" (a surname alone after the form of address)',
    rows: [
      [40, 50, 'Muster Haustechnik GmbH'],
      [100, 50, 'Rechnungsempfänger'],
      [114, 50, 'Beispiel AG'],
      [126, 50, 'z. Hd. Herr Mustermann'],
      [138, 50, 'Ringstraße 4'],
      [150, 50, '80331 München'],
    ],
    seller: undefined,
    buyer: { name: 'Mustermann' },
  },
];
