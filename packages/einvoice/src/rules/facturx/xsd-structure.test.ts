import { describe, expect, it } from 'vitest';
import { compileStructure } from '../schema/structure.ts';
import { BASIC_STRUCTURE, BASICWL_STRUCTURE, EXTENDED_STRUCTURE, MINIMUM_STRUCTURE } from './structures.ts';
import { structureFromXsds } from './xsd-structure.ts';

const RSM = 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100';
const RAM = 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100';
const UDT = 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100';

const top = `<?xml version="1.0"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:rsm="${RSM}" xmlns:ram="${RAM}" targetNamespace="${RSM}" elementFormDefault="qualified">
  <xs:element name="CrossIndustryInvoice" type="rsm:CIIType"/>
  <xs:complexType name="CIIType"><xs:sequence>
    <xs:element name="ExchangedDocument" type="ram:DocType"/>
  </xs:sequence></xs:complexType>
</xs:schema>`;
const ram = `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:ram="${RAM}" xmlns:udt="${UDT}" targetNamespace="${RAM}">
  <xs:complexType name="DocType"><xs:sequence>
    <xs:element name="ID" type="udt:IDType"/>
    <xs:element name="Note" type="udt:TextType" minOccurs="0" maxOccurs="unbounded"/>
    <xs:element name="Flag" type="xs:boolean" minOccurs="0"/>
    <xs:element name="Part" type="ram:DocType" minOccurs="2" maxOccurs="3"/>
  </xs:sequence></xs:complexType>
</xs:schema>`;
const udt = `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:udt="${UDT}" targetNamespace="${UDT}">
  <xs:simpleType name="Short"><xs:restriction base="xs:token"><xs:maxLength value="3"/></xs:restriction></xs:simpleType>
  <xs:complexType name="IDType"><xs:simpleContent><xs:extension base="udt:Short">
    <xs:attribute name="schemeID" type="xs:token" use="required"/>
  </xs:extension></xs:simpleContent></xs:complexType>
  <xs:complexType name="TextType"><xs:simpleContent><xs:extension base="xs:string"/></xs:simpleContent></xs:complexType>
</xs:schema>`;

describe('structureFromXsds', () => {
  it('translates sequences, occurrences, simple content, attributes and facets', () => {
    const s = structureFromXsds([udt, ram, top]);
    expect(s.roots).toEqual({ 'rsm:CrossIndustryInvoice': 'c0' });
    expect(s.complex).toEqual([
      'CIIType|s||rsm:ExchangedDocument=c1',
      'DocType|s||ram:ID=s0 ram:Note=s1* ram:Flag=s2? ram:Part=c1{2,3}',
    ]);
    expect(s.simple).toEqual(['token|schemeID!|maxLength=3|', 'string|||', 'boolean|||T']);
    expect(() => compileStructure(s).type('c1')).not.toThrow();
  });

  it('refuses constructs it cannot translate faithfully', () => {
    const nested = ram.replace(
      '<xs:element name="Flag"',
      '<xs:choice><xs:element name="A" type="xs:string"/></xs:choice><xs:element name="Flag"',
    );
    expect(() => structureFromXsds([udt, nested, top])).toThrow(/nested choice/);
  });
});

describe('the generated Factur-X 1.09 profile tables', () => {
  const tx = (s: typeof MINIMUM_STRUCTURE) =>
    s.complex.find((c) => c.startsWith('SupplyChainTradeTransactionType|')) ?? '';
  it('lines: none in MINIMUM and BASIC WL, at least one from BASIC on', () => {
    expect(tx(MINIMUM_STRUCTURE)).not.toContain('IncludedSupplyChainTradeLineItem');
    expect(tx(BASICWL_STRUCTURE)).not.toContain('IncludedSupplyChainTradeLineItem');
    expect(tx(BASIC_STRUCTURE)).toMatch(/ram:IncludedSupplyChainTradeLineItem=c\d+\+/);
    expect(tx(EXTENDED_STRUCTURE)).toMatch(/ram:IncludedSupplyChainTradeLineItem=c\d+\+/);
  });
  it('sub-lines (ParentLineID) in EXTENDED only', () => {
    expect(JSON.stringify(BASIC_STRUCTURE)).not.toContain('ram:ParentLineID');
    expect(JSON.stringify(EXTENDED_STRUCTURE)).toContain('ram:ParentLineID');
  });
});
