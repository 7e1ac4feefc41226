/** Identifier checks (IBAN, BIC, VAT ids, Leitweg-ID, GLN, e-mail, telephone, address schemes). */
export {
  COMMON_SCHEMES,
  compact,
  isBic,
  isEmail,
  isGln,
  isIban,
  isPhone,
  normalizeVatId,
  type SchemeSuggestion,
  suggestSchemes,
  VAT_ID_COUNTRIES,
  valueFitsScheme,
  vatScheme,
} from './checks.ts';
export {
  isLeitwegId,
  LEITWEG_RE,
  type LeitwegProblem,
  leitwegCheckDigits,
  leitwegProblem,
  looksLikeLeitweg,
  mod97,
} from './leitweg.ts';
