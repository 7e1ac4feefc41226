/**
 * Cases of the labels of session 24 (lexicon/wider-europe.ts and lexicon/asia-africa.ts): two
 * layouts per language group, most languages in both — labels in a column beside their values
 * (`labelColumn`) or over them in boxes (`labelBoxes`, the shapes of langs21.cases.ts), each
 * printing number, issue date, due date, net, VAT and what is to be paid in the language's usual
 * wording; and the totals printed as one run-on list between middle dots (blind31 is2, blind32
 * eu2; extract.ts `dottedTotals`). Before, the labels were unknown words and those fields came out
 * empty or wrong (a run-on list gave every total the list's last amount).
 */
import type { StyledRow } from '../test-layout.ts';
import type { LangCase } from './langs21.cases.ts';
import { labelBoxes, labelColumn } from './langs21.cases.ts';

/** Layout A's header and item, the totals as run-on lines at x 300. */
function runOnTotals(
  seller: string,
  head: Array<[string, string]>,
  item: string,
  lines: string[],
): StyledRow[] {
  const rows = labelColumn(seller, head, item, [['', '']]).filter((row) => row[2] !== '');
  return [...rows, ...lines.map((t, i): StyledRow => [260 + 14 * i, 300, t])];
}

export const LANG31_CASES: LangCase[] = [
  {
    name: 'Turkish, hand-made: "Fatura No" / "Fatura Tarihi" / "Son Ödeme Tarihi" in a column, "Hesaplanan KDV (%20)", "Ödenecek Tutar"',
    rows: labelColumn(
      'Ege Tekstil Sanayi A.Ş.',
      [
        ['Fatura No:', 'EGE2026000123'],
        ['Fatura Tarihi:', '12.03.2026'],
        ['Son Ödeme Tarihi:', '11.04.2026'],
      ],
      'Pamuklu kumaş, metre',
      [
        ['Mal Hizmet Toplam Tutarı', '2.500,00'],
        ['Hesaplanan KDV (%20)', '500,00'],
        ['Ödenecek Tutar', '3.000,00'],
      ],
    ),
    fields: ['EGE2026000123', '2026-03-12', '2026-04-11', '2500.00', '500.00', '3000.00'],
  },
  {
    name: 'Turkish, hand-made capitals: "FATURA NUMARASI" / "DÜZENLEME TARİHİ" / "VADE TARİHİ" in boxes, "KDV MATRAHI", "KDV %10"',
    rows: labelBoxes(
      'Boğaziçi Otelcilik Ltd. Şti.',
      [
        ['FATURA NUMARASI', 'BGZ-2026-0456'],
        ['DÜZENLEME TARİHİ', '05.02.2026'],
        ['VADE TARİHİ', '19.02.2026'],
      ],
      'Konaklama, çift kişilik oda',
      [
        ['KDV MATRAHI', '1.800,00'],
        ['KDV %10', '180,00'],
        ['ÖDENECEK TOPLAM', '1.980,00'],
      ],
    ),
    fields: ['BGZ-2026-0456', '2026-02-05', '2026-02-19', '1800.00', '180.00', '1980.00'],
  },
  {
    name: 'Serbian (Latin), hand-made: "Račun broj" / "Datum izdavanja" / "Valuta plaćanja" in a column, "Poreska osnovica", "Ukupno za uplatu"',
    rows: labelColumn(
      'Fruška Voće d.o.o.',
      [
        ['Račun broj:', '170/2026'],
        ['Datum izdavanja:', '24.06.2026'],
        ['Valuta plaćanja:', '24.07.2026'],
      ],
      'Smrznute maline, kg',
      [
        ['Poreska osnovica', '4.200,00'],
        ['PDV 20 %', '840,00'],
        ['Ukupno za uplatu', '5.040,00'],
      ],
    ),
    fields: ['170/2026', '2026-06-24', '2026-07-24', '4200.00', '840.00', '5040.00'],
  },
  {
    name: 'Serbian (Cyrillic), hand-made: "Број рачуна" / "Датум издавања" / "Рок плаћања" in boxes, "Пореска основица", "За уплату"',
    rows: labelBoxes(
      'Шумадија Промет д.о.о.',
      [
        ['Број рачуна', '88/2026'],
        ['Датум издавања', '03.02.2026'],
        ['Рок плаћања', '17.02.2026'],
      ],
      'Превоз робе',
      [
        ['Пореска основица', '1.000,00'],
        ['ПДВ 20 %', '200,00'],
        ['За уплату', '1.200,00'],
      ],
    ),
    fields: ['88/2026', '2026-02-03', '2026-02-17', '1000.00', '200.00', '1200.00'],
  },
  {
    name: 'Bosnian, hand-made: "Broj fakture" / "Datum fakture" / "Rok za plaćanje" in boxes, "Iznos bez PDV-a", "Iznos za uplatu"',
    rows: labelBoxes(
      'Sarajevo Drvo d.o.o.',
      [
        ['Broj fakture', 'F-2026-311'],
        ['Datum fakture', '10.03.2026'],
        ['Rok za plaćanje', '25.03.2026'],
      ],
      'Hrastove daske',
      [
        ['Iznos bez PDV-a', '3.000,00'],
        ['PDV 17 %', '510,00'],
        ['Iznos za uplatu', '3.510,00'],
      ],
    ),
    fields: ['F-2026-311', '2026-03-10', '2026-03-25', '3000.00', '510.00', '3510.00'],
  },
  {
    name: 'Ukrainian, hand-made: "Рахунок №" / "Дата рахунку" / "Сплатити до" in a column, "Разом без ПДВ", "Всього до сплати"',
    rows: labelColumn(
      'ТОВ «Карпати Софт»',
      [
        ['Рахунок №', '0412'],
        ['Дата рахунку:', '02.03.2026'],
        ['Сплатити до:', '16.03.2026'],
      ],
      'Розробка програмного забезпечення',
      [
        ['Разом без ПДВ', '5 000,00'],
        ['ПДВ 20 %', '1 000,00'],
        ['Всього до сплати', '6 000,00'],
      ],
    ),
    fields: ['0412', '2026-03-02', '2026-03-16', '5000.00', '1000.00', '6000.00'],
  },
  {
    name: 'Russian, hand-made: "Номер счета" / "Дата счета" / "Срок оплаты" in boxes, "Итого без НДС", "Итого к оплате"',
    rows: labelBoxes(
      'ООО «Северный ветер»',
      [
        ['Номер счета', '2026-0015'],
        ['Дата счета', '14.04.2026'],
        ['Срок оплаты', '28.04.2026'],
      ],
      'Консультационные услуги',
      [
        ['Итого без НДС', '2 400,00'],
        ['НДС 20 %', '480,00'],
        ['Итого к оплате', '2 880,00'],
      ],
    ),
    fields: ['2026-0015', '2026-04-14', '2026-04-28', '2400.00', '480.00', '2880.00'],
  },
  {
    name: 'Macedonian, hand-made: "Фактура бр." / "Датум на издавање" / "Рок на плаќање" in a column, "Вкупно без ДДВ", "Вкупно за плаќање"',
    rows: labelColumn(
      'Охридска Пастрмка ДООЕЛ',
      [
        ['Фактура бр.', '26-0077'],
        ['Датум на издавање:', '08.05.2026'],
        ['Рок на плаќање:', '22.05.2026'],
      ],
      'Смрзната пастрмка',
      [
        ['Вкупно без ДДВ', '1.500,00'],
        ['ДДВ 18 %', '270,00'],
        ['Вкупно за плаќање', '1.770,00'],
      ],
    ),
    fields: ['26-0077', '2026-05-08', '2026-05-22', '1500.00', '270.00', '1770.00'],
  },
  {
    name: 'Macedonian, hand-made: "Број на фактура" / "Датум на фактура" / "Датум на доспевање" in boxes, "Даночна основа", "Износ за плаќање"',
    rows: labelBoxes(
      'Вардар Вино ДОО',
      [
        ['Број на фактура', '118-2026'],
        ['Датум на фактура', '11.06.2026'],
        ['Датум на доспевање', '11.07.2026'],
      ],
      'Вранец, шише 0,75 л',
      [
        ['Даночна основа', '800,00'],
        ['ДДВ 5 %', '40,00'],
        ['Износ за плаќање', '840,00'],
      ],
    ),
    fields: ['118-2026', '2026-06-11', '2026-07-11', '800.00', '40.00', '840.00'],
  },
  {
    name: 'Albanian, hand-made: "Numri i faturës" / "Data e faturës" / "Afati i pagesës" in a column, "Vlera pa TVSH", "Totali për t\'u paguar"',
    rows: labelColumn(
      'Hotel Drini Sh.p.k.',
      [
        ['Numri i faturës:', 'DR-2026-51'],
        ['Data e faturës:', '15.03.2026'],
        ['Afati i pagesës:', '29.03.2026'],
      ],
      'Akomodim, dhomë dyshe',
      [
        ['Vlera pa TVSH', '1.250,00'],
        ['TVSH 20 %', '250,00'],
        ["Totali për t'u paguar", '1.500,00'],
      ],
    ),
    fields: ['DR-2026-51', '2026-03-15', '2026-03-29', '1250.00', '250.00', '1500.00'],
  },
  {
    name: 'Albanian, hand-made: "Fatura Nr." / "Data e lëshimit" / "Data e pagesës" in boxes, "Vlera e TVSH-së", "Shuma për pagesë"',
    rows: labelBoxes(
      'Butrinti Tours Sh.a.',
      [
        ['Fatura Nr.', 'BT-0931'],
        ['Data e lëshimit', '01.07.2026'],
        ['Data e pagesës', '15.07.2026'],
      ],
      'Ekskursion me guidë',
      [
        ['Totali pa TVSH', '600,00'],
        ['Vlera e TVSH-së', '36,00'],
        ['Shuma për pagesë', '636,00'],
      ],
    ),
    fields: ['BT-0931', '2026-07-01', '2026-07-15', '600.00', '36.00', '636.00'],
  },
  {
    name: 'Icelandic, hand-made: "Reikningsnúmer" / "Reikningsdagur" / "Gjalddagi" in a column, "Samtals án VSK", "Til greiðslu"',
    rows: labelColumn(
      'Norðurljós Ferðir ehf.',
      [
        ['Reikningsnúmer:', '44746'],
        ['Reikningsdagur:', '04.04.2026'],
        ['Gjalddagi:', '19.04.2026'],
      ],
      'Norðurljósaferð með rútu',
      [
        ['Samtals án VSK', '1.881,10'],
        ['VSK 24 %', '451,46'],
        ['Til greiðslu', '2.332,56'],
      ],
    ),
    fields: ['44746', '2026-04-04', '2026-04-19', '1881.10', '451.46', '2332.56'],
  },
  {
    name: 'Faroese, hand-made: "Rokning nr." / "Rokningardagur" / "Gjaldardagur" in boxes, "Íalt uttan MVG", "At gjalda"',
    rows: labelBoxes(
      'Tórshavnar Fisk P/F',
      [
        ['Rokning nr.', '2026-118'],
        ['Rokningardagur', '06.05.2026'],
        ['Gjaldardagur', '20.05.2026'],
      ],
      'Saltfiskur, kg',
      [
        ['Íalt uttan MVG', '4.000,00'],
        ['MVG 25 %', '1.000,00'],
        ['At gjalda', '5.000,00'],
      ],
    ),
    fields: ['2026-118', '2026-05-06', '2026-05-20', '4000.00', '1000.00', '5000.00'],
  },
  // session 24 (lead): the Faroese and Icelandic net total as one word ("Nettoupphædd", "Nettóupphæð")
  {
    name: 'Faroese, hand-made: "Nettoupphædd" over "MVG 25 %" and "Tilsamans at gjalda" in a column',
    rows: labelColumn(
      'Norðlýsið Ull P/F',
      [
        ['Rokning nr.:', '2026-211'],
        ['Rokningardagur:', '12.05.2026'],
        ['Gjaldardagur:', '26.05.2026'],
      ],
      'Vøttur úr ull',
      [
        ['Nettoupphædd', '2.400,00'],
        ['MVG 25 %', '600,00'],
        ['Tilsamans at gjalda', '3.000,00'],
      ],
    ),
    fields: ['2026-211', '2026-05-12', '2026-05-26', '2400.00', '600.00', '3000.00'],
  },
  {
    name: 'Icelandic, hand-made: "Nettóupphæð" in boxes, "VSK 24 %", "Til greiðslu"',
    rows: labelBoxes(
      'Hraunsteinn ehf.',
      [
        ['Reikningsnúmer', '50217'],
        ['Reikningsdagur', '07.05.2026'],
        ['Gjalddagi', '21.05.2026'],
      ],
      'Hraunsteinar, bretti',
      [
        ['Nettóupphæð', '1.500,00'],
        ['VSK 24 %', '360,00'],
        ['Til greiðslu', '1.860,00'],
      ],
    ),
    fields: ['50217', '2026-05-07', '2026-05-21', '1500.00', '360.00', '1860.00'],
  },
  {
    name: 'Catalan, hand-made: "Factura núm." / "Data de la factura" / "Data de venciment" in a column, "Quota IVA", "Import a pagar"',
    rows: labelColumn(
      'Càtering Montseny S.L.',
      [
        ['Factura núm.:', 'CM-2026-204'],
        ['Data de la factura:', '22/03/2026'],
        ['Data de venciment:', '21/04/2026'],
      ],
      'Dinar de treball',
      [
        ['Base imposable', '1.584,30'],
        ['Quota IVA', '158,43'],
        ['Import a pagar', '1.742,73'],
      ],
    ),
    fields: ['CM-2026-204', '2026-03-22', '2026-04-21', '1584.30', '158.43', '1742.73'],
  },
  {
    name: 'Galician, hand-made: "Número de factura" / "Data de emisión" / "Data de vencemento" in boxes, "Base impoñible", "IVE 21 %"',
    rows: labelBoxes(
      'Conservas Rías Baixas S.L.',
      [
        ['Número de factura', 'RB-0312'],
        ['Data de emisión', '09/02/2026'],
        ['Data de vencemento', '11/03/2026'],
      ],
      'Mexillóns en escabeche',
      [
        ['Base impoñible', '2.000,00'],
        ['IVE 21 %', '420,00'],
        ['Total a pagar', '2.420,00'],
      ],
    ),
    fields: ['RB-0312', '2026-02-09', '2026-03-11', '2000.00', '420.00', '2420.00'],
  },
  {
    name: 'Basque, hand-made: "Faktura zk." / "Faktura data" / "Mugaeguna" in a column, "Zerga oinarria", "BEZ % 21", "Guztira ordaintzeko"',
    rows: labelColumn(
      'Kresala Hotela S.L.',
      [
        ['Faktura zk.:', '2026/3233'],
        ['Faktura data:', '2026/01/28'],
        ['Mugaeguna:', '2026/02/27'],
      ],
      'Bilera-aretoaren alokairua',
      [
        ['Zerga oinarria', '2.916,70'],
        ['BEZ % 21', '612,51'],
        ['Guztira ordaintzeko', '3.529,21'],
      ],
    ),
    fields: ['2026/3233', '2026-01-28', '2026-02-27', '2916.70', '612.51', '3529.21'],
  },
  {
    name: 'Latvian, hand-made: "Rēķina Nr." / "Rēķina datums" / "Apmaksas termiņš" in a column, "Summa bez PVN", "Kopā apmaksai"',
    rows: labelColumn(
      'SIA Daugavas Viesnīca',
      [
        ['Rēķina Nr.', 'DV-2026/044'],
        ['Rēķina datums:', '2026-02-03'],
        ['Apmaksas termiņš:', '2026-02-17'],
      ],
      'Konferenču zāles noma',
      [
        ['Summa bez PVN', '1.200,00'],
        ['PVN 21 %', '252,00'],
        ['Kopā apmaksai', '1.452,00'],
      ],
    ),
    fields: ['DV-2026/044', '2026-02-03', '2026-02-17', '1200.00', '252.00', '1452.00'],
  },
  {
    name: 'Latvian, hand-made: "Rēķins Nr." / "Izrakstīšanas datums" / "Samaksāt līdz" in boxes, "PVN summa", "Jāmaksā"',
    rows: labelBoxes(
      'SIA Baltijas Koks',
      [
        ['Rēķins Nr.', 'BK-771'],
        ['Izrakstīšanas datums', '12.05.2026'],
        ['Samaksāt līdz', '26.05.2026'],
      ],
      'Priedes dēļi',
      [
        ['Kopā bez PVN', '900,00'],
        ['PVN summa', '189,00'],
        ['Jāmaksā', '1.089,00'],
      ],
    ),
    fields: ['BK-771', '2026-05-12', '2026-05-26', '900.00', '189.00', '1089.00'],
  },
  {
    name: 'Maltese, hand-made: "Numru tal-fattura" / "Data tal-fattura" / "Data tal-iskadenza" in a column, "Ammont dovut"',
    rows: labelColumn(
      'Għawdex Catering Ltd',
      [
        ['Numru tal-fattura:', 'GC-2026-19'],
        ['Data tal-fattura:', '14.03.2026'],
        ['Data tal-iskadenza:', '13.04.2026'],
      ],
      'Ikla tan-negozju',
      [
        ['Total mingħajr VAT', '1.000,00'],
        ['VAT 18 %', '180,00'],
        ['Ammont dovut', '1.180,00'],
      ],
    ),
    fields: ['GC-2026-19', '2026-03-14', '2026-04-13', '1000.00', '180.00', '1180.00'],
  },
  {
    name: 'Irish, hand-made: "Uimhir an tsonraisc" / "Dáta an tsonraisc" / "Dáta dlite" in boxes, "CBL 23 %", "Méid dlite"',
    rows: labelBoxes(
      'Cniotáil Árann Teo.',
      [
        ['Uimhir an tsonraisc', 'CA-0042'],
        ['Dáta an tsonraisc', '02.09.2026'],
        ['Dáta dlite', '30.09.2026'],
      ],
      'Geansaí olla',
      [
        ['Iomlán gan CBL', '500,00'],
        ['CBL 23 %', '115,00'],
        ['Méid dlite', '615,00'],
      ],
    ),
    fields: ['CA-0042', '2026-09-02', '2026-09-30', '500.00', '115.00', '615.00'],
  },
  {
    name: 'Welsh, hand-made: "Rhif anfoneb" / "Dyddiad anfoneb" / "Dyddiad dyledus" in a column, "TAW 20 %", "Swm sy\'n ddyledus"',
    rows: labelColumn(
      'Gwlân Cymru Cyf.',
      [
        ['Rhif anfoneb:', 'GC-2026-7'],
        ['Dyddiad anfoneb:', '01.10.2026'],
        ['Dyddiad dyledus:', '31.10.2026'],
      ],
      'Blanced wlân',
      [
        ['Cyfanswm cyn TAW', '750,00'],
        ['TAW 20 %', '150,00'],
        ["Swm sy'n ddyledus", '900,00'],
      ],
    ),
    fields: ['GC-2026-7', '2026-10-01', '2026-10-31', '750.00', '150.00', '900.00'],
  },
  {
    name: 'Luxembourgish, hand-made: "Datum vun der Rechnung" / "Ze bezuelen bis" in boxes, "Total ouni TVA", "Total ze bezuelen"',
    rows: labelBoxes(
      'Bäckerei Ourdall S.à r.l.',
      [
        ['Nummer vun der Rechnung', 'OU-2026-301'],
        ['Datum vun der Rechnung', '05.11.2026'],
        ['Ze bezuelen bis', '19.11.2026'],
      ],
      'Catering fir e Seminar',
      [
        ['Total ouni TVA', '1.100,00'],
        ['TVA 17 %', '187,00'],
        ['Total ze bezuelen', '1.287,00'],
      ],
    ),
    fields: ['OU-2026-301', '2026-11-05', '2026-11-19', '1100.00', '187.00', '1287.00'],
  },
  {
    name: 'Vietnamese, hand-made: "Số hóa đơn" / "Ngày lập" / "Hạn thanh toán" in a column, "Cộng tiền hàng", "Số tiền phải thanh toán"',
    rows: labelColumn(
      'Công ty TNHH Sài Gòn Phần Mềm',
      [
        ['Số hóa đơn:', '0000123'],
        ['Ngày lập:', '03.02.2026'],
        ['Hạn thanh toán:', '05.03.2026'],
      ],
      'Phát triển phần mềm',
      [
        ['Cộng tiền hàng', '4.000,00'],
        ['Thuế GTGT 10 %', '400,00'],
        ['Số tiền phải thanh toán', '4.400,00'],
      ],
    ),
    fields: ['0000123', '2026-02-03', '2026-03-05', '4000.00', '400.00', '4400.00'],
  },
  {
    name: 'Vietnamese, hand-made: "Số (No.)" / "Ngày hóa đơn" / "Ngày đến hạn" in boxes, "Tiền thuế GTGT", "Tổng cộng tiền thanh toán"',
    rows: labelBoxes(
      'Công ty Cổ phần Cà phê Đà Lạt',
      [
        ['Số (No.):', '0000456'],
        ['Ngày hóa đơn', '10.04.2026'],
        ['Ngày đến hạn', '10.05.2026'],
      ],
      'Cà phê Arabica rang xay',
      [
        ['Tổng tiền hàng', '2.000,00'],
        ['Tiền thuế GTGT', '160,00'],
        ['Tổng cộng tiền thanh toán', '2.160,00'],
      ],
    ),
    fields: ['0000456', '2026-04-10', '2026-05-10', '2000.00', '160.00', '2160.00'],
  },
  {
    name: 'Malay, hand-made: "No. Invois" / "Tarikh Invois" / "Tarikh Akhir Bayaran" in a column, "SST 8 %", "Jumlah Perlu Dibayar"',
    rows: labelColumn(
      'Syarikat Kraf Melaka Sdn. Bhd.',
      [
        ['No. Invois:', 'INV-2026-0091'],
        ['Tarikh Invois:', '07.03.2026'],
        ['Tarikh Akhir Bayaran:', '06.04.2026'],
      ],
      'Perkhidmatan reka bentuk',
      [
        ['Jumlah Sebelum Cukai', '1,500.00'],
        ['SST 8 %', '120.00'],
        ['Jumlah Perlu Dibayar', '1,620.00'],
      ],
    ),
    fields: ['INV-2026-0091', '2026-03-07', '2026-04-06', '1500.00', '120.00', '1620.00'],
  },
  {
    name: 'Indonesian, hand-made: "Nomor Faktur" / "Tanggal Faktur" / "Jatuh Tempo" in boxes, "Dasar Pengenaan Pajak", "PPN 11 %", "Total Tagihan"',
    rows: labelBoxes(
      'PT Kopi Nusantara Tbk.',
      [
        ['Nomor Faktur', 'KN/2026/0133'],
        ['Tanggal Faktur', '18.05.2026'],
        ['Jatuh Tempo', '17.06.2026'],
      ],
      'Kopi Arabika Gayo',
      [
        ['Dasar Pengenaan Pajak', '3.000,00'],
        ['PPN 11 %', '330,00'],
        ['Total Tagihan', '3.330,00'],
      ],
    ),
    fields: ['KN/2026/0133', '2026-05-18', '2026-06-17', '3000.00', '330.00', '3330.00'],
  },
  {
    name: 'Filipino, hand-made: "Numero ng Invoice" / "Petsa ng Invoice" / "Takdang Petsa" in a column, "Halaga ng VAT", "Kabuuang Babayaran"',
    rows: labelColumn(
      'Mabuhay Handicrafts Inc.',
      [
        ['Numero ng Invoice:', 'MH-2026-58'],
        ['Petsa ng Invoice:', '02.06.2026'],
        ['Takdang Petsa:', '02.07.2026'],
      ],
      'Banig na gawa sa kamay',
      [
        ['Kabuuan bago VAT', '2,500.00'],
        ['Halaga ng VAT', '300.00'],
        ['Kabuuang Babayaran', '2,800.00'],
      ],
    ),
    fields: ['MH-2026-58', '2026-06-02', '2026-07-02', '2500.00', '300.00', '2800.00'],
  },
  {
    name: 'Afrikaans, hand-made: "Faktuurnommer" / "Faktuurdatum" / "Betaalbaar voor" in boxes, "Totaal sonder BTW", "BTW @ 15%", "Bedrag verskuldig"',
    rows: labelBoxes(
      'Kaapse Wyn (Pty) Ltd',
      [
        ['Faktuurnommer', 'KW-2026-310'],
        ['Faktuurdatum', '09.07.2026'],
        ['Betaalbaar voor', '08.08.2026'],
      ],
      'Pinotage, bottel',
      [
        ['Totaal sonder BTW', '7.811,65'],
        ['BTW @ 15%', '1.171,75'],
        ['Bedrag verskuldig', '8.983,40'],
      ],
    ),
    fields: ['KW-2026-310', '2026-07-09', '2026-08-08', '7811.65', '1171.75', '8983.40'],
  },
  {
    name: 'Azerbaijani, hand-made: "Faktura nömrəsi" / "Faktura tarixi" / "Son ödəniş tarixi" in a column, "ƏDV 18 %", "Ödəniləcək məbləğ"',
    rows: labelColumn(
      'Xəzər Logistika MMC',
      [
        ['Faktura nömrəsi:', 'XL-2026-044'],
        ['Faktura tarixi:', '11.08.2026'],
        ['Son ödəniş tarixi:', '25.08.2026'],
      ],
      'Yükdaşıma xidməti',
      [
        ['ƏDV-siz məbləğ', '2.000,00'],
        ['ƏDV 18 %', '360,00'],
        ['Ödəniləcək məbləğ', '2.360,00'],
      ],
    ),
    fields: ['XL-2026-044', '2026-08-11', '2026-08-25', '2000.00', '360.00', '2360.00'],
  },
  {
    name: 'Kazakh, hand-made: "Шот-фактура №" / "Жазылған күні" / "Төлеу мерзімі" in boxes, "ҚҚС-сыз сома", "Барлығы төлеуге"',
    rows: labelBoxes(
      '«Алатау Цифрлық» ЖШС',
      [
        ['Шот-фактура №', '644/26'],
        ['Жазылған күні', '21.12.2026'],
        ['Төлеу мерзімі', '04.01.2027'],
      ],
      'Бағдарламалық жасақтама әзірлеу',
      [
        ['ҚҚС-сыз сома', '9 272,00'],
        ['ҚҚС 12 %', '1 112,64'],
        ['Барлығы төлеуге', '10 384,64'],
      ],
    ),
    fields: ['644/26', '2026-12-21', '2027-01-04', '9272.00', '1112.64', '10384.64'],
  },
  {
    name: 'Georgian, hand-made: "ინვოისის ნომერი" / "გაცემის თარიღი" / "გადახდის ვადა" in a column, "დღგ 18 %", "სულ გადასახდელი"',
    rows: labelColumn(
      'შპს ალაზნის ველი',
      [
        ['ინვოისის ნომერი:', 'AV-2026-17'],
        ['გაცემის თარიღი:', '14.09.2026'],
        ['გადახდის ვადა:', '14.10.2026'],
      ],
      'საფერავი 2021, ბოთლი',
      [
        ['ჯამი დღგ-ს გარეშე', '1.828,70'],
        ['დღგ 18 %', '329,17'],
        ['სულ გადასახდელი', '2.157,87'],
      ],
    ),
    fields: ['AV-2026-17', '2026-09-14', '2026-10-14', '1828.70', '329.17', '2157.87'],
  },
  {
    name: 'Armenian, hand-made: "Հաշիվ №" / "Հաշվի ամսաթիվ" / "Վճարման ժամկետ" in boxes, "ԱԱՀ 20 %", "Վճարման ենթակա գումար"',
    rows: labelBoxes(
      'Արարատ Կոնյակ ՍՊԸ',
      [
        ['Հաշիվ №', 'AK-0311'],
        ['Հաշվի ամսաթիվ', '03.03.2026'],
        ['Վճարման ժամկետ', '17.03.2026'],
      ],
      'Կոնյակ, շիշ',
      [
        ['Ընդամենը առանց ԱԱՀ', '1.000,00'],
        ['ԱԱՀ 20 %', '200,00'],
        ['Վճարման ենթակա գումար', '1.200,00'],
      ],
    ),
    fields: ['AK-0311', '2026-03-03', '2026-03-17', '1000.00', '200.00', '1200.00'],
  },
  {
    name: 'Icelandic, blind31 is2: totals as a run-on list "Upphæð án VSK … · VSK 24 % af …: … · VSK 11 % af …: …", then "VSK samtals … · Til greiðslu …"',
    rows: runOnTotals(
      'Jökull Ferðaþjónusta ehf.',
      [
        ['Reikn. nr.', '63987'],
        ['Útgáfudagur', '24.01.2026'],
        ['Gjalddagi', '23.02.2026'],
      ],
      'Gisting, tveggja manna herbergi',
      [
        'Upphæð án VSK 6.470,40 · VSK 24 % af 2.990,40: 717,70 · VSK 11 % af 3.480,00: 382,80',
        'VSK samtals 1.100,50 · Til greiðslu 7.570,90 EUR',
      ],
    ),
    fields: ['63987', '2026-01-24', '2026-02-23', '6470.40', '1100.50', '7570.90'],
  },
  {
    name: 'Basque, blind32 eu2: "Zerga oinarria: … · BEZ kuota % 21: …" on one line, "Guztira ordaintzeko" under it',
    rows: runOnTotals(
      'Mendiko Etxea S.A.',
      [
        ['Faktura zk.', '2026/3348'],
        ['Jaulkipen data', '2026/01/28'],
        ['Epemuga', '2026/02/27'],
      ],
      'Hiriko bisita gidatua',
      ['Zerga oinarria: 2.916,70 € · BEZ kuota % 21: 612,51 €', 'Guztira ordaintzeko: 3.529,21 €'],
    ),
    fields: ['2026/3348', '2026-01-28', '2026-02-27', '2916.70', '612.51', '3529.21'],
  },
  // the head words of blind31 mk2 / sq2, blind32 eu2 / ga2 / mt2, blind33 az2 / vi2 the first rules
  // missed: the bare "Број", "Numri", "Zenbakia", "Nömrə" and "Số:", "Uimhir shonraisc", "Tərtib tarixi"
  {
    name: 'Macedonian, blind31 mk2: the bare "Број" over its value in boxes',
    rows: labelBoxes(
      'Пелагонија Храна ДООЕЛ',
      [
        ['Број', '907/26'],
        ['Датум на фактура', '14.04.2026'],
        ['Рок на плаќање', '14.05.2026'],
      ],
      'Ајвар, тегла',
      [
        ['Вкупно без ДДВ', '1.000,00'],
        ['ДДВ 5 %', '50,00'],
        ['Вкупно за плаќање', '1.050,00'],
      ],
    ),
    fields: ['907/26', '2026-04-14', '2026-05-14', '1000.00', '50.00', '1050.00'],
  },
  {
    name: 'Albanian, hand-made: the bare "Numri" in a column, "Afati i pagesës"',
    rows: labelColumn(
      'Hotel Butrinti Sh.p.k.',
      [
        ['Numri:', '3809/2026'],
        ['Data e faturës:', '05.08.2026'],
        ['Afati i pagesës:', '19.08.2026'],
      ],
      'Akomodim',
      [
        ['Vlera pa TVSH', '500,00'],
        ['TVSH 20 %', '100,00'],
        ["Totali për t'u paguar", '600,00'],
      ],
    ),
    fields: ['3809/2026', '2026-08-05', '2026-08-19', '500.00', '100.00', '600.00'],
  },
  {
    name: 'Basque, blind32 eu2: the bare "Zenbakia" / "Jaulkipen data" / "Epemuga" in boxes',
    rows: labelBoxes(
      'Mendiko Etxea S.A.',
      [
        ['Zenbakia', '2026/7035'],
        ['Jaulkipen data', '01.06.2026'],
        ['Epemuga', '11.06.2026'],
      ],
      'Ostatua, logela bikoitza',
      [
        ['Zerga oinarria', '1.000,00'],
        ['BEZ % 10', '100,00'],
        ['Guztira ordaintzeko', '1.100,00'],
      ],
    ),
    fields: ['2026/7035', '2026-06-01', '2026-06-11', '1000.00', '100.00', '1100.00'],
  },
  {
    name: 'Irish, blind32 ga2: "Uimhir shonraisc" / "Dáta eisiúna" / "Le híoc faoi" in boxes',
    rows: labelBoxes(
      'Sonraí Oileáin Teo.',
      [
        ['Uimhir shonraisc', 'SON-2026-0498'],
        ['Dáta eisiúna', '15.12.2026'],
        ['Le híoc faoi', '14.01.2027'],
      ],
      'Seirbhís aistriúcháin',
      [
        ['Iomlán gan CBL', '800,00'],
        ['CBL 23 %', '184,00'],
        ['Iomlán dlite', '984,00'],
      ],
    ),
    fields: ['SON-2026-0498', '2026-12-15', '2027-01-14', '800.00', '184.00', '984.00'],
  },
  {
    name: 'Azerbaijani, blind33 az2: "Nömrə" / "Tərtib tarixi" / "Ödəniş müddəti" in boxes',
    rows: labelBoxes(
      'Xəzər Logistika MMC',
      [
        ['Nömrə', 'AA-713039'],
        ['Tərtib tarixi', '08.02.2026'],
        ['Ödəniş müddəti', '25.03.2026'],
      ],
      'Yükdaşıma xidməti',
      [
        ['ƏDV-siz məbləğ', '1.500,00'],
        ['ƏDV 18 %', '270,00'],
        ['Ödəniləcək məbləğ', '1.770,00'],
      ],
    ),
    fields: ['AA-713039', '2026-02-08', '2026-03-25', '1500.00', '270.00', '1770.00'],
  },
  {
    name: 'Vietnamese, blind33 vi2: the bare "Số:" in a column',
    rows: labelColumn(
      'Công ty TNHH Gốm Bát Tràng',
      [
        ['Số:', '06890164'],
        ['Ngày lập:', '12.05.2026'],
        ['Hạn thanh toán:', '11.06.2026'],
      ],
      'Bình gốm men lam',
      [
        ['Cộng tiền hàng', '600,00'],
        ['Thuế GTGT 10 %', '60,00'],
        ['Số tiền phải thanh toán', '660,00'],
      ],
    ),
    fields: ['06890164', '2026-05-12', '2026-06-11', '600.00', '60.00', '660.00'],
  },
];
