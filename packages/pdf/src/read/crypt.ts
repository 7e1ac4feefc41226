/**
 * Decryption of the streams of a PDF encrypted with the standard security handler and an empty
 * user password (the "owner password only" PDFs pdf.js opens without asking): RC4 40–128 bit
 * (R2–R4), AES-128 (AESV2) and AES-256 (R5, R6). Only so that streams.ts can measure what an
 * encrypted stream decodes to before pdf.js decodes it; nothing else reads through this.
 *
 *   const crypt = streamDecryptor(bytes);      // undefined: not encrypted, or not with an empty password
 *   const plain = crypt?.(data, objNum, gen);
 */
import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';

const PAD = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');

export type StreamDecryptor = (data: Uint8Array, num: number, gen: number) => Uint8Array;

/** A PDF string (literal or hex) starting at `s[i]`, as bytes. */
function pdfString(s: string, i: number): Buffer | undefined {
  if (s[i] === '<') {
    const end = s.indexOf('>', i);
    if (end < 0) return undefined;
    const hex = s.slice(i + 1, end).replace(/\s+/g, '');
    return Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex');
  }
  if (s[i] !== '(') return undefined;
  const out: number[] = [];
  let depth = 0;
  for (let k = i + 1; k < s.length; k++) {
    const c = s[k] as string;
    if (c === '\\') {
      const n = s[++k] as string;
      const esc: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12 };
      if (n in esc) out.push(esc[n] as number);
      else if (/[0-7]/.test(n)) {
        let oct = n;
        while (oct.length < 3 && /[0-7]/.test(s[k + 1] ?? '')) oct += s[++k];
        out.push(Number.parseInt(oct, 8) & 0xff);
      } else if (n === '\r' || n === '\n') {
        if (n === '\r' && s[k + 1] === '\n') k++;
      } else out.push(n.charCodeAt(0) & 0xff);
      continue;
    }
    if (c === '(') depth++;
    if (c === ')' && depth-- === 0) return Buffer.from(out);
    out.push(c.charCodeAt(0) & 0xff);
  }
  return undefined;
}

function entry(dict: string, key: string): Buffer | undefined {
  const m = new RegExp(`/${key}\\s*([<(])`).exec(dict);
  return m ? pdfString(dict, m.index + m[0].length - 1) : undefined;
}

function num(dict: string, key: string): number | undefined {
  const m = new RegExp(`/${key}\\s+(-?\\d+)`).exec(dict);
  return m ? Number(m[1]) : undefined;
}

const md5 = (...parts: Buffer[]) => createHash('md5').update(Buffer.concat(parts)).digest();

function rc4(key: Buffer, data: Uint8Array): Uint8Array {
  const s = new Uint8Array(256);
  for (let i = 0; i < 256; i++) s[i] = i;
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + (s[i] as number) + (key[i % key.length] as number)) & 0xff;
    [s[i], s[j]] = [s[j] as number, s[i] as number];
  }
  const out = new Uint8Array(data.length);
  for (let k = 0, i = 0, j = 0; k < data.length; k++) {
    i = (i + 1) & 0xff;
    j = (j + (s[i] as number)) & 0xff;
    [s[i], s[j]] = [s[j] as number, s[i] as number];
    out[k] = (data[k] as number) ^ (s[((s[i] as number) + (s[j] as number)) & 0xff] as number);
  }
  return out;
}

function aesCbc(key: Buffer, data: Uint8Array): Uint8Array {
  if (data.length < 32 || data.length % 16) return new Uint8Array(0);
  const algo = key.length === 32 ? 'aes-256-cbc' : 'aes-128-cbc';
  const d = createDecipheriv(algo, key, data.subarray(0, 16));
  d.setAutoPadding(false);
  const out = Buffer.concat([d.update(data.subarray(16)), d.final()]);
  const pad = out[out.length - 1] ?? 0;
  return pad >= 1 && pad <= 16 ? out.subarray(0, out.length - pad) : out;
}

/** Algorithm 2.B of ISO 32000-2 (R6) with an empty password. */
function hash2B(salt: Buffer, udata = Buffer.alloc(0)): Buffer {
  let k = createHash('sha256').update(salt).update(udata).digest();
  for (let i = 0; ; i++) {
    const k1 = Buffer.concat(Array.from({ length: 64 }, () => Buffer.concat([k, udata])));
    const c = createCipheriv('aes-128-cbc', k.subarray(0, 16), k.subarray(16, 32));
    c.setAutoPadding(false);
    const e = Buffer.concat([c.update(k1), c.final()]);
    let sum = 0;
    for (let j = 0; j < 16; j++) sum += e[j] as number;
    k = createHash(['sha256', 'sha384', 'sha512'][sum % 3] as string)
      .update(e)
      .digest();
    if (i >= 63 && (e[e.length - 1] as number) <= i - 31) break;
  }
  return k.subarray(0, 32);
}

interface EncryptDict {
  dict: string;
  id: Buffer;
}

/** The /Encrypt dictionary (resolved when indirect) and the first /ID string, if any. */
function findEncrypt(text: string): EncryptDict | undefined {
  const at = text.lastIndexOf('/Encrypt');
  if (at < 0) return undefined;
  const tail = text.slice(at + 8, at + 200);
  let dict: string | undefined;
  const ref = /^\s*(\d+)\s+(\d+)\s+R/.exec(tail);
  if (ref) {
    const m = new RegExp(`(?:^|[^0-9])${ref[1]}\\s+${ref[2]}\\s+obj`).exec(text);
    if (!m) return undefined;
    const end = text.indexOf('endobj', m.index);
    dict = text.slice(m.index, end < 0 ? m.index + 4096 : end);
  } else if (/^\s*<</.test(tail)) dict = text.slice(at, at + 4096);
  if (!dict) return undefined;
  const idAt = text.lastIndexOf('/ID');
  const idText = idAt >= 0 ? text.slice(idAt + 3, idAt + 300) : '';
  const open = /^\s*\[\s*([<(])/.exec(idText);
  const id = open ? (pdfString(idText, open[0].length - 1) ?? Buffer.alloc(0)) : Buffer.alloc(0);
  return { dict, id };
}

/** The stream decryptor of an encrypted PDF (empty user password), undefined when there is none. */
export function streamDecryptor(bytes: Uint8Array): StreamDecryptor | undefined {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const enc = findEncrypt(text);
  if (!enc || !/\/Filter\s*\/Standard/.test(enc.dict)) return undefined;
  const { dict, id } = enc;
  const v = num(dict, 'V') ?? 0;
  const r = num(dict, 'R') ?? 2;
  const cfm = /\/StmF\s*\/Identity/.test(dict) ? 'None' : (/\/CFM\s*\/(\w+)/.exec(dict)?.[1] ?? 'V2');
  if (v >= 4 && cfm === 'None') return (data) => data;
  if (v === 5 || r >= 5) {
    const u = entry(dict, 'U');
    const ue = entry(dict, 'UE');
    if (!u || !ue || u.length < 48) return undefined;
    const salt = u.subarray(40, 48);
    const key = r >= 6 ? hash2B(salt) : createHash('sha256').update(salt).digest();
    const d = createDecipheriv('aes-256-cbc', key, Buffer.alloc(16));
    d.setAutoPadding(false);
    const fileKey = Buffer.concat([d.update(ue.subarray(0, 32)), d.final()]);
    return (data) => aesCbc(fileKey, data);
  }
  const o = entry(dict, 'O');
  const p = num(dict, 'P');
  if (!o || p === undefined) return undefined;
  // R4 (crypt filters) is always 128 bit; /Length of its /CF dictionary counts bytes, not bits
  const n = r === 2 ? 5 : r >= 4 ? 16 : Math.min(16, Math.max(5, (num(dict, 'Length') ?? 40) / 8));
  const pb = Buffer.alloc(4);
  pb.writeInt32LE(p);
  const noMeta = r >= 4 && /\/EncryptMetadata\s+false/.test(dict);
  let h = md5(PAD, o.subarray(0, 32), pb, id, noMeta ? Buffer.from([255, 255, 255, 255]) : Buffer.alloc(0));
  if (r >= 3) for (let i = 0; i < 50; i++) h = md5(h.subarray(0, n));
  const key = h.subarray(0, n);
  const aes = v >= 4 && cfm === 'AESV2';
  return (data, objNum, gen) => {
    const ob = Buffer.from([
      objNum & 0xff,
      (objNum >> 8) & 0xff,
      (objNum >> 16) & 0xff,
      gen & 0xff,
      (gen >> 8) & 0xff,
    ]);
    const k = md5(key, ob, aes ? Buffer.from('sAlT') : Buffer.alloc(0)).subarray(0, Math.min(16, n + 5));
    return aes ? aesCbc(k, data) : rc4(k, data);
  };
}
