/** Helpers for the tests of XML-level rules (document edits and the error ids validateXml reports). */
import { validateXml } from '../validate.ts';

/** The rule ids validateXml reports at `level`. */
export function idsAt(xml: string, level: 'error' | 'warning'): string[] {
  return validateXml(xml)
    .report.messages.filter((m) => m.level === level)
    .map((m) => m.id);
}

/** The error rule ids validateXml reports. */
export const errors = (xml: string): string[] => idsAt(xml, 'error');

/** `xml` with `from` replaced by `to`; throws when nothing was replaced (a test must edit something). */
export function edit(xml: string, from: RegExp | string, to: string): string {
  const out = xml.replace(from, to);
  if (out === xml) throw new Error(`the edit did not apply: ${String(from)}`);
  return out;
}
