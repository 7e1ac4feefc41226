/**
 * UNCL 5305 VAT category codes as EN 16931 uses them (BT-95, BT-102, BT-118, BT-151), with the
 * constraints of the EN 16931 rule groups per category (CEN validation artefacts 1.3.15):
 * the rate (BR-x-05/06/07: rate of lines, allowances, charges) and the exemption reason
 * (BR-x-10: VAT breakdown with or without BT-120/BT-121).
 */

/**
 * - `positive`: a rate greater than zero is required (BR-S-05..07)
 * - `zero`: the rate must be 0 (BR-Z/E/AE/IC/G-05..07)
 * - `none`: no rate may be given (BR-O-05..07)
 * - `nonNegative`: a rate of 0 or more is required (BR-IG/IP-05..07)
 * - `any`: not constrained by EN 16931 (B: Italian split payment, Italy only per BR-B-01)
 */
export type VatRateConstraint = 'positive' | 'zero' | 'none' | 'nonNegative' | 'any';

/** BR-x-10: `required` (E, AE, K, G, O), `forbidden` (S, Z, L, M), `optional` (B). */
export type ExemptionReasonConstraint = 'required' | 'forbidden' | 'optional';

export interface VatCategoryInfo {
  code: string;
  /** Prefix of the category's rule ids: S → BR-S-xx, K → BR-IC-xx, L → BR-IG-xx, M → BR-IP-xx. */
  rulePrefix: string;
  rate: VatRateConstraint;
  exemptionReason: ExemptionReasonConstraint;
  /** A VATEX code that fits every case of the category, to preselect in the review form. */
  suggestedVatex?: string;
  /** Both seller and buyer VAT identifiers (or a tax representative) are required (BR-AE-02, BR-IC-02). */
  needsBuyerVatId: boolean;
}

export const VAT_CATEGORY_INFO: Readonly<Record<string, VatCategoryInfo>> = {
  S: { code: 'S', rulePrefix: 'S', rate: 'positive', exemptionReason: 'forbidden', needsBuyerVatId: false },
  Z: { code: 'Z', rulePrefix: 'Z', rate: 'zero', exemptionReason: 'forbidden', needsBuyerVatId: false },
  E: { code: 'E', rulePrefix: 'E', rate: 'zero', exemptionReason: 'required', needsBuyerVatId: false },
  AE: {
    code: 'AE',
    rulePrefix: 'AE',
    rate: 'zero',
    exemptionReason: 'required',
    suggestedVatex: 'VATEX-EU-AE',
    needsBuyerVatId: true,
  },
  K: {
    code: 'K',
    rulePrefix: 'IC',
    rate: 'zero',
    exemptionReason: 'required',
    suggestedVatex: 'VATEX-EU-IC',
    needsBuyerVatId: true,
  },
  G: {
    code: 'G',
    rulePrefix: 'G',
    rate: 'zero',
    exemptionReason: 'required',
    suggestedVatex: 'VATEX-EU-G',
    needsBuyerVatId: false,
  },
  O: {
    code: 'O',
    rulePrefix: 'O',
    rate: 'none',
    exemptionReason: 'required',
    suggestedVatex: 'VATEX-EU-O',
    needsBuyerVatId: false,
  },
  L: {
    code: 'L',
    rulePrefix: 'IG',
    rate: 'nonNegative',
    exemptionReason: 'forbidden',
    needsBuyerVatId: false,
  },
  M: {
    code: 'M',
    rulePrefix: 'IP',
    rate: 'nonNegative',
    exemptionReason: 'forbidden',
    needsBuyerVatId: false,
  },
  B: { code: 'B', rulePrefix: 'B', rate: 'any', exemptionReason: 'optional', needsBuyerVatId: false },
};

/** Constraints of a VAT category, or undefined for an unknown code. */
export function vatCategoryInfo(code: string | undefined): VatCategoryInfo | undefined {
  if (code === undefined) return undefined;
  return Object.hasOwn(VAT_CATEGORY_INFO, code.trim()) ? VAT_CATEGORY_INFO[code.trim()] : undefined;
}
