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
import { defaultIo, type Io, UsageError } from './io.ts';

export { UsageError } from './io.ts';

/** Each command's usage line and what it does (`einvoice COMMAND --help`). */
export const COMMAND_HELP: Record<string, { usage: string; about: string }> = {
  validate: {
    usage: 'einvoice validate [--json] [--lang en|de] [--facturx] FILE...',
    about: `Validates UBL, CII or the XML embedded in a hybrid PDF against XRechnung 3.0.2 (KoSIT rule ids).
  --json      one JSON line per file: {file, syntax, accepted, messages}
  --lang      language of the messages (en, de)
  --facturx   also check the Factur-X/ZUGFeRD profile rules`,
  },
  convert: {
    usage:
      'einvoice convert FILE --to ubl|cii|zugferd|pdf [--profile P] [--allow-invalid] [--visual ORIGINAL.pdf|render] [--technical] [--lang en|de] [-o OUT]',
    about: `Converts XML or a PDF (embedded XML, else offline extraction) to UBL, CII, a ZUGFeRD/Factur-X
PDF/A-3 or a readable PDF. The result is validated; an invalid one is not written unless --allow-invalid.
  --to             target format
  --profile P      target profile (see the list below)
  --allow-invalid  write the result even when it breaks rules
  --visual         ZUGFeRD: the original PDF as the visible page, or "render" for a rendered page
  --technical      rendered pages show technical identifiers (codes, identifier schemes such as
                   0088 or EM, the specification identifier); default: business terms only
  -o OUT           output file (XML: default standard output; required for pdf and zugferd)`,
  },
  extract: {
    usage: 'einvoice extract FILE.pdf [--json] [--llm]',
    about: `Reads the invoice model from a PDF, with a confidence per field.
  --json   the model as JSON
  --llm    also ask the configured LLM provider (LLM_PRIMARY_URL, …)`,
  },
  view: {
    usage: 'einvoice view FILE [--lang en|de] [-o OUT.html]',
    about: `Writes an HTML view of an invoice: every business term, labelled with its BT number.
  --lang   language of the labels (en, de)
  -o OUT   output file (default: standard output)`,
  },
};

export const USAGE = `Usage:
${Object.values(COMMAND_HELP)
  .map((c) => `  ${c.usage}`)
  .join('\n')}

Profiles (--profile): ${Object.keys(PROFILES).join(', ')}
Exit codes: 0 ok, 1 invalid invoice, 2 bad usage or unreadable input (also a PDF over the
time limit EINVOICE_PDF_TIMEOUT_MS, default 60000 ms).
`;

export interface MainOptions {
  /** the process runs this one command (the launcher): V8's compiler tiers may be tuned for it */
  ownProcess?: boolean;
}

export async function main(argv: string[], io: Io = defaultIo, opts: MainOptions = {}): Promise<number> {
  const [command, ...rest] = argv;
  const help = command === undefined ? undefined : COMMAND_HELP[command];
  if (help && (rest.includes('--help') || rest.includes('-h'))) {
    io.out(
      `Usage: ${help.usage}\n\n${help.about}\n\nProfiles (--profile): ${Object.keys(PROFILES).join(', ')}\n`,
    );
    return 0;
  }
  try {
    switch (command) {
      // each command's modules are loaded when it runs: `validate` of XML files does not load the
      // PDF libraries (start-up is most of a short run's time)
      case 'convert':
        return await (await import('./commands/convert.ts')).convert(rest, io);
      case 'validate':
        return await (await import('./commands/validate.ts')).validate(rest, io, opts.ownProcess);
      case 'extract':
        return await (await import('./commands/extract.ts')).extract(rest, io);
      case 'view':
        return await (await import('./commands/view.ts')).view(rest, io);
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
