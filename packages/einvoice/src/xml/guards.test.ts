// Hostile-input guards of the XML reader (issue 17, items 3 and 5): bounded attributes, names and
// namespace declarations, processed in time proportional to the input; byte decoding as the
// official validator's parser does it (strict UTF-8, the declared encoding, UTF-16 without BOM).
import { describe, expect, it } from 'vitest';
import { readInvoice } from '../read.ts';
import { validKitchenSink } from '../ubl/fixtures.ts';
import { writeUbl } from '../ubl/write.ts';
import { validateXml } from '../validate.ts';
import { DEFAULT_LIMITS, decodeXml, detectXmlEncoding, parseXml, XmlDecodeError } from './parse.ts';

const UBL = 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2';
const enc = (s: string) => new TextEncoder().encode(s);
const code = (input: string | Uint8Array) => {
  const r = parseXml(input);
  return r.ok ? 'ok' : r.error.code;
};

function manyAttributes(n: number, name = (i: number) => `a${i}`): string {
  const parts = [`<Invoice xmlns="${UBL}"`];
  for (let i = 0; i < n; i++) parts.push(` ${name(i)}="1"`);
  return `${parts.join('')}/>`;
}

describe('parseXml guards', () => {
  it('refuses an element with more attributes than the JDK limit (10,000), on both parser paths', () => {
    expect(DEFAULT_LIMITS.maxAttributes).toBe(10_000);
    expect(code(manyAttributes(9_999))).toBe('ok');
    // 150,000 attributes (1.7 MB): took minutes with a pairwise duplicate check
    expect(code(enc(manyAttributes(150_000)))).toBe('XML_TOO_MANY_ATTRIBUTES');
    // non-ASCII names take the saxes path
    expect(code(enc(manyAttributes(20_000, (i) => `ä${i}`)))).toBe('XML_TOO_MANY_ATTRIBUTES');
    // namespace declarations count as attributes
    expect(code(manyAttributes(10_001, (i) => `xmlns:p${i}`))).toBe('XML_TOO_MANY_ATTRIBUTES');
    const r = parseXml(`<a>\n<b ${Array.from({ length: 11 }, (_, i) => `x${i}="1"`).join(' ')}/></a>`, {
      maxAttributes: 10,
    });
    expect(r.ok ? undefined : [r.error.line, r.error.message]).toEqual([
      2,
      'An element has more than 10 attributes',
    ]);
  });

  it('refuses names longer than 1,000 characters (element, end tag, attribute)', () => {
    const long = 'n'.repeat(1001);
    expect(code(`<a><${'n'.repeat(1000)}/></a>`)).toBe('ok');
    expect(code(`<a><${long}/></a>`)).toBe('XML_NAME_TOO_LONG');
    expect(code(`<a ${long}="1"/>`)).toBe('XML_NAME_TOO_LONG');
    expect(code(enc(`<a><b>${'x'.repeat(10)}</${long}></a>`))).toBe('XML_NAME_TOO_LONG');
  });

  it('still finds duplicate attributes among many (a set, not pairs), also after expanding prefixes', () => {
    const attrs = Array.from({ length: 5000 }, (_, i) => `a${i}="1"`);
    expect(code(`<a ${attrs.join(' ')}/>`)).toBe('ok');
    expect(code(`<a ${attrs.join(' ')} a17="2"/>`)).toBe('XML_NOT_WELLFORMED');
    expect(code(`<a xmlns:p="urn:x" xmlns:q="urn:x" ${attrs.join(' ')} p:z="1" q:z="2"/>`)).toBe(
      'XML_NOT_WELLFORMED',
    );
  });

  it('keeps namespace scopes right with many declarations on many nested elements', () => {
    const decl = Array.from({ length: 300 }, (_, i) => ` xmlns:q${i}="urn:x${i}"`).join('');
    let s = `<r xmlns="urn:r">`;
    for (let k = 0; k < 50; k++) s += `<p${k}:e${decl} xmlns:p${k}="urn:inner${k}">`;
    for (let k = 49; k >= 0; k--) s += `</p${k}:e>`;
    s += '<p1:out/></r>';
    const r = parseXml(s);
    // p1 is bound only inside the nested elements, not on the last child of the root
    expect(r.ok).toBe(false);
    const ok = parseXml(s.replace('<p1:out/>', '<out/>'));
    expect(ok.ok).toBe(true);
    if (!ok.ok) return;
    let el = ok.root.children[0];
    for (let k = 0; k < 50 && el; k++) {
      expect(el.ns).toBe(`urn:inner${k}`);
      el = el.children[0];
    }
    expect(ok.root.children[1]?.ns).toBe('urn:r');
    // a prefix named like a member of Object.prototype is just an unbound prefix
    expect(code('<constructor:a/>')).toBe('XML_NOT_WELLFORMED');
    expect(code('<a xmlns:__proto__="urn:p"><__proto__:b/></a>')).toBe('ok');
  });

  it('answers 2 MB of namespace declarations and distinct names in bounded work', () => {
    // (times are measured by `npm run bench -- --only hardening`; here: each is answered)
    const decl = Array.from({ length: 9000 }, (_, i) => ` xmlns:p${i}="urn:x${i}"`).join('');
    const kids = Array.from({ length: 50_000 }, (_, k) => `<p${k % 9000}:x xmlns:z="u${k}"/>`).join('');
    const r = parseXml(enc(`<Invoice xmlns="${UBL}"${decl}>${kids}</Invoice>`));
    expect(r.ok && r.root.children.length).toBe(50_000);
    const names = Array.from({ length: 60_000 }, (_, k) => `<n${k}/>`).join('');
    const n = parseXml(enc(`<a>${names}</a>`));
    expect(n.ok && n.root.children[59_999]?.local).toBe('n59999');
  });
});

describe('decoding bytes as the official validator does', () => {
  it('refuses invalid UTF-8, overlong sequences and encoded surrogates as not well-formed', () => {
    const wrap = (bytes: number[]) => new Uint8Array([...enc('<a>'), ...bytes, ...enc('</a>')]);
    expect(code(wrap([0xc3, 0xbc]))).toBe('ok'); // ü
    for (const bad of [[0xff], [0xc3], [0xc0, 0x80], [0xe0, 0x80, 0xaf], [0xed, 0xa0, 0x80], [0x80]])
      expect(code(wrap(bad)), bad.join(' ')).toBe('XML_NOT_WELLFORMED');
    // also in a large document (the attachment fast path decodes in pieces)
    const big = enc(`<a><b>${'QUJD'.repeat(5000)}</b><c>`);
    const doc = new Uint8Array([...big, 0xc0, 0x80, ...enc('</c></a>')]);
    expect(code(doc)).toBe('XML_NOT_WELLFORMED');
    expect(() => decodeXml(new Uint8Array([0x3c, 0x61, 0xff]))).toThrow(XmlDecodeError);
  });

  it('reads ISO-8859-1 and windows-1252 as declared ("Müller" intact) and accepts the invoice', () => {
    const xml = writeUbl({
      ...validKitchenSink(),
      seller: { ...validKitchenSink().seller, name: 'Müller € GmbH' },
    });
    const body = xml.replace(/^<\?xml[^>]*\?>/, '');
    const latin1 = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));
    // ISO-8859-1 has no euro sign; true Latin-1 (0x80–0x9F are C1 controls, not windows-1252)
    const iso = latin1(`<?xml version="1.0" encoding="ISO-8859-1"?>${body.replace('€ ', '')}`);
    const v = validateXml(iso);
    expect(v.invoice?.seller.name).toBe('Müller GmbH');
    expect(v.report.accepted).toBe(true);
    expect(decodeXml(latin1('<?xml version="1.0" encoding="ISO-8859-1"?><a>\x80</a>'))).toContain('\u0080');
    // windows-1252: 0x80 is the euro sign
    const cp = Uint8Array.from(`<?xml version="1.0" encoding="windows-1252"?>${body}`, (c) =>
      c === '€' ? 0x80 : c.charCodeAt(0),
    );
    const w = readInvoice(cp);
    expect(w.ok && w.invoice.seller.name).toBe('Müller € GmbH');
  });

  it('refuses unknown and undecodable encodings, and non-ASCII under US-ASCII', () => {
    const declared = (name: string) => enc(`<?xml version="1.0" encoding="${name}"?><a>x</a>`);
    expect(code(declared('x-foo'))).toBe('XML_NOT_WELLFORMED');
    expect(code(declared('UTF8'))).toBe('XML_NOT_WELLFORMED');
    expect(code(declared('IBM850'))).toBe('XML_NOT_WELLFORMED'); // known to Xerces, not decodable here
    expect(code(declared('ISO-8859-15'))).toBe('ok');
    expect(code(enc('<?xml version="1.0" encoding="US-ASCII"?><a>Müller</a>'))).toBe('XML_NOT_WELLFORMED');
  });

  it('accepts UTF-16 with and without a byte order mark (appendix F), refuses lone surrogates', () => {
    const utf16 = (s: string, le: boolean) => {
      const out = new Uint8Array(s.length * 2);
      for (let i = 0; i < s.length; i++) {
        const [lo, hi] = [s.charCodeAt(i) & 0xff, s.charCodeAt(i) >> 8];
        out[2 * i] = le ? lo : hi;
        out[2 * i + 1] = le ? hi : lo;
      }
      return out;
    };
    const xml = writeUbl(validKitchenSink()).replace(/encoding="UTF-8"/i, 'encoding="UTF-16"');
    for (const le of [true, false]) {
      for (const bom of ['\uFEFF', '']) {
        const bytes = utf16(bom + xml.replace('</cbc:ID>', 'ü</cbc:ID>'), le);
        expect(detectXmlEncoding(bytes)).toEqual({ encoding: le ? 'utf-16le' : 'utf-16be', utf16: true });
        const v = validateXml(bytes);
        expect(v.invoice?.number.endsWith('ü'), `${le} ${bom !== ''}`).toBe(true);
      }
    }
    expect(code(utf16('<?xml version="1.0" encoding="UTF-16"?><a>\uD800</a>', true))).toBe(
      'XML_NOT_WELLFORMED',
    );
  });
});
