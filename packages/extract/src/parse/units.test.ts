import { describe, expect, it } from 'vitest';
import { rendererUnit, unitCode } from './units.ts';

describe('unitCode', () => {
  it('reads unit words and Rec 20 codes printed as such', () => {
    expect(unitCode('Stk')).toBe('H87');
    // German abbreviations of packaging: "Fl." (Flasche), "Btl." (Beutel)
    expect(unitCode('Fl.')).toBe('XBO');
    expect(unitCode('Btl.')).toBe('XBG');
    expect(unitCode('kg')).toBe('KGM');
    // a code printed in the quantity cell ("15 XBC- unknown unit"), with a trailing dash or dot
    expect(unitCode('XBC-')).toBe('XBC');
    expect(unitCode('XPX')).toBe('XPX');
    expect(unitCode('KWH')).toBe('KWH');
    expect(unitCode('Anzahl')).toBe('NAR');
    // plural endings in brackets
    expect(unitCode('Tag(e)')).toBe('DAY');
    // a consultancy's person-days (blind39 min8, bund8)
    expect(unitCode('PT')).toBe('DAY');
    expect(unitCode('Personentage')).toBe('DAY');
    expect(unitCode('Stunde(n)')).toBe('HUR');
    expect(unitCode('Monat(e)')).toBe('MON');
    expect(unitCode('Pkt.')).toBe('XPK');
    // German ERP packaging units (blind16 jtl, datev, odoo)
    expect(unitCode('VE')).toBe('XPK');
    expect(unitCode('Pal')).toBe('XPX');
    // a carton (Rec 21 CT) is no box (BX): "Ktn" of blind18 and blind40, "carton" of blind50
    expect(unitCode('Ktn')).toBe('XCT');
    expect(unitCode('Karton')).toBe('XCT');
    expect(unitCode('carton')).toBe('XCT');
    expect(unitCode('box')).toBe('XBX');
  });
  it('reads spelled-out units in the plural and British spelling, several words too', () => {
    expect(unitCode('Kilograms')).toBe('KGM');
    expect(unitCode('Square Metres')).toBe('MTK');
    expect(unitCode('mètres carrés')).toBe('MTK');
    expect(unitCode('Cubic meters')).toBe('MTQ');
    expect(unitCode('Kilometres')).toBe('KMT');
    expect(unitCode('Metres')).toBe('MTR');
    expect(unitCode('uren')).toBe('HUR');
    expect(unitCode('Tonnes')).toBe('TNE');
  });
  it('takes the code printed in brackets after a unit name', () => {
    // names several codes share, disambiguated by the code ("Stück" is C62, H87 and XPP)
    expect(unitCode('Stück (XPP)')).toBe('XPP');
    expect(unitCode('Stück (C62)')).toBe('C62');
    expect(unitCode('Piece [H87]')).toBe('H87');
    expect(unitCode('Tonne (TNE)')).toBe('TNE');
    // brackets that are no Rec 20 code change nothing
    expect(unitCode('Stück (EUR)')).toBeUndefined();
    expect(unitCode('Stunde(n)')).toBe('HUR');
  });
  it('takes no other capitals for a unit', () => {
    // not Rec 20 codes
    expect(unitCode('EUR')).toBeUndefined();
    expect(unitCode('VAT')).toBeUndefined();
    expect(unitCode('TVA')).toBeUndefined();
    // codes only in capitals; words of two letters only from the word list
    expect(unitCode('xbc')).toBeUndefined();
    expect(unitCode('ZZ')).toBeUndefined();
  });
});

describe('rendererUnit', () => {
  it('reads "Stk" as C62 in an AWV stylesheet rendering (it prints "Anwendungsempfehlung :")', () => {
    const awv =
      'Rechnung Nr. 1 vom 01.01.2024\nAnwendungsempfehlung : urn:cen.eu:en16931:2017\nWährung : EUR';
    expect(rendererUnit('Stk', awv)).toBe('C62');
    expect(rendererUnit('kg', awv)).toBeUndefined();
    // elsewhere "Stk" keeps its usual reading (H87)
    expect(rendererUnit('Stk', 'Rechnung Nr. 1\nMenge Einheit')).toBeUndefined();
  });
});
