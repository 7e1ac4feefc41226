import { describe, expect, it } from 'vitest';
import {
  CODE_LIST_IDS,
  codeListInfo,
  codes,
  isCommonCode,
  isCreditNoteType,
  isValidCode,
  label,
  listEntries,
  SEPA_SCHEME,
  VAT_CATEGORY_INFO,
  vatCategoryInfo,
  vatDateCodeFromCii,
  vatDateCodeToCii,
  XRECHNUNG_EXTENSION_SCHEMES,
} from './index.ts';

/** Every type code the product offers (product-spec section 3). */
const SPEC_TYPE_CODES = '325 326 380 381 383 384 386 387 388 389 393 394 575 623 780 875 876 877 935'.split(
  ' ',
);

describe('list sizes (as the official EN 16931 1.3.15 rules check them)', () => {
  it.each([
    ['currency', 179],
    ['country', 251],
    ['countryCii', 251],
    ['documentType', 62],
    ['invoiceTypeUbl', 52],
    ['creditNoteTypeUbl', 11],
    ['vatDate', 3],
    ['vatDateCii', 3],
    ['textSubject', 383],
    ['textSubjectCii', 401],
    ['objectScheme', 818],
    ['icd', 238],
    ['itemClassification', 185],
    ['paymentMeans', 84],
    ['vatCategory', 10],
    ['allowanceReason', 19],
    ['chargeReason', 178],
    ['vatex', 88],
    ['unit', 2162],
    ['mime', 6],
    ['eas', 100],
  ] as const)('%s has %i codes', (list, n) => {
    expect(codes(list).size).toBe(n);
  });

  it('has info for every list', () => {
    for (const id of CODE_LIST_IDS) {
      const info = codeListInfo(id);
      expect(info.id).toBe(id);
      expect(info.rules).toMatch(/^BR-CL-\d\d/);
      expect(info.title.length).toBeGreaterThan(5);
    }
  });
});

describe('isValidCode', () => {
  it('accepts known codes and rejects made-up ones', () => {
    const cases: Array<[Parameters<typeof isValidCode>[0], string[], string[]]> = [
      ['currency', ['EUR', 'USD', 'CHF', 'JPY', 'XXX'], ['EURO', 'eur', 'ABC', 'DEM']],
      ['country', ['DE', 'AT', 'FR', 'GB', '1A', 'XI', 'SS'], ['XX', 'EU', 'UK', 'de', 'AN']],
      ['countryCii', ['DE', 'AN'], ['SS', 'XX']],
      ['documentType', [...SPEC_TYPE_CODES, '81', '261', '502', '503'], ['1', '999', '380a', '']],
      [
        'paymentMeans',
        ['1', '10', '30', '31', '42', '48', '49', '54', '57', '58', '59', '97', 'ZZZ'],
        ['0', '99', 'SEPA'],
      ],
      ['vatCategory', ['S', 'Z', 'E', 'AE', 'K', 'G', 'O', 'L', 'M', 'B'], ['A', 'VAT', 's', 'IC']],
      ['allowanceReason', ['41', '95', '100', '105'], ['1', 'ZZZ', 'FC']],
      ['chargeReason', ['FC', 'ABL', 'ZZZ', 'AA'], ['95', 'XYZ']],
      ['textSubject', ['AAI', 'REG', 'SUR', 'AAB'], ['BAT', 'XYZ']],
      ['textSubjectCii', ['AAI', 'BAT', 'CCO'], ['XYZ']],
      ['vatDate', ['3', '35', '432'], ['5', '29', '72']],
      ['vatDateCii', ['5', '29', '72'], ['3', '35', '432']],
      [
        'vatex',
        ['VATEX-EU-AE', 'VATEX-EU-IC', 'VATEX-EU-132-1A', 'VATEX-EU-135-1', 'VATEX-FR-FRANCHISE'],
        ['VATEX-DE-19'],
      ],
      [
        'unit',
        [
          'C62',
          'H87',
          'XPP',
          'HUR',
          'DAY',
          'MON',
          'KGM',
          'MTR',
          'LTR',
          'MTK',
          'MTQ',
          'KWH',
          'TNE',
          'SET',
          'PR',
          'E48',
          'LS',
        ],
        ['PCS', 'STUECK', 'h', 'kg', 'XXX1'],
      ],
      ['unit', ['WEE', 'ANN', 'MIN', 'SEC', 'KMT', 'GRM', 'X1A', 'XZZ'], ['PCE']],
      ['eas', ['EM', '0204', '9930', '0088', '0060', '9957', 'AN', 'AU'], ['0003', 'XX', '9999']],
      ['icd', ['0002', '0088', '0060', '0204', '0208', '0243'], ['0001', '0092', '0103', '0244', 'SEPA']],
      ['itemClassification', ['STI', 'CV', 'HS', 'ZZZ'], ['XX']],
      ['objectScheme', ['AAA', 'AAB', 'ZZZ'], ['A']],
      [
        'mime',
        [
          'application/pdf',
          'image/png',
          'image/jpeg',
          'text/csv',
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'application/vnd.oasis.opendocument.spreadsheet',
        ],
        ['application/xml', 'text/xml', 'image/gif', 'application/PDF', ' application/pdf'],
      ],
    ];
    for (const [list, good, bad] of cases) {
      for (const c of good) expect(isValidCode(list, c), `${list} ${c}`).toBe(true);
      for (const c of bad) expect(isValidCode(list, c), `${list} ${c}`).toBe(false);
    }
  });

  it('ignores surrounding blanks like normalize-space but rejects inner blanks and missing values', () => {
    expect(isValidCode('currency', ' EUR ')).toBe(true);
    expect(isValidCode('currency', 'E UR')).toBe(false);
    expect(isValidCode('currency', 'EUR USD')).toBe(false);
    expect(isValidCode('currency', undefined)).toBe(false);
    expect(isValidCode('currency', null)).toBe(false);
  });

  it('follows the official lists where they differ from current ISO data', () => {
    // CEN 1.3.15 still lists STD (old São Tomé dobra) but not STN
    expect(isValidCode('currency', 'STD')).toBe(true);
    expect(isValidCode('currency', 'STN')).toBe(false);
  });

  it('splits UBL invoice and credit note types', () => {
    for (const c of ['81', '83', '261', '262', '296', '308', '381', '396', '420', '458', '532']) {
      expect(isCreditNoteType(c)).toBe(true);
      expect(isValidCode('invoiceTypeUbl', c)).toBe(c === '81');
    }
    for (const c of ['380', '384', '389', '326', '875', '502', '503'])
      expect(isCreditNoteType(c)).toBe(false);
    expect(isCreditNoteType(undefined)).toBe(false);
    const union = new Set([...codes('invoiceTypeUbl'), ...codes('creditNoteTypeUbl')]);
    expect(union).toEqual(codes('documentType'));
  });
});

describe('labels', () => {
  it('labels every type code of the spec in en and de', () => {
    for (const c of SPEC_TYPE_CODES) {
      expect(label('documentType', c, 'en')).not.toBe(c);
      expect(label('documentType', c, 'de')).not.toBe(c);
    }
    expect(label('documentType', '380', 'en')).toBe('Commercial invoice');
    expect(label('documentType', '380', 'de')).toBe('Rechnung');
    expect(label('documentType', '381', 'de')).toBe('Gutschrift');
    expect(label('documentType', '877', 'de')).toBe('Schlussrechnung (Bauleistung)');
  });

  it('labels every BR-CL-01 code at least in English', () => {
    for (const c of codes('documentType')) expect(label('documentType', c, 'en')).not.toBe(c);
  });

  it('labels payment means, VAT categories and units in en and de', () => {
    expect(label('paymentMeans', '58', 'en')).toBe('SEPA credit transfer');
    expect(label('paymentMeans', '58', 'de')).toBe('SEPA-Überweisung');
    expect(label('paymentMeans', '59', 'de')).toBe('SEPA-Lastschrift');
    // no German label: English list name
    expect(label('paymentMeans', '93', 'de')).toBe('Reference giro');
    for (const c of codes('vatCategory')) {
      expect(label('vatCategory', c, 'en')).not.toBe(c);
      expect(label('vatCategory', c, 'de')).not.toBe(c);
    }
    expect(label('vatCategory', 'AE', 'de')).toContain('Reverse Charge');
    expect(label('unit', 'HUR', 'de')).toBe('Stunde');
    expect(label('unit', 'KGM', 'en')).toBe('Kilogram');
    expect(label('unit', 'XPP', 'de')).toBe('Stück (Packstück)');
    // a unit without a hand-written label uses its Rec 20 name
    expect(label('unit', 'MHZ', 'de')).toBe('megahertz');
  });

  it('labels about 40 common units in both languages', () => {
    const common = listEntries('unit', 'de', { common: true });
    expect(common.length).toBeGreaterThanOrEqual(40);
    for (const e of common) {
      expect(isValidCode('unit', e.code)).toBe(true);
      expect(e.label).not.toBe(e.code);
    }
    for (const c of [
      'C62',
      'H87',
      'XPP',
      'HUR',
      'DAY',
      'MON',
      'KGM',
      'MTR',
      'LTR',
      'MTK',
      'MTQ',
      'KWH',
      'TNE',
    ]) {
      expect(isCommonCode('unit', c)).toBe(true);
    }
    for (const c of ['SET', 'PR', 'E48', 'LS', 'WEE', 'ANN', 'MIN', 'SEC', 'KMT', 'GRM']) {
      expect(isCommonCode('unit', c)).toBe(true);
    }
  });

  it('labels countries and currencies through Intl with overrides', () => {
    expect(label('country', 'DE', 'de')).toBe('Deutschland');
    expect(label('country', 'DE', 'en')).toBe('Germany');
    expect(label('country', '1A', 'de')).toBe('Kosovo');
    expect(label('countryCii', 'AN', 'en')).toBe('Netherlands Antilles');
    expect(label('country', 'XI', 'de')).toContain('Nordirland');
    expect(label('currency', 'EUR', 'de')).toBe('Euro');
    expect(label('currency', 'USD', 'en')).toBe('US Dollar');
  });

  it('labels EAS, VATEX, MIME, text subjects, VAT date codes, allowance and charge reasons', () => {
    expect(label('eas', 'EM', 'de')).toBe('E-Mail');
    expect(label('eas', '0204', 'en')).toBe('Leitweg-ID');
    expect(label('eas', '9930', 'en')).toBe('Germany VAT number');
    expect(label('vatex', 'VATEX-EU-IC', 'en')).toBe('Intra-Community supply');
    expect(label('vatex', 'VATEX-EU-132-1A', 'en')).toContain('article 132');
    expect(label('mime', 'application/pdf', 'de')).toBe('PDF-Dokument');
    expect(label('textSubject', 'AAI', 'de')).toBe('Allgemeine Informationen');
    expect(label('vatDate', '35', 'de')).toBe('Tatsächliches Lieferdatum');
    expect(label('allowanceReason', '95', 'de')).toBe('Rabatt');
    expect(label('chargeReason', 'FC', 'de')).toBe('Frachtkosten');
    expect(label('chargeReason', 'AAY', 'de')).toBe('Airport facilities');
    expect(label('icd', '0088', 'en')).toMatch(/EAN|GLN|Location/);
  });

  it('falls back to the code for unknown codes', () => {
    expect(label('documentType', '999', 'de')).toBe('999');
    expect(label('unit', 'NOPE', 'en')).toBe('NOPE');
    expect(label('country', 'QQ', 'de')).toBe('QQ');
    expect(label('currency', 'QQQ', 'en')).toBe('QQQ');
  });
});

describe('listEntries', () => {
  it('gives all codes in list order, or only common ones', () => {
    const all = listEntries('documentType', 'de');
    expect(all).toHaveLength(62);
    expect(all[0]).toEqual({ code: '71', label: 'Zahlungsaufforderung' });
    const pm = listEntries('paymentMeans', 'en', { common: true });
    expect(pm.map((e) => e.code)).toContain('58');
    expect(pm.length).toBeLessThan(20);
  });

  it('sorts countries by localized label', () => {
    const de = listEntries('country', 'de');
    expect(de).toHaveLength(251);
    const labels = de.map((e) => e.label);
    expect([...labels].sort((a, b) => a.localeCompare(b, 'de'))).toEqual(labels);
    expect(de.find((e) => e.code === 'AT')?.label).toBe('Österreich');
  });

  it('ignores `common` for lists without hand-written labels', () => {
    expect(listEntries('icd', 'en', { common: true })).toHaveLength(238);
  });
});

describe('VAT categories', () => {
  it('describes every category with rate and exemption constraints', () => {
    expect(Object.keys(VAT_CATEGORY_INFO).sort()).toEqual([...codes('vatCategory')].sort());
    expect(vatCategoryInfo('S')).toMatchObject({ rate: 'positive', exemptionReason: 'forbidden' });
    expect(vatCategoryInfo('Z')).toMatchObject({ rate: 'zero', exemptionReason: 'forbidden' });
    for (const c of ['E', 'AE', 'K', 'G']) {
      expect(vatCategoryInfo(c)).toMatchObject({ rate: 'zero', exemptionReason: 'required' });
    }
    expect(vatCategoryInfo('O')).toMatchObject({
      rate: 'none',
      exemptionReason: 'required',
      suggestedVatex: 'VATEX-EU-O',
    });
    expect(vatCategoryInfo('K')?.rulePrefix).toBe('IC');
    expect(vatCategoryInfo('L')).toMatchObject({ rulePrefix: 'IG', rate: 'nonNegative' });
    expect(vatCategoryInfo('AE')?.needsBuyerVatId).toBe(true);
    expect(vatCategoryInfo('X')).toBeUndefined();
    expect(vatCategoryInfo('toString')).toBeUndefined();
    for (const info of Object.values(VAT_CATEGORY_INFO)) {
      if (info.suggestedVatex) expect(isValidCode('vatex', info.suggestedVatex)).toBe(true);
    }
  });
});

describe('helpers', () => {
  it('maps BT-8 codes between UBL and CII', () => {
    expect(vatDateCodeToCii('3')).toBe('5');
    expect(vatDateCodeToCii('35')).toBe('29');
    expect(vatDateCodeToCii('432')).toBe('72');
    expect(vatDateCodeFromCii('29')).toBe('35');
    expect(vatDateCodeToCii('5')).toBeUndefined();
  });

  it('exposes the SEPA scheme and the XRechnung Extension schemes', () => {
    expect(SEPA_SCHEME).toBe('SEPA');
    expect([...XRECHNUNG_EXTENSION_SCHEMES]).toEqual(['XR01', 'XR02', 'XR03']);
  });
});
