/** Scenario selection as KoSIT's `scenarios.xml`: exactly one scenario must match. */
import { describe, expect, it } from 'vitest';
import { writeCii } from '../cii/write.ts';
import { validKitchenSink } from '../ubl/fixtures.ts';
import { writeUbl } from '../ubl/write.ts';
import { parseXml } from '../xml/parse.ts';
import { scenarioOfDocument } from './scenarios.ts';

const XR = 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0';
const EN = 'urn:cen.eu:en16931:2017';
const scenario = (xml: string) => {
  const r = parseXml(xml);
  if (!r.ok) throw new Error('not parsed');
  return scenarioOfDocument(r.root);
};
const cid = (v: string) => `<cbc:CustomizationID>${v}</cbc:CustomizationID>`;

describe('scenarioOfDocument', () => {
  const ubl = writeUbl(validKitchenSink('380'), { profile: 'xrechnung' });
  const cii = writeCii(validKitchenSink('380'), { profile: 'xrechnung' });
  it('one identifier, or the same one twice, or with an unknown one: its scenario', () => {
    expect(scenario(ubl)).toBe('xrechnung');
    expect(scenario(ubl.replace(cid(XR), cid(XR) + cid(XR)))).toBe('xrechnung');
    expect(scenario(ubl.replace(cid(XR), cid('urn:x') + cid(XR)))).toBe('xrechnung');
    expect(scenario(cii)).toBe('xrechnung');
  });
  it('two identifiers of two scenarios select none', () => {
    expect(scenario(ubl.replace(cid(XR), cid(EN) + cid(XR)))).toBeUndefined();
    expect(scenario(ubl.replace(cid(XR), cid(XR) + cid(EN)))).toBeUndefined();
    expect(
      scenario(cii.replace(`<ram:ID>${XR}</ram:ID>`, `<ram:ID>${XR}</ram:ID><ram:ID>${EN}</ram:ID>`)),
    ).toBeUndefined();
  });
});
