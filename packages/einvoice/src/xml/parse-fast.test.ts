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
  '<ab></a>',
  '<a></ab>',
  '<a></a >',
  '<p:a xmlns:p="urn:p" xmlns:q="urn:p"></q:a>',
  '<1a/>',
  '<a:/>',
  '<:a/>',
  '<a.b-c_d:e1 xmlns:a.b-c_d="urn:x"/>',
  '<a:-b xmlns:a="urn:x"/>',
  '<a/ >',
  '<a x="1"/>',
  '<a\tx="1"\n/>',
  // names that are also property names of plain objects (the name tables intern through them)
  '<__proto__ xmlns:constructor="urn:c"><constructor:toString hasOwnProperty="1">x</constructor:toString><valueOf/></__proto__>',
];

describe('parseXml fast path', () => {
  for (const x of CASES) it(`agrees with saxes: ${JSON.stringify(x).slice(0, 60)}`, () => same(x));
  it('takes the fast path for ordinary documents and keeps positions', () => {
    const r = same('<a>\n  <b x="1">v</b>\n</a>');
    expect(r.ok && r.root.children[0]?.line).toBe(2);
    expect(r.ok && r.root.children[0]?.column).toBe(11);
  });
  it('tells names with the same hash apart (Aa/BB, AaAa/BBBB/AaBB/BBAa)', () => {
    const r = same('<r><Aa/><BB/><AaAa>1</AaAa><BBBB>2</BBBB><AaBB>3</AaBB><BBAa>4</BBAa><Aa/></r>');
    expect(r.ok && r.root.children.map((c) => c.local)).toEqual([
      'Aa',
      'BB',
      'AaAa',
      'BBBB',
      'AaBB',
      'BBAa',
      'Aa',
    ]);
    expect(r.ok && r.root.children.map((c) => c.text)).toEqual(['', '', '1', '2', '3', '4', '']);
  });
  it('keeps names and namespaces right past the bounded name tables (5000 distinct names)', () => {
    const body = Array.from({ length: 5000 }, (_, k) => `<p:n${k} a="${k}">${k}</p:n${k}>`).join('');
    const r = parseXml(`<p:r xmlns:p="urn:t${'x'.repeat(20)}">${body}<q:z xmlns:q="urn:q"/></p:r>`);
    if (!r.ok) throw new Error(r.error.message);
    const kids = r.root.children;
    expect(kids).toHaveLength(5001);
    expect(
      kids.every((c, k) => k === 5000 || (c.local === `n${k}` && c.qname === `p:n${k}` && c.text === `${k}`)),
    ).toBe(true);
    expect(kids[4999]?.ns).toBe(`urn:t${'x'.repeat(20)}`);
    expect(kids[5000]?.ns).toBe('urn:q');
    expect(kids[5000]?.local).toBe('z');
  });
  it('enforces the limits through saxes', () => {
    const r = parseXml('<a><b><c/></b></a>', { maxDepth: 2 });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.code).toBe('XML_TOO_DEEP');
  });
});

describe('parseXml attachments cut out of large byte inputs', () => {
  // a deterministic pseudo-random payload, so the base64 uses the whole alphabet
  const payload = new Uint8Array(120_000);
  let seed = 7;
  for (let k = 0; k < payload.length; k++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    payload[k] = seed >>> 24;
  }
  const b64 = Buffer.from(payload).toString('base64');
  const doc = (body: string) =>
    new TextEncoder().encode(
      `<?xml version="1.0" encoding="UTF-8"?>\n<Inv xmlns="urn:x">\n  <Name>Müller € Größe</Name>\n${body}\n  <Tail a="1">x</Tail></Inv>`,
    );
  const sameBytes = (bytes: Uint8Array) => {
    const fast = parseXml(bytes);
    const slow = parseXml(bytes, { noFastPath: true });
    expect(fast.ok).toBe(slow.ok);
    if (fast.ok && slow.ok) expect(strip(fast.root)).toEqual(strip(slow.root));
    if (!fast.ok && !slow.ok) expect(fast.error).toEqual(slow.error);
    return fast;
  };
  const find = (e: XmlElement, local: string): XmlElement | undefined =>
    e.local === local ? e : e.children.map((c) => find(c, local)).find((x) => x !== undefined);

  it('keeps canonical base64 as element text, marks it, and keeps later positions on the same line', () => {
    const r = sameBytes(doc(`  <Bin mimeCode="application/pdf">${b64}</Bin><After/><Bin2>${b64}</Bin2>`));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const bin = find(r.root, 'Bin');
    expect(bin?.text).toBe(b64);
    // the octets the run decodes to
    expect(bin?.canonicalBase64).toBe(payload.length);
    expect(find(r.root, 'Bin2')?.canonicalBase64).toBe(payload.length);
    expect(find(r.root, 'After')?.column).toBeGreaterThan(b64.length);
    expect(find(r.root, 'Name')?.text).toBe('Müller € Größe');
  });
  it('decodes runs of any length in pieces, padded or not (octets as the schema counts them)', () => {
    for (const n of [49_152, 49_153, 49_154, 98_304, 98_305, 120_000]) {
      const text = Buffer.from(payload.subarray(0, n)).toString('base64');
      const r = sameBytes(doc(`<Bin>${text}</Bin>`));
      if (!r.ok) throw new Error('not parsed');
      const bin = find(r.root, 'Bin');
      expect(bin?.canonicalBase64).toBe(n);
      expect(bin?.text).toBe(text);
    }
  });
  it('leaves wrapped, padded-wrong, escaped or misplaced base64 to the ordinary path', () => {
    const wrapped = b64.replace(/(.{76})/g, '$1\n');
    for (const body of [
      `<Bin>${wrapped}</Bin>`,
      `<Bin>${b64.slice(0, -4)}QR==</Bin>`,
      `<Bin>${b64}&amp;</Bin>`,
      `<Bin>x ${b64}</Bin>`,
      `<!-- > ${b64} <x -->`,
      `<Bin><![CDATA[ > ${b64} <x ]]></Bin>`,
      `<Bin>${b64.replace(/\+/g, '-')}</Bin>`,
      // padding anywhere but at the very end (the run is checked in 64 KiB pieces: at the end of
      // the first piece, and inside one)
      `<Bin>${b64.slice(0, 65535)}=${b64.slice(65536)}</Bin>`,
      `<Bin>${b64.slice(0, 65532)}AA==${b64.slice(65536)}</Bin>`,
      `<Bin>${b64.slice(0, 1000)}AA==${b64.slice(1004)}</Bin>`,
      `<Bin>${b64.slice(0, 100000)}A=A=${b64.slice(100004)}</Bin>`,
    ]) {
      const r = sameBytes(doc(body));
      expect(r.ok).toBe(true);
      if (r.ok) expect(find(r.root, 'Bin')?.canonicalBase64).toBeUndefined();
    }
  });
  it('still reports forbidden characters and broken structure outside the attachment', () => {
    expect(sameBytes(doc(`<Bin>${b64}</Bin><Bad>\u0001</Bad>`)).ok).toBe(false);
    expect(sameBytes(doc(`<Bin>${b64}</Bin><Open>`)).ok).toBe(false);
    expect(sameBytes(doc(`<Bin>${b64}</Bin><E>😀</E>`)).ok).toBe(true);
    expect(sameBytes(doc(`<Bin>${b64}</Bin>`).slice(0, 100_000)).ok).toBe(false);
  });
});
