/** Readers of the parties: seller and buyer blocks, VAT ids, countries, tax number. */

import { readContacts } from './contacts.ts';
import { readPartyCues } from './party-cues.ts';
import type { Reader } from './registry.ts';
import { readSelfBilling } from './self-billing.ts';
import { readParties } from './seller-buyer.ts';
import { readCountries, readTaxNumber, readVatIds } from './vat-ids.ts';

export const PARTY_READERS: Reader[] = [
  {
    id: 'parties',
    family: 'parties',
    reads:
      'seller and buyer: blocks under section cues, the sender line over the address window, the window itself, letterhead and footer names with a legal form, else the name after "account holder" / "sold by", else the letterhead\'s name; blocks side by side under unknown headings decided by the IBAN\'s country',
    read: (c, b) => {
      const { seller, buyer } = readParties(c);
      b.seller = seller;
      b.buyer = buyer;
    },
  },
  {
    id: 'vat-ids',
    family: 'parties',
    reads: 'VAT ids by their labels ("des Kunden", "Our") and else by the block they are printed in',
    read: (c, b) => readVatIds(c, b.seller, b.buyer),
  },
  {
    id: 'countries',
    family: 'parties',
    reads: "each party's country from its address, else from its VAT id",
    read: (c) => readCountries(c),
  },
  {
    id: 'tax-number',
    family: 'parties',
    reads: "the seller's tax number (Steuernummer) after its label",
    read: (c) => readTaxNumber(c),
  },
  {
    id: 'contacts',
    family: 'parties',
    reads:
      'contact person, telephone and e-mail wherever printed (letterhead, info block, party grid, footer); the buyer\'s in its block or after "z. Hd." / "Attn:"; the phone and e-mail nearest to the person',
    read: (c, b) => readContacts(c, b.seller, b.buyer),
  },
  {
    id: 'self-billing',
    family: 'parties',
    reads:
      'a self-billed invoice (389: "Gutschrift im Sinne des § 14 Abs. 2 Satz 2 UStG", "self-billing", "autofacturation") read as a letter from its issuer: seller and buyer exchanged, unless a cue names the roles ("Verkäufer", "Supplier")',
    read: (c, b) => readSelfBilling(c, b),
  },
];

/** Run last (after the form reader, which may still change the names): the decision's check. */
export const PARTY_CHECK_READERS: Reader[] = [
  {
    id: 'party-cues',
    family: 'parties',
    reads:
      'the seller/buyer decision checked against every cue (return-address line, "Rechnungsempfänger" / "Bill to", letterhead, footer, account holder): names marked as doubtful when a cue contradicts it',
    read: (c) => readPartyCues(c),
  },
];
