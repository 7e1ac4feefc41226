import { describe, expect, it } from 'vitest';
import { parseXml } from '../../xml/parse.ts';
import { crashingStylesheets } from './processing-error.ts';
import { ciiDoc, ublDoc } from './test-fixtures.ts';

function crash(xml: string) {
  const r = parseXml(xml);
  if (!r.ok) throw new Error(r.error.message);
  return crashingStylesheets(r.root);
}

describe('crashingStylesheets (official PROCESSING-ERROR on repeated single values)', () => {
  it('no crash for the plain documents', () => {
    expect(crash(ublDoc())).toEqual([]);
    expect(crash(ciiDoc())).toEqual([]);
    expect(crash('<x xmlns="urn:x"/>')).toEqual([]);
  });
  it('two payment terms with notes crash the XRechnung rules when the first # line is a valid Skonto line (BR-DE-18)', () => {
    const skonto = '#SKONTO#TAGE=14#PROZENT=2.00#\n';
    const ubl = (a: string, b: string) =>
      crash(
        ublDoc(
          `<cac:PaymentTerms><cbc:Note>${a}</cbc:Note></cac:PaymentTerms><cac:PaymentTerms><cbc:Note>${b}</cbc:Note></cac:PaymentTerms>`,
        ),
      );
    expect(ubl(skonto, 'Zahlbar sofort')).toEqual(['XRechnung']);
    expect(ubl('Zahlbar sofort', skonto)).toEqual(['XRechnung']);
    // the first # line is no valid Skonto line: BR-DE-18 fails before the second test is reached
    expect(ubl('#SKONTO#TAGE=14#PROZENT=2.0#\n', skonto)).toEqual([]);
    // no # line at all, or only one note: nothing to evaluate twice
    expect(ubl('Zahlbar sofort', 'netto 30 Tage')).toEqual([]);
    expect(crash(ublDoc(`<cac:PaymentTerms><cbc:Note>${skonto}</cbc:Note></cac:PaymentTerms>`))).toEqual([]);
    const terms = (x: string) =>
      `<ram:SpecifiedTradePaymentTerms><ram:Description>${x}</ram:Description></ram:SpecifiedTradePaymentTerms>`;
    expect(crash(ciiDoc({ settlement: terms(skonto) + terms('x') }))).toEqual(['XRechnung']);
    expect(crash(ciiDoc({ settlement: terms(skonto) }))).toEqual([]);
  });
  it('a second seller legal entity with a name crashes the CEN rules; without a name it does not', () => {
    const second = (x: string) =>
      ublDoc().replace(
        '</cac:PartyLegalEntity>',
        `</cac:PartyLegalEntity><cac:PartyLegalEntity>${x}</cac:PartyLegalEntity>`,
      );
    expect(crash(second('<cbc:RegistrationName>X</cbc:RegistrationName>'))).toEqual(['EN16931']);
    expect(crash(second('<cbc:CompanyID>X</cbc:CompanyID>'))).toEqual([]);
  });
  it('a second specification identifier crashes the CEN rules', () => {
    const p = '<ram:GuidelineSpecifiedDocumentContextParameter>';
    expect(
      crash(
        ciiDoc().replace(p, `${p}<ram:ID>x</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter>${p}`),
      ),
    ).toEqual(['EN16931']);
    expect(crash(ciiDoc().replace(p, `<ram:GuidelineSpecifiedDocumentContextParameter/>${p}`))).toEqual([]);
  });
  it('repeated amounts: header allowance (XRechnung too when percentage and base are given), line total, net price', () => {
    const ac = (x: string) =>
      `<ram:SpecifiedTradeAllowanceCharge><ram:ChargeIndicator><udt:Indicator>false</udt:Indicator></ram:ChargeIndicator>${x}<ram:ActualAmount>1</ram:ActualAmount><ram:ActualAmount>1</ram:ActualAmount></ram:SpecifiedTradeAllowanceCharge>`;
    expect(crash(ciiDoc({ settlement: ac('') }))).toEqual(['EN16931']);
    expect(
      crash(
        ciiDoc({
          settlement: ac(
            '<ram:CalculationPercent>1</ram:CalculationPercent><ram:BasisAmount>100</ram:BasisAmount>',
          ),
        }),
      ),
    ).toEqual(['EN16931', 'XRechnung']);
    const lineTotal = ciiDoc().replace(
      '<ram:LineTotalAmount>100</ram:LineTotalAmount>',
      '<ram:LineTotalAmount>100</ram:LineTotalAmount><ram:LineTotalAmount>100</ram:LineTotalAmount>',
    );
    expect(crash(lineTotal)).toEqual(['EN16931', 'XRechnung']);
    const net = ciiDoc().replace(
      '<ram:ChargeAmount>10</ram:ChargeAmount>',
      '<ram:ChargeAmount>10</ram:ChargeAmount><ram:ChargeAmount>10</ram:ChargeAmount>',
    );
    expect(crash(net)).toEqual(['XRechnung']);
  });
  it('a repeated VAT amount crashes the CEN rules only in a standard-rated breakdown (BR-S-09)', () => {
    const tax = (cat: string) =>
      `<ram:ApplicableTradeTax><ram:CalculatedAmount>19</ram:CalculatedAmount><ram:CalculatedAmount>19</ram:CalculatedAmount><ram:TypeCode>VAT</ram:TypeCode><ram:CategoryCode>${cat}</ram:CategoryCode></ram:ApplicableTradeTax>`;
    expect(crash(ciiDoc({ settlement: tax('S') }))).toEqual(['EN16931']);
    expect(crash(ciiDoc({ settlement: tax('O') }))).toEqual([]);
    const base = (cat: string) =>
      `<ram:ApplicableTradeTax><ram:TypeCode>VAT</ram:TypeCode><ram:BasisAmount>1</ram:BasisAmount><ram:BasisAmount>1</ram:BasisAmount><ram:CategoryCode>${cat}</ram:CategoryCode></ram:ApplicableTradeTax>`;
    expect(crash(ciiDoc({ settlement: base('E') }))).toEqual(['EN16931']);
    expect(crash(ciiDoc({ settlement: base('L') }))).toEqual([]);
  });
  it('two amounts due anywhere crash the CEN rules (BR-CO-25)', () => {
    const due = '<ram:DuePayableAmount>1</ram:DuePayableAmount>';
    const doc = ciiDoc({ settlement: '' }).replace(
      '<ram:InvoiceCurrencyCode>',
      `${due}<ram:InvoiceCurrencyCode>`,
    );
    expect(crash(doc)).toEqual([]);
    expect(
      crash(
        doc.replace(
          '<ram:LineTotalAmount>100.00</ram:LineTotalAmount>',
          `<ram:LineTotalAmount>100.00</ram:LineTotalAmount>${due}`,
        ),
      ),
    ).toEqual(['EN16931']);
  });
  it('two invoice periods with start dates crash the XRechnung rules when a line has a start date (R110)', () => {
    const periods = '<cac:InvoicePeriod><cbc:StartDate>2024-01-01</cbc:StartDate></cac:InvoicePeriod>'.repeat(
      2,
    );
    const linePeriod = '<cac:InvoicePeriod><cbc:StartDate>2024-01-02</cbc:StartDate></cac:InvoicePeriod>';
    expect(crash(ublDoc(periods, linePeriod))).toEqual(['XRechnung']);
    expect(crash(ublDoc(periods))).toEqual([]);
  });
});
