import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { conversionLosses, PROFILES, type ProfileId, readInvoice, writeInvoice } from '@ic/einvoice';
import { type Io, isPdf, readInput, UsageError } from '../io.ts';

export async function convert(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      to: { type: 'string' },
      profile: { type: 'string' },
      'allow-invalid': { type: 'boolean', default: false },
      output: { type: 'string', short: 'o' },
    },
  });
  if (positionals.length !== 1) throw new UsageError('convert takes exactly one input FILE');
  const to = values.to;
  if (to !== 'ubl' && to !== 'cii' && to !== 'zugferd' && to !== 'pdf') {
    throw new UsageError('--to must be one of ubl, cii, zugferd, pdf');
  }
  const profile = values.profile as ProfileId | undefined;
  if (profile !== undefined && !(profile in PROFILES)) throw new UsageError(`unknown profile "${profile}"`);
  if (to === 'zugferd' || to === 'pdf') {
    io.err(`einvoice convert --to ${to}: PDF output is not available in this version yet.\n`);
    return 2;
  }
  if (profile && !PROFILES[profile].syntaxes.includes(to)) {
    throw new UsageError(`profile ${profile} exists only in ${PROFILES[profile].syntaxes.join('/')} syntax`);
  }
  const file = positionals[0] as string;
  const bytes = await readInput(file, io);
  if (!bytes) return 2;
  if (isPdf(bytes)) {
    io.err(`einvoice: ${file} is a PDF; PDF input is not available in this version yet.\n`);
    return 2;
  }
  const read = readInvoice(bytes);
  if (!read.ok) {
    const at = read.error.line
      ? ` (line ${read.error.line}${read.error.column ? `, column ${read.error.column}` : ''})`
      : '';
    io.err(`einvoice: ${file}: ${read.error.message}${at}\n`);
    return 2;
  }
  for (const u of read.unmapped)
    io.err(`einvoice: warning: ${file}:${u.line}: element not mapped: ${u.path}\n`);
  for (const note of conversionLosses(read.invoice, to, profile))
    io.err(`einvoice: note: ${note.message.en}\n`);
  const xml = writeInvoice(read.invoice, to, profile);
  if (values.output) await writeFile(values.output, xml);
  else io.out(xml);
  return 0;
}
