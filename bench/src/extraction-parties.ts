/**
 * Does the seller/buyer doubt (the extractor's `party-cues` reader, notice
 * EXTRACT_PARTIES_DOUBTFUL) point at wrong decisions? For every PDF of a folder with truth files
 * (the corpus layout: DIR/pdf/NAME.pdf, DIR/truth/NAME.json; or a synthetic run's OUT/pdf and
 * OUT/truth with `--keep`), the seller and buyer names read are compared with the truth (letters and
 * digits, lower case) and counted by whether the notice was raised: a raised notice on a right
 * decision is a needless mark, one on a wrong decision a useful one.
 *
 *   node bench/src/extraction-parties.ts --dir /work/shared/corpus/extraction [--list]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { extractInvoice } from '@ic/extract';
import { extractLayout } from '@ic/pdf';

const { values } = parseArgs({
  options: { dir: { type: 'string' }, list: { type: 'boolean', default: false } },
});
if (!values.dir) {
  console.error('usage: extraction-parties.ts --dir DIR [--list]');
  process.exit(2);
}
const dir = values.dir;
const norm = (s: unknown) =>
  String(s ?? '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
const tally = { files: 0, right: 0, rightFlagged: 0, wrong: 0, wrongFlagged: 0 };
for (const f of readdirSync(join(dir, 'truth')).filter((x) => x.endsWith('.json'))) {
  const name = f.replace(/\.json$/, '');
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(readFileSync(join(dir, 'pdf', `${name}.pdf`)));
  } catch {
    continue;
  }
  const truth = JSON.parse(readFileSync(join(dir, 'truth', f), 'utf8')) as {
    fields: Record<string, unknown>;
  };
  const { invoice, notices } = extractInvoice(await extractLayout(bytes));
  const flagged = notices.find((n) => n.code === 'EXTRACT_PARTIES_DOUBTFUL');
  const right =
    norm(invoice.seller.name) === norm(truth.fields['BT-27']) &&
    norm(invoice.buyer.name) === norm(truth.fields['BT-44']);
  tally.files++;
  if (right) tally.right++;
  else tally.wrong++;
  if (flagged && right) tally.rightFlagged++;
  if (flagged && !right) tally.wrongFlagged++;
  if (values.list && (flagged || !right))
    console.log(
      `${name}: ${right ? 'right' : 'WRONG'}${flagged ? ` flagged (${flagged.params?.cues})` : ''} — seller "${invoice.seller.name}" (truth "${truth.fields['BT-27']}"), buyer "${invoice.buyer.name}" (truth "${truth.fields['BT-44']}")`,
    );
}
console.log(
  `files ${tally.files}: both names right ${tally.right} (flagged needlessly ${tally.rightFlagged}), a name wrong ${tally.wrong} (flagged ${tally.wrongFlagged})`,
);
