/**
 * Cases of the Slovak, Slovenian, Croatian, Bulgarian, Lithuanian and Estonian labels
 * (lexicon/south-east.ts, session 22), two layouts per language: the layout of the held-out set
 * blind30 (after its first run was recorded) and one hand-made in another writer's arrangement
 * (the shapes of langs21.cases.ts: labels in a column, or over their values in boxes). Each
 * prints number, issue date and due date, net, VAT and what is to be paid; before, the labels
 * were unknown words and those fields came out empty or wrong.
 */
import type { LangCase } from './langs21.cases.ts';
import { labelBoxes, labelColumn } from './langs21.cases.ts';

export const LANG30_CASES: LangCase[] = [
  {
    name: 'Slovak, blind30 sk2: "Číslo dokladu" / "Dátum vyhotovenia" / "Splatné dňa" in boxes, "Spolu na úhradu"',
    rows: labelBoxes(
      'Hotel Dunaj s.r.o.',
      [
        ['Číslo dokladu', '20263476'],
        ['Dátum vyhotovenia', '27. 1. 2026'],
        ['Splatné dňa', '26. 2. 2026'],
      ],
      'Technické zabezpečenie',
      [
        ['Základ dane', '1 137,10 €'],
        ['DPH spolu', '234,18 €'],
        ['Spolu na úhradu', '1 371,28 €'],
      ],
    ),
    fields: ['20263476', '2026-01-27', '2026-02-26', '1137.10', '234.18', '1371.28'],
  },
  {
    name: 'Slovak, hand-made: "Číslo faktúry", "Dátum vystavenia", "Dátum splatnosti" in a column, "Celkom na úhradu"',
    rows: labelColumn(
      'Tatranská stavebná a.s.',
      [
        ['Číslo faktúry:', 'FA-2026-0412'],
        ['Dátum vystavenia:', '02.03.2026'],
        ['Dátum splatnosti:', '16.03.2026'],
      ],
      'Murárske práce',
      [
        ['Základ dane', '5 000,00'],
        ['DPH 23 %', '1 150,00'],
        ['Celkom na úhradu', '6 150,00'],
      ],
    ),
    fields: ['FA-2026-0412', '2026-03-02', '2026-03-16', '5000.00', '1150.00', '6150.00'],
  },
  {
    name: 'Slovenian, blind30 sl2: "Št. računa", "Datum izdaje", "Rok plačila", "Osnova za DDV", "Za plačilo"',
    rows: labelColumn(
      'Bled Incentive d.d.',
      [
        ['Št. računa:', '2026-27491'],
        ['Datum izdaje:', '09.10.2026'],
        ['Rok plačila:', '23.10.2026'],
      ],
      'Nočitev v dvoposteljni sobi',
      [
        ['Osnova za DDV', '2.301,40 EUR'],
        ['DDV skupaj', '358,19 EUR'],
        ['Za plačilo', '2.659,59 EUR'],
      ],
    ),
    fields: ['2026-27491', '2026-10-09', '2026-10-23', '2301.40', '358.19', '2659.59'],
  },
  {
    name: 'Slovenian, hand-made: "Številka računa" / "Datum računa" / "Datum zapadlosti" in boxes, "DDV 22 %"',
    rows: labelBoxes(
      'Mizarstvo Kranjc d.o.o.',
      [
        ['Številka računa', '26-0088'],
        ['Datum računa', '03.02.2026'],
        ['Datum zapadlosti', '17.02.2026'],
      ],
      'Kuhinja po meri',
      [
        ['Skupaj brez DDV', '8.400,00'],
        ['DDV 22 %', '1.848,00'],
        ['Skupaj za plačilo', '10.248,00'],
      ],
    ),
    fields: ['26-0088', '2026-02-03', '2026-02-17', '8400.00', '1848.00', '10248.00'],
  },
  {
    name: 'Croatian, blind30 hr2: "Broj računa", "Datum računa", "Datum dospijeća", "Osnovica", "Ukupno za platiti"',
    rows: labelColumn(
      'Hotel Marjan d.o.o.',
      [
        ['Broj računa', '777-POS1-1'],
        ['Datum računa', '15.04.2026.'],
        ['Datum dospijeća', '15.05.2026.'],
      ],
      'Večera u restoranu',
      [
        ['Osnovica', '2.044,60'],
        ['PDV ukupno', '338,54'],
        ['Ukupno za platiti', '2.383,14'],
      ],
    ),
    fields: ['777-POS1-1', '2026-04-15', '2026-05-15', '2044.60', '338.54', '2383.14'],
  },
  {
    name: 'Croatian, hand-made: "Račun br." / "Datum izdavanja" / "Rok plaćanja" in boxes, "PDV 25 %"',
    rows: labelBoxes(
      'Dalmacija Charter j.d.o.o.',
      [
        ['Račun br.', '14/1/1'],
        ['Datum izdavanja', '01.06.2026.'],
        ['Rok plaćanja', '15.06.2026.'],
      ],
      'Najam jedrilice, tjedan',
      [
        ['Ukupno bez PDV-a', '3.200,00'],
        ['PDV 25 %', '800,00'],
        ['Iznos za plaćanje', '4.000,00'],
      ],
    ),
    fields: ['14/1/1', '2026-06-01', '2026-06-15', '3200.00', '800.00', '4000.00'],
  },
  {
    name: 'Bulgarian, blind30 bg2: "Фактура №", "Дата на издаване", "Падеж", "Данъчна основа", "Сума за плащане"',
    rows: labelColumn(
      'Евентс България ООД',
      [
        ['Фактура №:', '0000000833'],
        ['Дата на издаване:', '23.12.2026'],
        ['Падеж:', '31.12.2026'],
      ],
      'Нощувка в двойна стая',
      [
        ['Данъчна основа', '2 889,50'],
        ['ДДС 20 %', '577,90'],
        ['Сума за плащане', '3 467,40'],
      ],
    ),
    fields: ['0000000833', '2026-12-23', '2026-12-31', '2889.50', '577.90', '3467.40'],
  },
  {
    name: 'Bulgarian, hand-made: "Номер на фактура" / "Дата на издаване" / "Срок за плащане" in boxes',
    rows: labelBoxes(
      'Родопа Транс ЕООД',
      [
        ['Номер на фактура', '0000004512'],
        ['Дата на издаване', '05.05.2026'],
        ['Срок за плащане', '19.05.2026'],
      ],
      'Превоз на товари',
      [
        ['Данъчна основа', '1 500,00'],
        ['ДДС 20%', '300,00'],
        ['Общо за плащане', '1 800,00'],
      ],
    ),
    fields: ['0000004512', '2026-05-05', '2026-05-19', '1500.00', '300.00', '1800.00'],
  },
  {
    name: 'Lithuanian, blind30 lt2: "Sąskaitos nr.", "Išrašymo data", "Apmokėti iki", "Suma be PVM", "PVM suma"',
    rows: labelColumn(
      'UAB Kauno konferencijų centras',
      [
        ['Sąskaitos nr.', 'BEV-925114'],
        ['Išrašymo data', '2026-10-17'],
        ['Apmokėti iki', '2026-11-01'],
      ],
      'Vertimo paslaugos',
      [
        ['Suma be PVM', '1 063,10 EUR'],
        ['PVM suma', '223,25 EUR'],
        ['Iš viso mokėti', '1 286,35 EUR'],
      ],
    ),
    fields: ['BEV-925114', '2026-10-17', '2026-11-01', '1063.10', '223.25', '1286.35'],
  },
  {
    name: 'Lithuanian, hand-made: "Sąskaitos numeris" / "Sąskaitos data" / "Mokėjimo terminas" in boxes, "PVM 21 %"',
    rows: labelBoxes(
      'UAB Baltijos baldai',
      [
        ['Sąskaitos numeris', 'BB-2026-77'],
        ['Sąskaitos data', '2026-04-02'],
        ['Mokėjimo terminas', '2026-04-16'],
      ],
      'Ąžuolinis stalas',
      [
        ['Suma be PVM', '900,00'],
        ['PVM 21 %', '189,00'],
        ['Mokėti iš viso', '1 089,00'],
      ],
    ),
    fields: ['BB-2026-77', '2026-04-02', '2026-04-16', '900.00', '189.00', '1089.00'],
  },
  {
    name: 'Estonian, blind30 ee2: "Arve nr", "Arve kuupäev", "Maksetähtaeg", "Kokku km-ta", "Tasuda kokku"',
    rows: labelColumn(
      'Tallinna Raamat AS',
      [
        ['Arve nr', '4960'],
        ['Arve kuupäev', '06.12.2026'],
        ['Maksetähtaeg', '20.12.2026'],
      ],
      'Raamat „Läänemere linnad“',
      [
        ['Kokku km-ta', '7 349,90 €'],
        ['Käibemaks kokku', '821,70 €'],
        ['Tasuda kokku', '8 171,60 €'],
      ],
    ),
    fields: ['4960', '2026-12-06', '2026-12-20', '7349.90', '821.70', '8171.60'],
  },
  {
    name: 'Estonian, hand-made: "Arve number" / "Arve kuupäev" / "Tasumise tähtaeg" in boxes, "KM 24 %"',
    rows: labelBoxes(
      'Saare Puit OÜ',
      [
        ['Arve number', 'SP-1043'],
        ['Arve kuupäev', '12.06.2026'],
        ['Tasumise tähtaeg', '26.06.2026'],
      ],
      'Saematerjal, mänd',
      [
        ['Summa käibemaksuta', '1 250,00'],
        ['KM 24 %', '300,00'],
        ['Tasuda', '1 550,00'],
      ],
    ),
    fields: ['SP-1043', '2026-06-12', '2026-06-26', '1250.00', '300.00', '1550.00'],
  },
  // the variants of blind30 the first rules missed: "Núm. factura", "Vto.", the bare "Номер",
  // "Račun številka"
  {
    name: 'Spanish, blind30 es2: "Núm. factura" / "Fecha factura" / "Vto." in a column, "Total IVA"',
    rows: labelColumn(
      'Eventos Ibérica S.A.',
      [
        ['Núm. factura:', 'F26-00570'],
        ['Fecha factura:', '07/04/2026'],
        ['Vto.:', '21/04/2026'],
      ],
      'Almuerzo de trabajo',
      [
        ['Base imponible', '1.584,30 €'],
        ['Total IVA', '215,94 €'],
        ['Total a pagar', '1.800,24 €'],
      ],
    ),
    fields: ['F26-00570', '2026-04-07', '2026-04-21', '1584.30', '215.94', '1800.24'],
  },
  {
    name: 'Spanish, hand-made: "Núm. de factura" / "Fecha" / "Vto." in boxes',
    rows: labelBoxes(
      'Carpintería Hermanos Ruiz S.L.',
      [
        ['Núm. de factura', 'A-2026-118'],
        ['Fecha', '02/03/2026'],
        ['Vto.', '01/04/2026'],
      ],
      'Puerta de roble macizo',
      [
        ['Base imponible', '2.400,00'],
        ['Cuota IVA', '504,00'],
        ['Total a pagar', '2.904,00'],
      ],
    ),
    fields: ['A-2026-118', '2026-03-02', '2026-04-01', '2400.00', '504.00', '2904.00'],
  },
  {
    name: 'Bulgarian, blind30 bg2: the bare "Номер:" in a column, "Срок за плащане"',
    rows: labelColumn(
      'Евентс България ООД',
      [
        ['Номер:', '0000005460'],
        ['Дата на издаване:', '21.01.2026'],
        ['Срок за плащане:', '20.02.2026'],
      ],
      'Наем на конферентна зала',
      [
        ['Данъчна основа', '1 352,40'],
        ['ДДС 20 %', '270,48'],
        ['Сума за плащане', '1 622,88'],
      ],
    ),
    fields: ['0000005460', '2026-01-21', '2026-02-20', '1352.40', '270.48', '1622.88'],
  },
  {
    name: 'Slovenian, the blind30 sl2 title label "Račun številka" in hand-made boxes with "Datum računa" / "Rok plačila"',
    rows: labelBoxes(
      'Hotel Jezero d.o.o.',
      [
        ['Račun številka', '2026-04439'],
        ['Datum računa', '18.01.2026'],
        ['Rok plačila', '17.02.2026'],
      ],
      'Nočitev z zajtrkom',
      [
        ['Osnova za DDV', '780,00'],
        ['DDV 9,5 %', '74,10'],
        ['Za plačilo', '854,10'],
      ],
    ),
    fields: ['2026-04439', '2026-01-18', '2026-02-17', '780.00', '74.10', '854.10'],
  },
];
