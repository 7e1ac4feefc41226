import { describe, expect, it } from 'vitest';
import { findDates, parseDate } from './date.ts';
import { MONTH_NAMES } from './month-names.ts';

describe('month names of other languages', () => {
  it.each([
    // Austrian German
    ['Rechnungsdatum 26. Feber 2026', '2026-02-26'],
    // a connector between day, month and year (Spanish, Portuguese, Catalan, Galician)
    ['Fecha: 15 de noviembre de 2024', '2024-11-15'],
    ['Data de emissão: 3 de fevereiro de 2026', '2026-02-03'],
    ['Data: 3 d’octubre de 2026', '2026-10-03'],
    ['3 de xullo de 2025', '2025-07-03'],
    ['Data fattura 12 settembre 2025', '2025-09-12'],
    // declined month names (Polish, Czech, Ukrainian, Greek, Lithuanian genitive; Latvian locative)
    ['Data wystawienia: 15 listopada 2024', '2024-11-15'],
    ['Datum vystavení 3. února 2026', '2026-02-03'],
    ['Дата: 7 березня 2026 р.', '2026-03-07'],
    ['Ημερομηνία 15 Νοεμβρίου 2024', '2024-11-15'],
    ['2024 m. lapkričio 15 d.', '2024-11-15'],
    ['2024. gada 15. novembrī', '2024-11-15'],
    // the year first (Hungarian, Basque), a year word (Kazakh)
    ['Kelt: 2024. november 15.', '2024-11-15'],
    ['2026ko otsailaren 3a', '2026-02-03'],
    ['2026 ж. 3 ақпан', '2026-02-03'],
    ['2024. 11. 15.', '2024-11-15'],
    // the month as a number after a month word, CJK marks
    ['Ngày 03 tháng 02 năm 2026', '2026-02-03'],
    ['2026年2月3日', '2026-02-03'],
    // month first (Filipino), names of Welsh, Irish, Turkish, Georgian, Armenian, Malay
    ['Petsa: Pebrero 3, 2026', '2026-02-03'],
    ['Dyddiad 3 Gorffennaf 2026', '2026-07-03'],
    ['3 Meán Fómhair 2026', '2026-09-03'],
    ['Tarih: 15 Kasım 2024', '2024-11-15'],
    ['3 თებერვალი 2026', '2026-02-03'],
    ['3 փետրվարի 2026 թ.', '2026-02-03'],
    ['Tarikh: 3 Ogos 2026', '2026-08-03'],
  ])('%s → %s', (raw, want) => {
    expect(parseDate(raw)).toBe(want);
  });

  it.each([
    // no mark after the year nor after the day: an amount after a year and a month
    ['Gesamt 2024 Nov 12,50'],
    ['Gesamt 2024 Mai 15 Stück'],
    // abbreviations that are words of German, English or French are no months
    ['1 set 25 €'],
    ['3 out 2024'],
  ])('%s has no date', (raw) => {
    expect(findDates(raw)).toEqual([]);
  });

  it('gives every name one month', () => {
    const month = new Map<string, number>();
    for (const table of Object.values(MONTH_NAMES)) {
      expect(table).toHaveLength(12);
      table.forEach((names, i) => {
        for (const name of names.split('|')) {
          expect(name).toBe(name.toLowerCase());
          expect([undefined, i + 1]).toContain(month.get(name));
          month.set(name, i + 1);
        }
      });
    }
  });
});
