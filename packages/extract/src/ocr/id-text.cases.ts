/**
 * IBANs and BICs as the engine read them on scans of several layouts (bench/src/ocr-bench.ts,
 * `--dump`: the OCR'd segment beside the text layer's), with the text the same PDF's text layer
 * prints. Each was lost before id-text.ts: no reader took the OCR text for an account or code.
 */

export interface IdTextCase {
  layout: string;
  /** one OCR segment as read */
  read: string;
  /** the segment after repair (what the page prints, up to spacing) */
  text: string;
  /** the outcome of its IBAN (undefined: none is taken for one) */
  outcome?: 'ok' | 'repaired' | 'shaped';
}

export const IBAN_TEXT_CASES: IdTextCase[] = [
  // French producer (visible corpus): "0" of the check digits read as the letter O; the sample
  // account fails mod-97 as printed, so it is only put in shape
  {
    layout: 'French producer',
    read: 'IBAN : FR2O 1254 2547 2569 8542 5874 698',
    text: 'IBAN : FR20 1254 2547 2569 8542 5874 698',
    outcome: 'shaped',
  },
  // another French producer (visible corpus): a speck between two groups read as a dot
  {
    layout: 'French bakery invoice',
    read: 'èglement BAN : FR20.1242 1242 1242 1242 1242 124 -BIC : FIDCFR21XXX',
    text: 'èglement BAN : FR20 1242 1242 1242 1242 1242 124 -BIC : FIDCFR21XXX',
    outcome: 'shaped',
  },
  // Mustang's ZUGFeRD 1 sample (held-out set (e)): "0970" read as "09790", one group of five
  {
    layout: 'Mustang gnuaccounting',
    read: 'IBAN DE88 2008 0000 09790 3757 00',
    text: 'IBAN DE88 2008 0000 0970 3757 00',
    outcome: 'repaired',
  },
  // ZUGFeRD-csharp sample (visible corpus): "5" of the check digits read as "S"; the sample
  // account is shorter than a German one, so only its check digits are read as digits
  {
    layout: 'ZUGFeRD-csharp form',
    read: 'DES467894567876500',
    text: 'DE5467894567876500',
  },
  // blind13 (English producer): read right, left as it is
  {
    layout: 'UK producer footer',
    read: 'Bank: Lloyds Bank IBAN GB93 NWBK 8726 0052 2272 71 BIC NWBKGB2L',
    text: 'Bank: Lloyds Bank IBAN GB93 NWBK 8726 0052 2272 71 BIC NWBKGB2L',
    outcome: 'ok',
  },
  // a digit read as another digit (Mustang, visible corpus: "0970" as "0976") is not guessed at:
  // one change of a digit passes mod-97 by chance for about every fifth position
  {
    layout: 'Mustang gnuaccounting',
    read: 'IBAN DE88200800000976375700',
    text: 'IBAN DE88 2008 0000 0976 3757 00',
    outcome: 'shaped',
  },
  // a VAT id and an account of another length are no IBAN run
  {
    layout: 'ZUGFeRD-csharp form',
    read: 'USt-Id.-Nr. DE123456789',
    text: 'USt-Id.-Nr. DE123456789',
  },
  {
    layout: 'German footer',
    read: 'Verkäufer-IBAN DE12 1234 4321 9876 00',
    text: 'Verkäufer-IBAN DE12 1234 4321 9876 00',
  },
];

export interface BicTextCase {
  layout: string;
  read: string;
  /** the country of the page's IBAN */
  country: string | undefined;
  text: string;
}

export const BIC_TEXT_CASES: BicTextCase[] = [
  // blind12 (German DIN letter footer): a speck over the "O" read as a letter of its own
  { layout: 'DIN letter footer', read: 'BIC CÖOLSDE33XXX', country: 'DE', text: 'BIC COLSDE33XXX' },
  // a zero read for the letter O in the bank code, the label read as "31C" (Mustang footer)
  { layout: 'Mustang gnuaccounting', read: '31C C0BADEFFXXX', country: 'DE', text: 'BIC COBADEFFXXX' },
  // the bank's name after the label is no BIC; nor a code of another country than the IBAN's
  { layout: 'German footer', read: 'BIC: Commerzbank', country: 'DE', text: 'BIC: Commerzbank' },
  { layout: 'UK producer footer', read: 'BIC NWBKGB2L', country: 'DE', text: 'BIC NWBKGB2L' },
  // no IBAN on the page: nothing to check the code's country against, left as read
  { layout: 'DIN letter footer', read: 'BIC CÖOLSDE33XXX', country: undefined, text: 'BIC CÖOLSDE33XXX' },
];

export interface VatCase {
  layout: string;
  /** the VAT id as the extractor took it from the OCR text */
  read: string;
  /** after ocr/ids.ts `checkOcrIds` (what the page prints) */
  value: string;
}

/**
 * VAT ids read with a letter for a digit or the other way round, whose check digits fail as
 * printed (sample and synthetic ids), so only their country's format tells the misread.
 */
export const VAT_SHAPE_CASES: VatCase[] = [
  // Invoice2E's Factur-X BASIC sample (held-out set (e)): the "B" of a Dutch id read as "8"
  { layout: 'Invoice2E facturx-basic', read: 'NL123456789801', value: 'NL123456789B01' },
  // synthetic invoices (bench, `--templates old`): a zero read as the letter O
  { layout: 'synthetic French seller', read: 'FRO2429739325', value: 'FR02429739325' },
  { layout: 'synthetic Dutch seller', read: 'NLO65730623B06', value: 'NL065730623B06' },
  // a sample id in the right format stays as printed
  { layout: 'ZUGFeRD-csharp form', read: 'DE123456789', value: 'DE123456789' },
];
