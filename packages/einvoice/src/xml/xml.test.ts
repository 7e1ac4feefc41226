import { describe, expect, it } from 'vitest';
import { readInvoice } from '../read.ts';
import { validKitchenSink } from '../ubl/fixtures.ts';
import { writeUbl } from '../ubl/write.ts';
import { decodeXml, parseXml, pathOf, textOf } from './parse.ts';
import { el, leaf, serialize } from './write.ts';

describe('parseXml', () => {
  it('rejects encoding declarations the official parser rejects (unknown name, UTF-16 without UTF-16 bytes, ASCII with other characters)', () => {
    const doc = (enc: string, body = 'x') => `<?xml version="1.0" encoding="${enc}"?><a>${body}</a>`;
    const ok = (input: string | Uint8Array) => parseXml(input).ok;
    for (const enc of [
      'UTF-8',
      'utf-8',
      'ISO-8859-1',
      'ISO-8859-15',
      'latin1',
      'windows-1252',
      'IBM850',
      'US-ASCII',
    ])
      expect(ok(doc(enc)), enc).toBe(true);
    for (const enc of ['UTF8', 'cp1252', 'ISO8859-1', 'x-foo', 'UTF-9', 'UTF-16', 'UTF-16LE', 'UTF-32'])
      expect(ok(doc(enc)), enc).toBe(false);
    expect(ok(doc('US-ASCII', 'Müller'))).toBe(false);
    expect(ok(new TextEncoder().encode(`\uFEFF${doc('UTF-16')}`))).toBe(false);
    // real UTF-16 (with its byte order mark) may declare UTF-16
    const s = `\uFEFF${doc('UTF-16')}`;
    const le = new Uint8Array(s.length * 2);
    for (let i = 0; i < s.length; i++) {
      le[2 * i] = s.charCodeAt(i) & 0xff;
      le[2 * i + 1] = s.charCodeAt(i) >> 8;
    }
    expect(ok(le)).toBe(true);
  });

  it('builds a tree with namespaces, attributes, text and positions', () => {
    const r = parseXml(
      '<?xml version="1.0"?>\n<a xmlns="urn:a" xmlns:b="urn:b">\n  <b:c x="1"> hi </b:c>\n</a>',
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const c = r.root.children[0];
    expect(r.root).toMatchObject({ ns: 'urn:a', local: 'a' });
    expect(c).toMatchObject({ ns: 'urn:b', local: 'c', qname: 'b:c', attrs: { x: '1' }, line: 3 });
    expect(textOf(c)).toBe('hi');
    expect(c && pathOf(c)).toBe('/a[1]/b:c[1]');
  });

  it('refuses any DOCTYPE (entity expansion bombs, external entities)', () => {
    const bomb =
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><lolz>&lol2;</lolz>';
    const r = parseXml(bomb);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('XML_DOCTYPE_FORBIDDEN');
    const xxe = '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>';
    const r2 = parseXml(xxe);
    expect(r2.ok).toBe(false);
    if (!r2.ok) expect(r2.error.code).toBe('XML_DOCTYPE_FORBIDDEN');
  });

  it('reports broken XML with line and column', () => {
    const r = parseXml('<a>\n  <b>\n</a>');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('XML_NOT_WELLFORMED');
      expect(r.error.line).toBe(3);
    }
    const empty = parseXml('   ');
    expect(!empty.ok && empty.error.code).toBe('XML_EMPTY');
    const two = parseXml('<a/><b/>');
    expect(two.ok).toBe(false);
  });

  it('bounds depth, element count and size', () => {
    const deep = `${'<a>'.repeat(100)}${'</a>'.repeat(100)}`;
    const r = parseXml(deep);
    expect(!r.ok && r.error.code).toBe('XML_TOO_DEEP');
    const many = `<a>${'<b/>'.repeat(1000)}</a>`;
    const r2 = parseXml(many, { maxElements: 500 });
    expect(!r2.ok && r2.error.code).toBe('XML_TOO_MANY_ELEMENTS');
    const big = new Uint8Array(21 * 1024 * 1024).fill(0x20);
    const r3 = parseXml(big);
    expect(!r3.ok && r3.error.code).toBe('XML_TOO_LARGE');
  });

  it('reads an invoice larger than 10 MB within the limits (many lines)', () => {
    const inv = validKitchenSink();
    const line = inv.lines[0];
    if (!line) throw new Error('fixture has no line');
    const base = { ...line, subLines: [] };
    inv.lines = Array.from({ length: 3000 }, (_, i) => ({
      ...base,
      id: String(i + 1),
      note: 'x'.repeat(600),
    }));
    const xml = writeUbl(inv);
    expect(xml.length).toBeGreaterThan(10 * 1024 * 1024);
    const r = readInvoice(xml);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.invoice.lines).toHaveLength(3000);
  });

  it('decodes UTF-8 with BOM and UTF-16', () => {
    const text = '<a>Grüße</a>';
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]);
    const r = parseXml(bom);
    expect(r.ok && textOf(r.root)).toBe('Grüße');
    const utf16 = new Uint8Array(2 + text.length * 2);
    utf16[0] = 0xff;
    utf16[1] = 0xfe;
    for (let i = 0; i < text.length; i++) utf16[2 + i * 2] = text.charCodeAt(i);
    expect(decodeXml(utf16)).toBe(text);
  });

  it('takes one byte order mark at the very start, and an XML declaration only there (as the official parser)', () => {
    const BOM = [0xef, 0xbb, 0xbf];
    const bytes = (...parts: Array<number[] | string>) =>
      new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...new TextEncoder().encode(p)] : p)));
    const decl = '<?xml version="1.0" encoding="UTF-8"?>\n';
    const ok = (b: Uint8Array | string) => parseXml(b).ok;
    expect(ok(bytes(BOM, decl, '<a/>'))).toBe(true);
    expect(ok(bytes(BOM, '<a/>'))).toBe(true);
    expect(ok(bytes(BOM, '<?xml version="1.0" encoding="ISO-8859-1"?><a/>'))).toBe(true);
    expect(ok(bytes(' \n', '<a/>'))).toBe(true);
    expect(ok(`\uFEFF${decl}<a/>`)).toBe(true);
    // two byte order marks, blanks before one, blanks before the declaration
    expect(ok(bytes(BOM, BOM, decl, '<a/>'))).toBe(false);
    expect(ok(bytes(BOM, BOM, '<a/>'))).toBe(false);
    expect(ok(bytes(' ', BOM, decl, '<a/>'))).toBe(false);
    expect(ok(bytes('\n', BOM, decl, '<a/>'))).toBe(false);
    expect(ok(bytes(BOM, ' ', decl, '<a/>'))).toBe(false);
    expect(ok(`\uFEFF\uFEFF${decl}<a/>`)).toBe(false);
    expect(ok(`\u00a0<a/>`)).toBe(false);
    const r = parseXml(bytes(BOM, BOM, decl, '<a/>'));
    expect(!r.ok && r.error.code).toBe('XML_NOT_WELLFORMED');
    // a processing instruction named like it is not the declaration
    expect(ok(bytes(' ', '<?xml-stylesheet href="a.xsl"?><a/>'))).toBe(true);
  });
});

describe('XML writer', () => {
  it('escapes text and attributes, drops empty elements, and is deterministic', () => {
    const tree = el(
      'r',
      { a: 'x"<&' },
      leaf('t', 'a<b&c'),
      leaf('empty', ''),
      leaf('none', undefined),
      el('wrap', undefined),
    );
    const out = serialize(tree);
    expect(out).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<r a="x&quot;&lt;&amp;">\n  <t>a&lt;b&amp;c</t>\n</r>\n',
    );
    expect(serialize(tree)).toBe(out);
    const back = parseXml(out);
    expect(back.ok && back.root.attrs.a).toBe('x"<&');
  });
});
