/**
 * The `einvoice` command (contract: DESIGN.md "Command line").
 *
 *   einvoice validate [--json] FILE...
 *   einvoice convert FILE --to ubl|cii|zugferd|pdf [--profile P] [--allow-invalid] [-o OUT]
 *   einvoice extract FILE.pdf [--json]
 *   einvoice view FILE [--lang en|de] [-o OUT.html]
 *
 * Exit codes: 0 success / all accepted, 1 rejected (invalid invoice), 2 bad usage or unreadable input.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { PROFILES, type ProfileId, readInvoice, writeCii, writeUbl } from '@ic/einvoice';

export const USAGE = `Usage:
  einvoice validate [--json] FILE...
  einvoice convert FILE --to ubl|cii|zugferd|pdf [--profile P] [--allow-invalid] [-o OUT]
  einvoice extract FILE.pdf [--json]
  einvoice view FILE [--lang en|de] [-o OUT.html]

Profiles (--profile): ${Object.keys(PROFILES).join(', ')}
Exit codes: 0 ok, 1 invalid invoice, 2 bad usage or unreadable input.
`;

export class UsageError extends Error {}

interface Io {
  out: (s: string) => void;
  err: (s: string) => void;
}

const defaultIo: Io = {
  out: (s) => process.stdout.write(s),
  err: (s) => process.stderr.write(s),
};

export async function main(argv: string[], io: Io = defaultIo): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'convert':
        return await convert(rest, io);
      case 'validate':
      case 'extract':
      case 'view':
        io.err(`einvoice ${command}: not available in this version yet.\n`);
        return 2;
      case '--version':
      case '-v':
        io.out('einvoice 0.1.0\n');
        return 0;
      case undefined:
      case '--help':
      case '-h':
      case 'help':
        (command === undefined ? io.err : io.out)(USAGE);
        return command === undefined ? 2 : 0;
      default:
        throw new UsageError(`unknown command "${command}"`);
    }
  } catch (e) {
    if (e instanceof UsageError || (e as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      io.err(`einvoice: ${(e as Error).message}\n\n${USAGE}`);
      return 2;
    }
    throw e;
  }
}

async function readInput(file: string, io: Io): Promise<Uint8Array | undefined> {
  try {
    return await readFile(file);
  } catch (e) {
    io.err(`einvoice: cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}\n`);
    return undefined;
  }
}

function isPdf(bytes: Uint8Array): boolean {
  return bytes[0] === 0x25 && bytes[1] === 0x50 && bytes[2] === 0x44 && bytes[3] === 0x46; // %PDF
}

async function convert(args: string[], io: Io): Promise<number> {
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
  const xml = to === 'ubl' ? writeUbl(read.invoice, { profile }) : writeCii(read.invoice, { profile });
  if (values.output) await writeFile(values.output, xml);
  else io.out(xml);
  return 0;
}
