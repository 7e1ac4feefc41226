/**
 * `einvoice convert FILE --to ubl|cii|zugferd|pdf [--profile P] [--allow-invalid] [--visual ORIGINAL.pdf|render] [--technical] [--lang en|de] [-o OUT]`
 *
 * A rendered PDF (--to pdf, or the rendered ZUGFeRD visual) shows business terms; --technical adds
 * the technical identifiers (codes beside names, identifier schemes, the specification identifier).
 *
 * ZUGFeRD visual: the input PDF (or --visual ORIGINAL.pdf), normalised to PDF/A-3 with Ghostscript;
 * `--visual render` (and any XML input without --visual) uses our own rendered PDF.
 *
 * Input: UBL or CII XML, or a PDF (hybrid → its embedded XML; otherwise offline extraction).
 * Output: UBL / CII XML, a ZUGFeRD/Factur-X hybrid PDF/A-3, or a readable PDF.
 * XML and hybrid outputs are validated (validateXml); an invalid result is not written and the
 * command exits 1 with the report, unless --allow-invalid is given.
 */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import {
  conversionLosses,
  type Invoice,
  PROFILES,
  type ProfileId,
  readInvoice,
  validateXml,
  writeCii,
  writeInvoice,
} from '@ic/einvoice';
import { buildHybridPdf, HybridError, renderInvoicePdf } from '@ic/pdf';
import { type Io, isPdf, readInput, UsageError } from '../io.ts';
import { invoiceFromPdf } from './extract.ts';
import { verdictOf } from './validate.ts';

type Target = 'ubl' | 'cii' | 'zugferd' | 'pdf';

export async function convert(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      to: { type: 'string' },
      profile: { type: 'string' },
      'allow-invalid': { type: 'boolean', default: false },
      visual: { type: 'string' },
      technical: { type: 'boolean', default: false },
      lang: { type: 'string', default: 'de' },
      output: { type: 'string', short: 'o' },
    },
  });
  if (positionals.length !== 1) throw new UsageError('convert takes exactly one input FILE');
  const to = values.to as Target | undefined;
  if (to !== 'ubl' && to !== 'cii' && to !== 'zugferd' && to !== 'pdf') {
    throw new UsageError('--to must be one of ubl, cii, zugferd, pdf');
  }
  const lang = values.lang === 'en' ? 'en' : 'de';
  let profile = values.profile as ProfileId | undefined;
  if (profile !== undefined && !(profile in PROFILES)) throw new UsageError(`unknown profile "${profile}"`);
  if (to === 'zugferd') {
    profile ??= 'facturx-en16931';
    if (!profile.startsWith('facturx-')) throw new UsageError('--to zugferd needs a facturx-* profile');
  } else if (profile && to !== 'pdf' && !PROFILES[profile].syntaxes.includes(to)) {
    throw new UsageError(`profile ${profile} exists only in ${PROFILES[profile].syntaxes.join('/')} syntax`);
  }
  if ((to === 'pdf' || to === 'zugferd') && !values.output) {
    throw new UsageError(`--to ${to} writes a binary file: give -o OUT.pdf`);
  }

  const file = positionals[0] as string;
  const bytes = await readInput(file, io);
  if (!bytes) return 2;
  let invoice: Invoice;
  let originalPdf: Uint8Array | undefined;
  if (isPdf(bytes)) {
    const r = await invoiceFromPdf(bytes, file, io);
    if (!r) return 2;
    invoice = r.invoice;
    originalPdf = bytes;
  } else {
    const read = readInvoice(bytes);
    if (!read.ok) {
      const e = read.error;
      const at = e.line ? ` (line ${e.line}${e.column ? `, column ${e.column}` : ''})` : '';
      io.err(`einvoice: ${file}: ${e.message}${at}\n`);
      return 2;
    }
    for (const u of read.unmapped)
      io.err(`einvoice: warning: ${file}:${u.line}: not in EN 16931, not carried: ${u.path}\n`);
    invoice = read.invoice;
  }
  if (values.visual === 'render') originalPdf = undefined;
  else if (values.visual) {
    const v = await readInput(values.visual, io);
    if (!v) return 2;
    if (!isPdf(v)) {
      io.err(`einvoice: --visual ${values.visual} is not a PDF\n`);
      return 2;
    }
    originalPdf = v;
  }

  if (to === 'pdf') {
    await writeFile(
      values.output as string,
      await renderInvoicePdf(invoice, { lang, technical: values.technical === true }),
    );
    return 0;
  }

  const syntax = to === 'zugferd' ? 'cii' : to;
  for (const note of conversionLosses(invoice, syntax, profile))
    io.err(`einvoice: note: ${note.message.en}\n`);
  const xml = to === 'zugferd' ? writeCii(invoice, { profile }) : writeInvoice(invoice, syntax, profile);

  const level = profile ? PROFILES[profile].level : 'en16931';
  if (level === 'en16931' || level === 'extended') {
    const { report } = validateXml(xml);
    if (!report.accepted) {
      const v = verdictOf(values.output ?? '(stdout)', report);
      const errors = v.messages.filter((m) => m.level === 'error');
      io.err(`einvoice: the result is not a valid invoice (${errors.length} error(s)):\n`);
      for (const m of errors) io.err(`  ${m.id}: ${m.text}\n`);
      if (!values['allow-invalid']) {
        io.err(
          'einvoice: nothing written; use --allow-invalid to write it anyway (non-compliant invoice).\n',
        );
        return 1;
      }
      io.err('einvoice: --allow-invalid: writing a NON-COMPLIANT invoice.\n');
    }
  } else {
    io.err(
      `einvoice: note: the ${PROFILES[profile as ProfileId].label} profile is not checked against EN 16931 rules.\n`,
    );
  }

  if (to === 'zugferd') {
    try {
      const visual = originalPdf ? { original: originalPdf } : ('render' as const);
      const r = await buildHybridPdf({
        invoice,
        profile: profile as ProfileId,
        visual,
        lang,
        technical: values.technical === true,
      });
      for (const n of r.notes) io.err(`einvoice: ${n}\n`);
      await writeFile(values.output as string, r.pdf);
      return 0;
    } catch (e) {
      if (e instanceof HybridError) {
        io.err(`einvoice: ${e.message}\n`);
        if (originalPdf)
          io.err('einvoice: hint: --visual render builds the hybrid on our own rendered PDF instead.\n');
        return 2;
      }
      throw e;
    }
  }
  if (values.output) await writeFile(values.output, xml);
  else io.out(xml);
  return 0;
}
