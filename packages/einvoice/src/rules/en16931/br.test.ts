import { describe, expect, it } from 'vitest';
import { writeCii } from '../../cii/write.ts';
import { validKitchenSink } from '../../ubl/fixtures.ts';
import { writeUbl } from '../../ubl/write.ts';
import { validateXml } from '../../validate.ts';
import { validateModel } from '../engine.ts';
import { baselineInvoice } from '../fixtures.ts';
import { firedIds, runCase } from '../testing.ts';
import { BR_CASES } from './br.cases.ts';

describe('EN 16931 core rules (BR-xx)', () => {
  it('the baseline invoice passes every rule', () => {
    const r = validateModel(baselineInvoice(), { scenario: 'xrechnung' });
    expect(r.messages).toEqual([]);
    expect(r.accepted).toBe(true);
  });
  for (const c of BR_CASES) {
    it(`${c.id} ${c.passes ? 'holds' : 'fires'}: ${c.name}`, () => {
      const ids = firedIds(runCase(c));
      if (c.passes) expect(ids).not.toContain(c.id);
      else expect(ids).toContain(c.id);
    });
  }
});

describe('BR-xx on the document (br-doc-xml.ts): the official tests as written', () => {
  const ubl = writeUbl(validKitchenSink('380'), { profile: 'xrechnung' });
  const cii = writeCii(validKitchenSink('380'), { profile: 'xrechnung' });
  const ids = (xml: string) =>
    validateXml(xml)
      .report.messages.filter((m) => m.level !== 'information')
      .map((m) => m.id);
  const edit = (xml: string, from: RegExp | string, to: string) => {
    const out = xml.replace(from, to);
    expect(out).not.toBe(xml);
    return out;
  };
  const fires = (xml: string, id: string) => expect(ids(xml)).toContain(id);
  const holds = (xml: string, id: string) => expect(ids(xml)).not.toContain(id);

  it('the kitchen-sink documents pass', () => {
    expect(ids(ubl)).toEqual([]);
    expect(ids(cii)).toEqual([]);
  });

  it('BR-11 (CII): the buyer country is read through the whole path', () => {
    const noAddress = edit(
      cii,
      /(<ram:BuyerTradeParty>[\s\S]*?)<ram:PostalTradeAddress>[\s\S]*?<\/ram:PostalTradeAddress>/,
      '$1',
    );
    fires(noAddress, 'BR-11');
  });

  it('BR-12 … 15 are checked on the totals element: none without it', () => {
    const noSums = edit(
      cii,
      /<ram:SpecifiedTradeSettlementHeaderMonetarySummation>[\s\S]*?<\/ram:SpecifiedTradeSettlementHeaderMonetarySummation>/,
      '',
    );
    for (const id of ['BR-12', 'BR-13', 'BR-14', 'BR-15']) holds(noSums, id);
    fires(edit(cii, /<ram:GrandTotalAmount>[^<]*<\/ram:GrandTotalAmount>/, ''), 'BR-14');
  });

  it('BR-17: an empty payee name exists; a missing one or the seller name fails', () => {
    holds(edit(ubl, '<cbc:Name>Factoring AG</cbc:Name>', '<cbc:Name></cbc:Name>'), 'BR-17');
    fires(edit(ubl, /<cac:PartyName>\s*<cbc:Name>Factoring AG<\/cbc:Name>\s*<\/cac:PartyName>/, ''), 'BR-17');
    holds(edit(cii, '<ram:Name>Factoring AG</ram:Name>', '<ram:Name/>'), 'BR-17');
    fires(
      edit(cii, '<ram:Name>Factoring AG</ram:Name>', '<ram:Name>Muster Handwerk GmbH</ram:Name>'),
      'BR-17',
    );
  });

  it('BR-18 (CII) asks for the element, BR-18 (UBL) for a value', () => {
    holds(edit(cii, '<ram:Name>Steuervertreter GmbH</ram:Name>', '<ram:Name> </ram:Name>'), 'BR-18');
    fires(edit(cii, '<ram:Name>Steuervertreter GmbH</ram:Name>', ''), 'BR-18');
    fires(edit(ubl, '<cbc:Name>Steuervertreter GmbH</cbc:Name>', '<cbc:Name> </cbc:Name>'), 'BR-18');
  });

  it('BR-19 / BR-20: an address without country is an address (BR-20); CII BR-20 also without address', () => {
    const noCountry = edit(
      ubl,
      /(<cac:TaxRepresentativeParty>[\s\S]*?)<cac:Country>\s*<cbc:IdentificationCode>DE<\/cbc:IdentificationCode>\s*<\/cac:Country>/,
      '$1',
    );
    expect(ids(noCountry)).toContain('BR-20');
    expect(ids(noCountry)).not.toContain('BR-19');
    const noAddress = edit(
      cii,
      /(<ram:SellerTaxRepresentativeTradeParty>[\s\S]*?)<ram:PostalTradeAddress>[\s\S]*?<\/ram:PostalTradeAddress>/,
      '$1',
    );
    expect(ids(noAddress)).toEqual(expect.arrayContaining(['BR-19', 'BR-20']));
    holds(edit(cii, /(<ram:SellerTaxRepresentativeTradeParty>[\s\S]*?<ram:CountryID>)DE/, '$1'), 'BR-20');
  });

  it('BR-23: an empty unitCode attribute exists', () => {
    holds(edit(ubl, '<cbc:InvoicedQuantity unitCode="C62">', '<cbc:InvoicedQuantity unitCode="">'), 'BR-23');
    fires(edit(ubl, '<cbc:InvoicedQuantity unitCode="C62">', '<cbc:InvoicedQuantity>'), 'BR-23');
    holds(edit(cii, '<ram:BilledQuantity unitCode="C62">', '<ram:BilledQuantity unitCode="">'), 'BR-23');
    fires(edit(cii, '<ram:BilledQuantity unitCode="C62">', '<ram:BilledQuantity>'), 'BR-23');
  });

  it('BR-27 / BR-28: "-0.00" is below zero for the official validator', () => {
    fires(edit(ubl, /(<cbc:PriceAmount currencyID="EUR">)50\.00/, '$1-0.00'), 'BR-27');
  });

  it('BR-29 / BR-30 (CII): dates compared as written, only with format 102', () => {
    const header =
      /(<ram:ApplicableHeaderTradeSettlement>[\s\S]*?<ram:BillingSpecifiedPeriod>\s*<ram:StartDateTime>\s*<udt:DateTimeString) format="102">/;
    fires(edit(cii, header, '$1>'), 'BR-29');
    const headerEnd =
      /(<ram:ApplicableHeaderTradeSettlement>[\s\S]*?<ram:EndDateTime>\s*<udt:DateTimeString format="102">)20240310/;
    fires(edit(cii, headerEnd, '$12024-03-10'), 'BR-29');
    fires(
      edit(cii, '<udt:DateTimeString format="102">20240305', '<udt:DateTimeString format="">20240305'),
      'BR-30',
    );
    fires(
      edit(cii, '<udt:DateTimeString format="102">20240305', '<udt:DateTimeString format="102"> 20240305'),
      'BR-30',
    );
  });

  it('BR-32 / BR-37: an allowance category counts only with the tax scheme VAT; an empty code exists', () => {
    const firstAc =
      /(<cac:AllowanceCharge>\s*<cbc:ChargeIndicator>false[\s\S]*?<cac:TaxScheme>\s*<cbc:ID>)VAT/;
    fires(edit(ubl, firstAc, '$1GST'), 'BR-32');
    holds(edit(ubl, firstAc, '$1 vat '), 'BR-32');
    const firstId =
      /(<cac:AllowanceCharge>\s*<cbc:ChargeIndicator>false[\s\S]*?<cac:TaxCategory>\s*<cbc:ID>)S/;
    holds(edit(ubl, firstId, '$1'), 'BR-32');
    const charge = /(<cac:AllowanceCharge>\s*<cbc:ChargeIndicator>true[\s\S]*?<cac:TaxScheme>\s*<cbc:ID>)VAT/;
    fires(edit(ubl, charge, '$1'), 'BR-37');
    const ciiAc =
      /(<ram:SpecifiedTradeAllowanceCharge>\s*<ram:ChargeIndicator>\s*<udt:Indicator>false[\s\S]*?<ram:CategoryTradeTax>\s*<ram:TypeCode>)VAT/;
    fires(edit(cii, ciiAc, '$1 VAT'), 'BR-32');
  });

  it('BR-33 / BR-38 / BR-42 / BR-44: an empty reason exists', () => {
    holds(
      edit(
        ubl,
        '<cbc:AllowanceChargeReason>Fracht</cbc:AllowanceChargeReason>',
        '<cbc:AllowanceChargeReason/>',
      ),
      'BR-38',
    );
    fires(
      edit(
        ubl,
        /<cbc:AllowanceChargeReasonCode>FC<\/cbc:AllowanceChargeReasonCode>\s*<cbc:AllowanceChargeReason>Fracht<\/cbc:AllowanceChargeReason>/,
        '',
      ),
      'BR-38',
    );
    fires(
      edit(cii, /<ram:ReasonCode>95<\/ram:ReasonCode>\s*<ram:Reason>Mengenrabatt<\/ram:Reason>/, ''),
      'BR-42',
    );
  });

  it('BR-50 (CII): an empty IBAN element exists; UBL asks for a value', () => {
    holds(edit(cii, '<ram:IBANID>DE02120300000000202051</ram:IBANID>', '<ram:IBANID/>'), 'BR-50');
    fires(edit(ubl, '<cbc:ID>DE02120300000000202051</cbc:ID>', '<cbc:ID> </cbc:ID>'), 'BR-50');
  });

  it('BR-52: every document reference (also of a line) needs an identifier value', () => {
    fires(edit(ubl, '<cbc:ID>Stundenzettel-03</cbc:ID>', '<cbc:ID></cbc:ID>'), 'BR-52');
    fires(edit(cii, '<ram:IssuerAssignedID>OBJ-1</ram:IssuerAssignedID>', ''), 'BR-52');
  });

  it('BR-54: an item attribute needs both elements', () => {
    fires(edit(ubl, '<cbc:Value>weiß</cbc:Value>', ''), 'BR-54');
    holds(edit(ubl, '<cbc:Value>weiß</cbc:Value>', '<cbc:Value/>'), 'BR-54');
    fires(
      edit(cii, /(<ram:ApplicableProductCharacteristic>\s*)<ram:Description>[^<]*<\/ram:Description>/, '$1'),
      'BR-54',
    );
  });

  it('BR-57: an empty delivery country code exists (UBL); CII asks for a value', () => {
    const ublCode = /(<cac:DeliveryLocation>[\s\S]*?<cbc:IdentificationCode>)DE/;
    holds(edit(ubl, ublCode, '$1'), 'BR-57');
    fires(
      edit(
        ubl,
        /(<cac:DeliveryLocation>[\s\S]*?)<cac:Country>\s*<cbc:IdentificationCode>DE<\/cbc:IdentificationCode>\s*<\/cac:Country>/,
        '$1',
      ),
      'BR-57',
    );
    fires(edit(cii, /(<ram:ShipToTradeParty>[\s\S]*?<ram:CountryID>)DE/, '$1'), 'BR-57');
  });

  it('BR-62 / BR-63: an empty schemeID exists (UBL); CII reads the first URI communication', () => {
    holds(edit(ubl, '<cbc:EndpointID schemeID="EM">', '<cbc:EndpointID schemeID="">'), 'BR-62');
    fires(edit(ubl, '<cbc:EndpointID schemeID="EM">', '<cbc:EndpointID>'), 'BR-62');
    holds(edit(ubl, '<cbc:EndpointID schemeID="0204">', '<cbc:EndpointID schemeID="">'), 'BR-63');
    fires(edit(cii, /<ram:URIID schemeID="EM">[^<]*<\/ram:URIID>/, ''), 'BR-62');
    fires(edit(cii, /<ram:URIID schemeID="0204">[^<]*<\/ram:URIID>/, ''), 'BR-63');
  });

  it('BR-64 / BR-65: an empty scheme/list attribute exists (UBL); CII asks for a value', () => {
    holds(edit(ubl, '<cbc:ID schemeID="0160">', '<cbc:ID schemeID="">'), 'BR-64');
    fires(edit(ubl, '<cbc:ID schemeID="0160">', '<cbc:ID>'), 'BR-64');
    fires(edit(cii, '<ram:GlobalID schemeID="0160">', '<ram:GlobalID schemeID=" ">'), 'BR-64');
    holds(edit(ubl, 'listID="STI"', 'listID=""'), 'BR-65');
    fires(edit(ubl, 'listID="STI"', ''), 'BR-65');
    fires(edit(cii, 'listID="STI"', 'listID=""'), 'BR-65');
  });
});
