import { describe, expect, it } from 'vitest';
import { XRECHNUNG_CVD } from '../../model/invoice.ts';
import { validateModel } from '../engine.ts';
import { baselineInvoice } from '../fixtures.ts';
import { firedIds, runCase } from '../testing.ts';
import { BR_DE_CASES } from './br-de.cases.ts';
import { skontoOk, xrIbanOk } from './br-de.ts';

describe('XRechnung rules (BR-DE, BR-DEX, BR-DE-CVD, BR-TMP)', () => {
  for (const c of BR_DE_CASES) {
    it(`${c.id} ${c.passes ? 'holds' : 'fires'}: ${c.name}`, () => {
      const ids = firedIds(runCase(c));
      if (c.passes) expect(ids).not.toContain(c.id);
      else expect(ids).toContain(c.id);
    });
  }
  it('BR-DE rules do not run in the EN 16931 scenario', () => {
    const inv = baselineInvoice();
    delete inv.buyerReference;
    inv.processControl.specificationIdentifier = 'urn:cen.eu:en16931:2017';
    expect(firedIds(validateModel(inv, { scenario: 'en16931' }))).toEqual([]);
  });
  it('a complete CVD invoice passes', () => {
    const inv = baselineInvoice();
    inv.processControl.specificationIdentifier = XRECHNUNG_CVD;
    inv.contractReference = 'V-1';
    inv.tenderOrLotReference = 'L-1';
    inv.lines[0]!.item.classifications.push({ value: 'N1', schemeId: 'CVD' });
    inv.lines[0]!.item.attributes.push({ name: 'cva', value: 'zero-emission' });
    const r = validateModel(inv, { scenario: 'xrechnung-cvd' });
    expect(r.messages.filter((m) => m.level !== 'information')).toEqual([]);
    // the CVD scheme is not in UNTDID 7143: BR-CL-13 is lowered to information in this scenario
    expect(r.messages.map((m) => `${m.id}:${m.level}`)).toEqual(['BR-CL-13:information']);
  });
  it('IBAN and Skonto helpers', () => {
    expect(xrIbanOk('GB82WEST12345698765432')).toBe(true);
    expect(xrIbanOk('GB82WEST12345698765433')).toBe(false);
    expect(skontoOk('Zahlbar sofort')).toBe(true);
    expect(skontoOk('#SKONTO#TAGE=14#PROZENT=2.00#\n')).toBe(true);
    expect(skontoOk('#skonto#TAGE=14#PROZENT=2.00#\n')).toBe(false);
  });
});
