/**
 * Seeded mutations of generated invoices for the fuzz tests (and the hardening bench): byte flips,
 * truncation, attribute and namespace floods, deep nesting, long names, encodings; and of
 * generated PDFs: byte flips, truncation, cut and repeated pieces, broken filters, flate bombs.
 * The same seed gives the same cases.
 */
import { writeCii, writeUbl } from '@ic/einvoice';
import { baselineInvoice } from '../../../packages/einvoice/src/rules/fixtures.ts';
import { validKitchenSink } from '../../../packages/einvoice/src/ubl/fixtures.ts';
import { flateBombPdf, makePdf } from '../../../packages/pdf/src/read/test-pdfs.ts';

/** mulberry32: a small seeded PRNG */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface FuzzCase {
  name: string;
  bytes: Uint8Array;
}

const enc = (s: string) => new TextEncoder().encode(s);
const int = (r: () => number, n: number) => Math.floor(r() * n);

function flipBytes(r: () => number, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(b);
  const n = 1 + int(r, 8);
  for (let k = 0; k < n; k++) out[int(r, out.length)] = int(r, 256);
  return out;
}

function spliceText(r: () => number, s: string, insert: (at: string) => string): string {
  // at a random start tag
  const tags = [...s.matchAll(/<[A-Za-z][^>]*?(?=\/?>)/g)];
  const m = tags[int(r, tags.length)];
  if (!m || m.index === undefined) return s;
  const end = m.index + m[0].length;
  return s.slice(0, end) + insert(m[0]) + s.slice(end);
}

const XML_MUTATIONS: Array<[string, (r: () => number, s: string) => Uint8Array]> = [
  ['flip', (r, s) => flipBytes(r, enc(s))],
  ['truncate', (r, s) => enc(s).subarray(0, int(r, s.length))],
  [
    'cut',
    (r, s) => {
      const a = int(r, s.length);
      return enc(s.slice(0, a) + s.slice(a + int(r, 400)));
    },
  ],
  [
    'repeat',
    (r, s) => {
      const a = int(r, s.length);
      const piece = s.slice(a, a + int(r, 300));
      return enc(s.slice(0, a) + piece.repeat(1 + int(r, 20)) + s.slice(a));
    },
  ],
  [
    'attributes',
    (r, s) => {
      const n = [10, 500, 9_000, 12_000][int(r, 4)] as number;
      return enc(spliceText(r, s, () => Array.from({ length: n }, (_, i) => ` a${i}="${i}"`).join('')));
    },
  ],
  [
    'namespaces',
    (r, s) => {
      const n = [10, 2_000, 11_000][int(r, 3)] as number;
      return enc(
        spliceText(r, s, () => Array.from({ length: n }, (_, i) => ` xmlns:n${i}="urn:n${i}"`).join('')),
      );
    },
  ],
  ['duplicate-attr', (r, s) => enc(spliceText(r, s, () => ' x="1" x="2"'))],
  [
    'deep',
    (r, s) => {
      const d = [50, 70, 5_000][int(r, 3)] as number;
      const at = s.lastIndexOf('</');
      return enc(`${s.slice(0, at)}${'<d>'.repeat(d)}${'</d>'.repeat(d)}${s.slice(at)}`);
    },
  ],
  [
    'long-name',
    (r, s) => {
      const name = `n${'x'.repeat([999, 1_001, 100_000][int(r, 3)] as number)}`;
      const at = s.lastIndexOf('</');
      return enc(`${s.slice(0, at)}<${name}/>${s.slice(at)}`);
    },
  ],
  [
    'big-text',
    (r, s) => {
      const at = s.lastIndexOf('</');
      return enc(`${s.slice(0, at)}<t>${'&amp;'.repeat(int(r, 200_000))}</t>${s.slice(at)}`);
    },
  ],
  [
    'latin1',
    (_r, s) => {
      const t = s
        .replace('encoding="UTF-8"', 'encoding="ISO-8859-1"')
        .replace('<cbc:Note>', '<cbc:Note>Müller ');
      return Uint8Array.from(t, (c) => c.charCodeAt(0) & 0xff);
    },
  ],
  [
    'utf16',
    (r, s) => {
      const t = (r() < 0.5 ? '\uFEFF' : '') + s.replace('encoding="UTF-8"', 'encoding="UTF-16"');
      const le = r() < 0.5;
      const out = new Uint8Array(t.length * 2);
      for (let i = 0; i < t.length; i++) {
        out[2 * i + (le ? 0 : 1)] = t.charCodeAt(i) & 0xff;
        out[2 * i + (le ? 1 : 0)] = t.charCodeAt(i) >> 8;
      }
      return r() < 0.3 ? out.subarray(0, out.length - 1) : out;
    },
  ],
  [
    'bad-utf8',
    (r, s) => {
      const b = enc(s);
      const at = int(r, b.length);
      const bad = [[0xc0, 0x80], [0xed, 0xa0, 0x80], [0xff], [0xe2, 0x82]][int(r, 4)] as number[];
      return new Uint8Array([...b.subarray(0, at), ...bad, ...b.subarray(at)]);
    },
  ],
  [
    'encoding-name',
    (r, s) =>
      enc(
        s.replace(
          'encoding="UTF-8"',
          `encoding="${['x-foo', 'UTF-32', 'US-ASCII', 'windows-1252', 'IBM850'][int(r, 5)]}"`,
        ),
      ),
  ],
  ['doctype', (_r, s) => enc(s.replace('?>', '?><!DOCTYPE x [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]>'))],
  [
    'namespace-uri',
    (r, s) => {
      const uris = [...new Set([...s.matchAll(/xmlns(?::\w+)?="([^"]+)"/g)].map((m) => m[1] as string))];
      const u = uris[int(r, uris.length)] ?? '';
      return enc(s.replaceAll(u, 'urn:example:wrong'));
    },
  ],
];

/** Valid UBL and CII invoices to start from. */
export function xmlSeeds(): string[] {
  const credit = validKitchenSink('381');
  return [
    writeUbl(validKitchenSink()),
    writeCii(validKitchenSink()),
    writeUbl(baselineInvoice()),
    writeCii(credit),
  ];
}

/** `n` XML cases from `seed` (every mutation in turn, the seeds in turn). */
export function xmlCases(seed: number, n: number): FuzzCase[] {
  const r = rng(seed);
  const seeds = xmlSeeds();
  const out: FuzzCase[] = [];
  for (let i = 0; i < n; i++) {
    const [name, mutate] = XML_MUTATIONS[i % XML_MUTATIONS.length] as (typeof XML_MUTATIONS)[number];
    const s = seeds[int(r, seeds.length)] as string;
    out.push({ name: `${seed}/${i}/${name}`, bytes: mutate(r, s) });
  }
  return out;
}

function pdfMutate(r: () => number, b: Uint8Array): [string, Uint8Array] {
  const s = Buffer.from(b);
  switch (int(r, 6)) {
    case 0:
      return ['flip', flipBytes(r, b)];
    case 1:
      return ['truncate', b.subarray(0, Math.max(16, int(r, b.length)))];
    case 2: {
      const a = int(r, b.length);
      return ['cut', new Uint8Array(Buffer.concat([s.subarray(0, a), s.subarray(a + int(r, 2000))]))];
    }
    case 3: {
      const a = int(r, b.length);
      const piece = s.subarray(a, a + int(r, 500));
      return [
        'repeat',
        new Uint8Array(Buffer.concat([s.subarray(0, a), piece, piece, piece, s.subarray(a)])),
      ];
    }
    case 4: {
      const t = s.toString('latin1').replaceAll('/FlateDecode', '/LZWDecode');
      return ['filter', Uint8Array.from(t, (c) => c.charCodeAt(0) & 0xff)];
    }
    default: {
      // a stream's length made wrong
      const t = s
        .toString('latin1')
        .replace(/\/Length (\d+)/, (_m, n: string) => `/Length ${Number(n) * (1 + int(r, 1000))}`);
      return ['length', Uint8Array.from(t, (c) => c.charCodeAt(0) & 0xff)];
    }
  }
}

/** Generated PDFs to start from: text invoices, and hybrids with embedded XML. */
export async function pdfSeeds(): Promise<Uint8Array[]> {
  const texts = [
    'Rechnung Nr. R-2024-001',
    'Muster GmbH, Musterstraße 1, 10115 Berlin',
    'Rechnungsdatum 01.03.2024',
    'Pos 1 Beratung 2 Std 100,00 EUR 200,00 EUR',
    'Summe netto 200,00 EUR',
    'USt 19 % 38,00 EUR',
    'Gesamtbetrag 238,00 EUR',
  ].map((text, k) => ({ text, x: 60, top: 80 + k * 20 }));
  return [
    await makePdf([{ texts }]),
    await makePdf([{ texts }], {
      attachments: [
        { name: 'factur-x.xml', bytes: enc(writeCii(validKitchenSink())), afRelationship: 'Data' },
      ],
    }),
    await makePdf([{ texts: texts.slice(0, 3) }, { texts }], {
      attachments: [{ name: 'xrechnung.xml', bytes: enc(writeUbl(baselineInvoice())) }],
    }),
  ];
}

/** `n` PDF cases from `seed`, a few flate bombs among them. */
export async function pdfCases(seed: number, n: number): Promise<FuzzCase[]> {
  const r = rng(seed);
  const seeds = await pdfSeeds();
  const out: FuzzCase[] = [];
  const bombs = [
    await flateBombPdf(300, 'attachment'),
    await flateBombPdf(300, 'content'),
    await flateBombPdf(80, 'attachment', true),
  ];
  for (let i = 0; i < n; i++) {
    if (i % 100 === 50) {
      out.push({ name: `${seed}/${i}/bomb`, bytes: bombs[((i / 100) % bombs.length) | 0] as Uint8Array });
      continue;
    }
    const [name, bytes] = pdfMutate(r, seeds[int(r, seeds.length)] as Uint8Array);
    out.push({ name: `${seed}/${i}/${name}`, bytes });
  }
  return out;
}
