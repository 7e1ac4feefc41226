/**
 * Code lists of EN 16931 / XRechnung as data, with one API for validation and pickers.
 *
 * The code sets are exactly those the official rules check (CEN EN 16931 validation artefacts
 * 1.3.15 as bundled in KoSIT validator-configuration-xrechnung 2026-01-31 for XRechnung 3.0.2;
 * rule ids BR-CL-01..BR-CL-26); where the UBL and CII artefacts differ, both variants exist
 * (`country` / `countryCii`, `textSubject` / `textSubjectCii`, `vatDate` / `vatDateCii`,
 * `invoiceTypeUbl` / `creditNoteTypeUbl` against `documentType`). Each data module names its
 * source and version.
 *
 * Labels: English and German for the codes users commonly see (`tables/labels.ts`), the list's
 * English names for the rest where the list has names, countries and currencies through
 * `Intl.DisplayNames`, and finally the code itself.
 *
 * - `isValidCode(list, code)`: membership as the official rule checks it (surrounding blanks
 *   are ignored like XPath normalize-space, except for MIME codes which are compared exactly).
 * - `label(list, code, lang)`: a display label; unknown codes fall back to the code.
 * - `listEntries(list, lang, { common })`: `{ code, label }[]` for pickers.
 * - `codes(list)`: the code set.
 *
 * How severe a miss is belongs to the rules, not to the lists: KoSIT's XRechnung scenarios lower
 * BR-CL-10/11/13/21/24/25/26 to information and BR-CL-23 to warning in some scenarios.
 */
import {
  ALLOWANCE_REASON_CODES,
  CHARGE_REASON_CODES,
  CHARGE_REASON_NAMES_EN,
} from './tables/allowance-charge-reasons.ts';
import { COUNTRY_CODES_CII, COUNTRY_CODES_UBL } from './tables/countries.ts';
import { CURRENCY_CODES } from './tables/currencies.ts';
import {
  CREDIT_NOTE_TYPE_CODES_UBL,
  DOCUMENT_TYPE_CODES,
  INVOICE_TYPE_CODES_UBL,
} from './tables/document-types.ts';
import { EAS_CODES, EAS_NAMES_EN } from './tables/eas.ts';
import { ICD_CODES, ICD_CODES_REJECTED, ICD_NAMES_EN } from './tables/icd.ts';
import {
  ALLOWANCE_REASON_LABELS,
  CHARGE_REASON_LABELS,
  DOCUMENT_TYPE_LABELS,
  EAS_LABELS,
  MIME_LABELS,
  PAYMENT_MEANS_LABELS,
  TEXT_SUBJECT_LABELS,
  UNIT_LABELS,
  VAT_CATEGORY_LABELS,
  VAT_DATE_LABELS,
  VATEX_LABELS,
} from './tables/labels.ts';
import { PAYMENT_MEANS_CODES, PAYMENT_MEANS_NAMES_EN } from './tables/payment-means.ts';
import {
  ITEM_CLASSIFICATION_CODES,
  ITEM_CLASSIFICATION_NAMES_EN,
  OBJECT_SCHEME_CODES,
} from './tables/reference-schemes.ts';
import {
  MIME_CODES,
  SEPA_SCHEME,
  VAT_CATEGORY_CODES,
  VAT_DATE_CODES_CII,
  VAT_DATE_CODES_UBL,
  XRECHNUNG_EXTENSION_SCHEME_CODES,
} from './tables/small-lists.ts';
import { TEXT_SUBJECT_CODES_CII, TEXT_SUBJECT_CODES_UBL } from './tables/text-subjects.ts';
import { UNIT_CODES, UNIT_NAMES_EN } from './tables/units.ts';
import { VATEX_CODES, VATEX_NAMES_EN } from './tables/vatex.ts';

export type { ExemptionReasonConstraint, VatCategoryInfo, VatRateConstraint } from './vat-categories.ts';
export { VAT_CATEGORY_INFO, vatCategoryInfo } from './vat-categories.ts';

export type Lang = 'en' | 'de';

export type CodeListId =
  | 'currency'
  | 'country'
  | 'countryCii'
  | 'documentType'
  | 'invoiceTypeUbl'
  | 'creditNoteTypeUbl'
  | 'vatDate'
  | 'vatDateCii'
  | 'textSubject'
  | 'textSubjectCii'
  | 'objectScheme'
  | 'icd'
  | 'itemClassification'
  | 'paymentMeans'
  | 'vatCategory'
  | 'allowanceReason'
  | 'chargeReason'
  | 'vatex'
  | 'unit'
  | 'mime'
  | 'eas';

export interface CodeListInfo {
  id: CodeListId;
  /** What the list is, e.g. "UN/ECE Recommendation 20/21 unit codes". */
  title: string;
  /** Business terms that use it. */
  terms: string;
  /** The official rules that check it. */
  rules: string;
}

export interface CodeEntry {
  code: string;
  label: string;
}

// ---- parsing (once, lazily) ------------------------------------------------------------------

function splitCodes(s: string): string[] {
  return s.split(/\s+/).filter((x) => x.length > 0);
}

interface LabelTable {
  en: Map<string, string>;
  de: Map<string, string>;
}

function parseLabels(...tables: string[]): LabelTable {
  const en = new Map<string, string>();
  const de = new Map<string, string>();
  for (const table of tables) {
    for (const line of table.split('\n')) {
      if (!line) continue;
      const [code, enLabel, deLabel] = line.split('|');
      if (!code || !enLabel) continue;
      en.set(code, enLabel);
      if (deLabel) de.set(code, deLabel);
    }
  }
  return { en, de };
}

interface ListDef {
  info: Omit<CodeListInfo, 'id'>;
  codes: string;
  /** codes listed but not accepted */
  minus?: string;
  /** hand-written en|de labels (also the "common" entries for pickers) */
  common?: string;
  /** the list's own English names, `code|name` lines */
  names?: string;
  /** labels through Intl.DisplayNames */
  intl?: 'region' | 'currency';
}

const DEFS: Record<CodeListId, ListDef> = {
  currency: {
    info: {
      title: 'ISO 4217 currency codes',
      terms: 'BT-5, BT-6, currencyID',
      rules: 'BR-CL-03, BR-CL-04, BR-CL-05',
    },
    codes: CURRENCY_CODES,
    intl: 'currency',
  },
  country: {
    info: {
      title: 'ISO 3166-1 alpha-2 country codes (UBL rules)',
      terms: 'BT-40, BT-55, BT-69, BT-80, BT-159',
      rules: 'BR-CL-14, BR-CL-15',
    },
    codes: COUNTRY_CODES_UBL,
    intl: 'region',
  },
  countryCii: {
    info: {
      title: 'ISO 3166-1 alpha-2 country codes (CII rules)',
      terms: 'BT-40, BT-55, BT-69, BT-80, BT-159',
      rules: 'BR-CL-14, BR-CL-15',
    },
    codes: COUNTRY_CODES_CII,
    intl: 'region',
  },
  documentType: {
    info: { title: 'UNTDID 1001 invoice type codes', terms: 'BT-3', rules: 'BR-CL-01' },
    codes: DOCUMENT_TYPE_CODES,
    common: DOCUMENT_TYPE_LABELS,
  },
  invoiceTypeUbl: {
    info: { title: 'UNTDID 1001 codes allowed in UBL Invoice', terms: 'BT-3', rules: 'BR-CL-01' },
    codes: INVOICE_TYPE_CODES_UBL,
    common: DOCUMENT_TYPE_LABELS,
  },
  creditNoteTypeUbl: {
    info: { title: 'UNTDID 1001 codes allowed in UBL CreditNote', terms: 'BT-3', rules: 'BR-CL-01' },
    codes: CREDIT_NOTE_TYPE_CODES_UBL,
    common: DOCUMENT_TYPE_LABELS,
  },
  vatDate: {
    info: { title: 'UNTDID 2005 VAT point date codes (UBL)', terms: 'BT-8', rules: 'BR-CL-06' },
    codes: VAT_DATE_CODES_UBL,
    common: VAT_DATE_LABELS,
  },
  vatDateCii: {
    info: { title: 'UNTDID 2475 VAT point date codes (CII)', terms: 'BT-8', rules: 'BR-CL-06' },
    codes: VAT_DATE_CODES_CII,
    common: VAT_DATE_LABELS,
  },
  textSubject: {
    info: { title: 'UNTDID 4451 text subject qualifiers (UBL rules)', terms: 'BT-21', rules: 'BR-CL-08' },
    codes: TEXT_SUBJECT_CODES_UBL,
    common: TEXT_SUBJECT_LABELS,
  },
  textSubjectCii: {
    info: { title: 'UNTDID 4451 text subject qualifiers (CII rules)', terms: 'BT-21', rules: 'BR-CL-08' },
    codes: TEXT_SUBJECT_CODES_CII,
    common: TEXT_SUBJECT_LABELS,
  },
  objectScheme: {
    info: { title: 'UNTDID 1153 reference code qualifiers', terms: 'BT-18-1', rules: 'BR-CL-07' },
    codes: OBJECT_SCHEME_CODES,
  },
  icd: {
    info: {
      title: 'ISO/IEC 6523 ICD identifier schemes',
      terms: 'BT-29-1, BT-30-1, BT-46-1, BT-47-1, BT-60-1, BT-61-1, BT-71-1, BT-157-1',
      rules: 'BR-CL-10, BR-CL-11, BR-CL-21, BR-CL-26',
    },
    codes: ICD_CODES,
    minus: ICD_CODES_REJECTED,
    names: ICD_NAMES_EN,
  },
  itemClassification: {
    info: { title: 'UNTDID 7143 item type identification codes', terms: 'BT-158-1', rules: 'BR-CL-13' },
    codes: ITEM_CLASSIFICATION_CODES,
    names: ITEM_CLASSIFICATION_NAMES_EN,
  },
  paymentMeans: {
    info: { title: 'UNTDID 4461 payment means codes', terms: 'BT-81', rules: 'BR-CL-16' },
    codes: PAYMENT_MEANS_CODES,
    common: PAYMENT_MEANS_LABELS,
    names: PAYMENT_MEANS_NAMES_EN,
  },
  vatCategory: {
    info: {
      title: 'UNCL 5305 VAT category codes',
      terms: 'BT-95, BT-102, BT-118, BT-151',
      rules: 'BR-CL-17, BR-CL-18',
    },
    codes: VAT_CATEGORY_CODES,
    common: VAT_CATEGORY_LABELS,
  },
  allowanceReason: {
    info: { title: 'UNTDID 5189 allowance reason codes', terms: 'BT-98, BT-140', rules: 'BR-CL-19' },
    codes: ALLOWANCE_REASON_CODES,
    common: ALLOWANCE_REASON_LABELS,
  },
  chargeReason: {
    info: { title: 'UNTDID 7161 charge reason codes', terms: 'BT-105, BT-145', rules: 'BR-CL-20' },
    codes: CHARGE_REASON_CODES,
    common: CHARGE_REASON_LABELS,
    names: CHARGE_REASON_NAMES_EN,
  },
  vatex: {
    info: { title: 'VATEX VAT exemption reason codes', terms: 'BT-121', rules: 'BR-CL-22' },
    codes: VATEX_CODES,
    common: VATEX_LABELS,
    names: VATEX_NAMES_EN,
  },
  unit: {
    info: { title: 'UN/ECE Recommendation 20/21 unit codes', terms: 'BT-130, BT-150', rules: 'BR-CL-23' },
    codes: UNIT_CODES,
    common: UNIT_LABELS,
    names: UNIT_NAMES_EN,
  },
  mime: {
    info: { title: 'MIME codes of attachments', terms: 'BT-125-1', rules: 'BR-CL-24' },
    codes: MIME_CODES,
    common: MIME_LABELS,
  },
  eas: {
    info: {
      title: 'CEF Electronic Address Scheme (EAS) codes',
      terms: 'BT-34-1, BT-49-1',
      rules: 'BR-CL-25',
    },
    codes: EAS_CODES,
    common: EAS_LABELS,
    names: EAS_NAMES_EN,
  },
};

export const CODE_LIST_IDS = Object.keys(DEFS) as CodeListId[];

interface Loaded {
  order: string[];
  set: ReadonlySet<string>;
}

interface Labels {
  common: LabelTable;
  names: Map<string, string>;
}

const loaded = new Map<CodeListId, Loaded>();
const labelled = new Map<CodeListId, Labels>();

/** A list's codes (parsed on first use; validation needs only these, not the labels). */
function load(list: CodeListId): Loaded {
  let l = loaded.get(list);
  if (l) return l;
  const def = DEFS[list];
  const minus = new Set(def.minus ? splitCodes(def.minus) : []);
  const order = splitCodes(def.codes).filter((c) => !minus.has(c));
  l = { order, set: new Set(order) };
  loaded.set(list, l);
  return l;
}

/** A list's labels (parsed on first use, by pickers and views). */
function labels(list: CodeListId): Labels {
  let l = labelled.get(list);
  if (l) return l;
  const def = DEFS[list];
  const names = new Map<string, string>();
  if (def.names) for (const [code, name] of parseLabels(def.names).en) names.set(code, name);
  l = { common: parseLabels(def.common ?? ''), names };
  labelled.set(list, l);
  return l;
}

// ---- Intl labels for countries and currencies ------------------------------------------------

const REGION_OVERRIDES: Record<string, { en: string; de: string }> = {
  '1A': { en: 'Kosovo', de: 'Kosovo' },
  XI: { en: 'United Kingdom (Northern Ireland)', de: 'Vereinigtes Königreich (Nordirland)' },
  AN: { en: 'Netherlands Antilles', de: 'Niederländische Antillen' },
};

const displayNames = new Map<string, Intl.DisplayNames | null>();

function intlLabel(type: 'region' | 'currency', code: string, lang: Lang): string | undefined {
  if (type === 'region') {
    const o = REGION_OVERRIDES[code];
    if (o) return o[lang];
  }
  const key = `${type}:${lang}`;
  let dn = displayNames.get(key);
  if (dn === undefined) {
    try {
      dn =
        typeof Intl.DisplayNames === 'function'
          ? new Intl.DisplayNames([lang], { type, fallback: 'none' })
          : null;
    } catch {
      dn = null;
    }
    displayNames.set(key, dn);
  }
  if (!dn) return undefined;
  try {
    return dn.of(code) ?? undefined;
  } catch {
    return undefined;
  }
}

// ---- API --------------------------------------------------------------------------------------

/** Title, business terms and rules of a list. */
export function codeListInfo(list: CodeListId): CodeListInfo {
  return { id: list, ...DEFS[list].info };
}

/** The codes of a list as the official rules accept them. */
export function codes(list: CodeListId): ReadonlySet<string> {
  return load(list).set;
}

/** Is `code` in `list`, as the official rule checks it? */
export function isValidCode(list: CodeListId, code: string | undefined | null): boolean {
  if (code === undefined || code === null) return false;
  const l = load(list);
  // (the lists hold trimmed codes without blanks: a code found as it is needs no trimming)
  if (l.set.has(code)) return true;
  const c = list === 'mime' ? code : code.trim();
  if (c.length === 0 || (list !== 'mime' && /\s/.test(c))) return false;
  return l.set.has(c);
}

/**
 * Display label of a code: the hand-written label in `lang`, else the English one, else the list's
 * own (English) name, else (countries, currencies) the platform's localized name, else the code.
 */
export function label(list: CodeListId, code: string, lang: Lang = 'en'): string {
  const c = code.trim();
  const l = labels(list);
  const def = DEFS[list];
  if (def.intl) return intlLabel(def.intl, c, lang) ?? c;
  return (lang === 'de' ? l.common.de.get(c) : undefined) ?? l.common.en.get(c) ?? l.names.get(c) ?? c;
}

/** True when the code has a hand-written label (the "common" codes of pickers). */
export function isCommonCode(list: CodeListId, code: string): boolean {
  return labels(list).common.en.has(code.trim());
}

/**
 * `{ code, label }` entries for a picker. `common: true` gives only the codes with hand-written
 * labels (for lists that have them). Countries and currencies are sorted by label, other lists
 * keep their code order.
 */
export function listEntries(
  list: CodeListId,
  lang: Lang = 'en',
  options: { common?: boolean } = {},
): CodeEntry[] {
  const { order } = load(list);
  const { common } = labels(list);
  const useCommon = options.common === true && common.en.size > 0;
  const source = useCommon ? order.filter((c) => common.en.has(c)) : order;
  const entries = source.map((code) => ({ code, label: label(list, code, lang) }));
  if (DEFS[list].intl) entries.sort((a, b) => a.label.localeCompare(b.label, lang));
  return entries;
}

// ---- specific helpers -------------------------------------------------------------------------

/**
 * Is BT-3 a credit note type, i.e. one that UBL requires in a `CreditNote` document
 * (81, 83, 261, 262, 296, 308, 381, 396, 420, 458, 532)? Note: 502 and 503 are credit notes by
 * name but the official UBL rules accept them only in `Invoice`.
 */
export function isCreditNoteType(code: string | undefined): boolean {
  return isValidCode('creditNoteTypeUbl', code);
}

const VAT_DATE_UBL_TO_CII: Record<string, string> = { '3': '5', '35': '29', '432': '72' };
const VAT_DATE_CII_TO_UBL: Record<string, string> = { '5': '3', '29': '35', '72': '432' };

/** BT-8 in UBL (UNTDID 2005) → CII (UNTDID 2475): 3 → 5, 35 → 29, 432 → 72. */
export function vatDateCodeToCii(code: string): string | undefined {
  return VAT_DATE_UBL_TO_CII[code.trim()];
}

/** BT-8 in CII (UNTDID 2475) → UBL (UNTDID 2005): 5 → 3, 29 → 35, 72 → 432. */
export function vatDateCodeFromCii(code: string): string | undefined {
  return VAT_DATE_CII_TO_UBL[code.trim()];
}

/** BR-CL-10: seller (BT-29-1) and payee (BT-60-1) identifiers may also use the scheme `SEPA`. */
export { SEPA_SCHEME };

/** XRechnung Extension (BR-DEX-04..08): scheme codes accepted besides ICD / EAS in the Extension. */
export const XRECHNUNG_EXTENSION_SCHEMES: ReadonlySet<string> = new Set(
  splitCodes(XRECHNUNG_EXTENSION_SCHEME_CODES),
);
