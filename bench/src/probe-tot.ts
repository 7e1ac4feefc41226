import { readFileSync } from 'node:fs';
import { extractInvoice, fromPdfLayout } from '@ic/extract';
import { extractLayout } from '@ic/pdf';
const doc = fromPdfLayout((await extractLayout(new Uint8Array(readFileSync(process.argv[2] as string)))) as any);
const inv = extractInvoice(doc).invoice as any;
console.log(JSON.stringify(inv.totals), JSON.stringify(inv.vatBreakdown));
for (const l of inv.lines) console.log('LINE', l.id, JSON.stringify(l.item?.name), l.quantity, l.unitCode, l.price?.netPrice, l.netAmount, l.vatRate);
