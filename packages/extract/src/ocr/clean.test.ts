import { describe, expect, it } from 'vitest';
import { cleanOcrWord, restoreUmlauts } from './clean.ts';

// Words as the engine read them on scans of the visible corpus, from several layouts.
describe('cleanOcrWord', () => {
  it('takes marks read from specks off the start of a word (two layouts)', () => {
    // a buyer name in a DIN letter, a contact line of the ZUGFeRD visualisation
    expect(cleanOcrWord('“', 60)).toBeUndefined();
    expect(cleanOcrWord('‘Muster-Einkauf', 88)).toBe('Muster-Einkauf');
    expect(cleanOcrWord('|Metallbau', 70)).toBe('Metallbau');
  });

  it('takes a semicolon or bar off the end: column words of a French table, a German label', () => {
    expect(cleanOcrWord('Quantité;', 85)).toBe('Quantité');
    expect(cleanOcrWord('Rem;', 80)).toBe('Rem');
    expect(cleanOcrWord('Einzelpreis|', 80)).toBe('Einzelpreis');
  });

  it('takes a ruling read as a bracket off a cell: English and French tables; keeps pairs', () => {
    expect(cleanOcrWord('[Amount', 90)).toBe('Amount');
    expect(cleanOcrWord('[7%', 90)).toBe('7%');
    expect(cleanOcrWord('5,00]', 90)).toBe('5,00');
    expect(cleanOcrWord('[%]', 90)).toBe('[%]');
    expect(cleanOcrWord('(EUR)', 90)).toBe('(EUR)');
  });

  it('keeps what carries meaning: periods, colons, commas, brackets, signs, digits', () => {
    expect(cleanOcrWord('Nr.', 90)).toBe('Nr.');
    expect(cleanOcrWord('Datum:', 90)).toBe('Datum:');
    expect(cleanOcrWord('(EUR)', 90)).toBe('(EUR)');
    expect(cleanOcrWord('-5,00', 90)).toBe('-5,00');
    expect(cleanOcrWord('19,00%', 90)).toBe('19,00%');
  });

  it('keeps real values the engine gives confidence 0 (two producers), drops unsure rulings', () => {
    expect(cleanOcrWord('EUR', 0)).toBe('EUR');
    expect(cleanOcrWord('12345', 0)).toBe('12345');
    expect(cleanOcrWord('L87654321012345', 0)).toBe('L87654321012345');
    expect(cleanOcrWord('_', 0)).toBeUndefined();
    expect(cleanOcrWord('—', 20)).toBeUndefined();
    expect(cleanOcrWord('%', 90)).toBe('%');
  });

  it('drops a lone letter the engine is unsure of, keeps a sure one and lone digits', () => {
    expect(cleanOcrWord('i', 30)).toBeUndefined();
    expect(cleanOcrWord('à', 90)).toBe('à');
    // a quantity cell is read with a low confidence but is no speck
    expect(cleanOcrWord('1', 20)).toBe('1');
  });

  it('drops tiny dots and colons whatever the confidence, keeps real marks and all dashes', () => {
    // a speck after "47,90 ." (ZUGFeRD visualisation's VAT table, 85 %), a tiny colon in a French
    // address block; real ones: a colon after a label, "€", "%"; dashes of small print (a return-
    // address line "Kraxi GmbH - Flugzeugallee 17") are as narrow as a speck read as "-": kept
    expect(cleanOcrWord('.', 85, 0.05)).toBeUndefined();
    expect(cleanOcrWord(':', 70, 0.1)).toBeUndefined();
    expect(cleanOcrWord(':', 90, 0.45)).toBe(':');
    expect(cleanOcrWord('-', 90, 0.11)).toBe('-');
    expect(cleanOcrWord('€', 90, 0.7)).toBe('€');
    // letters and digits are never dropped for their size: "1" of a quantity is narrow
    expect(cleanOcrWord('1', 90, 0.1)).toBe('1');
  });

  it('restores "ü" and "ß" of German names the English model misreads, leaves other "ii" alone', () => {
    // an English invoice to a Munich buyer and a German seller's street (synthetic layouts)
    expect(cleanOcrWord('Miinchen', 90)).toBe('München');
    expect(restoreUmlauts('Saarbriicken')).toBe('Saarbrücken');
    expect(restoreUmlauts('Diisseldorf,')).toBe('Düsseldorf,');
    expect(restoreUmlauts('Landstrafle')).toBe('Landstraße');
    expect(restoreUmlauts('Hauptstrabe')).toBe('Hauptstrabe');
    expect(restoreUmlauts('Hawaii')).toBe('Hawaii');
    expect(restoreUmlauts('Riiksstraat')).toBe('Riiksstraat');
    expect(restoreUmlauts('III')).toBe('III');
  });
});
