import { readFileSync } from 'node:fs';
import { extractInvoice, fromPdfLayout } from '@ic/extract';
import { extractLayout } from '@ic/pdf';
const lay = (await extractLayout(new Uint8Array(readFileSync(process.argv[2] as string)))) as any;
const doc = fromPdfLayout(lay);
const inv = extractInvoice(doc) as any;
console.log('SELLER', JSON.stringify(inv.invoice?.seller));
console.log('BUYER', JSON.stringify(inv.invoice?.buyer));
if (process.argv[3]) for (const l of doc.lines.slice(Number(process.argv[3]), Number(process.argv[3]) + 10)) console.log(l.index, JSON.stringify(l.segs.map((s: any) => [Math.round(s.x), Math.round(s.x + s.w), Math.round(s.y), s.text])));
