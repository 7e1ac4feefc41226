import { describe, expect, it } from 'vitest';
import { ApiError, errorFromResponse, readJson, toApiError } from './api.ts';
import { baseName, filenameFromDisposition, sanitizeFilename } from './download.ts';
import { acceptAttribute, checkFile, formatBytes, MAX_FILE_BYTES, sniffBytes } from './file-check.ts';
import de from './messages.de.json';
import en from './messages.en.json';

const bytes = (s: string) => new TextEncoder().encode(s);

describe('sniffBytes', () => {
  it('knows PDF and XML by their first bytes', () => {
    expect(sniffBytes(bytes('%PDF-1.7\n'))).toBe('pdf');
    expect(sniffBytes(bytes('\n\n%PDF-1.4'))).toBe('pdf');
    expect(sniffBytes(bytes('<?xml version="1.0"?><a/>'))).toBe('xml');
    expect(sniffBytes(bytes('\ufeff<Invoice/>'))).toBe('xml');
    expect(sniffBytes(bytes('  \r\n<!-- c --><rsm:X/>'))).toBe('xml');
    expect(sniffBytes(new Uint8Array([0xff, 0xfe, 0x3c, 0]))).toBe('xml');
  });
  it('refuses everything else', () => {
    expect(sniffBytes(bytes(''))).toBeNull();
    expect(sniffBytes(bytes('PK\u0003\u0004'))).toBeNull();
    expect(sniffBytes(bytes('{"a":1}'))).toBeNull();
    expect(sniffBytes(bytes('< not xml'))).toBeNull();
    expect(sniffBytes(bytes('hello <a/>'))).toBeNull();
  });
});

describe('checkFile', () => {
  const xml = new Blob(['<?xml version="1.0"?><Invoice/>']);
  const pdf = new Blob(['%PDF-1.7 ...']);
  it('accepts the right kinds', async () => {
    expect(await checkFile(xml, ['xml', 'pdf'])).toEqual({ ok: true, kind: 'xml' });
    expect(await checkFile(pdf, ['xml', 'pdf'])).toEqual({ ok: true, kind: 'pdf' });
  });
  it('names the catalogue error', async () => {
    expect(await checkFile(pdf, ['xml'])).toEqual({ ok: false, code: 'INVALID_FILE_TYPE' });
    expect(await checkFile(xml, ['pdf'])).toEqual({ ok: false, code: 'PDF_ONLY' });
    expect(await checkFile(new Blob([]), ['xml'])).toEqual({ ok: false, code: 'INVALID_FILE_TYPE' });
    // a non-XML file named .xml: the parse error, not "Please select a PDF or XML file"
    const fake = new File(['hello, not xml'], 'invoice.xml', { type: 'text/xml' });
    expect(await checkFile(fake, ['xml', 'pdf'])).toEqual({ ok: false, code: 'XML_PARSE_FAILED' });
    expect(await checkFile(new File(['hello'], 'a.txt'), ['xml', 'pdf'])).toEqual({
      ok: false,
      code: 'INVALID_FILE_TYPE',
    });
    expect(await checkFile(new Blob(['x'.repeat(11)]), ['xml'], 10)).toEqual({
      ok: false,
      code: 'FILE_TOO_LARGE',
    });
    expect(MAX_FILE_BYTES).toBe(10 * 1024 * 1024);
  });
  it('builds the accept attribute', () => {
    expect(acceptAttribute(['xml'])).toBe('.xml,application/xml,text/xml');
    expect(acceptAttribute(['pdf', 'xml'])).toContain('.pdf');
  });
  it('formats sizes in the locale', () => {
    expect(formatBytes(512, 'en-US')).toBe('512 B');
    expect(formatBytes(1536, 'de-DE')).toBe('1,5 KB');
    expect(formatBytes(3 * 1024 * 1024, 'en-US')).toBe('3 MB');
  });
});

describe('download helpers', () => {
  it('reads Content-Disposition filenames safely', () => {
    expect(filenameFromDisposition('attachment; filename="RE-1.pdf"')).toBe('RE-1.pdf');
    expect(filenameFromDisposition("attachment; filename=x.pdf; filename*=UTF-8''R%C3%A9-1.pdf")).toBe(
      'Ré-1.pdf',
    );
    expect(filenameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(filenameFromDisposition(null)).toBeNull();
    expect(sanitizeFilename('a\u0000b')).toBe('ab');
    expect(baseName('invoice.xml')).toBe('invoice');
    expect(baseName('.hidden')).toBe('.hidden');
  });
});

describe('api errors', () => {
  it('takes the code and the localized message of the documented error body', async () => {
    const res = new Response(JSON.stringify({ error: { code: 'FILE_TOO_LARGE', message: 'Zu groß' } }), {
      status: 413,
    });
    const e = await errorFromResponse(res, 'de');
    expect(e).toBeInstanceOf(ApiError);
    expect(e.code).toBe('FILE_TOO_LARGE');
    expect(e.message).toBe('Zu groß');
    expect(e.retryable).toBe(false);
  });
  it('maps bodies that are not the error JSON to catalogue codes', async () => {
    const e500 = await errorFromResponse(new Response('<html>bad gateway</html>', { status: 502 }), 'en');
    expect([e500.code, e500.retryable]).toEqual(['SERVER_ERROR', true]);
    expect(e500.message).toBe('A server error occurred. Please try again later.');
    const e429 = await errorFromResponse(new Response('', { status: 429 }), 'de');
    expect(e429.code).toBe('RATE_LIMITED');
    expect(e429.message).toContain('Zu viele Anfragen');
    await expect(readJson(new Response('not json'), 'en')).rejects.toMatchObject({
      code: 'INVALID_SERVER_RESPONSE',
    });
    expect(toApiError(new Error('boom'), 'en').message).toBe('An unexpected error occurred: boom');
  });
});

type Tree = { [key: string]: string | Tree };
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

describe('upload messages', () => {
  const e = flatten(en as Tree);
  const d = flatten(de as Tree);
  it('have the same keys, no empty values and the same variables in en and de', () => {
    expect([...d.keys()].sort()).toEqual([...e.keys()].sort());
    const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [k, v] of e) {
      expect(v.trim(), k).not.toBe('');
      expect((d.get(k) ?? '').trim(), k).not.toBe('');
      expect(vars(d.get(k) ?? ''), k).toEqual(vars(v));
    }
  });
});
