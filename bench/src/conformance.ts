/**
 * `npm run conformance`: the official XRechnung test suite through our readers and writers.
 *
 * For every file of ../shared/corpus/xrechnung-testsuite:
 *   1. read → write in the same syntax → read: the model must be equal (diffInvoices empty);
 *   2. UBL → CII → UBL and CII → UBL → CII: equal models; the cross-syntax model must equal the source;
 *   3. every converted output (each file to UBL and to CII: 172 files) is checked by the official
 *      KoSIT validator when it is set up (bench/README.md); otherwise a clear "skipping" line.
 * Where the target syntax cannot carry a value, `conversionLosses()` must declare it: a difference
 * covered by a declared loss is reported as such, an undeclared one is a failure; an output that
 * a declared loss makes invalid is expected to be rejected. Source elements outside EN 16931
 * (reported as unmapped by the readers) are listed, not failed.
 * Exit code 1 when anything fails.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { conversionLosses, diffInvoices, type Invoice, readInvoice, writeCii, writeUbl } from '@ic/einvoice';
import { CORPUS_DIR, corpusFiles } from './corpus.ts';
import { normalize, officialStatus, runOfficial } from './official.ts';

const outDir = resolve(import.meta.dirname, '..', 'results', 'conformance');

function read(xml: string | Uint8Array, what: string): Invoice {
  const r = readInvoice(xml);
  if (!r.ok) throw new Error(`${what}: ${r.error.message}`);
  if (r.unmapped.length) throw new Error(`${what}: unmapped ${r.unmapped.map((u) => u.path).join(', ')}`);
  return r.invoice;
}

const expectedRejections = new Set<string>();

async function run(): Promise<number> {
  const files = corpusFiles();
  if (files.length === 0) {
    console.log(`conformance: no test suite found under ${CORPUS_DIR}: skipping`);
    return 0;
  }
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  let failures = 0;
  const outputs: string[] = [];
  const counts = { files: files.length, sameSyntax: 0, crossSyntax: 0, declaredLoss: 0, outsideModel: 0 };
  for (const file of files) {
    const name = basename(file, '.xml');
    try {
      const bytes = readFileSync(file);
      const src = readInvoice(bytes);
      if (!src.ok) throw new Error(src.error.message);
      if (src.unmapped.length) {
        counts.outsideModel++;
        console.log(
          `ℹ ${name}: not in EN 16931, not carried: ${src.unmapped.map((u) => `${u.path}@${u.line}`).join(', ')}`,
        );
      }
      const own = src.syntax === 'ubl' ? writeUbl : writeCii;
      const other = src.syntax === 'ubl' ? writeCii : writeUbl;
      const problems: string[] = [];

      const same = read(own(src.invoice), 'same-syntax output');
      const d1 = diffInvoices(src.invoice, same);
      if (d1.length) problems.push(`same syntax: ${d1.slice(0, 5).join('; ')}`);
      else counts.sameSyntax++;

      const crossXml = other(src.invoice);
      const cross = read(crossXml, 'cross-syntax output');
      const back = read(own(cross), 'round-trip output');
      const d2 = [...diffInvoices(src.invoice, cross), ...diffInvoices(src.invoice, back)];
      const target = src.syntax === 'ubl' ? 'cii' : 'ubl';
      const losses = conversionLosses(src.invoice, target);
      if (d2.length === 0) counts.crossSyntax++;
      else if (losses.length) {
        counts.declaredLoss++;
        console.log(`ℹ ${name} → ${target}: declared: ${losses.map((l) => l.code).join(', ')}`);
      } else problems.push(`cross syntax: ${d2.slice(0, 5).join('; ')}`);
      if (losses.some((l) => l.invalidates)) expectedRejections.add(`${name}.to-${target}.xml`);

      const ublOut = join(outDir, `${name}.to-ubl.xml`);
      const ciiOut = join(outDir, `${name}.to-cii.xml`);
      writeFileSync(ublOut, writeUbl(src.invoice));
      writeFileSync(ciiOut, writeCii(src.invoice));
      outputs.push(ublOut, ciiOut);
      if (problems.length) throw new Error(problems.join(' | '));
    } catch (e) {
      failures++;
      console.log(`✖ ${name}: ${(e as Error).message}`);
    }
  }
  console.log(
    `round trips: ${counts.sameSyntax}/${counts.files} same-syntax equal; UBL⇄CII: ${counts.crossSyntax}/${counts.files} equal, ${counts.declaredLoss} with declared syntax losses; ${counts.outsideModel} source(s) with content outside EN 16931`,
  );

  const status = officialStatus();
  if (!status.available) {
    console.log(`official validator not available (${status.reason}): skipping the acceptance check`);
  } else {
    const results = await runOfficial(outputs, { args: ['--no-report'] });
    let accepted = 0;
    for (const r of results) {
      const n = normalize(r);
      if (n.accepted) accepted++;
      else if (expectedRejections.has(basename(r.input ?? r.file))) {
        console.log(
          `ℹ rejected as expected (declared loss): ${basename(r.input ?? r.file)}: ${n.errors.join(', ')}`,
        );
      } else {
        failures++;
        console.log(`✖ rejected by the official validator: ${basename(r.file)}: ${n.errors.join(', ')}`);
      }
    }
    console.log(`official validator: ${accepted}/${results.length} converted outputs accepted`);
  }
  console.log(failures === 0 ? 'conformance: all passed' : `conformance: ${failures} failure(s)`);
  return failures === 0 ? 0 : 1;
}

process.exitCode = await run();
