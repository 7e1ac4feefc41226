/**
 * `einvoice validate [--json] [--lang en|de] [--facturx] FILE...` — DESIGN.md contract:
 * (`--facturx`: Factur-X/ZUGFeRD MINIMUM, BASIC WL, BASIC, EXTENDED documents are checked against
 * their own profile rules instead of getting KoSIT's NO-SCENARIO)
 * one JSON line per file with `--json`:
 *   {"file","syntax","accepted","messages":[{"id","level","text","location"}]}
 * Exit code 0 when all files are accepted, 1 otherwise, 2 for bad usage or unreadable input.
 */
import { parseArgs } from 'node:util';
import { ERROR_CATALOGUE, makeReport, type Report, validateXml } from '@ic/einvoice';
import { type Io, isPdf, readInput, UsageError } from '../io.ts';

export interface FileVerdict {
  file: string;
  syntax: 'ubl' | 'cii' | null;
  accepted: boolean;
  messages: Array<{ id: string; level: string; text: string; location: string }>;
}

export function verdictOf(file: string, report: Report, lang: 'en' | 'de' = 'en'): FileVerdict {
  return {
    file,
    syntax: report.syntax ?? null,
    accepted: report.accepted,
    messages: report.messages.map((m) => ({
      id: m.id,
      level: m.level,
      text: lang === 'de' && m.textDe ? m.textDe : m.text,
      location: m.location,
    })),
  };
}

export async function validate(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      json: { type: 'boolean', default: false },
      lang: { type: 'string', default: 'en' },
      facturx: { type: 'boolean', default: false },
    },
  });
  if (positionals.length === 0) throw new UsageError('validate needs at least one FILE');
  const lang = values.lang === 'de' ? 'de' : 'en';
  let allAccepted = true;
  let unreadable = false;
  for (const file of positionals) {
    const bytes = await readInput(file, io);
    if (!bytes) {
      unreadable = true;
      continue;
    }
    let report: Report;
    if (isPdf(bytes)) {
      const r = await validateHybrid(file, bytes, values.facturx, io);
      if (!r) {
        unreadable = true;
        continue;
      }
      report = r;
    } else report = validateXml(bytes, { facturx: values.facturx }).report;
    const v = verdictOf(file, report, lang);
    allAccepted &&= v.accepted;
    if (values.json) {
      io.out(`${JSON.stringify(v)}\n`);
      continue;
    }
    const c = report.counts;
    io.out(
      `${v.accepted ? '✔ accepted' : '✖ rejected'}  ${file}  (${v.syntax ?? 'unknown syntax'}; ${c.error} error(s), ${c.warning} warning(s), ${c.information} information)\n`,
    );
    for (const m of v.messages)
      io.out(
        `  ${m.level.padEnd(11)} ${m.id}: ${m.text}${m.location ? `\n              at ${m.location}` : ''}\n`,
      );
  }
  if (unreadable) return 2;
  return allAccepted ? 0 : 1;
}

/**
 * A hybrid PDF (ZUGFeRD / Factur-X / XRechnung): validates the embedded invoice XML, read in a
 * worker with a time and memory limit (EINVOICE_PDF_TIMEOUT_MS). The PDF modules are loaded only
 * here: validating XML files does not pay for their start-up. Undefined: unreadable (told on io).
 */
async function validateHybrid(
  file: string,
  bytes: Uint8Array,
  facturx: boolean,
  io: Io,
): Promise<Report | undefined> {
  const [{ isPdfError }, { findEmbeddedBounded }] = await Promise.all([
    import('@ic/pdf'),
    import('../pdf-read.ts'),
  ]);
  let embedded: Awaited<ReturnType<typeof findEmbeddedBounded>>;
  try {
    embedded = await findEmbeddedBounded(bytes);
  } catch (e) {
    const msg =
      isPdfError(e) && (e.reason === 'timeout' || e.reason === 'memory')
        ? `${ERROR_CATALOGUE[e.code].en} (${e.reason})`
        : (e as Error).message;
    io.err(`einvoice: ${file}: ${msg}\n`);
    return undefined;
  }
  if (embedded) return validateXml(embedded.xml, { facturx }).report;
  return makeReport(null, [
    {
      id: 'PDF-NO-XML',
      level: 'error',
      text: 'The PDF contains no embedded invoice XML (not a ZUGFeRD / Factur-X / XRechnung hybrid)',
      textDe:
        'Die PDF-Datei enthält keine eingebettete Rechnungs-XML (kein ZUGFeRD-/Factur-X-/XRechnung-Hybrid)',
      location: '',
      path: '',
      bt: [],
    },
  ]);
}
