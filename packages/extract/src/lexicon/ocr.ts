/** Named patterns of ocr/ (the shapes OCR output and its page images have). */

/** any run of white space (removed from an identifier read by OCR) */
export const OCR_SPACE = /\s+/g;

/** an IBAN as OCR may read it: letters O, I, S where the check digits are */
export const IBAN_LIKE = /^[A-Z]{2}[0-9OIS]{2}[A-Z0-9]{10,30}$/;

/** the header of a binary PGM image (pdftoppm -gray): width, height, maximum grey value */
export const PGM_HEADER = /^P5\s+(?:#[^\n]*\n\s*)*(\d+)\s+(\d+)\s+(\d+)\s/;
