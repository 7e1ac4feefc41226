/**
 * POST /api/v1/generate in a worker thread: the reviewed model (JSON from the browser) → UBL,
 * CII or a ZUGFeRD PDF, validated again. Writing, validating and building the PDF are CPU work
 * (a 7 MB model with 8,000 lines took 11 s), so they run here, never on the event loop.
 */
import {
  applyTotals,
  completeInvoice,
  type Invoice,
  type Lang,
  PROFILES,
  type ProfileId,
  type Report,
  validateXml,
  writeInvoice,
} from '@ic/einvoice';
import { safeFilename } from '../api/filename.ts';
import { readGenerateRequest } from './generate-request.ts';
import type { CompactReport, GenerateTask, TaskFailure, TaskResult } from './protocol.ts';
import { FORMAT_PROFILES } from './protocol.ts';

const MAX_REPORT_MESSAGES = 100;

export function compactReport(report: Report, lang: Lang): CompactReport {
  const messages = report.messages.slice(0, MAX_REPORT_MESSAGES).map((m) => ({
    id: m.id,
    level: m.level,
    text: lang === 'de' ? (m.textDe ?? m.text) : m.text,
    path: m.path,
    location: m.location,
    bt: m.bt,
  }));
  return {
    accepted: report.accepted,
    scenario: report.scenario,
    counts: report.counts,
    messages,
    omitted: report.messages.length - messages.length,
  };
}

/**
 * A client-sent model, with the arrays and groups every writer expects filled in; undefined for
 * what is not an invoice-shaped object at all.
 */
export function normalizeInvoice(x: unknown): Invoice | undefined {
  return completeInvoice(x);
}

/** applyTotals keeps what the user typed when it cannot compute (a malformed draft). */
function applyTotalsSafe(invoice: Invoice): Invoice {
  try {
    return applyTotals(invoice);
  } catch {
    return invoice;
  }
}

const fail = (code: TaskFailure['code'], status?: number): TaskFailure =>
  status === undefined ? { ok: false, code } : { ok: false, code, status };

/** Writes, validates and (ZUGFeRD) builds the file of a reviewed model. */
export async function generate(task: GenerateTask): Promise<TaskResult> {
  const started = Date.now();
  const read = readGenerateRequest(task.body);
  if (!read.ok) return read;
  const { request, original } = read;
  const { format } = request;
  const { lang } = task;
  const profiles = FORMAT_PROFILES[format];
  const profile: ProfileId | undefined = request.profile ?? profiles[0];
  if (!profile || !profiles.includes(profile)) return fail('BAD_REQUEST');
  const invoice = normalizeInvoice(request.invoice);
  if (!invoice) return fail('MISSING_REQUIRED_DATA');
  // BT-24 follows the chosen profile; totals are computed again so that a tampered or stale
  // total never reaches the file unnoticed (the rules then compare them).
  invoice.processControl = {
    ...invoice.processControl,
    specificationIdentifier: PROFILES[profile].specificationIdentifier,
  };
  const prepared = applyTotalsSafe(invoice);
  let xml: string;
  try {
    xml = writeInvoice(prepared, format === 'ubl' ? 'ubl' : 'cii', profile);
  } catch {
    return fail(format === 'zugferd' ? 'ZUGFERD_GENERATION_FAILED' : 'XML_GENERATION_FAILED');
  }
  const validation = validateXml(xml);
  const report = compactReport(validation.report, lang);
  if (!validation.report.accepted && request.allowInvalid !== true)
    return { ok: true, kind: 'invalid', report };
  const number = typeof invoice.number === 'string' ? invoice.number : '';
  if (format !== 'zugferd') {
    const bytes = new TextEncoder().encode(xml);
    return {
      ok: true,
      kind: 'generated',
      bytes,
      mime: 'application/xml',
      filename: safeFilename(number, 'xml', 'invoice-'),
      report,
    };
  }
  const { buildHybridPdf, HybridError } = await import('@ic/pdf');
  try {
    const visual = request.visual === 'original' && original ? { original } : ('render' as const);
    // what is left of the task's time, less a margin to clean up
    const gsTimeoutMs = task.timeLimitMs
      ? Math.max(1000, task.timeLimitMs - (Date.now() - started) - 3000)
      : undefined;
    const { pdf } = await buildHybridPdf({
      invoice: prepared,
      profile,
      visual,
      lang,
      technical: request.technical === true,
      ...(gsTimeoutMs ? { gsTimeoutMs } : {}),
    });
    return {
      ok: true,
      kind: 'generated',
      bytes: pdf,
      mime: 'application/pdf',
      filename: safeFilename(number, 'pdf', 'invoice-'),
      report,
    };
  } catch (e) {
    if (!(e instanceof HybridError)) return fail('ZUGFERD_GENERATION_FAILED');
    // over Ghostscript's time, memory or output limit: the file is too complex (503, as a task timeout)
    if (e.code === 'GHOSTSCRIPT_LIMIT') return fail('PROCESSING_TIMEOUT');
    return fail(e.code === 'VISUAL_UNREADABLE' ? 'PDF_GENERATION_FAILED' : 'ZUGFERD_GENERATION_FAILED');
  }
}
