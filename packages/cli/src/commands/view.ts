import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { readInvoice, renderInvoiceHtml } from '@ic/einvoice';
import { type Io, isPdf, readInput, UsageError } from '../io.ts';

/**
 * `einvoice view FILE [--lang en|de] [-o OUT.html]`: the invoice as a standalone HTML page
 * (XML input: UBL or CII). Writes to OUT or standard output. Exit 0 ok, 2 bad usage or
 * unreadable input.
 */
export async function view(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      lang: { type: 'string', default: 'en' },
      output: { type: 'string', short: 'o' },
    },
  });
  if (positionals.length !== 1) throw new UsageError('view takes exactly one input FILE');
  const lang = values.lang;
  if (lang !== 'en' && lang !== 'de') throw new UsageError('--lang must be en or de');
  const file = positionals[0] as string;
  const bytes = await readInput(file, io);
  if (!bytes) return 2;
  if (isPdf(bytes)) {
    io.err(`einvoice: ${file} is a PDF; view takes an XML invoice (UBL or CII).\n`);
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
  const html = renderInvoiceHtml(read.invoice, { lang, standalone: true });
  if (values.output) await writeFile(values.output, html);
  else io.out(html);
  return 0;
}
