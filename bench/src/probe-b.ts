import { readFileSync } from 'node:fs';
import { extractInvoice, fromPdfLayout } from '@ic/extract';
import { extractLayout } from '@ic/pdf';
const doc = fromPdfLayout((await extractLayout(new Uint8Array(readFileSync(process.argv[2] as string)))) as any);
console.log(JSON.stringify((extractInvoice(doc).invoice as any).paymentInstructions));
