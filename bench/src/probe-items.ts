import { readFileSync } from 'node:fs';
import { extractLayout } from '@ic/pdf';
const lay = (await extractLayout(new Uint8Array(readFileSync(process.argv[2] as string)))) as any;
const pg = lay.pages[Number(process.argv[3])];
for (const it of pg.items) if (/Besondere|^2,3$|Füllen|^von Kav/.test(it.text) || (it.text==='2,3')) console.log(JSON.stringify([it.text, +it.x.toFixed(1), +it.width.toFixed(1), +it.baseline.toFixed(1), it.fontSize]));
for (const l of pg.lines) if (/Besondere/.test(l.text)) console.log(JSON.stringify(l.segments.map((s: any) => [s.text, +s.x.toFixed(1), +s.width.toFixed(1), +s.baseline.toFixed(1)])));
