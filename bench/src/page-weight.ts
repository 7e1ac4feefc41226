// Transfer size of a page's first load (HTML + the scripts, module preloads and stylesheets it
// names) without compression, with gzip and with brotli, as a running server sends them:
//   node bench/src/page-weight.ts [BASE_URL] [PATH...]
//   (default http://localhost:3000, /en and /en/pdf-to-xrechnung)
// Bytes are counted on the wire (node:http, no decompression).
import { get } from 'node:http';
import { URL } from 'node:url';

const base = (process.argv[2] ?? 'http://localhost:3000').replace(/\/+$/, '');
const paths = process.argv.length > 3 ? process.argv.slice(3) : ['/en', '/en/pdf-to-xrechnung'];
const ENCODINGS = ['identity', 'gzip', 'br'] as const;

function fetchRaw(url: string, encoding: string): Promise<{ bytes: number; body: Buffer; enc: string }> {
  return new Promise((resolve, reject) => {
    get(new URL(url), { headers: { accept: 'text/html,*/*', 'accept-encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ bytes: body.length, body, enc: String(res.headers['content-encoding'] ?? 'identity') });
      });
    }).on('error', reject);
  });
}

function assets(html: string): string[] {
  const out = new Set<string>();
  for (const m of html.matchAll(/<(?:script[^>]*src|link[^>]*href)="(\/[^"]+\.(?:js|css))"/g))
    out.add(m[1] as string);
  return [...out];
}

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
for (const path of paths) {
  const html = (await fetchRaw(`${base}${path}`, 'identity')).body.toString();
  const files = [path, ...assets(html)];
  const row: string[] = [];
  for (const encoding of ENCODINGS) {
    let total = 0;
    let htmlBytes = 0;
    for (const file of files) {
      const r = await fetchRaw(`${base}${file}`, encoding);
      total += r.bytes;
      if (file === path) htmlBytes = r.bytes;
    }
    row.push(`${encoding}: ${kib(total)} (HTML ${kib(htmlBytes)})`);
  }
  console.log(`${path} — ${files.length} files — ${row.join(' | ')}`);
}
