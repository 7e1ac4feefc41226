/** CVD rules on the document: the scheme `@listID = 'CVD'` and the name 'cva' as written. */
import { describe, expect, it } from 'vitest';
import { writeCii } from '../../cii/write.ts';
import { validKitchenSink } from '../../ubl/fixtures.ts';
import { writeUbl } from '../../ubl/write.ts';
import { edit, errors } from '../xml-test-helpers.ts';

/** The kitchen sink as a CVD invoice: every line a vehicle M1 of the clean kind. */
function cvdInvoice() {
  const inv = validKitchenSink('380');
  for (const l of inv.lines) {
    l.item.classifications = [{ value: 'M1', schemeId: 'CVD' }];
    l.item.attributes = [{ name: 'cva', value: 'clean' }];
  }
  return inv;
}
const ubl = () => writeUbl(cvdInvoice(), { profile: 'xrechnung-cvd' });
const cii = () => writeCii(cvdInvoice(), { profile: 'xrechnung-cvd' });
/** the CVD rule ids reported (each once) */
const cvd = (xml: string) => [...new Set(errors(xml).filter((id) => id.startsWith('BR-DE-CVD-')))];

describe('CVD rules on the document', () => {
  it('the CVD kitchen sinks pass', () => {
    expect(cvd(ubl())).toEqual([]);
    expect(cvd(cii())).toEqual([]);
  });
  it('a scheme " CVD " is no CVD classification (BR-DE-CVD-03, not 06-a; 06-b for the cva attribute)', () => {
    const u = edit(ubl(), /listID="CVD"/g, 'listID=" CVD "');
    expect(cvd(u)).toEqual(expect.arrayContaining(['BR-DE-CVD-03', 'BR-DE-CVD-06-b']));
    expect(cvd(u)).not.toContain('BR-DE-CVD-06-a');
    const c = edit(cii(), /listID="CVD"/g, 'listID=" CVD "');
    expect(cvd(c)).toEqual(expect.arrayContaining(['BR-DE-CVD-03', 'BR-DE-CVD-06-b']));
    expect(cvd(c)).not.toContain('BR-DE-CVD-06-a');
  });
  it('a name " cva" is no cva attribute (BR-DE-CVD-03 and 06-a; its value is not read by 05)', () => {
    const u = edit(
      ubl(),
      /<cbc:Name>cva<\/cbc:Name>\s*<cbc:Value>clean</g,
      '<cbc:Name> cva</cbc:Name><cbc:Value>electric<',
    );
    expect(cvd(u)).toEqual(['BR-DE-CVD-03', 'BR-DE-CVD-06-a']);
    const c = edit(
      cii(),
      /<ram:Description>cva<\/ram:Description>\s*<ram:Value>clean</g,
      '<ram:Description> cva</ram:Description><ram:Value>electric<',
    );
    expect(cvd(c)).toEqual(['BR-DE-CVD-03', 'BR-DE-CVD-06-a']);
  });
  it('BR-DE-CVD-05 reads the normalized value of each cva attribute', () => {
    expect(cvd(edit(ubl(), /(<cbc:Name>cva<\/cbc:Name>\s*<cbc:Value>)clean</, '$1 clean <'))).toEqual([]);
    expect(cvd(edit(ubl(), /(<cbc:Name>cva<\/cbc:Name>\s*<cbc:Value>)clean</, '$1electric<'))).toEqual([
      'BR-DE-CVD-05',
    ]);
  });
});
