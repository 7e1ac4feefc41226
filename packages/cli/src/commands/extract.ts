/**
 * `einvoice extract FILE.pdf [--json] [--llm]`
 *
 * Hybrid PDFs (ZUGFeRD / Factur-X / XRechnung with embedded XML): the embedded XML is exact and
 * wins ("embedded XML found: using it"). Otherwise the offline extractor reads the text layout;
 * `--llm` asks the configured LLM provider (LLM_PRIMARY_URL …) and merges its checked answer.
 *
 * `--json` prints `{ invoice, fields, notices, warnings, source: 'embedded' | 'extracted' }`
 * (notices: `{ code, params? }`, warnings: their English text); without it a short summary ending
 * in one `warning: …` line per notice. Unreadable input (encrypted, scanned, corrupt, empty, not a PDF) → exit 2, and
 * so does a PDF whose parsing runs over the time limit (EINVOICE_PDF_TIMEOUT_MS, default 60 s) or
 * the memory limit ("Processing timed out. The file may be too complex.").
 */
import { parseArgs } from 'node:util';
import { ERROR_CATALOGUE, type Invoice } from '@ic/einvoice';
import type { PdfExtraction } from '@ic/extract';
import { isPdfError } from '@ic/pdf';
import { type Io, isPdf, readInput, UsageError } from '../io.ts';
import { readPdfBounded } from '../pdf-read.ts';

/**
 * Read a PDF into an invoice for other commands (`convert` with a PDF input): prints the
 * "embedded XML" notice or extraction warnings to stderr, a catalogue message for unreadable
 * PDFs; returns undefined (caller exits 2) when the PDF cannot be read.
 */
export async function invoiceFromPdf(
  bytes: Uint8Array,
  file: string,
  io: Io,
  opts: { llm?: boolean; quiet?: boolean } = {},
): Promise<PdfExtraction | undefined> {
  if (bytes.length === 0) {
    io.err(`einvoice: ${file}: ${ERROR_CATALOGUE.INVALID_FILE_FORMAT.en} (empty file)\n`);
    return undefined;
  }
  if (!isPdf(bytes)) {
    io.err(`einvoice: ${file}: ${ERROR_CATALOGUE.INVALID_FILE_FORMAT.en} (not a PDF)\n`);
    return undefined;
  }
  try {
    // parsed in a worker with a time and memory limit (EINVOICE_PDF_TIMEOUT_MS)
    const r = await readPdfBounded(bytes, { llm: opts.llm ?? false });
    if (!opts.quiet) {
      if (r.source === 'embedded')
        io.err(`einvoice: ${file}: embedded XML found: using it (${r.embeddedFile})\n`);
      else
        io.err(
          `einvoice: ${file}: no embedded XML; extracted from the text (${r.engine === 'llm' ? 'LLM' : 'offline'})\n`,
        );
    }
    return r;
  } catch (e) {
    if (isPdfError(e)) {
      const reason =
        e.reason === 'password'
          ? 'password-protected'
          : e.reason === 'no-text'
            ? 'no text layer (scan?)'
            : e.reason;
      io.err(`einvoice: ${file}: ${ERROR_CATALOGUE[e.code].en} (${reason})\n`);
      return undefined;
    }
    io.err(`einvoice: ${file}: ${ERROR_CATALOGUE.PDF_EXTRACTION_FAILED.en}\n`);
    return undefined;
  }
}

function summary(inv: Invoice, r: PdfExtraction): string {
  const conf = (p: string) => {
    const f = r.fields[p];
    return f ? ` (${Math.round(f.confidence * 100)} %)` : '';
  };
  const addr = (a: Invoice['seller']['address']) =>
    [a.line1, [a.postalCode, a.city].filter(Boolean).join(' '), a.countryCode].filter(Boolean).join(', ');
  const rows: Array<[string, string | undefined, string]> = [
    ['Invoice number', inv.number, 'number'],
    ['Issue date', inv.issueDate, 'issueDate'],
    ['Type', inv.typeCode, 'typeCode'],
    ['Currency', inv.currency, 'currency'],
    ['Due date', inv.dueDate, 'dueDate'],
    ['Seller', inv.seller.name, 'seller.name'],
    ['  address', addr(inv.seller.address), 'seller.address.line1'],
    ['  VAT id', inv.seller.vatId, 'seller.vatId'],
    ['Buyer', inv.buyer.name, 'buyer.name'],
    ['  address', addr(inv.buyer.address), 'buyer.address.line1'],
    [
      'IBAN',
      inv.paymentInstructions?.creditTransfers.map((c) => c.accountId).join(', '),
      'paymentInstructions.creditTransfers[0].accountId',
    ],
    ['Net total', inv.totals.taxExclusive, 'totals.taxExclusive'],
    ['VAT total', inv.totals.vatTotal, 'totals.vatTotal'],
    ['Gross total', inv.totals.taxInclusive, 'totals.taxInclusive'],
    ['Amount due', inv.totals.amountDue, 'totals.amountDue'],
  ];
  const out = [
    `source: ${r.source === 'embedded' ? `embedded XML (${r.embeddedFile})` : 'extracted from the PDF text'}`,
  ];
  for (const [k, v, p] of rows)
    if (v) out.push(`${k.padEnd(16)}${v}${r.source === 'extracted' ? conf(p) : ''}`);
  for (const v of inv.vatBreakdown)
    out.push(`${'VAT'.padEnd(16)}${v.categoryCode} ${v.rate ?? ''} %: ${v.taxableAmount} → ${v.taxAmount}`);
  out.push(`Lines           ${inv.lines.length}`);
  for (const l of inv.lines.slice(0, 20))
    out.push(
      `  ${l.id.padEnd(6)} ${l.item.name.slice(0, 40).padEnd(40)} ${l.quantity} ${l.unitCode} × ${l.price.netPrice} = ${l.netAmount}`,
    );
  for (const w of r.warnings) out.push(`warning: ${w}`);
  return `${out.join('\n')}\n`;
}

export async function extract(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { json: { type: 'boolean', default: false }, llm: { type: 'boolean', default: false } },
  });
  if (positionals.length !== 1) throw new UsageError('extract takes exactly one FILE.pdf');
  const file = positionals[0] as string;
  const bytes = await readInput(file, io);
  if (!bytes) return 2;
  const r = await invoiceFromPdf(bytes, file, io, { llm: values.llm, quiet: values.json });
  if (!r) return 2;
  if (values.json) {
    io.out(
      `${JSON.stringify({
        invoice: r.invoice,
        fields: r.fields,
        notices: r.notices,
        warnings: r.warnings,
        source: r.source,
      })}\n`,
    );
  } else {
    io.out(summary(r.invoice, r));
  }
  return 0;
}
