import { describe, expect, it } from 'vitest';
import { parseXml, type XmlElement } from './parse.ts';

const strip = (e: XmlElement): unknown => ({
  ns: e.ns,
  local: e.local,
  qname: e.qname,
  attrs: e.attrs,
  text: e.text,
  line: e.line,
  column: e.column,
  children: e.children.map(strip),
});

/** The fast path must give exactly what saxes gives (tree and positions), or leave the document to saxes. */
function same(xml: string) {
  const fast = parseXml(xml);
  const slow = parseXml(xml, { noFastPath: true });
  expect(fast.ok, xml).toBe(slow.ok);
  if (fast.ok && slow.ok) expect(strip(fast.root)).toEqual(strip(slow.root));
  if (!fast.ok && !slow.ok) expect(fast.error).toEqual(slow.error);
  return fast;
}

const CASES = [
  '<?xml version="1.0" encoding="UTF-8"?>\n<a xmlns="urn:x" xmlns:p="urn:p">\r\n  <p:b q="1\t2\n3" p:r="&amp;x">t&lt;<![CDATA[c]]></p:b><c/>\n   <d>é😀</d><e/>\r<f/></a>',
  '<a x=\'1\' y="&#10;&#x41;">&#13;&gt;&quot;&apos;</a>',
  '<a><!-- comment --><b>1</b><!----></a>',
  '<a><?pi x?></a>',
  '<!DOCTYPE a><a/>',
  '<a><b></a>',
  '<a></b>',
  '<a/><b/>',
  'text<a/>',
  '<a>]]></a>',
  '<a>&foo;</a>',
  '<a>&#0;</a>',
  '<a x="1" x="2"/>',
  '<a xmlns:p="urn:1" xmlns:q="urn:1" p:x="1" q:x="2"/>',
  '<p:a/>',
  '<a><!-- a -- b --></a>',
  '<a x="<"/>',
  '<a>\u0001</a>',
  '<?xml version="2.0"?><a/>',
  '<?xml version="1.0" standalone="maybe"?><a/>',
  '<a:b:c/>',
  '<é/>',
  '<a xml:lang="de" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:nil="true"/>',
  '<a >  <b\n/>\n</a >',
  '  <a/>  ',
  '<a><![CDATA[x]]]></a>',
];

describe('parseXml fast path', () => {
  for (const x of CASES) it(`agrees with saxes: ${JSON.stringify(x).slice(0, 60)}`, () => same(x));
  it('takes the fast path for ordinary documents and keeps positions', () => {
    const r = same('<a>\n  <b x="1">v</b>\n</a>');
    expect(r.ok && r.root.children[0]?.line).toBe(2);
    expect(r.ok && r.root.children[0]?.column).toBe(11);
  });
  it('enforces the limits through saxes', () => {
    const r = parseXml('<a><b><c/></b></a>', { maxDepth: 2 });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.code).toBe('XML_TOO_DEEP');
  });
});
