/**
 * Short code lists.
 * Code values: exactly the sets the CEN EN 16931 validation artefacts 1.3.15 check, as bundled in
 * KoSIT validator-configuration-xrechnung 2026-01-31 (XRechnung 3.0.2, CIUS rules 2.5.0); the
 * XRechnung Extension scheme codes from the XRechnung schematron 2.5.0 (BR-DEX-04..08).
 */

/** UNCL 5305 subset, BR-CL-17 / BR-CL-18 (10 codes). */
export const VAT_CATEGORY_CODES = 'S Z E AE K G O L M B';

/** UNTDID 2005 subset for BT-8 in UBL, BR-CL-06. */
export const VAT_DATE_CODES_UBL = '3 35 432';

/** UNTDID 2475 subset for BT-8 in CII, BR-CL-06 (5 ↔ 3, 29 ↔ 35, 72 ↔ 432). */
export const VAT_DATE_CODES_CII = '5 29 72';

/** IANA MIME codes for attachments (BT-125-1), BR-CL-24 (6 codes). XRechnung adds none. */
export const MIME_CODES = `
application/pdf
image/png
image/jpeg
text/csv
application/vnd.openxmlformats-officedocument.spreadsheetml.sheet
application/vnd.oasis.opendocument.spreadsheet
`;

/** BR-CL-10 also accepts `SEPA` (SEPA creditor identifier) as scheme of seller and payee identifiers (BT-29-1, BT-60-1). */
export const SEPA_SCHEME = 'SEPA';

/**
 * XRechnung Extension only (DiGA, BR-DEX-04..08): scheme codes accepted in addition to ICD and EAS
 * when the Extension specification identifier is used.
 */
export const XRECHNUNG_EXTENSION_SCHEME_CODES = 'XR01 XR02 XR03';
