import { describe, expect, it } from 'vitest';
import { elementExtent, instructions, mutants } from './apply.ts';

// A hand-written instance in the style of the official schematron unit tests.
const DOC = `<?xml version="1.0"?>
<r:Doc xmlns:r="urn:x">
  <!-- a comment <b> -->
  <?xmute mutator="identity" schematron-valid="x:R-1" id="keep" ?>
  <?xmute mutator="remove" schematron-invalid="x:R-1" id="drop" ?>
  <r:Ref a="1"><r:Inner>ab</r:Inner><r:Empty/></r:Ref>
  <?xmute mutator="code" values="S, Z ,E" schematron-invalid="x:R-2" id="codes" ?>
  <r:Code>O</r:Code>
  <?xmute mutator="empty" attribute="mimeCode" id="no-mime" ?>
  <r:Bin mimeCode="application/pdf" filename="a.pdf">QUJD</r:Bin>
  <?xmute mutator="code" attribute="filename" values="b.pdf" id="name" ?>
  <r:Bin2 mimeCode="text/csv"/>
  <?xmute mutator="whitespace" id="ws" ?>
  <r:Iban>DE75512108001245126199</r:Iban>
</r:Doc>`;

describe('XML-Mutate instructions', () => {
  it('reads each instruction with its attributes', () => {
    const ins = instructions(DOC);
    expect(ins.map((i) => i.attrs.id)).toEqual(['keep', 'drop', 'codes', 'no-mime', 'name', 'ws']);
    expect(ins[2]?.attrs.values).toBe('S, Z ,E');
  });

  it('finds the whole element, nested and self-closing children included', () => {
    const at = DOC.indexOf('<r:Ref');
    const el = elementExtent(DOC, at);
    expect(DOC.slice(el.start, el.end)).toBe('<r:Ref a="1"><r:Inner>ab</r:Inner><r:Empty/></r:Ref>');
    expect(DOC.slice(el.openEnd, el.closeStart)).toBe('<r:Inner>ab</r:Inner><r:Empty/>');
  });

  it('makes one mutant per instruction (per value for code), every instruction removed', () => {
    const ms = mutants(DOC);
    expect(ms.map((m) => m.id)).toEqual([
      '0-keep',
      '1-drop',
      '2-codes#0',
      '2-codes#1',
      '2-codes#2',
      '3-no-mime',
      '4-name#0',
      '5-ws',
    ]);
    for (const m of ms) expect(m.xml).not.toContain('xmute');
    const by = Object.fromEntries(ms.map((m) => [m.id.replace(/^\d+-/, ''), m.xml]));
    expect(by.keep).toContain('<r:Ref a="1">');
    expect(by.drop).not.toContain('<r:Ref');
    expect(by.drop).toContain('<r:Code>O</r:Code>');
    expect(by['codes#1']).toContain('<r:Code>Z</r:Code>');
    expect(by['no-mime']).toContain('<r:Bin mimeCode="" filename="a.pdf">QUJD</r:Bin>');
    expect(by['name#0']).toContain('<r:Bin2 mimeCode="text/csv" filename="b.pdf"/>');
    expect(by.ws).toMatch(/<r:Iban>\s+DE75512108001245126199\s+<\/r:Iban>/);
  });
});
