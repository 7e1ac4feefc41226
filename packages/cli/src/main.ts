/**
 * The `einvoice` command (contract: DESIGN.md "Command line").
 *
 *   einvoice validate [--json] [--lang en|de] [--facturx] FILE...
 *   einvoice convert FILE --to ubl|cii|zugferd|pdf [--profile P] [--allow-invalid] [-o OUT]
 *   einvoice extract FILE.pdf [--json]
 *   einvoice view FILE [--lang en|de] [-o OUT.html]
 *
 * Exit codes: 0 success / all accepted, 1 rejected (invalid invoice), 2 bad usage or unreadable input.
 */
import { PROFILES } from '@ic/einvoice';
import { convert } from './commands/convert.ts';
import { extract } from './commands/extract.ts';
import { validate } from './commands/validate.ts';
import { view } from './commands/view.ts';
import { defaultIo, type Io, UsageError } from './io.ts';

export { UsageError } from './io.ts';

export const USAGE = `Usage:
  einvoice validate [--json] [--lang en|de] [--facturx] FILE...
  einvoice convert FILE --to ubl|cii|zugferd|pdf [--profile P] [--allow-invalid] [--visual ORIGINAL.pdf|render] [--lang en|de] [-o OUT]
  einvoice extract FILE.pdf [--json] [--llm]
  einvoice view FILE [--lang en|de] [-o OUT.html]

Profiles (--profile): ${Object.keys(PROFILES).join(', ')}
Exit codes: 0 ok, 1 invalid invoice, 2 bad usage or unreadable input (also a PDF over the
time limit EINVOICE_PDF_TIMEOUT_MS, default 60000 ms).
`;

export async function main(argv: string[], io: Io = defaultIo): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'convert':
        return await convert(rest, io);
      case 'validate':
        return await validate(rest, io);
      case 'extract':
        return await extract(rest, io);
      case 'view':
        return await view(rest, io);
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
