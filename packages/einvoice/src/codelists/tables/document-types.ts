/**
 * UNTDID 1001 document name codes allowed for BT-3 (invoice type code).
 * Code values: exactly the set the CEN EN 16931 validation artefacts 1.3.15 check (BR-CL-01), as bundled in
 * KoSIT validator-configuration-xrechnung 2026-01-31 (XRechnung 3.0.2, CIUS rules 2.5.0).
 * CII accepts all codes in DOCUMENT_TYPE_CODES; UBL accepts INVOICE_TYPE_CODES_UBL in cbc:InvoiceTypeCode and
 * CREDIT_NOTE_TYPE_CODES_UBL in cbc:CreditNoteTypeCode. Labels: see ../labels.ts.
 */

/** 62 codes: every code BR-CL-01 accepts (CII) */
export const DOCUMENT_TYPE_CODES = `
71 80 81 82 83 84 102 130 202 203 204 211 218 219 261 262 295 296 308 325 326 331 380 381 382 383
384 385 386 387 388 389 390 393 394 395 396 420 456 457 458 471 472 473 500 501 502 503 527 532 553
575 623 633 751 780 817 870 875 876 877 935
`;

/** 52 codes accepted in UBL cbc:InvoiceTypeCode */
export const INVOICE_TYPE_CODES_UBL = `
71 80 81 82 84 102 130 202 203 204 211 218 219 295 325 326 331 380 382 383 384 385 386 387 388 389
390 393 394 395 456 457 471 472 473 500 501 502 503 527 553 575 623 633 751 780 817 870 875 876 877
935
`;

/** 11 codes accepted in UBL cbc:CreditNoteTypeCode */
export const CREDIT_NOTE_TYPE_CODES_UBL = `
81 83 261 262 296 308 381 396 420 458 532
`;
