// "How to fix" hints for the rules users meet most (texts: messages.*.json, `hints.<rule id>`).
import en from './messages.en.json';

const KNOWN: ReadonlySet<string> = new Set(Object.keys(en.hints));

/** The hint key for a rule id (`hints.BR-DE-1`), `hints.schema` for XML Schema findings, or null. */
export function hintKey(ruleId: string): string | null {
  if (KNOWN.has(ruleId) && ruleId !== 'schema') return `hints.${ruleId}`;
  // XML Schema findings carry Xerces' message ids (cvc-complex-type.2.4.a, cvc-datatype-valid.1.2.1 …)
  if (/^cvc-/i.test(ruleId) || ruleId.startsWith('SCHEMA')) return 'hints.schema';
  return null;
}

/** Text of a message in the page's language (browser results carry both). */
export function messageText(m: { text: string; textDe?: string }, lang: 'en' | 'de'): string {
  return lang === 'de' && m.textDe ? m.textDe : m.text;
}
