/** BR-B-01 / BR-B-02 on the document: codes compared as written, the official element sets. */
import { describe, expect, it } from 'vitest';
import { writeCii } from '../../cii/write.ts';
import { validKitchenSink } from '../../ubl/fixtures.ts';
import { writeUbl } from '../../ubl/write.ts';
import { edit, errors } from '../xml-test-helpers.ts';

const ubl = writeUbl(validKitchenSink('380'), { profile: 'xrechnung' });
const cii = writeCii(validKitchenSink('380'), { profile: 'xrechnung' });

describe('BR-B-01 / BR-B-02 on the document', () => {
  it('UBL: a line in category B of a German invoice fires BR-B-01; padded (" B ") it is no B', () => {
    const b = edit(ubl, /(<cac:ClassifiedTaxCategory>\s*<cbc:ID>)S</, '$1B<');
    expect(errors(b)).toContain('BR-B-01');
    expect(errors(b)).toContain('BR-B-02');
    const padded = edit(ubl, /(<cac:ClassifiedTaxCategory>\s*<cbc:ID>)S</, '$1 B <');
    expect(errors(padded)).not.toContain('BR-B-01');
    expect(errors(padded)).not.toContain('BR-B-02');
  });
  it('UBL BR-B-02: an S breakdown alone does not count (the official path has no category)', () => {
    const onlyB = ubl
      .replace(/(<cac:ClassifiedTaxCategory>\s*<cbc:ID>)S</g, '$1B<')
      .replace(
        /(<cac:AllowanceCharge>(?:(?!<\/cac:AllowanceCharge>)[\s\S])*?<cac:TaxCategory>\s*<cbc:ID>)S</g,
        '$1B<',
      );
    expect(errors(onlyB)).toContain('BR-B-01');
    expect(errors(onlyB)).not.toContain('BR-B-02');
  });
  it('CII: category B fires BR-B-01 and BR-B-02 (S in the breakdown counts); padded it is no B', () => {
    const b = edit(cii, /<ram:CategoryCode>S</, '<ram:CategoryCode>B<');
    expect(errors(b)).toContain('BR-B-01');
    expect(errors(b)).toContain('BR-B-02');
    const padded = edit(cii, /<ram:CategoryCode>S</, '<ram:CategoryCode> B <');
    expect(errors(padded)).not.toContain('BR-B-01');
    expect(errors(padded)).not.toContain('BR-B-02');
  });
});
