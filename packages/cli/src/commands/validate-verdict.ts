/** The verdict of `einvoice validate` on one file, shared by the command and its helper threads. */
import { readFileSync } from 'node:fs';
import { type Report, validateXml } from '@ic/einvoice';
import { isPdf } from '../io.ts';

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

/** What a helper thread posts for file `i`: its verdict, or `main` (a PDF or an unreadable file). */
export type ThreadResult =
  | { i: number; kind: 'verdict'; verdict: FileVerdict; counts: Report['counts'] }
  | { i: number; kind: 'main' };

/**
 * Validates file `i` as an XML document when it can: its verdict, or `main` for a hybrid PDF or an
 * unreadable file (the main thread handles those in order, with their messages).
 */
export function xmlResult(i: number, file: string, facturx: boolean, lang: 'en' | 'de'): ThreadResult {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(file);
  } catch {
    return { i, kind: 'main' };
  }
  if (isPdf(bytes)) return { i, kind: 'main' };
  const report = validateXml(bytes, { facturx }).report;
  return { i, kind: 'verdict', verdict: verdictOf(file, report, lang), counts: report.counts };
}
