/** Named patterns of vat.ts (the lexicon: words and shapes the documents print). */

export const VAT_WORD =
  /(mwst|ust|umsatzsteuer|steuer|vat|tax|tva|btw|taxe|exempt|befreit|steuerfrei|reverse|\([A-Z]{1,2}\)|\bS\b|\bK\b|\bAE\b|\bE\b|\bZ\b|\bG\b)/i;

export const VAT_WORD_STRICT = /(mwst|ust\b|umsatzsteuer|steuer|\bvat\b|\btax|\btva\b|\bbtw\b|taxe)/i;

/** an IBAN printed in groups ("DE02 1203 0000 0000 2020 51"): its digit groups are no amounts */
export const IBAN_GROUPS = /\b[A-Z]{2}\d{2}(?:[ \u00a0]?[A-Z0-9]{4}){2,7}(?:[ \u00a0]?[A-Z0-9]{1,3})?\b/g;
