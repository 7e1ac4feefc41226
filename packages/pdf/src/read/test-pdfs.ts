/**
 * Self-made PDFs for tests and benchmarks (pdf-lib / pdfkit): text at known positions, tables,
 * many pages, attachments, encryption, image-only pages. Not part of the public API.
 */
import { crc32, deflateSync } from 'node:zlib';
import { AFRelationship, degrees, PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';
import PDFKitDocument from 'pdfkit';

export interface Placed {
  text: string;
  /** left, in points */
  x: number;
  /** baseline, from the TOP of the page, in points */
  top: number;
  size?: number;
  bold?: boolean;
}

export interface PageSpec {
  width?: number;
  height?: number;
  rotate?: 0 | 90 | 180 | 270;
  texts?: Placed[];
  /** draw a grey image (a "scan") covering most of the page */
  image?: boolean;
}

export interface AttachmentSpec {
  name: string;
  bytes: Uint8Array;
  mimeType?: string;
  description?: string;
  afRelationship?: 'Data' | 'Source' | 'Alternative' | 'Supplement' | 'Unspecified';
}

/** A PDF built with pdf-lib from page specs (Helvetica / Helvetica-Bold, not embedded). */
export async function makePdf(
  pages: PageSpec[],
  opts: { attachments?: AttachmentSpec[]; title?: string; xmp?: string } = {},
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  if (opts.title) doc.setTitle(opts.title);
  doc.setProducer('ic-test');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const png = pages.some((p) => p.image) ? await doc.embedPng(greyPng(200, 260)) : undefined;
  for (const spec of pages) {
    const page = doc.addPage([spec.width ?? 595, spec.height ?? 842]);
    const h = page.getHeight();
    if (spec.image && png) page.drawImage(png, { x: 20, y: 20, width: page.getWidth() - 40, height: h - 40 });
    for (const t of spec.texts ?? []) {
      const font: PDFFont = t.bold ? bold : regular;
      page.drawText(t.text, { x: t.x, y: h - t.top, size: t.size ?? 10, font });
    }
    if (spec.rotate) page.setRotation(degrees(spec.rotate));
  }
  for (const a of opts.attachments ?? []) {
    await doc.attach(a.bytes, a.name, {
      mimeType: a.mimeType ?? 'text/xml',
      ...(a.description ? { description: a.description } : {}),
      afRelationship: AFRelationship[a.afRelationship ?? 'Data'],
    });
  }
  if (opts.xmp) {
    const stream = doc.context.stream(opts.xmp, { Type: 'Metadata', Subtype: 'XML' });
    doc.catalog.set(doc.context.obj('Metadata'), doc.context.register(stream));
  }
  return doc.save();
}

/** An encrypted PDF made with pdfkit (userPassword: needs a password to open; else owner only). */
export function makeEncryptedPdf(opts: {
  userPassword?: string;
  ownerPassword?: string;
  attachment?: AttachmentSpec;
}): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const doc = new PDFKitDocument({
      size: 'A4',
      ...(opts.userPassword ? { userPassword: opts.userPassword } : {}),
      ...(opts.ownerPassword ? { ownerPassword: opts.ownerPassword } : {}),
      permissions: { printing: 'highResolution', copying: false, modifying: false },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    doc.fontSize(12).text('Rechnung Nr. 4711 vom 01.02.2025, Gesamtbetrag 119,00 EUR', 72, 72);
    const a = opts.attachment;
    if (a) {
      // pdfkit writes /AFRelationship from `relationship` (not in its type definitions)
      const fileOpts = {
        name: a.name,
        type: a.mimeType ?? 'text/xml',
        relationship: a.afRelationship ?? 'Data',
        ...(a.description ? { description: a.description } : {}),
      };
      doc.file(Buffer.from(a.bytes), fileOpts as PDFKit.Mixins.PDFAttachmentOptions);
    }
    doc.end();
  });
}

/** A PDF with `n` pages of text (for bounded-time tests). */
export async function makeLongPdf(n: number, linesPerPage = 40): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let p = 1; p <= n; p++) {
    const page = doc.addPage([595, 842]);
    for (let l = 0; l < linesPerPage; l++) {
      page.drawText(`Page ${p} line ${l + 1}: Position ${l + 1}   Widget ${p}-${l}   2 x 9,99 EUR`, {
        x: 50,
        y: 800 - l * 18,
        size: 10,
        font,
      });
    }
  }
  return doc.save();
}

/** A minimal grey truecolour PNG (no external files). */
export function greyPng(width: number, height: number): Uint8Array {
  const row = new Uint8Array(1 + width * 3);
  for (let i = 1; i < row.length; i++) row[i] = 180 + ((i * 7) % 50);
  const raw = new Uint8Array(row.length * height);
  for (let y = 0; y < height; y++) raw.set(row, y * row.length);
  const chunk = (type: string, data: Uint8Array) => {
    const out = new Uint8Array(12 + data.length);
    const dv = new DataView(out.buffer);
    dv.setUint32(0, data.length);
    out.set(new TextEncoder().encode(type), 4);
    out.set(data, 8);
    dv.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
    return out;
  };
  const ihdr = new Uint8Array(13);
  const dv = new DataView(ihdr.buffer);
  dv.setUint32(0, width);
  dv.setUint32(4, height);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', new Uint8Array(deflateSync(raw))),
    chunk('IEND', new Uint8Array(0)),
  ];
  const total = parts.reduce((s, p) => s + p.length, 0);
  const png = new Uint8Array(total);
  let off = 0;
  for (const p of parts) {
    png.set(p, off);
    off += p.length;
  }
  return png;
}

/** A hand-written PDF from object bodies (object i + 1 = objs[i]; object 1 is the root). */
export function rawPdf(objs: string[]): Uint8Array {
  let out = '%PDF-1.7\n';
  const offsets: number[] = [];
  objs.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}

/** Like `rawPdf`, with binary streams: an object is a body or a stream dictionary + its data. */
export function rawPdfBinary(objs: Array<string | { dict: string; data: Uint8Array }>): Uint8Array {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n', 'latin1')];
  let length = parts[0]?.length ?? 0;
  const push = (b: Buffer) => {
    parts.push(b);
    length += b.length;
  };
  const offsets: number[] = [];
  objs.forEach((o, i) => {
    offsets.push(length);
    if (typeof o === 'string') {
      push(Buffer.from(`${i + 1} 0 obj\n${o}\nendobj\n`, 'latin1'));
      return;
    }
    const dict = o.dict.replace(/>>\s*$/, ` /Length ${o.data.length} >>`);
    push(Buffer.from(`${i + 1} 0 obj\n${dict}\nstream\n`, 'latin1'));
    push(Buffer.from(o.data));
    push(Buffer.from('\nendstream\nendobj\n', 'latin1'));
  });
  const xref = length;
  let tail = `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n`;
  tail += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  tail += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  push(Buffer.from(tail, 'latin1'));
  return new Uint8Array(Buffer.concat(parts));
}

/**
 * A minimal TrueType font program like the subsets Word embeds: every glyph a box (600 units
 * wide), one (1,0) Macintosh cmap (format 0) from the given character codes to the glyphs
 * 1…n, a format-3 post table (no glyph names), no OS/2 or name table.
 */
export function boxTrueTypeFont(codes: number[]): Uint8Array {
  const n = codes.length + 1;
  const u16 = (v: number) => {
    const b = Buffer.alloc(2);
    b.writeUInt16BE(v & 0xffff);
    return b;
  };
  const i16 = (v: number) => {
    const b = Buffer.alloc(2);
    b.writeInt16BE(v);
    return b;
  };
  const u32 = (v: number) => {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(v >>> 0);
    return b;
  };
  const cat = (...bs: Buffer[]) => Buffer.concat(bs);
  // a box glyph: one contour of four on-curve points, 16-bit coordinate deltas
  const box = cat(
    i16(1),
    i16(50),
    i16(0),
    i16(550),
    i16(700), // header: contours, bbox
    u16(3),
    u16(0), // end point, no instructions
    Buffer.from([1, 1, 1, 1]),
    i16(50),
    i16(500),
    i16(0),
    i16(-500),
    i16(0),
    i16(0),
    i16(700),
    i16(0),
    u16(0), // pad to an even length
  );
  const glyf = cat(...Array.from({ length: n - 1 }, () => box));
  const loca = cat(...Array.from({ length: n + 1 }, (_, i) => u16((i === 0 ? 0 : (i - 1) * box.length) / 2)));
  const map = Buffer.alloc(256);
  codes.forEach((c, i) => {
    map[c] = i + 1;
  });
  const tables: Record<string, Buffer> = {
    cmap: cat(u16(0), u16(1), u16(1), u16(0), u32(12), u16(0), u16(262), u16(0), map),
    glyf,
    head: cat(
      u32(0x10000),
      u32(0x10000),
      u32(0),
      u32(0x5f0f3cf5),
      u16(0),
      u16(1000),
      Buffer.alloc(16), // created, modified
      i16(50),
      i16(0),
      i16(550),
      i16(700),
      u16(0),
      u16(8),
      i16(2),
      i16(0),
      i16(0),
    ),
    hhea: cat(
      u32(0x10000),
      i16(800),
      i16(-200),
      i16(0),
      u16(600),
      i16(50),
      i16(50),
      i16(550),
      i16(1),
      i16(0),
      i16(0),
      Buffer.alloc(8),
      i16(0),
      u16(n),
    ),
    hmtx: cat(...Array.from({ length: n }, () => cat(u16(600), i16(50)))),
    loca,
    maxp: cat(u32(0x10000), u16(n), u16(4), u16(1), Buffer.alloc(22)),
    post: cat(u32(0x30000), Buffer.alloc(28)),
  };
  const tags = Object.keys(tables).sort();
  const checksum = (b: Buffer) => {
    const p = cat(b, Buffer.alloc((4 - (b.length % 4)) % 4));
    let s = 0;
    for (let i = 0; i < p.length; i += 4) s = (s + p.readUInt32BE(i)) >>> 0;
    return s;
  };
  const pow = 2 ** Math.floor(Math.log2(tags.length));
  const dir = [
    u32(0x10000),
    u16(tags.length),
    u16(pow * 16),
    u16(Math.log2(pow)),
    u16(tags.length * 16 - pow * 16),
  ];
  const body: Buffer[] = [];
  let offset = 12 + 16 * tags.length;
  for (const tag of tags) {
    const t = tables[tag] as Buffer;
    dir.push(Buffer.from(tag, 'latin1'), u32(checksum(t)), u32(offset), u32(t.length));
    const padded = cat(t, Buffer.alloc((4 - (t.length % 4)) % 4));
    body.push(padded);
    offset += padded.length;
  }
  return new Uint8Array(cat(...dir, ...body));
}

/** zlib data that inflates to `mb` MiB of zeros (built in pieces: the zeros never exist at once). */
export async function zlibZeros(mb: number): Promise<Uint8Array> {
  const { createDeflate } = await import('node:zlib');
  const z = createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  z.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve) => z.on('end', resolve));
  const zero = Buffer.alloc(1024 * 1024);
  for (let k = 0; k < mb; k++) if (!z.write(zero)) await new Promise((r) => z.once('drain', r));
  z.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * A PDF with a flate bomb: an embedded file (`where: 'attachment'`) or the page's content stream
 * (`'content'`) that inflates to `mb` MiB; `twice`: zlib data of zlib data.
 */
export async function flateBombPdf(
  mb: number,
  where: 'attachment' | 'content' = 'attachment',
  twice = false,
): Promise<Uint8Array> {
  let data = await zlibZeros(mb);
  if (twice) data = new Uint8Array(deflateSync(data));
  const filter = twice ? '[/FlateDecode /FlateDecode]' : '/FlateDecode';
  const text = new TextEncoder().encode('BT /F1 12 Tf 72 720 Td (Invoice 1) Tj ET');
  const content =
    where === 'content' ? { dict: `<< /Filter ${filter} >>`, data } : { dict: '<< >>', data: text };
  return rawPdfBinary([
    '<< /Type /Catalog /Pages 2 0 R /Names << /EmbeddedFiles << /Names [(factur-x.xml) 5 0 R] >> >> >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 7 0 R >> >> >>',
    content,
    '<< /Type /Filespec /F (factur-x.xml) /UF (factur-x.xml) /EF << /F 6 0 R /UF 6 0 R >> /AFRelationship /Data >>',
    where === 'attachment'
      ? { dict: `<< /Type /EmbeddedFile /Subtype /text#2Fxml /Filter ${filter} >>`, data }
      : { dict: '<< /Type /EmbeddedFile /Subtype /text#2Fxml >>', data: new TextEncoder().encode('<a/>') },
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]);
}

/** A PDF of `pages` pages that all draw one shared, flate-compressed content stream. */
export function sharedContentPdf(pages: number, content: string): Uint8Array {
  const data = deflateSync(Buffer.from(content, 'latin1'));
  const kids = Array.from({ length: pages }, (_, i) => `${5 + i} 0 R`).join(' ');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    null, // 3: the content stream
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...Array.from(
      { length: pages },
      () =>
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 3 0 R >>',
    ),
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(offset);
    const body =
      o === null
        ? Buffer.concat([
            Buffer.from(`${i + 1} 0 obj\n<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n`),
            data,
            Buffer.from('\nendstream\nendobj\n'),
          ])
        : Buffer.from(`${i + 1} 0 obj\n${o}\nendobj\n`);
    parts.push(body);
    offset += body.length;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`,
  ].join('');
  parts.push(Buffer.from(xref));
  return new Uint8Array(Buffer.concat(parts));
}

// ---- encoders for the stream-filter bombs (tests of streams.ts / filters.ts) -----------------

export function asciiHexEncode(data: Uint8Array): Uint8Array {
  return new TextEncoder().encode(`${Buffer.from(data).toString('hex')}>`);
}

export function ascii85Encode(data: Uint8Array): Uint8Array {
  let out = '';
  for (let i = 0; i < data.length; i += 4) {
    const n = Math.min(4, data.length - i);
    let v = 0;
    for (let k = 0; k < 4; k++) v = v * 256 + (k < n ? (data[i + k] as number) : 0);
    if (v === 0 && n === 4) {
      out += 'z';
      continue;
    }
    const digits: string[] = [];
    for (let k = 0; k < 5; k++) {
      digits.unshift(String.fromCharCode(33 + (v % 85)));
      v = Math.floor(v / 85);
    }
    out += digits.slice(0, n + 1).join('');
  }
  return new TextEncoder().encode(`${out}~>`);
}

/** RunLength data: literal runs of at most 128 bytes. */
export function runLengthEncode(data: Uint8Array): Uint8Array {
  const out: number[] = [];
  for (let i = 0; i < data.length; i += 128) {
    const n = Math.min(128, data.length - i);
    out.push(n - 1, ...data.subarray(i, i + n));
  }
  out.push(128);
  return Uint8Array.from(out);
}

/** RunLength data that decodes to `bytes` zeros (2 bytes per 128). */
export function runLengthZeros(bytes: number): Uint8Array {
  const n = Math.ceil(bytes / 128);
  const out = new Uint8Array(2 * n + 1);
  for (let k = 0; k < n; k++) out[2 * k] = 129; // repeat the next byte 128 times
  out[2 * n] = 128;
  return out;
}

/** LZW codes packed as PDF reads them (9–12 bits, EarlyChange 1); 256 clears, 257 ends. */
function lzwPack(codes: number[]): Uint8Array {
  const bytes: number[] = [];
  let acc = 0;
  let bits = 0;
  let width = 9;
  let next = 258;
  for (const code of codes) {
    acc = (acc << width) | code;
    bits += width;
    while (bits >= 8) {
      bits -= 8;
      bytes.push((acc >>> bits) & 0xff);
    }
    acc &= (1 << bits) - 1;
    if (code === 256) {
      next = 258;
      width = 9;
    } else if (code !== 257) {
      next++;
      if (next >= 1 << width && width < 12) width++;
    }
  }
  if (bits > 0) bytes.push((acc << (8 - bits)) & 0xff);
  return Uint8Array.from(bytes);
}

/** LZW data of `data` (a table cleared whenever it is full). */
export function lzwEncode(data: Uint8Array): Uint8Array {
  const codes = [256];
  let table = new Map<string, number>();
  let next = 258;
  let w = '';
  const codeOf = (x: string) => (x.includes(',') ? (table.get(x) as number) : Number(x));
  for (const b of data) {
    const wc = `${w},${b}`;
    if (w === '' || table.has(wc)) {
      w = w === '' ? String(b) : wc;
      continue;
    }
    codes.push(codeOf(w));
    table.set(wc, next++);
    if (next >= 4094) {
      codes.push(256);
      table = new Map();
      next = 258;
    }
    w = String(b);
  }
  if (w !== '') codes.push(codeOf(w));
  codes.push(257);
  return lzwPack(codes);
}

/** LZW data that decodes to at least `bytes` zeros: code 256 + k stands for k zeros (≈1,300×). */
export function lzwZeros(bytes: number): Uint8Array {
  const codes: number[] = [];
  let total = 0;
  while (total < bytes) {
    codes.push(256, 0);
    total += 1;
    for (let c = 258; c < 4093 && total < bytes; c++) {
      codes.push(c);
      total += c - 256;
    }
  }
  codes.push(257);
  return lzwPack(codes);
}

/**
 * A PDF whose embedded file is `data` under `filter` (e.g. '[/ASCII85Decode /FlateDecode]'),
 * like flateBombPdf: the attachment of a hybrid.
 */
export function filteredAttachmentPdf(data: Uint8Array, filter: string): Uint8Array {
  const text = new TextEncoder().encode('BT /F1 12 Tf 72 720 Td (Invoice 1) Tj ET');
  return rawPdfBinary([
    '<< /Type /Catalog /Pages 2 0 R /Names << /EmbeddedFiles << /Names [(factur-x.xml) 5 0 R] >> >> >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 7 0 R >> >> >>',
    { dict: '<< >>', data: text },
    '<< /Type /Filespec /F (factur-x.xml) /UF (factur-x.xml) /EF << /F 6 0 R /UF 6 0 R >> /AFRelationship /Data >>',
    { dict: `<< /Type /EmbeddedFile /Subtype /text#2Fxml /Filter ${filter} >>`, data },
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]);
}
