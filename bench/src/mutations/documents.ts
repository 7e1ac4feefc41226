/**
 * Whole-document families of the agreement harness (prefix `wd-`): documents written from the
 * self-made model instead of edited XML, so that a fault sits in an otherwise consistent document
 * of its kind — every line, allowance and breakdown in one VAT category (K, G, AE, O, L, M, E, Z)
 * with the parties that category needs, payment means codes with and without their accounts,
 * mandates and cards, Extension documents with sub-lines and third-party payments, CVD documents,
 * credit notes and invoices with negative amounts, a tax currency, line periods, long and unusual
 * but valid content — and combinations of two or three simple faults of the catalog at once.
 *
 * A model family replaces the base document (only the self-made XRechnung bases `ks-*-xr`, as
 * invoice and credit note, UBL and CII) by the variant written with the base's syntax and type.
 */
import { applyTotals, type Invoice, writeCii, writeUbl } from '@ic/einvoice';
import { validKitchenSink } from '../../../packages/einvoice/src/ubl/fixtures.ts';
import type { Edit, Mutation } from './catalog.ts';
import { NotApplicable, type XmlDoc } from './xml-edit.ts';

/** a + b for two-decimal amounts */
function plusAmount(a: string, b: string): string {
  const cents = (v: string) => {
    const [i = '0', f = ''] = v.split('.');
    return BigInt(i) * 100n + BigInt(`${f}00`.slice(0, 2)) * (i.startsWith('-') ? -1n : 1n);
  };
  const c = cents(a) + cents(b);
  const abs = c < 0n ? -c : c;
  return `${c < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

type ProfileId = 'xrechnung' | 'xrechnung-extension' | 'xrechnung-cvd';

/** the self-made XRechnung bases the model families replace */
const KS_XR = /^ks-(ubl|cii)(-cn)?-xr$/;

function isCreditNoteDoc(d: XmlDoc, syntax: 'ubl' | 'cii'): boolean {
  if (syntax === 'ubl') return d.creditNote;
  return /<ram:TypeCode>381<\/ram:TypeCode>/.test(d.xml.slice(0, 4000));
}

/** the kitchen sink without the E line (one S line), totals recomputed */
function plainKs(typeCode: string): Invoice {
  const inv = validKitchenSink(typeCode);
  return inv;
}

function all(inv: Invoice, f: (l: Invoice['lines'][number]) => void): void {
  const walk = (ls: Invoice['lines']) => {
    for (const l of ls) {
      f(l);
      walk(l.subLines);
    }
  };
  walk(inv.lines);
}

/** Every line, allowance and charge in category `code` (rate `rate`), totals recomputed. */
function oneCategory(inv: Invoice, code: string, rate: string | undefined): Invoice {
  all(inv, (l) => {
    l.vatCategoryCode = code;
    if (rate === undefined) delete l.vatRate;
    else l.vatRate = rate;
  });
  for (const ac of [...inv.allowances, ...inv.charges]) {
    ac.vatCategoryCode = code;
    if (rate === undefined) delete ac.vatRate;
    else ac.vatRate = rate;
  }
  return recompute(inv);
}

function recompute(inv: Invoice): Invoice {
  const paid = inv.totals.paidAmount;
  const rounding = inv.totals.roundingAmount;
  const tcur = inv.totals.vatTotalInTaxCurrency;
  const out = applyTotals({ ...inv, totals: { ...inv.totals } });
  // applyTotals keeps prepaid and rounding as given; the tax-currency total stays as it was
  out.totals.paidAmount = paid;
  out.totals.roundingAmount = rounding;
  if (tcur !== undefined) out.totals.vatTotalInTaxCurrency = tcur;
  return out;
}

const REASON: Record<string, [string, string]> = {
  E: ['VATEX-EU-132-1I', 'Steuerbefreit nach § 4 Nr. 21 UStG'],
  AE: ['VATEX-EU-AE', 'Steuerschuldnerschaft des Leistungsempfängers'],
  K: ['VATEX-EU-IC', 'Innergemeinschaftliche Lieferung'],
  G: ['VATEX-EU-G', 'Ausfuhrlieferung'],
  O: ['VATEX-EU-O', 'Nicht steuerbar'],
};

/** The parties a category needs (seller VAT ID, buyer VAT ID, buyer abroad, delivery). */
function categoryDocument(typeCode: string, code: string): Invoice {
  const rate = code === 'O' ? undefined : code === 'L' ? '7' : code === 'M' ? '5' : '0';
  let inv = plainKs(typeCode);
  if (code === 'K') {
    inv.buyer.vatId = 'ATU12345678';
    inv.buyer.address.countryCode = 'AT';
    if (inv.delivery?.address) inv.delivery.address.countryCode = 'AT';
  }
  if (code === 'G') {
    inv.buyer.vatId = undefined;
    inv.buyer.address.countryCode = 'CH';
    if (inv.delivery?.address) inv.delivery.address.countryCode = 'CH';
  }
  if (code === 'O') {
    inv.seller.vatId = undefined;
    inv.buyer.vatId = undefined;
    inv.taxRepresentative = undefined;
  }
  inv = oneCategory(inv, code, rate);
  const r = REASON[code];
  for (const b of inv.vatBreakdown) {
    if (r) {
      b.exemptionReasonCode = r[0];
      b.exemptionReason = r[1];
    }
  }
  return inv;
}

/** Names of the model families (they replace the whole document; `random.ts` applies them first). */
export const WHOLE_DOCUMENT = new Set<string>();

/** A model family: the base replaced by `build(typeCode)` written in the base's syntax. */
function model(
  name: string,
  group: string,
  build: (typeCode: string, syntax: 'ubl' | 'cii') => Invoice,
  opts: { profile?: ProfileId; ubl?: Edit; cii?: Edit; invoiceOnly?: boolean } = {},
): Mutation {
  const write = (syntax: 'ubl' | 'cii') => (d: XmlDoc) => {
    const cn = isCreditNoteDoc(d, syntax);
    if (cn && opts.invoiceOnly) throw new NotApplicable('invoice only');
    const inv = build(cn ? '381' : '380', syntax);
    const profile = opts.profile ?? 'xrechnung';
    d.xml = syntax === 'ubl' ? writeUbl(inv, { profile }) : writeCii(inv, { profile });
    const post = syntax === 'ubl' ? opts.ubl : opts.cii;
    post?.(d);
  };
  WHOLE_DOCUMENT.add(name);
  return { name, group, bases: KS_XR, ubl: write('ubl'), cii: write('cii') };
}

function vatDocuments(): Mutation[] {
  const out: Mutation[] = [];
  type Fault = [string, (inv: Invoice, code: string) => Invoice | undefined];
  const faults: Fault[] = [
    ['valid', (inv) => inv],
    [
      'no-buyer-vat-id',
      (inv) => {
        if (!inv.buyer.vatId) return undefined;
        inv.buyer.vatId = undefined;
        return inv;
      },
    ],
    [
      'buyer-vat-id-added',
      (inv) => {
        if (inv.buyer.vatId) return undefined;
        inv.buyer.vatId = 'CHE123456789';
        return inv;
      },
    ],
    [
      'seller-only-tax-number',
      (inv) => {
        if (!inv.seller.vatId) return undefined;
        inv.seller.vatId = undefined;
        inv.taxRepresentative = undefined;
        return inv;
      },
    ],
    [
      'seller-vat-id-added',
      (inv) => {
        if (inv.seller.vatId) return undefined;
        inv.seller.vatId = 'DE123456789';
        return inv;
      },
    ],
    [
      'no-tax-number-no-vat-id',
      (inv) => {
        inv.seller.vatId = undefined;
        inv.seller.taxRegistrationId = undefined;
        inv.taxRepresentative = undefined;
        return inv;
      },
    ],
    ['rate-19', (inv, code) => oneCategory(inv, code, '19')],
    ['no-rate', (inv, code) => (code === 'O' ? undefined : oneCategory(inv, code, undefined))],
    [
      'no-exemption-reason',
      (inv) => {
        for (const b of inv.vatBreakdown) {
          b.exemptionReason = undefined;
          b.exemptionReasonCode = undefined;
        }
        return inv;
      },
    ],
    [
      'reason-text-only',
      (inv) => {
        for (const b of inv.vatBreakdown) b.exemptionReasonCode = undefined;
        return inv;
      },
    ],
    [
      'reason-code-of-other-category',
      (inv) => {
        for (const b of inv.vatBreakdown) b.exemptionReasonCode = 'VATEX-EU-132';
        return inv;
      },
    ],
    [
      'tax-amount-nonzero',
      (inv) => {
        const b = inv.vatBreakdown[0];
        if (!b) return undefined;
        b.taxAmount = '5.00';
        return inv;
      },
    ],
    [
      'one-s-line-added',
      (inv) => {
        const l = inv.lines[inv.lines.length - 1];
        if (!l) return undefined;
        l.vatCategoryCode = 'S';
        l.vatRate = '19';
        return recompute(inv);
      },
    ],
    [
      'no-delivery',
      (inv) => {
        inv.delivery = undefined;
        inv.invoicingPeriod = undefined;
        all(inv, (l) => {
          l.period = undefined;
        });
        return inv;
      },
    ],
    [
      'buyer-domestic',
      (inv) => {
        inv.buyer.address.countryCode = 'DE';
        if (inv.delivery?.address) inv.delivery.address.countryCode = 'DE';
        if (inv.buyer.vatId) inv.buyer.vatId = 'DE987654321';
        return inv;
      },
    ],
    [
      'buyer-legal-id-no-vat',
      (inv) => {
        inv.buyer.vatId = undefined;
        inv.buyer.legalRegistrationId = { value: 'HRB 555' };
        return inv;
      },
    ],
    [
      'tax-representative-only',
      (inv) => {
        inv.seller.vatId = undefined;
        inv.seller.taxRegistrationId = undefined;
        return inv;
      },
    ],
  ];
  for (const code of ['Z', 'E', 'AE', 'K', 'G', 'O', 'L', 'M']) {
    for (const [fname, f] of faults) {
      out.push(
        model(`wd-vat-${code}-${fname}`, 'wd vat documents', (t) => {
          const inv = f(categoryDocument(t, code), code);
          if (!inv) throw new NotApplicable(fname);
          return inv;
        }),
      );
    }
  }
  return out;
}

function paymentDocuments(): Mutation[] {
  const out: Mutation[] = [];
  const IBAN = 'DE02120300000000202051';
  const accounts: [string, (inv: Invoice) => void][] = [
    [
      'none',
      (inv) => {
        const p = inv.paymentInstructions;
        if (p) p.creditTransfers = [];
      },
    ],
    [
      'iban',
      (inv) => {
        const p = inv.paymentInstructions;
        if (p) p.creditTransfers = [{ accountId: IBAN }];
      },
    ],
    [
      'account-not-iban',
      (inv) => {
        const p = inv.paymentInstructions;
        if (p) p.creditTransfers = [{ accountId: '1234567890', providerId: 'BYLADEM1001' }];
      },
    ],
    [
      'iban-lowercase',
      (inv) => {
        const p = inv.paymentInstructions;
        if (p) p.creditTransfers = [{ accountId: IBAN.toLowerCase() }];
      },
    ],
    [
      'mandate',
      (inv) => {
        const p = inv.paymentInstructions;
        if (p) {
          p.creditTransfers = [];
          p.directDebit = {
            mandateReference: 'MANDAT-1',
            creditorId: 'DE98ZZZ09999999999',
            debitedAccountId: 'DE02300209000106531065',
          };
        }
      },
    ],
    [
      'mandate-no-account',
      (inv) => {
        const p = inv.paymentInstructions;
        if (p) {
          p.creditTransfers = [];
          p.directDebit = { mandateReference: 'MANDAT-1', creditorId: 'DE98ZZZ09999999999' };
        }
      },
    ],
    [
      'debited-account-only',
      (inv) => {
        const p = inv.paymentInstructions;
        if (p) {
          p.creditTransfers = [];
          p.directDebit = { debitedAccountId: 'DE02300209000106531065' };
        }
      },
    ],
    [
      'card',
      (inv) => {
        const p = inv.paymentInstructions;
        if (p) {
          p.creditTransfers = [];
          p.card = { accountNumber: '1234', holderName: 'Max Muster' };
        }
      },
    ],
    [
      'card-full-number',
      (inv) => {
        const p = inv.paymentInstructions;
        if (p) {
          p.creditTransfers = [];
          p.card = { accountNumber: '4111111111111111' };
        }
      },
    ],
    [
      'iban-and-card',
      (inv) => {
        const p = inv.paymentInstructions;
        if (p) {
          p.creditTransfers = [{ accountId: IBAN }];
          p.card = { accountNumber: '1234' };
        }
      },
    ],
  ];
  for (const code of ['30', '58', '59', '48', '49', '57', '97', '1', 'ZZZ']) {
    for (const [aname, f] of accounts) {
      out.push(
        model(`wd-pay-${code}-${aname}`, 'wd payment means', (t) => {
          const inv = validKitchenSink(t);
          const p = inv.paymentInstructions;
          if (p) {
            p.typeCode = code;
            p.typeText = undefined;
          }
          f(inv);
          return inv;
        }),
      );
    }
  }
  // no remittance information, no payment instructions at all with / without due date and terms
  out.push(
    model('wd-pay-no-remittance', 'wd payment means', (t) => {
      const inv = validKitchenSink(t);
      if (inv.paymentInstructions) inv.paymentInstructions.remittanceInformation = undefined;
      return inv;
    }),
    model('wd-pay-no-instructions', 'wd payment means', (t) => {
      const inv = validKitchenSink(t);
      inv.paymentInstructions = undefined;
      return inv;
    }),
    model('wd-pay-no-instructions-no-terms', 'wd payment means', (t) => {
      const inv = validKitchenSink(t);
      inv.paymentInstructions = undefined;
      inv.paymentTerms = undefined;
      inv.dueDate = undefined;
      return inv;
    }),
    model('wd-pay-due-date-before-issue', 'wd payment means', (t) => {
      const inv = validKitchenSink(t);
      inv.dueDate = '2024-01-01';
      return inv;
    }),
    model('wd-pay-amount-due-zero', 'wd payment means', (t) => {
      const inv = validKitchenSink(t);
      inv.totals.paidAmount = inv.totals.taxInclusive;
      inv.totals.amountDue = '0.00';
      inv.paymentInstructions = undefined;
      inv.dueDate = undefined;
      inv.paymentTerms = undefined;
      return inv;
    }),
    model('wd-pay-amount-due-zero-rounding', 'wd payment means', (t) => {
      const inv = validKitchenSink(t);
      inv.totals.paidAmount = inv.totals.taxInclusive;
      inv.totals.roundingAmount = '0.01';
      inv.totals.amountDue = '0.01';
      return inv;
    }),
    model('wd-pay-skonto-terms', 'wd payment means', (t) => {
      const inv = validKitchenSink(t);
      inv.paymentTerms = '#SKONTO#TAGE=14#PROZENT=2.00#\n#SKONTO#TAGE=7#PROZENT=3.00#BASISBETRAG=100.00#\n';
      return inv;
    }),
    model('wd-pay-skonto-terms-bad', 'wd payment means', (t) => {
      const inv = validKitchenSink(t);
      inv.paymentTerms = '#SKONTO#TAGE=14#PROZENT=2,00#';
      return inv;
    }),
    model('wd-pay-skonto-terms-no-newline', 'wd payment means', (t) => {
      const inv = validKitchenSink(t);
      inv.paymentTerms = '#SKONTO#TAGE=14#PROZENT=2.00#';
      return inv;
    }),
  );
  return out;
}

/** Direct debit documents (59 with mandate) with repeated mandate parts as the schema allows. */
function mandateDocuments(): Mutation[] {
  const build = (t: string) => {
    const inv = validKitchenSink(t);
    const p = inv.paymentInstructions;
    if (p) {
      p.typeCode = '59';
      p.typeText = undefined;
      p.creditTransfers = [];
      p.directDebit = {
        mandateReference: 'MANDAT-1',
        creditorId: 'DE98ZZZ09999999999',
        debitedAccountId: 'DE02300209000106531065',
      };
    }
    return inv;
  };
  const m = (name: string, ubl?: Edit, cii?: Edit) =>
    model(`wd-mandate-${name}`, 'wd mandates', build, { ...(ubl ? { ubl } : {}), ...(cii ? { cii } : {}) });
  const none = () => {
    throw new NotApplicable('other syntax');
  };
  const terms = `ram:ApplicableHeaderTradeSettlement/ram:SpecifiedTradePaymentTerms`;
  const means = `ram:ApplicableHeaderTradeSettlement/ram:SpecifiedTradeSettlementPaymentMeans`;
  return [
    m('valid'),
    m('mandate-id-twice', none, (d) => d.dup(`${terms}/ram:DirectDebitMandateID`)),
    m('mandate-id-twice-different', none, (d) =>
      d.dup(`${terms}/ram:DirectDebitMandateID`, (c) => c.replace('MANDAT-1', 'MANDAT-2')),
    ),
    m('two-payment-terms', none, (d) => d.dup(terms)),
    m('two-payment-terms-second-mandate-only', none, (d) =>
      d.after(
        terms,
        '<ram:SpecifiedTradePaymentTerms><ram:DirectDebitMandateID>MANDAT-2</ram:DirectDebitMandateID></ram:SpecifiedTradePaymentTerms>',
      ),
    ),
    m(
      'two-payment-means',
      (d) => d.dup('cac:PaymentMeans'),
      (d) => d.dup(means),
    ),
    m(
      'two-payment-means-other-account',
      (d) => d.dup('cac:PaymentMeans', (c) => c.replace('DE02300209000106531065', 'DE02120300000000202051')),
      (d) => d.dup(means, (c) => c.replace('DE02300209000106531065', 'DE02120300000000202051')),
    ),
    m(
      'second-means-credit-transfer',
      (d) =>
        d.after(
          'cac:PaymentMeans',
          '<cac:PaymentMeans><cbc:PaymentMeansCode>58</cbc:PaymentMeansCode><cac:PayeeFinancialAccount><cbc:ID>DE02120300000000202051</cbc:ID></cac:PayeeFinancialAccount></cac:PaymentMeans>',
        ),
      (d) =>
        d.after(
          means,
          '<ram:SpecifiedTradeSettlementPaymentMeans><ram:TypeCode>58</ram:TypeCode><ram:PayeePartyCreditorFinancialAccount><ram:IBANID>DE02120300000000202051</ram:IBANID></ram:PayeePartyCreditorFinancialAccount></ram:SpecifiedTradeSettlementPaymentMeans>',
        ),
    ),
    m(
      'mandate-and-payee-account',
      (d) =>
        d.before(
          'cac:PaymentMeans/cac:PaymentMandate',
          '<cac:PayeeFinancialAccount><cbc:ID>DE02120300000000202051</cbc:ID></cac:PayeeFinancialAccount>',
        ),
      (d) =>
        d.append(
          means,
          '<ram:PayeePartyCreditorFinancialAccount><ram:IBANID>DE02120300000000202051</ram:IBANID></ram:PayeePartyCreditorFinancialAccount>',
        ),
    ),
    m(
      'empty-mandate-id',
      (d) => d.empty('cac:PaymentMeans/cac:PaymentMandate/cbc:ID'),
      (d) => d.empty(`${terms}/ram:DirectDebitMandateID`),
    ),
    m(
      'no-creditor-id',
      (d) => {
        const x = d.xml.replace(
          /\s*<cac:PartyIdentification>\s*<cbc:ID schemeID="SEPA">[^<]*<\/cbc:ID>\s*<\/cac:PartyIdentification>/,
          '',
        );
        if (x === d.xml) throw new NotApplicable('no SEPA id');
        d.xml = x;
      },
      (d) => d.remove(`${CII_SETTLEMENT}/ram:CreditorReferenceID`),
    ),
  ];
}

const CII_SETTLEMENT = 'ram:ApplicableHeaderTradeSettlement';

function extensionDocuments(): Mutation[] {
  const out: Mutation[] = [];
  const ext = (name: string, f: (inv: Invoice) => Invoice | undefined, invoiceOnly = false) =>
    model(
      `wd-ext-${name}`,
      'wd extension',
      (t, syntax) => {
        const inv0 = validKitchenSink(t);
        if (t !== '381' && syntax === 'ubl') {
          inv0.thirdPartyPayments = [{ type: 'MobilesBezahlen', amount: '5.00', description: 'Anbieter A' }];
          inv0.totals.amountDue = '305.00';
        }
        const inv = f(inv0);
        if (!inv) throw new NotApplicable(name);
        return inv;
      },
      { profile: 'xrechnung-extension', invoiceOnly },
    );
  out.push(
    ext('valid', (inv) => inv),
    ext('sub-line-net-wrong', (inv) => {
      const s = inv.lines[0]?.subLines[1];
      if (!s) return undefined;
      s.netAmount = '36.00';
      return inv;
    }),
    ext('sub-line-category-differs', (inv) => {
      const s = inv.lines[0]?.subLines[1];
      if (!s) return undefined;
      s.vatCategoryCode = 'E';
      s.vatRate = '0';
      return inv;
    }),
    ext('sub-line-rate-differs', (inv) => {
      const s = inv.lines[0]?.subLines[1];
      if (!s) return undefined;
      s.vatRate = '7';
      return inv;
    }),
    ext('sub-line-no-item-name', (inv) => {
      const s = inv.lines[0]?.subLines[0];
      if (!s) return undefined;
      s.item.name = '';
      return inv;
    }),
    ext('sub-line-no-quantity', (inv) => {
      const s = inv.lines[0]?.subLines[0];
      if (!s) return undefined;
      s.quantity = '';
      return inv;
    }),
    ext('sub-line-negative', (inv) => {
      const l = inv.lines[0];
      if (!l) return undefined;
      l.subLines.push({
        ...(l.subLines[1] as Invoice['lines'][number]),
        id: '1.3',
        netAmount: '-5.00',
        quantity: '-1',
        price: { netPrice: '5.00', baseQuantity: '1', baseQuantityUnitCode: 'C62' },
        subLines: [],
      });
      return inv;
    }),
    ext('sub-line-duplicate-id', (inv) => {
      const s = inv.lines[0]?.subLines[1];
      if (!s) return undefined;
      s.id = '1.1';
      return inv;
    }),
    ext('third-party-payment-no-type', (inv) => {
      const p = inv.thirdPartyPayments[0];
      if (!p) return undefined;
      p.type = '';
      return inv;
    }),
    ext('third-party-payment-negative', (inv) => {
      const p = inv.thirdPartyPayments[0];
      if (!p) return undefined;
      p.amount = '-5.00';
      return inv;
    }),
    ext('third-party-payment-three-decimals', (inv) => {
      const p = inv.thirdPartyPayments[0];
      if (!p) return undefined;
      p.amount = '5.000';
      return inv;
    }),
    ext('third-party-payment-two', (inv) => {
      const p = inv.thirdPartyPayments[0];
      if (!p) return undefined;
      inv.thirdPartyPayments.push({ ...p, type: 'Gutschein', amount: '2.50' });
      inv.totals.amountDue = plusAmount(inv.totals.amountDue, '2.50');
      return inv;
    }),
    ext('third-party-payment-payable-wrong', (inv) => {
      inv.totals.amountDue = plusAmount(inv.totals.amountDue, '1.00');
      return inv;
    }),
    ext('no-sub-lines', (inv) => {
      all(inv, (l) => {
        l.subLines = [];
      });
      return inv;
    }),
    ext('attachment-xml', (inv) => {
      const a = inv.attachments[0];
      if (!a?.content) return undefined;
      a.content.mimeCode = 'application/xml';
      a.content.filename = 'daten.xml';
      return inv;
    }),
    ext('attachment-zip', (inv) => {
      const a = inv.attachments[0];
      if (!a?.content) return undefined;
      a.content.mimeCode = 'application/zip';
      a.content.filename = 'daten.zip';
      return inv;
    }),
  );
  return out;
}

function cvdDocuments(): Mutation[] {
  const cvd = (name: string, f: (inv: Invoice) => Invoice | undefined) =>
    model(
      `wd-cvd-${name}`,
      'wd cvd',
      (t) => {
        const inv0 = validKitchenSink(t);
        all(inv0, (l) => {
          l.item.classifications = [{ value: 'M1', schemeId: 'CVD' }];
          l.item.attributes = [{ name: 'cva', value: 'clean' }];
        });
        const inv = f(inv0);
        if (!inv) throw new NotApplicable(name);
        return inv;
      },
      { profile: 'xrechnung-cvd' },
    );
  return [
    cvd('valid', (inv) => inv),
    cvd('vehicle-category-m4', (inv) => {
      const l = inv.lines[0];
      if (!l) return undefined;
      l.item.classifications = [{ value: 'M4', schemeId: 'CVD' }];
      return inv;
    }),
    cvd('cva-unknown', (inv) => {
      const l = inv.lines[0];
      if (!l) return undefined;
      l.item.attributes = [{ name: 'cva', value: 'electric' }];
      return inv;
    }),
    cvd('cva-twice', (inv) => {
      const l = inv.lines[0];
      if (!l) return undefined;
      l.item.attributes.push({ name: 'cva', value: 'other' });
      return inv;
    }),
    cvd('cvd-class-twice', (inv) => {
      const l = inv.lines[0];
      if (!l) return undefined;
      l.item.classifications.push({ value: 'N1', schemeId: 'CVD' });
      return inv;
    }),
    cvd('cva-uppercase', (inv) => {
      all(inv, (l) => {
        l.item.attributes = [{ name: 'CVA', value: 'clean' }];
      });
      return inv;
    }),
    cvd('class-scheme-lowercase', (inv) => {
      all(inv, (l) => {
        l.item.classifications = [{ value: 'M1', schemeId: 'cvd' }];
      });
      return inv;
    }),
    cvd('no-contract-reference', (inv) => {
      inv.contractReference = undefined;
      return inv;
    }),
    cvd('no-tender-reference', (inv) => {
      inv.tenderOrLotReference = undefined;
      return inv;
    }),
    cvd('no-line-object-id', (inv) => {
      all(inv, (l) => {
        l.objectId = undefined;
      });
      return inv;
    }),
    cvd('no-item-classification', (inv) => {
      all(inv, (l) => {
        l.item.classifications = [];
      });
      return inv;
    }),
    cvd('no-attributes', (inv) => {
      all(inv, (l) => {
        l.item.attributes = [];
      });
      return inv;
    }),
    cvd('no-delivery', (inv) => {
      inv.delivery = undefined;
      return inv;
    }),
  ];
}

function negativeDocuments(): Mutation[] {
  const neg = (v: string | undefined) =>
    v === undefined || /^-?0+(\.0+)?$/.test(v) ? v : v.startsWith('-') ? v.slice(1) : `-${v}`;
  const negateLines = (inv: Invoice): Invoice => {
    for (const l of inv.lines) {
      l.quantity = neg(l.quantity) as string;
    }
    return recompute(inv);
  };
  const negateAll = (inv: Invoice): Invoice => {
    const out = negateLines(inv);
    out.totals.paidAmount = neg(out.totals.paidAmount);
    out.totals.amountDue = neg(out.totals.amountDue) as string;
    if (out.totals.vatTotalInTaxCurrency)
      out.totals.vatTotalInTaxCurrency = neg(out.totals.vatTotalInTaxCurrency);
    return recompute(out);
  };
  const fix = (inv: Invoice): Invoice => {
    // amount due = tax inclusive − paid + rounding
    inv.totals.paidAmount = undefined;
    inv.totals.roundingAmount = undefined;
    inv.totals.amountDue = inv.totals.taxInclusive;
    return inv;
  };
  const m = (name: string, f: (inv: Invoice) => Invoice | undefined, invoiceOnly = false) =>
    model(
      `wd-neg-${name}`,
      'wd negative amounts',
      (t) => {
        const inv = f(validKitchenSink(t));
        if (!inv) throw new NotApplicable(name);
        return inv;
      },
      { invoiceOnly },
    );
  return [
    m('all-lines-negative', (inv) => fix(negateAll(inv))),
    m('all-lines-negative-384', (inv) => {
      inv.typeCode = inv.typeCode === '381' ? '381' : '384';
      return fix(negateAll(inv));
    }),
    m('one-line-negative', (inv) => {
      const l = inv.lines[1];
      if (!l) return undefined;
      l.quantity = '-1.5';
      return fix(recompute(inv));
    }),
    m('negative-price', (inv) => {
      const l = inv.lines[1];
      if (!l) return undefined;
      l.price.netPrice = '-133.3333';
      return fix(recompute(inv));
    }),
    m('negative-totals-sign-kept-positive-payable', (inv) => {
      const out = fix(negateAll(inv));
      out.totals.amountDue = out.totals.amountDue.replace(/^-/, '');
      return out;
    }),
    m('prepaid-exceeds-total', (inv) => {
      inv.totals.paidAmount = '400.00';
      inv.totals.amountDue = '-92.90';
      return inv;
    }),
    m('negative-allowance-amount', (inv) => {
      const a = inv.allowances[0];
      if (!a) return undefined;
      a.amount = '-15.00';
      a.baseAmount = '-150.00';
      return fix(recompute(inv));
    }),
    m('zero-invoice', (inv) => {
      for (const l of inv.lines) l.quantity = '0';
      inv.allowances = [];
      inv.charges = [];
      return fix(recompute(inv));
    }),
  ];
}

function miscDocuments(): Mutation[] {
  const m = (name: string, group: string, f: (inv: Invoice) => Invoice | undefined) =>
    model(`wd-${name}`, group, (t) => {
      const inv = f(validKitchenSink(t));
      if (!inv) throw new NotApplicable(name);
      return inv;
    });
  const LONG = 'Sehr lange Beschreibung mit Umlauten äöüß und Zeichen <>&"\' '.repeat(60);
  return [
    // tax currency
    m('tax-currency-same-as-currency', 'wd tax currency', (inv) => {
      inv.taxCurrency = 'EUR';
      inv.totals.vatTotalInTaxCurrency = inv.totals.vatTotal;
      return inv;
    }),
    m('tax-currency-total-missing', 'wd tax currency', (inv) => {
      inv.totals.vatTotalInTaxCurrency = undefined;
      return inv;
    }),
    m('tax-currency-none-total-given', 'wd tax currency', (inv) => {
      inv.taxCurrency = undefined;
      return inv;
    }),
    m('tax-currency-chf', 'wd tax currency', (inv) => {
      inv.taxCurrency = 'CHF';
      return inv;
    }),
    m('tax-currency-total-three-decimals', 'wd tax currency', (inv) => {
      inv.totals.vatTotalInTaxCurrency = '18.505';
      return inv;
    }),
    m('currency-usd-tax-currency-eur', 'wd tax currency', (inv) => {
      inv.currency = 'USD';
      inv.taxCurrency = 'EUR';
      return inv;
    }),
    m('currency-chf-no-tax-currency', 'wd tax currency', (inv) => {
      inv.currency = 'CHF';
      inv.taxCurrency = undefined;
      inv.totals.vatTotalInTaxCurrency = undefined;
      return inv;
    }),
    // periods
    m('line-period-only-start', 'wd periods', (inv) => {
      const l = inv.lines[0];
      if (!l) return undefined;
      l.period = { startDate: '2024-03-01' };
      return inv;
    }),
    m('line-period-only-end', 'wd periods', (inv) => {
      const l = inv.lines[0];
      if (!l) return undefined;
      l.period = { endDate: '2024-03-05' };
      return inv;
    }),
    m('line-period-no-header-period', 'wd periods', (inv) => {
      inv.invoicingPeriod = undefined;
      return inv;
    }),
    m('header-period-only-start', 'wd periods', (inv) => {
      inv.invoicingPeriod = { startDate: '2024-03-01' };
      return inv;
    }),
    m('header-period-only-end', 'wd periods', (inv) => {
      inv.invoicingPeriod = { endDate: '2024-03-10' };
      return inv;
    }),
    m('line-period-end-before-start', 'wd periods', (inv) => {
      const l = inv.lines[0];
      if (!l) return undefined;
      l.period = { startDate: '2024-03-05', endDate: '2024-03-01' };
      return inv;
    }),
    m('line-period-start-after-header-end', 'wd periods', (inv) => {
      const l = inv.lines[0];
      if (!l) return undefined;
      l.period = { startDate: '2024-04-01', endDate: '2024-04-05' };
      return inv;
    }),
    m('no-period-no-delivery-date', 'wd periods', (inv) => {
      inv.invoicingPeriod = undefined;
      if (inv.delivery) inv.delivery.actualDeliveryDate = undefined;
      inv.taxPointDate = undefined;
      return inv;
    }),
    m('leap-day', 'wd periods', (inv) => {
      inv.issueDate = '2024-02-29';
      return inv;
    }),
    m('not-leap-day', 'wd periods', (inv) => {
      inv.issueDate = '2023-02-29';
      return inv;
    }),
    m('year-1899', 'wd periods', (inv) => {
      inv.issueDate = '1899-12-31';
      return inv;
    }),
    // long texts and unusual but valid content
    m('long-note', 'wd unusual', (inv) => {
      inv.notes = [{ text: LONG }];
      return inv;
    }),
    m('long-item-name', 'wd unusual', (inv) => {
      const l = inv.lines[0];
      if (!l) return undefined;
      l.item.name = LONG;
      return inv;
    }),
    m('long-seller-name', 'wd unusual', (inv) => {
      inv.seller.name = LONG;
      return inv;
    }),
    m('many-lines', 'wd unusual', (inv) => {
      const l = inv.lines[1];
      if (!l) return undefined;
      for (let i = 3; i <= 60; i++) inv.lines.push({ ...l, id: String(i), subLines: [] });
      return recompute(inv);
    }),
    m('line-ids-not-numeric', 'wd unusual', (inv) => {
      inv.lines.forEach((l, i) => {
        l.id = `POS-${String.fromCharCode(65 + i)}`;
      });
      return inv;
    }),
    m('quantity-many-decimals', 'wd unusual', (inv) => {
      const l = inv.lines[1];
      if (!l) return undefined;
      l.quantity = '1.5000';
      return inv;
    }),
    m('price-base-quantity-100', 'wd unusual', (inv) => {
      const l = inv.lines[1];
      if (!l) return undefined;
      l.price = { netPrice: '13333.33', baseQuantity: '100', baseQuantityUnitCode: 'HUR' };
      return recompute(inv);
    }),
    m('no-optional-parties', 'wd unusual', (inv) => {
      inv.payee = undefined;
      inv.taxRepresentative = undefined;
      inv.delivery = undefined;
      return inv;
    }),
    m('seller-abroad-reverse-charge-s', 'wd unusual', (inv) => {
      inv.seller.address.countryCode = 'AT';
      inv.seller.vatId = 'ATU99999999';
      return inv;
    }),
    m('buyer-email-endpoint', 'wd unusual', (inv) => {
      inv.buyer.electronicAddress = { value: 'einkauf@beispielhausen.example', schemeId: 'EM' };
      return inv;
    }),
    m('buyer-reference-not-leitweg', 'wd unusual', (inv) => {
      inv.buyer.electronicAddress = { value: 'einkauf@beispielhausen.example', schemeId: 'EM' };
      inv.buyerReference = 'Bestellung Herr Maier';
      return inv;
    }),
    m('leitweg-endpoint-mismatch', 'wd unusual', (inv) => {
      inv.buyerReference = '991-01234-44';
      return inv;
    }),
    m('seller-endpoint-leitweg', 'wd unusual', (inv) => {
      inv.seller.electronicAddress = { value: '991-01234-44', schemeId: '0204' };
      return inv;
    }),
    m('no-contact-email-phone-only', 'wd unusual', (inv) => {
      if (inv.seller.contact) inv.seller.contact.email = undefined;
      return inv;
    }),
    m('only-contact-name', 'wd unusual', (inv) => {
      inv.seller.contact = { name: 'Max Muster' };
      return inv;
    }),
  ];
}

// ── combinations of simple faults ──────────────────────────────────────────────────────────

/** The names of catalog mutations combined two and three at a time. */
const COMBINE = [
  'no-buyer-reference',
  'br-co-16-payable',
  'br-co-14-tax-total',
  'br-co-10-line-total',
  'no-seller-contact',
  'no-seller-email',
  'no-payment-means',
  'payment-means-30-no-account',
  'vat-s-line-rate-7',
  'date-german-format',
  'no-seller-vat-ids',
  'no-buyer-endpoint',
  'seller-email-no-at',
  'unit-code-unknown',
  'currency-lowercase',
  'no-lines',
  'no-vat-breakdown',
  'iban-bad-checksum',
];

/** Two and three catalog faults applied together (`catalog` is the catalog without these). */
export function combinations(catalog: Mutation[], bases: RegExp): Mutation[] {
  const by = new Map(catalog.map((m) => [m.name, m]));
  const picked = COMBINE.map((n) => by.get(n)).filter((m): m is Mutation => Boolean(m));
  const out: Mutation[] = [];
  const join = (ms: Mutation[], syntax: 'ubl' | 'cii'): Edit | undefined => {
    const edits = ms.map((m) => m[syntax]);
    if (edits.some((e) => !e)) return undefined;
    return (d) => {
      for (const e of edits) (e as Edit)(d);
    };
  };
  const add = (ms: Mutation[]) =>
    out.push({
      name: `wd-combo-${ms.map((m) => m.name).join('+')}`,
      group: 'wd combinations',
      bases,
      ubl: join(ms, 'ubl'),
      cii: join(ms, 'cii'),
    });
  for (let i = 0; i < picked.length; i++)
    for (let j = i + 1; j < picked.length; j++) add([picked[i] as Mutation, picked[j] as Mutation]);
  // triples: consecutive ones
  for (let i = 0; i + 2 < picked.length; i++)
    add([picked[i] as Mutation, picked[i + 1] as Mutation, picked[i + 2] as Mutation]);
  // a schema fault (order, unknown or not-used element, lexical form) with a business-rule fault
  const structural = STRUCTURAL.map((n) => by.get(n)).filter((m): m is Mutation => Boolean(m));
  const business = BUSINESS.map((n) => by.get(n)).filter((m): m is Mutation => Boolean(m));
  for (const s of structural) for (const b of business) add([b, s]);
  return out;
}

const STRUCTURAL = [
  'unknown-element',
  'order-issue-date-before-id',
  'order-totals-before-tax',
  'not-used-element-ubl-cr',
  'not-used-element-party',
  'dup-issue-date',
  'empty-amount',
  'amount-comma',
];
const BUSINESS = [
  'br-co-16-payable',
  'no-buyer-reference',
  'no-seller-email',
  'vat-s-line-rate-7',
  'no-payment-means',
];

/** regex replace on the whole document; NotApplicable when nothing changed */
function re(d: XmlDoc, from: RegExp, to: string | ((m: string, ...g: string[]) => string)): void {
  const x = d.xml.replace(from, to as (m: string, ...g: string[]) => string);
  if (x === d.xml) throw new NotApplicable(String(from));
  d.xml = x;
}

/**
 * Edits that change which elements an official rule's context selects (currency code as written,
 * category and scheme codes in lower case or padded, the document type), each applied after one
 * catalog fault of the sums, VAT and decimals groups (on the XRechnung kitchen-sink invoices).
 */
const CONTEXTS: [string, Edit, Edit][] = [
  [
    'cur-lower',
    (d) =>
      re(d, /(<cbc:DocumentCurrencyCode>)\s*([A-Z]{3})/, (_m, a, c) => `${a}${(c as string).toLowerCase()}`),
    (d) =>
      re(d, /(<ram:InvoiceCurrencyCode>)\s*([A-Z]{3})/, (_m, a, c) => `${a}${(c as string).toLowerCase()}`),
  ],
  [
    'cur-padded',
    (d) => re(d, /(<cbc:DocumentCurrencyCode>)\s*([A-Z]{3})\s*</, '$1 $2 <'),
    (d) => re(d, /(<ram:InvoiceCurrencyCode>)\s*([A-Z]{3})\s*</, '$1 $2 <'),
  ],
  [
    'cat-lower',
    (d) =>
      re(
        d,
        /(<cac:(?:Classified)?TaxCategory>\s*<cbc:ID>)([A-Z]+)</g,
        (_m, a, c) => `${a}${(c as string).toLowerCase()}<`,
      ),
    (d) => re(d, /(<ram:CategoryCode>)([A-Z]+)</g, (_m, a, c) => `${a}${(c as string).toLowerCase()}<`),
  ],
  [
    'cat-padded',
    (d) => re(d, /(<cac:(?:Classified)?TaxCategory>\s*<cbc:ID>)([A-Z]+)</g, '$1 $2 <'),
    // CII: the official category contexts compare ram:CategoryCode as written
    // ([ram:CategoryCode = 'S']); the rules read it so (RuleContext.categoryAsWritten)
    (d) => re(d, /(<ram:CategoryCode>)([A-Z]+)</g, '$1 $2 <'),
  ],
  [
    'scheme-lower',
    (d) => re(d, /(<cac:TaxScheme>\s*<cbc:ID>)VAT</g, '$1vat<'),
    (d) => re(d, /(<ram:TypeCode>)VAT</g, '$1vat<'),
  ],
  [
    'no-tax-currency',
    (d) => {
      re(d, /\s*<cbc:TaxCurrencyCode>[^<]*<\/cbc:TaxCurrencyCode>/, '');
      re(
        d,
        /\s*<cac:TaxTotal>\s*<cbc:TaxAmount currencyID="USD">[^<]*<\/cbc:TaxAmount>\s*<\/cac:TaxTotal>/,
        '',
      );
    },
    (d) => {
      re(d, /\s*<ram:TaxCurrencyCode>[^<]*<\/ram:TaxCurrencyCode>/, '');
      re(d, /\s*<ram:TaxTotalAmount currencyID="USD">[^<]*<\/ram:TaxTotalAmount>/, '');
    },
  ],
  [
    'no-lines',
    (d) =>
      re(
        d,
        /\s*<cac:(Invoice|CreditNote)Line>[\s\S]*?<\/cac:\1Line>(?=\s*(<cac:\1Line>|<\/(Invoice|CreditNote)>))/g,
        '',
      ),
    (d) =>
      re(
        d,
        /\s*<ram:IncludedSupplyChainTradeLineItem>[\s\S]*?<\/ram:IncludedSupplyChainTradeLineItem>(?=\s*(<ram:IncludedSupplyChainTradeLineItem>|<ram:ApplicableHeaderTradeAgreement>))/g,
        '',
      ),
  ],
  [
    'type-384',
    (d) => re(d, /(<cbc:(?:Invoice|CreditNote)TypeCode>)[^<]*</, '$1384<'),
    (d) => re(d, /(<rsm:ExchangedDocument>[\s\S]*?<ram:TypeCode>)[^<]*</, '$1384<'),
  ],
];

const CONTEXT_FAULT_GROUPS = new Set(['sums', 'vat pairs', 'decimals', 'nf rate notation']);
const KS_XR_INVOICE = /^ks-(ubl|cii)-xr$/;

/** Each context edit after each fault of the groups above, on the XRechnung kitchen sinks. */
export function contextCombinations(catalog: Mutation[]): Mutation[] {
  const out: Mutation[] = [];
  const faults = catalog.filter((m) => CONTEXT_FAULT_GROUPS.has(m.group) && !m.bases);
  for (const [cname, cu, cc] of CONTEXTS) {
    out.push({
      name: `wd-ctx-${cname}`,
      group: 'wd context combinations',
      bases: KS_XR_INVOICE,
      ubl: cu,
      cii: cc,
    });
    for (const f of faults) {
      const fu = f.ubl;
      const fc = f.cii;
      out.push({
        name: `wd-ctx-${cname}+${f.name}`,
        group: 'wd context combinations',
        bases: KS_XR_INVOICE,
        ...(fu
          ? {
              ubl: (d: XmlDoc) => {
                fu(d);
                cu(d);
              },
            }
          : {}),
        ...(fc
          ? {
              cii: (d: XmlDoc) => {
                fc(d);
                cc(d);
              },
            }
          : {}),
      });
    }
  }
  return out;
}

/**
 * Pretty-printed or padded values across the whole document (`wd-pad-`): every value of one kind
 * (amounts, quantities, percentages, indicators, dates, codes, identifiers) or every attribute of
 * one name written with surrounding spaces or on its own indented line, as some XML writers do.
 */
function paddedValues(): Mutation[] {
  const out: Mutation[] = [];
  const kinds: [string, RegExp][] = [
    ['amounts', /Amount$/],
    ['quantities', /Quantity$/],
    ['percents', /^(Percent|RateApplicablePercent|MultiplierFactorNumeric|CalculationPercent)$/],
    ['indicators', /^(ChargeIndicator|Indicator)$/],
    ['dates', /(Date|DateTimeString)$/],
    // CII category codes excluded: known gap (the reader trims them, the official contexts do not)
    ['codes', /^(?!CategoryCode$)\w*Code$/],
    ['ids', /ID$/],
  ];
  const pads: [string, (v: string) => string][] = [
    ['spaces', (v) => ` ${v} `],
    ['lines', (v) => `\n        ${v}\n      `],
  ];
  for (const [kind, local] of kinds) {
    for (const [pname, pad] of pads) {
      const f = (d: XmlDoc) =>
        re(d, /<((?:cbc|ram|udt|qdt):(\w+))(\s[^>]*)?>([^<]+)<\/\1>/g, (m, q, l, attrs, v) =>
          local.test(l as string) && (v as string).trim() !== '' && !(v as string).startsWith('urn:')
            ? `<${q}${attrs ?? ''}>${pad((v as string).trim())}</${q}>`
            : m,
        );
      out.push({
        name: `wd-pad-${kind}-${pname}`,
        group: 'wd padded values',
        bases: PAD_BASES,
        ubl: f,
        cii: f,
      });
    }
  }
  for (const a of ['currencyID', 'unitCode', 'schemeID', 'mimeCode', 'listID', 'format']) {
    const f = (d: XmlDoc) => re(d, new RegExp(`(\\s${a}=")([^"]*)"`, 'g'), (_m, pre, v) => `${pre} ${v} "`);
    out.push({ name: `wd-pad-attr-${a}`, group: 'wd padded values', bases: PAD_BASES, ubl: f, cii: f });
  }
  return out;
}

/** bases of the padded-value family: the self-made ones and a few test-suite ones of each kind */
const PAD_BASES = /^ks-|^ts-(01\.01a|01\.13a|01\.05|04\.01a|04\.05a)[_-]/;

/**
 * The tax currency as written in the kitchen sinks (USD, a second VAT total): order of the totals,
 * the second total's notation and currency, the tax currency code's notation.
 */
function taxCurrencyEdits(): Mutation[] {
  const U2 =
    /\s*<cac:TaxTotal>\s*<cbc:TaxAmount currencyID="USD">([^<]*)<\/cbc:TaxAmount>\s*<\/cac:TaxTotal>/;
  const C2 = /<ram:TaxTotalAmount currencyID="USD">([^<]*)<\/ram:TaxTotalAmount>/;
  const m = (name: string, ubl: Edit, cii: Edit): Mutation => ({
    name: `wd-taxcur-${name}`,
    group: 'wd tax currency',
    bases: KS_XR,
    ubl,
    cii,
  });
  const ublAmount = (v: string) => (d: XmlDoc) =>
    re(d, /(<cbc:TaxAmount currencyID="USD">)[^<]*</, `$1${v}<`);
  const ciiAmount = (v: string) => (d: XmlDoc) =>
    re(d, /(<ram:TaxTotalAmount currencyID="USD">)[^<]*</, `$1${v}<`);
  return [
    m(
      'second-total-first',
      (d) => {
        const x = U2.exec(d.xml);
        if (!x) throw new NotApplicable('no USD total');
        d.xml = d.xml.replace(x[0], '');
        re(d, /(\s*)<cac:TaxTotal>/, `$1${x[0].trim()}$1<cac:TaxTotal>`);
      },
      (d) => {
        const x = C2.exec(d.xml);
        if (!x) throw new NotApplicable('no USD total');
        d.xml = d.xml.replace(x[0], '');
        re(d, /<ram:TaxTotalAmount /, `${x[0]}<ram:TaxTotalAmount `);
      },
    ),
    m('second-total-zero', ublAmount('0.00'), ciiAmount('0.00')),
    m('second-total-negative', ublAmount('-18.50'), ciiAmount('-18.50')),
    m('second-total-three-decimals', ublAmount('18.505'), ciiAmount('18.505')),
    m('second-total-empty', ublAmount(''), ciiAmount('')),
    m(
      'tax-currency-lowercase',
      (d) => re(d, /(<cbc:TaxCurrencyCode>)USD</, '$1usd<'),
      (d) => re(d, /(<ram:TaxCurrencyCode>)USD</, '$1usd<'),
    ),
    m(
      'tax-currency-padded',
      (d) => re(d, /(<cbc:TaxCurrencyCode>)USD</, '$1 USD <'),
      (d) => re(d, /(<ram:TaxCurrencyCode>)USD</, '$1 USD <'),
    ),
    m(
      'tax-currency-eur-second-total-usd',
      (d) => re(d, /(<cbc:TaxCurrencyCode>)USD</, '$1EUR<'),
      (d) => re(d, /(<ram:TaxCurrencyCode>)USD</, '$1EUR<'),
    ),
    m(
      'second-total-in-eur',
      (d) => re(d, /(<cbc:TaxAmount currencyID=")USD"/, '$1EUR"'),
      (d) => re(d, /(<ram:TaxTotalAmount currencyID=")USD"/, '$1EUR"'),
    ),
    m(
      'second-total-attr-lowercase',
      (d) => re(d, /(<cbc:TaxAmount currencyID=")USD"/, '$1usd"'),
      (d) => re(d, /(<ram:TaxTotalAmount currencyID=")USD"/, '$1usd"'),
    ),
    m(
      'third-total-usd',
      (d) => {
        const x = U2.exec(d.xml);
        if (!x) throw new NotApplicable('no USD total');
        d.xml = d.xml.replace(x[0], `${x[0]}${x[0]}`);
      },
      (d) => {
        const x = C2.exec(d.xml);
        if (!x) throw new NotApplicable('no USD total');
        d.xml = d.xml.replace(x[0], `${x[0]}${x[0]}`);
      },
    ),
  ];
}

export function documentFamilies(): Mutation[] {
  return [
    ...vatDocuments(),
    ...paymentDocuments(),
    ...mandateDocuments(),
    ...extensionDocuments(),
    ...cvdDocuments(),
    ...negativeDocuments(),
    ...miscDocuments(),
    ...paddedValues(),
    ...taxCurrencyEdits(),
  ];
}
