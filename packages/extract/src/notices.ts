import { TEMPLATE_PLACEHOLDER_G } from './lexicon/common.ts';
/**
 * What the extractor wants the user to check, as structured notices: a stable code and its
 * parameters (amounts as decimal strings as extracted, never floats). `warnings: string[]` of the
 * extraction result is the English rendering of the same notices, kept for the API and the CLI;
 * the web app localizes the notices itself (its i18next resources use the same codes).
 *
 *   renderNotice({ code: 'EXTRACT_LINES_SUM_MISMATCH', params: { lines: '90.00', document: '100.00' } }, 'de')
 *
 * Dependency-free on purpose: the web app's tests read the catalog to check that every code has
 * a text there too.
 */

export type NoticeLang = 'en' | 'de';

/** English and German text per code; `{{name}}` is replaced by the parameter `name`. */
export const NOTICE_CATALOG = {
  EXTRACT_NO_NUMBER: {
    params: [],
    en: 'no invoice number found',
    de: 'keine Rechnungsnummer gefunden',
  },
  EXTRACT_NO_ISSUE_DATE: {
    params: [],
    en: 'no issue date found',
    de: 'kein Rechnungsdatum gefunden',
  },
  EXTRACT_NO_SELLER: {
    params: [],
    en: 'no seller found',
    de: 'kein Verkäufer (Rechnungssteller) gefunden',
  },
  EXTRACT_NO_BUYER: {
    params: [],
    en: 'no buyer found',
    de: 'kein Käufer (Rechnungsempfänger) gefunden',
  },
  EXTRACT_BIC_WITHOUT_IBAN: {
    params: [],
    en: 'BIC found without an IBAN',
    de: 'BIC ohne IBAN gefunden',
  },
  EXTRACT_TOTALS_MISMATCH: {
    params: ['net', 'vat', 'gross'],
    en: 'totals: net {{net}} + VAT {{vat}} does not equal the gross amount {{gross}}',
    de: 'Summen: Nettobetrag {{net}} + Umsatzsteuer {{vat}} ergibt nicht den Bruttobetrag {{gross}}',
  },
  EXTRACT_DUE_MISMATCH: {
    params: ['due', 'gross'],
    en: 'totals: amount due {{due}} differs from the gross amount {{gross}} without a prepaid amount that explains it',
    de: 'Summen: der Zahlbetrag {{due}} weicht vom Bruttobetrag {{gross}} ab, ohne dass eine Anzahlung den Unterschied erklärt',
  },
  EXTRACT_LINES_SUM_MISMATCH: {
    params: ['lines', 'document'],
    en: 'lines: the line nets add up to {{lines}}, the document says {{document}}',
    de: 'Positionen: die Nettobeträge der Positionen ergeben {{lines}}, das Dokument nennt {{document}}',
  },
  EXTRACT_PARTIES_DOUBTFUL: {
    params: ['cues'],
    en: 'seller and buyer: the page gives contradicting cues ({{cues}}); check who issued and who receives the invoice',
    de: 'Verkäufer und Käufer: die Seite gibt widersprüchliche Hinweise ({{cues}}); bitte prüfen, wer die Rechnung stellt und wer sie erhält',
  },
  EXTRACT_NO_LINES: {
    params: [],
    en: 'no line items found',
    de: 'keine Rechnungspositionen gefunden',
  },
  EXTRACT_LLM_LINES: {
    params: [],
    en: 'line items taken from the LLM answer (they add up; the offline ones did not)',
    de: 'Positionen aus der Antwort des Sprachmodells übernommen (sie gehen auf, die offline gelesenen nicht)',
  },
  EXTRACT_LLM_FAILED: {
    // cause: a code of NOTICE_PARAM_TEXT.cause; the technical detail travels as an extra parameter
    // `reason` (provider name, HTTP status) that the texts do not show
    params: ['cause'],
    en: 'LLM extraction failed ({{cause}}); offline result used',
    de: 'Auslesen mit dem Sprachmodell fehlgeschlagen ({{cause}}); das Offline-Ergebnis wird verwendet',
  },
  EXTRACT_LLM_NOT_CONFIGURED: {
    params: [],
    en: 'no LLM provider configured; offline extraction used',
    de: 'kein Sprachmodell-Anbieter eingerichtet; offline ausgelesen',
  },
  EXTRACT_EMBEDDED_XML_UNREADABLE: {
    params: ['file', 'reason'],
    en: 'embedded XML {{file}} could not be read ({{reason}}); extracted from the text instead',
    de: 'die eingebettete XML-Datei {{file}} war nicht lesbar ({{reason}}); stattdessen aus dem Text ausgelesen',
  },
} as const satisfies Record<string, { params: readonly string[]; en: string; de: string }>;

export type NoticeCode = keyof typeof NOTICE_CATALOG;

/**
 * Parameters whose values are codes with a text of their own: `renderNotice` puts the text in
 * the notice's language in place of the code (an unknown code stays as it is).
 */
export const NOTICE_PARAM_TEXT: Record<string, Record<string, { en: string; de: string }>> = {
  cause: {
    timeout: {
      en: 'the provider did not answer in time',
      de: 'der Anbieter hat nicht rechtzeitig geantwortet',
    },
    unreachable: { en: 'the provider could not be reached', de: 'der Anbieter war nicht erreichbar' },
    rejected: {
      en: 'the provider refused the request; check the key and model settings',
      de: 'der Anbieter hat die Anfrage abgelehnt; bitte Schlüssel und Modell in den Einstellungen prüfen',
    },
    unavailable: {
      en: 'the provider is busy or out of service',
      de: 'der Anbieter ist ausgelastet oder gestört',
    },
    'bad-answer': {
      en: 'the provider’s answer could not be read',
      de: 'die Antwort des Anbieters war nicht lesbar',
    },
  },
};

/** A notice as it travels (API, CLI JSON, browser storage): any code, string parameters. */
export interface Notice {
  code: string;
  params?: Record<string, string>;
}

export const NOTICE_CODES = Object.keys(NOTICE_CATALOG) as NoticeCode[];

export function isNoticeCode(code: string): code is NoticeCode {
  return Object.hasOwn(NOTICE_CATALOG, code);
}

/** A notice with a known code; parameters without a value are left out. */
export function notice(code: NoticeCode, params?: Record<string, string | undefined>): Notice {
  const p: Record<string, string> = {};
  for (const [k, v] of Object.entries(params ?? {})) if (v !== undefined) p[k] = v;
  return Object.keys(p).length ? { code, params: p } : { code };
}

/** The text of a notice in a language; an unknown code renders as the code itself. */
export function renderNotice(n: Notice, lang: NoticeLang = 'en'): string {
  if (!isNoticeCode(n.code)) return n.code;
  const template: string = NOTICE_CATALOG[n.code][lang];
  return template.replace(TEMPLATE_PLACEHOLDER_G, (_, k: string) => {
    const v = n.params?.[k] ?? '';
    const texts = Object.hasOwn(NOTICE_PARAM_TEXT, k) ? NOTICE_PARAM_TEXT[k] : undefined;
    return texts && Object.hasOwn(texts, v) ? (texts[v]?.[lang] ?? v) : v;
  });
}

/** The English warnings (`warnings: string[]` of the API and the CLI) for a list of notices. */
export function noticeWarnings(notices: readonly Notice[]): string[] {
  return notices.map((n) => renderNotice(n, 'en'));
}

function key(n: Notice): string {
  return JSON.stringify([n.code, Object.entries(n.params ?? {}).sort()]);
}

/** Notices of `a` followed by those of `b` not already in `a` (same code and parameters). */
export function mergeNotices(a: readonly Notice[], b: readonly Notice[]): Notice[] {
  const seen = new Set(a.map(key));
  const out = [...a];
  for (const n of b) {
    const k = key(n);
    if (!seen.has(k)) {
      seen.add(k);
      out.push(n);
    }
  }
  return out;
}

/** A result with notices put in front, its English warnings following suit. */
export function prependNotices<T extends { notices: Notice[]; warnings: string[] }>(
  r: T,
  front: readonly Notice[],
): T {
  if (!front.length) return r;
  return { ...r, notices: [...front, ...r.notices], warnings: [...noticeWarnings(front), ...r.warnings] };
}
