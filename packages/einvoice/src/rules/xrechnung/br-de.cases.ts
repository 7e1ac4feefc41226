import { XRECHNUNG_3_EXTENSION, XRECHNUNG_CVD } from '../../model/invoice.ts';
import type { RuleCase } from '../testing.ts';

const ext = { scenario: 'xrechnung-extension' as const };
const cvd = { scenario: 'xrechnung-cvd' as const };

export const BR_DE_CASES: RuleCase[] = [
  {
    id: 'BR-DE-1',
    name: 'no payment instructions',
    mutate: (i) => {
      delete i.paymentInstructions;
    },
  },
  {
    id: 'BR-DE-2',
    name: 'no seller contact',
    mutate: (i) => {
      delete i.seller.contact;
    },
  },
  {
    id: 'BR-DE-3',
    name: 'no seller city',
    mutate: (i) => {
      delete i.seller.address.city;
    },
  },
  {
    id: 'BR-DE-4',
    name: 'no seller post code',
    mutate: (i) => {
      delete i.seller.address.postalCode;
    },
  },
  {
    id: 'BR-DE-5',
    name: 'no contact name',
    mutate: (i) => {
      delete i.seller.contact!.name;
    },
  },
  {
    id: 'BR-DE-6',
    name: 'no contact phone',
    mutate: (i) => {
      delete i.seller.contact!.telephone;
    },
  },
  {
    id: 'BR-DE-7',
    name: 'no contact email',
    mutate: (i) => {
      delete i.seller.contact!.email;
    },
  },
  {
    id: 'BR-DE-8',
    name: 'no buyer city',
    mutate: (i) => {
      delete i.buyer.address.city;
    },
  },
  {
    id: 'BR-DE-9',
    name: 'no buyer post code',
    mutate: (i) => {
      delete i.buyer.address.postalCode;
    },
  },
  {
    id: 'BR-DE-10',
    name: 'delivery address without city',
    mutate: (i) => {
      i.delivery = { address: { postalCode: '10115', countryCode: 'DE' } };
    },
  },
  {
    id: 'BR-DE-11',
    name: 'delivery address without post code',
    mutate: (i) => {
      i.delivery = { address: { city: 'Berlin', countryCode: 'DE' } };
    },
  },
  {
    id: 'BR-DE-14',
    name: 'breakdown without rate',
    mutate: (i) => {
      delete i.vatBreakdown[0]!.rate;
    },
  },
  {
    id: 'BR-DE-15',
    name: 'no buyer reference',
    mutate: (i) => {
      delete i.buyerReference;
    },
  },
  {
    id: 'BR-DE-16',
    name: 'S lines without seller VAT id or tax number',
    mutate: (i) => {
      delete i.seller.vatId;
      i.seller.identifiers = [{ value: '4000001123452', schemeId: '0088' }];
    },
  },
  {
    id: 'BR-DE-16',
    name: 'tax number instead of VAT id',
    passes: true,
    mutate: (i) => {
      delete i.seller.vatId;
      i.seller.taxRegistrationId = '12/345/67890';
    },
  },
  {
    id: 'BR-DE-17',
    name: 'type code 393 (factored invoice)',
    mutate: (i) => {
      i.typeCode = '393';
    },
  },
  {
    id: 'BR-DE-18',
    name: 'Skonto with one decimal',
    mutate: (i) => {
      i.paymentTerms = '#SKONTO#TAGE=14#PROZENT=2.0#\n';
    },
  },
  {
    id: 'BR-DE-18',
    name: 'Skonto without final line break',
    mutate: (i) => {
      i.paymentTerms = '#SKONTO#TAGE=14#PROZENT=2.00#';
    },
  },
  {
    id: 'BR-DE-18',
    name: 'two well-formed Skonto lines',
    passes: true,
    mutate: (i) => {
      i.paymentTerms = '#SKONTO#TAGE=7#PROZENT=3.00#\n#SKONTO#TAGE=14#PROZENT=2.00#BASISBETRAG=100.00#\n';
    },
  },
  {
    id: 'BR-DE-19',
    name: 'IBAN with wrong check digits',
    mutate: (i) => {
      i.paymentInstructions!.creditTransfers[0]!.accountId = 'DE02120300000000202052';
    },
  },
  {
    id: 'BR-DE-19',
    name: 'IBAN with blanks',
    passes: true,
    mutate: (i) => {
      i.paymentInstructions!.creditTransfers[0]!.accountId = 'DE02 1203 0000 0000 2020 51';
    },
  },
  {
    id: 'BR-DE-20',
    name: 'direct debit with invalid IBAN',
    mutate: (i) => {
      i.paymentInstructions = {
        typeCode: '59',
        creditTransfers: [],
        directDebit: {
          mandateReference: 'M1',
          creditorId: 'DE98ZZZ09999999999',
          debitedAccountId: 'DE00123',
        },
      };
    },
  },
  {
    id: 'BR-DE-21',
    name: 'EN 16931 identifier in XRechnung scenario',
    mutate: (i) => {
      i.processControl.specificationIdentifier = 'urn:cen.eu:en16931:2017';
    },
  },
  {
    id: 'BR-DE-22',
    name: 'two attachments with the same filename',
    mutate: (i) => {
      const content = { base64: 'JVBERi0=', mimeCode: 'application/pdf', filename: 'a.pdf' };
      i.attachments.push({ id: 'A1', content }, { id: 'A2', content: { ...content } });
    },
  },
  {
    id: 'BR-DE-23-a',
    name: 'credit transfer code without account',
    mutate: (i) => {
      i.paymentInstructions!.creditTransfers = [];
    },
  },
  {
    id: 'BR-DE-23-b',
    name: 'credit transfer with card',
    mutate: (i) => {
      i.paymentInstructions!.card = { accountNumber: '1234' };
    },
  },
  {
    id: 'BR-DE-24-a',
    name: 'card code without card',
    mutate: (i) => {
      i.paymentInstructions = { typeCode: '54', creditTransfers: [] };
    },
  },
  {
    id: 'BR-DE-24-b',
    name: 'card code with credit transfer',
    mutate: (i) => {
      i.paymentInstructions = {
        typeCode: '54',
        creditTransfers: [{ accountId: 'DE02120300000000202051' }],
        card: { accountNumber: '1234' },
      };
    },
  },
  {
    id: 'BR-DE-25-a',
    name: 'direct debit code without mandate',
    mutate: (i) => {
      i.paymentInstructions = { typeCode: '59', creditTransfers: [] };
    },
  },
  {
    id: 'BR-DE-25-b',
    name: 'direct debit code with card',
    mutate: (i) => {
      i.paymentInstructions = {
        typeCode: '59',
        creditTransfers: [],
        card: { accountNumber: '1234' },
        directDebit: {
          mandateReference: 'M1',
          creditorId: 'DE98ZZZ09999999999',
          debitedAccountId: 'DE02120300000000202051',
        },
      };
    },
  },
  {
    id: 'BR-DE-26',
    name: 'corrected invoice without preceding invoice',
    mutate: (i) => {
      i.typeCode = '384';
    },
  },
  {
    id: 'BR-DE-27',
    name: 'phone with two digits',
    mutate: (i) => {
      i.seller.contact!.telephone = 'Tel 12';
    },
  },
  {
    id: 'BR-DE-28',
    name: 'email without domain dot',
    mutate: (i) => {
      i.seller.contact!.email = 'info@localhost';
    },
  },
  {
    id: 'BR-DE-30',
    name: 'mandate without creditor id',
    mutate: (i) => {
      i.paymentInstructions = {
        typeCode: '59',
        creditTransfers: [],
        directDebit: { mandateReference: 'M1', debitedAccountId: 'DE02120300000000202051' },
      };
    },
  },
  {
    id: 'BR-DE-31',
    name: 'mandate without debited account',
    mutate: (i) => {
      i.paymentInstructions = {
        typeCode: '59',
        creditTransfers: [],
        directDebit: { mandateReference: 'M1', creditorId: 'DE98ZZZ09999999999' },
      };
    },
  },
  {
    id: 'BR-DE-TMP-32',
    name: 'no date of supply',
    mutate: (i) => {
      delete i.invoicingPeriod;
    },
  },
  {
    id: 'BR-TMP-2',
    name: 'relative external URI',
    mutate: (i) => {
      i.attachments.push({ id: 'A1', externalUri: 'www.example.com/a.pdf' });
    },
  },
  // Extension
  {
    id: 'BR-DEX-01',
    name: 'attachment with text/plain',
    ...ext,
    mutate: (i) => {
      i.processControl.specificationIdentifier = XRECHNUNG_3_EXTENSION;
      i.attachments.push({
        id: 'A1',
        content: { base64: 'YQ==', mimeCode: 'text/plain', filename: 'a.txt' },
      });
    },
  },
  {
    id: 'BR-DEX-02',
    name: 'sub-lines do not add up',
    ...ext,
    mutate: (i) => {
      i.processControl.specificationIdentifier = XRECHNUNG_3_EXTENSION;
      const sub = { ...structuredClone(i.lines[0]!), id: '1.1', netAmount: '60.00' };
      i.lines[0]!.subLines = [sub];
    },
  },
  {
    id: 'BR-DEX-03',
    name: 'sub-line without VAT category',
    ...ext,
    mutate: (i) => {
      i.processControl.specificationIdentifier = XRECHNUNG_3_EXTENSION;
      const sub = { ...structuredClone(i.lines[0]!), id: '1.1', vatCategoryCode: '' };
      i.lines[0]!.subLines = [sub];
    },
  },
  {
    id: 'BR-DEX-04',
    name: 'seller id scheme unknown',
    ...ext,
    mutate: (i) => {
      i.seller.identifiers = [{ value: '1', schemeId: 'XR99' }];
    },
  },
  {
    id: 'BR-DEX-04',
    name: 'seller id scheme XR01',
    passes: true,
    ...ext,
    mutate: (i) => {
      i.seller.identifiers = [{ value: '1', schemeId: 'XR01' }];
    },
  },
  {
    id: 'BR-DEX-05',
    name: 'legal registration scheme unknown',
    ...ext,
    mutate: (i) => {
      i.seller.legalRegistrationId = { value: '1', schemeId: 'FOO' };
    },
  },
  {
    id: 'BR-DEX-06',
    name: 'standard id scheme unknown',
    ...ext,
    mutate: (i) => {
      i.lines[0]!.item.standardId = { value: '1', schemeId: 'FOO' };
    },
  },
  {
    id: 'BR-DEX-07',
    name: 'electronic address scheme unknown',
    ...ext,
    mutate: (i) => {
      i.seller.electronicAddress = { value: 'x', schemeId: 'FOO' };
    },
  },
  {
    id: 'BR-DEX-08',
    name: 'delivery location scheme unknown',
    ...ext,
    mutate: (i) => {
      i.delivery = { locationId: { value: '1', schemeId: 'FOO' } };
    },
  },
  {
    id: 'BR-DEX-09',
    name: 'third party payment not in amount due',
    ...ext,
    mutate: (i) => {
      i.thirdPartyPayments.push({ type: 'DiGA', amount: '10.00', description: 'Krankenkasse' });
    },
  },
  {
    id: 'BR-DEX-09',
    name: 'third party payment included',
    passes: true,
    ...ext,
    mutate: (i) => {
      i.thirdPartyPayments.push({ type: 'DiGA', amount: '10.00', description: 'Krankenkasse' });
      i.totals.amountDue = '176.55';
    },
  },
  {
    id: 'BR-DEX-10',
    name: 'third party payment without type',
    ...ext,
    mutate: (i) => {
      i.thirdPartyPayments.push({ type: '', amount: '0.00', description: 'x' });
    },
  },
  {
    id: 'BR-DEX-11',
    name: 'third party payment without amount',
    ...ext,
    mutate: (i) => {
      i.thirdPartyPayments.push({ type: 'x', amount: '', description: 'x' });
    },
  },
  {
    id: 'BR-DEX-12',
    name: 'third party payment without description',
    ...ext,
    mutate: (i) => {
      i.thirdPartyPayments.push({ type: 'x', amount: '0.00', description: '' });
    },
  },
  {
    id: 'BR-DEX-13',
    name: 'third party payment with 3 decimals',
    ...ext,
    mutate: (i) => {
      i.thirdPartyPayments.push({ type: 'x', amount: '0.000', description: 'x' });
    },
  },
  // CVD
  {
    id: 'BR-DE-CVD-01',
    name: 'no contract reference',
    ...cvd,
    mutate: (i) => {
      i.processControl.specificationIdentifier = XRECHNUNG_CVD;
    },
  },
  {
    id: 'BR-DE-CVD-02',
    name: 'no tender reference',
    ...cvd,
    mutate: (i) => {
      i.processControl.specificationIdentifier = XRECHNUNG_CVD;
    },
  },
  {
    id: 'BR-DE-CVD-03',
    name: 'no CVD line',
    ...cvd,
    mutate: (i) => {
      i.processControl.specificationIdentifier = XRECHNUNG_CVD;
    },
  },
  {
    id: 'BR-DE-CVD-04',
    name: 'CVD classification L1',
    ...cvd,
    mutate: (i) => {
      i.lines[0]!.item.classifications.push({ value: 'L1', schemeId: 'CVD' });
    },
  },
  {
    id: 'BR-DE-CVD-05',
    name: 'cva value unknown',
    ...cvd,
    mutate: (i) => {
      i.lines[0]!.item.attributes.push({ name: 'cva', value: 'green' });
    },
  },
  {
    id: 'BR-DE-CVD-06-a',
    name: 'CVD classification without cva attribute',
    ...cvd,
    mutate: (i) => {
      i.lines[0]!.item.classifications.push({ value: 'M1', schemeId: 'CVD' });
    },
  },
  {
    id: 'BR-DE-CVD-06-b',
    name: 'cva attribute without CVD classification',
    ...cvd,
    mutate: (i) => {
      i.lines[0]!.item.attributes.push({ name: 'cva', value: 'clean' });
    },
  },
  {
    id: 'BR-TMP-CVD-01',
    name: 'classification scheme not UNTDID 7143',
    ...cvd,
    mutate: (i) => {
      i.lines[0]!.item.classifications.push({ value: '1', schemeId: 'XYZ' });
    },
  },
];
