/**
 * `--templates blind28` of extraction-synthetic.ts: held-out layouts of session 20 (issue 19,
 * "extraction that generalises"), written before reading the extraction rules, to measure item
 * tables whose column heads the extractor's word lists may not know. Eight plain producers, one
 * language each — `de` an electrical wholesaler, `en` a British office supplier, `fr` a joiner,
 * `nl` a garden centre, `it` a tiles and plumbing shop, `es` a food wholesaler, `se` a Swedish tool
 * dealer, `pl` a Polish metalworks. Header fields, parties and totals are plain; the item table is
 * the point:
 * - each column's head is drawn per document from a list of synonyms of its role in the language
 *   (position, article number, description, quantity, unit, unit price, discount, VAT rate, line
 *   amount), abbreviations among them ("Anz.", "Stk.-Preis", "Bez.", "Qté", "P.U.", "Antal",
 *   "à-Preis", "Summe netto");
 * - the columns present vary (position, article number, unit, discount, VAT rate are optional; a
 *   VAT rate column whenever the document has two rates), and so does their order: the standard
 *   one, the amount before the quantity, the unit before the quantity, the price last but one,
 *   quantity and unit first;
 * - heads over two lines (split at a space, or the currency under a price head) and heads in
 *   capitals on some documents;
 * - one page, the net total under the table, a VAT line per rate, the gross.
 *
 * Truth = what the page prints, as an XRechnung would carry it:
 * - line id = the printed position (1, 2, 3 …; the row's place where no position is printed);
 * - units as UN/ECE rec. 20 (only codes of the XRechnung list); no unit column → pieces, C62;
 * - a row's discount %: the line net = quantity × price less the discount, net unit price (BT-146)
 *   the price less the discount (two decimals), the printed price as gross price;
 * - article numbers are no part of the name; names wrapped in the cell are joined with a space;
 * - due date only where printed; the buyer's VAT id only where printed; the seller's VAT id and
 *   bank (IBAN, BIC) from the footer.
 */
import { codelists, dec, emptyInvoice, type Invoice, round } from '@ic/einvoice';
import {
  anyParty,
  bicOf,
  type Generated,
  generateByTemplate,
  groupedMoney,
  ibanOfCountry,
  type KitParty,
  kitLine,
  kitTotals,
  kitVatRow,
  pager,
  shortDate,
  type Tools,
  vatSums,
  wrapWords,
} from './synthetic-kit.ts';
import { addDays, discounted, ibanWithCheck, randomTools, spaced } from './synthetic-model.ts';
import type { Helpers, Row } from './synthetic-new.ts';

export const BLIND28_TPLS = ['de', 'en', 'fr', 'nl', 'it', 'es', 'se', 'pl'] as const;
type Tpl = (typeof BLIND28_TPLS)[number];
type Role = 'pos' | 'art' | 'desc' | 'qty' | 'unit' | 'price' | 'disc' | 'vat' | 'amount';
type Unit = 'C62' | 'HUR' | 'KGM' | 'MTR' | 'LTR' | 'SET' | 'DAY' | 'MTK';

// ---------------------------------------------------------------------------- the words
/** Column heads per language and role (written for this set from invoices as they are printed). */
const HEADS: Record<Tpl, Record<Role, string[]>> = {
  de: {
    pos: ['Pos.', 'Pos', 'Position', 'Nr.', 'Lfd. Nr.', 'Zeile', 'Pos.-Nr.'],
    art: ['Art.-Nr.', 'Artikelnr.', 'Artikel-Nr.', 'Best.-Nr.', 'Materialnr.', 'Sachnummer', 'Art.Nr.'],
    desc: [
      'Bezeichnung',
      'Bez.',
      'Beschreibung',
      'Artikel',
      'Leistung',
      'Gegenstand',
      'Warenbezeichnung',
      'Text',
    ],
    qty: ['Menge', 'Anz.', 'Anzahl', 'Stück', 'Mge.', 'Stückzahl', 'Liefermenge'],
    unit: ['Einheit', 'ME', 'Einh.', 'Mengeneinheit', 'VE', 'Maßeinheit'],
    price: [
      'Einzelpreis',
      'Stk.-Preis',
      'à-Preis',
      'E-Preis',
      'Preis/Einheit',
      'Stückpreis',
      'EP',
      'Preis je ME',
    ],
    disc: ['Rabatt', 'Rab. %', 'Nachlass', 'Rabatt %', 'Nachl. %', 'Abzug %'],
    vat: ['MwSt.', 'USt.', 'MwSt.-Satz', 'USt.-Satz', 'Steuersatz', 'St.-Satz', 'MwSt %'],
    amount: ['Gesamtpreis', 'Betrag', 'Summe netto', 'Gesamt', 'Netto', 'Zeilensumme', 'GP', 'Nettobetrag'],
  },
  en: {
    pos: ['No.', '#', 'Item', 'Line', 'Pos.', 'Ln'],
    art: ['SKU', 'Part No.', 'Item Code', 'Product Code', 'Ref.', 'Cat. No.', 'Article No.'],
    desc: ['Description', 'Details', 'Item Description', 'Product', 'Particulars', 'Service', 'Goods'],
    qty: ['Qty', 'Quantity', 'Units', 'Qty.', 'Count', 'No. of Units'],
    unit: ['Unit', 'UoM', 'U/M', 'Measure', 'Unit of Measure', 'Pack'],
    price: ['Unit Price', 'Rate', 'Price', 'Price Each', 'Each', 'Unit Cost', 'Net Price'],
    disc: ['Discount', 'Disc. %', 'Disc', 'Less %', 'Rebate', 'Disc %'],
    vat: ['VAT', 'VAT %', 'VAT Rate', 'Tax', 'Tax Rate', 'Tax %'],
    amount: ['Amount', 'Total', 'Line Total', 'Net Amount', 'Net', 'Value', 'Ext. Price', 'Extended'],
  },
  fr: {
    pos: ['N°', 'Ligne', 'Pos.', '#', 'Rang', 'No'],
    art: ['Réf.', 'Référence', 'Code', 'Code article', 'Réf. article', 'Article'],
    desc: ['Désignation', 'Description', 'Libellé', 'Produit', 'Prestation', 'Détail', 'Objet'],
    qty: ['Qté', 'Quantité', 'Qté.', 'Nb', 'Nombre', 'Qte'],
    unit: ['Unité', 'U.', 'Un.', 'UM', 'Unité de mesure', 'Cond.'],
    price: ['P.U.', 'PU HT', 'Prix unitaire', 'Prix unit. HT', 'P.U. HT', 'Prix', 'Tarif'],
    disc: ['Remise', 'Rem. %', 'Remise %', 'Rabais', 'Réduction', 'Rem.'],
    vat: ['TVA', 'TVA %', 'Taux TVA', 'Tx TVA', 'Taux', '% TVA'],
    amount: ['Montant', 'Montant HT', 'Total HT', 'Total', 'Prix total HT', 'Mt HT', 'Valeur'],
  },
  nl: {
    pos: ['Nr.', 'Regel', 'Pos.', '#', 'Volgnr.', 'Lijn'],
    art: ['Artikelnr.', 'Art.nr.', 'Code', 'Productcode', 'Artikelcode', 'Ref.'],
    desc: ['Omschrijving', 'Beschrijving', 'Artikel', 'Product', 'Dienst', 'Oms.', 'Specificatie'],
    qty: ['Aantal', 'Aant.', 'Hoev.', 'Hoeveelheid', 'Stuks', 'Aantal st.'],
    unit: ['Eenheid', 'Eenh.', 'Verp.', 'Per', 'Maat', 'Verpakking'],
    price: [
      'Prijs',
      'Stukprijs',
      'Eenheidsprijs',
      'Prijs p/st',
      'Prijs per eenheid',
      'Tarief',
      'Prijs excl.',
    ],
    disc: ['Korting', 'Kort. %', 'Korting %', 'Krt.', 'Krt. %', 'Kort.'],
    vat: ['BTW', 'BTW %', 'Btw-tarief', 'Tarief BTW', 'Btw', 'Btw %'],
    amount: ['Bedrag', 'Totaal', 'Totaal excl.', 'Bedrag excl. btw', 'Regeltotaal', 'Subtotaal', 'Netto'],
  },
  it: {
    pos: ['N.', 'Riga', 'Pos.', 'Nr.', '#', 'Progr.'],
    art: ['Codice', 'Cod. art.', 'Codice articolo', 'Rif.', 'Cod.', 'Articolo'],
    desc: ['Descrizione', 'Descrizione articolo', 'Prodotto', 'Oggetto', 'Servizio', 'Desc.', 'Dettaglio'],
    qty: ['Quantità', 'Q.tà', 'Qtà', 'Q.ta', 'Qta', 'Pezzi', 'N. pezzi'],
    unit: ['U.M.', 'UM', 'Unità', 'Un. mis.', 'Unità di misura', 'U.m.'],
    price: ['Prezzo', 'Prezzo unitario', 'Prezzo unit.', 'P.U.', 'Pr. unit.', 'Importo unitario', 'Tariffa'],
    disc: ['Sconto', 'Sc. %', 'Sconto %', 'Sc.', 'Abbuono', 'Sconto%'],
    vat: ['IVA', 'IVA %', 'Aliquota', 'Aliq. IVA', 'Aliquota IVA', '% IVA'],
    amount: ['Importo', 'Totale', 'Imponibile', 'Importo netto', 'Tot.', 'Valore', 'Totale riga'],
  },
  es: {
    pos: ['Nº', 'Línea', 'Pos.', '#', 'N.º', 'Lín.'],
    art: ['Código', 'Ref.', 'Referencia', 'Cód.', 'Código artículo', 'Artículo'],
    desc: ['Descripción', 'Concepto', 'Detalle', 'Producto', 'Denominación', 'Servicio', 'Descrip.'],
    qty: ['Cantidad', 'Cant.', 'Uds.', 'Unidades', 'Cant', 'Ctd.'],
    unit: ['Unidad', 'Ud.', 'U.M.', 'Medida', 'Un.', 'Ud. medida'],
    price: ['Precio', 'Precio unitario', 'P. unit.', 'Precio/ud.', 'P.U.', 'Importe unitario', 'Tarifa'],
    disc: ['Dto.', 'Descuento', 'Dto. %', '% Dto.', 'Desc.', 'Dcto.'],
    vat: ['IVA', 'IVA %', '% IVA', 'Tipo IVA', 'Tipo', 'Tipo %'],
    amount: ['Importe', 'Total', 'Base imponible', 'Importe neto', 'Subtotal', 'Valor', 'Neto'],
  },
  se: {
    pos: ['Rad', 'Nr', 'Pos', '#', 'Radnr', 'Löpnr'],
    art: ['Art.nr', 'Artikelnr', 'Artikelnummer', 'Kod', 'Produktkod', 'Ref'],
    desc: ['Benämning', 'Beskrivning', 'Artikel', 'Specifikation', 'Text', 'Produkt', 'Tjänst'],
    qty: ['Antal', 'Ant.', 'Kvantitet', 'Mängd', 'Lev. antal', 'Lev antal'],
    unit: ['Enhet', 'Enh.', 'Måttenhet', 'Förp.', 'E', 'Enh'],
    price: ['À-pris', 'Á-pris', 'Pris', 'Styckpris', 'Enhetspris', 'Pris/st', 'Pris/enh.'],
    disc: ['Rabatt', 'Rab. %', 'Rabatt %', 'Avdrag', 'Rab', 'Rab.'],
    vat: ['Moms', 'Moms %', 'Momssats', 'Moms-%', 'Skattesats', 'Momssats %'],
    amount: ['Belopp', 'Summa', 'Totalt', 'Radsumma', 'Netto', 'Summa exkl. moms', 'Värde'],
  },
  pl: {
    pos: ['Lp.', 'L.p.', 'Nr', 'Poz.', '#', 'Pozycja'],
    art: ['Kod', 'Indeks', 'Symbol', 'Nr kat.', 'Kod towaru', 'Nr art.'],
    desc: [
      'Nazwa towaru',
      'Nazwa',
      'Nazwa towaru lub usługi',
      'Opis',
      'Towar/usługa',
      'Nazwa usługi',
      'Asortyment',
    ],
    qty: ['Ilość', 'Ilosc', 'Il.', 'Liczba', 'Ilość szt.', 'Ilość j.m.'],
    unit: ['J.m.', 'jm', 'Jedn.', 'Jednostka', 'J. miary', 'Jm.'],
    price: ['Cena jedn. netto', 'Cena netto', 'Cena jedn.', 'Cena', 'Cena jednostkowa', 'Cena j. netto'],
    disc: ['Rabat', 'Rabat %', 'Upust', 'Rab.', 'Upust %', 'Rab. %'],
    vat: ['Stawka VAT', 'VAT %', 'Stawka', 'St. VAT', 'VAT', 'Stawka %'],
    amount: ['Wartość netto', 'Wartość', 'Kwota netto', 'Netto', 'Wart. netto', 'Razem netto'],
  },
};

/** Unit words per language and UN/ECE code. */
const UNITS: Record<Tpl, Record<Unit, string[]>> = {
  de: {
    C62: ['Stk.', 'St.', 'Stück'],
    HUR: ['Std.', 'h'],
    KGM: ['kg'],
    MTR: ['m', 'lfm'],
    LTR: ['l', 'Ltr.'],
    SET: ['Set', 'Satz'],
    DAY: ['Tag', 'Tg.'],
    MTK: ['m²', 'qm'],
  },
  en: {
    C62: ['pcs', 'ea', 'pc'],
    HUR: ['hrs', 'h', 'hr'],
    KGM: ['kg'],
    MTR: ['m'],
    LTR: ['l', 'ltr'],
    SET: ['set'],
    DAY: ['day', 'days'],
    MTK: ['m²', 'sq m'],
  },
  fr: {
    C62: ['pce', 'pc', 'u.'],
    HUR: ['h', 'heure'],
    KGM: ['kg'],
    MTR: ['m'],
    LTR: ['l'],
    SET: ['jeu'],
    DAY: ['j', 'jour'],
    MTK: ['m²'],
  },
  nl: {
    C62: ['st', 'stuk', 'st.'],
    HUR: ['uur', 'u'],
    KGM: ['kg'],
    MTR: ['m', 'mtr'],
    LTR: ['l', 'ltr'],
    SET: ['set'],
    DAY: ['dag'],
    MTK: ['m²'],
  },
  it: {
    C62: ['pz', 'pezzi', 'nr'],
    HUR: ['h', 'ore'],
    KGM: ['kg'],
    MTR: ['m', 'mt'],
    LTR: ['l', 'lt'],
    SET: ['set', 'kit'],
    DAY: ['gg', 'giorno'],
    MTK: ['m²', 'mq'],
  },
  es: {
    C62: ['ud.', 'uds', 'u.'],
    HUR: ['h', 'horas'],
    KGM: ['kg'],
    MTR: ['m'],
    LTR: ['l', 'litros'],
    SET: ['juego', 'set'],
    DAY: ['día', 'días'],
    MTK: ['m²'],
  },
  se: {
    C62: ['st', 'st.', 'styck'],
    HUR: ['tim', 'h'],
    KGM: ['kg'],
    MTR: ['m'],
    LTR: ['l', 'liter'],
    SET: ['sats', 'set'],
    DAY: ['dag', 'dygn'],
    MTK: ['m²', 'kvm'],
  },
  pl: {
    C62: ['szt.', 'szt'],
    HUR: ['godz.', 'h'],
    KGM: ['kg'],
    MTR: ['m', 'mb'],
    LTR: ['l', 'litr'],
    SET: ['kpl.', 'kpl'],
    DAY: ['dzień', 'dni'],
    MTK: ['m²', 'm2'],
  },
};
for (const u of Object.keys(UNITS.de))
  if (!codelists.isValidCode('unit', u)) throw new Error(`blind28: ${u} is no unit code of the list`);

/** An item of a producer's range: name, unit, price range (cents), VAT rate. */
type Item = [string, Unit, number, number, string];
const ITEMS: Record<Tpl, Item[]> = {
  de: [
    ['Installationskabel NYM-J 3x1,5 mm²', 'MTR', 45, 120, '19'],
    ['Schalterprogramm Wippe reinweiß', 'C62', 200, 900, '19'],
    ['Unterputzdose tief', 'C62', 30, 150, '19'],
    ['LED-Panel 62x62 cm neutralweiß', 'C62', 2500, 7000, '19'],
    ['Montagearbeiten Elektriker', 'HUR', 4800, 7200, '19'],
    ['Kabelkanal weiß mit Deckel', 'MTR', 300, 800, '19'],
    ['Schrauben-Sortiment verzinkt', 'SET', 1200, 3500, '19'],
    ['Fachbuch Elektroinstallation in Wohngebäuden', 'C62', 2490, 5990, '7'],
    ['Isolierband schwarz', 'C62', 90, 250, '19'],
  ],
  en: [
    ['Copier paper A4 80gsm, box of 5 reams', 'C62', 1800, 3200, '20'],
    ['Toner cartridge black, high yield', 'C62', 4500, 12000, '20'],
    ['Office chair with mesh back', 'C62', 9000, 24000, '20'],
    ['On-site support engineer', 'HUR', 5500, 9500, '20'],
    ['Patch lead Cat6, grey', 'C62', 200, 900, '20'],
    ['Whiteboard markers, assorted colours', 'SET', 400, 1200, '20'],
    ['Laptop stand, aluminium', 'C62', 2500, 6000, '20'],
    ['Installation and configuration', 'HUR', 6000, 11000, '20'],
  ],
  fr: [
    ['Plinthe chêne massif', 'MTR', 600, 1400, '20'],
    ['Boîte de vis inox tête fraisée', 'C62', 900, 2400, '20'],
    ["Main d'oeuvre menuisier", 'HUR', 4200, 6500, '20'],
    ['Panneau contreplaqué bouleau', 'MTK', 2200, 4800, '20'],
    ['Colle à bois vinylique', 'LTR', 800, 1900, '20'],
    ['Jeu de charnières invisibles', 'SET', 1500, 4500, '20'],
    ['Pose de parquet rénovation', 'MTK', 1800, 3500, '10'],
    ['Location échafaudage roulant', 'DAY', 2500, 6000, '20'],
    ['Vernis incolore satiné', 'LTR', 1500, 3200, '20'],
  ],
  nl: [
    ['Tuinaarde zak 40 liter', 'C62', 250, 700, '21'],
    ['Graszoden', 'MTK', 350, 900, '9'],
    ['Buxus bol', 'C62', 1200, 3900, '9'],
    ['Hovenierswerkzaamheden', 'HUR', 3800, 5800, '21'],
    ['Gazonmest organisch', 'KGM', 250, 650, '21'],
    ['Huur minigraver', 'DAY', 9000, 19000, '21'],
    ['Sierbestrating grijs', 'MTK', 1800, 4200, '21'],
    ['Houten tuinpaal geïmpregneerd', 'C62', 400, 1400, '21'],
  ],
  it: [
    ['Piastrelle gres porcellanato', 'MTK', 1800, 4900, '22'],
    ['Colla per piastrelle', 'KGM', 60, 180, '22'],
    ['Manodopera posa in opera', 'HUR', 3200, 4800, '10'],
    ['Miscelatore lavabo cromato', 'C62', 4500, 12900, '22'],
    ['Tubo multistrato', 'MTR', 250, 700, '22'],
    ['Silicone sanitario bianco', 'C62', 450, 990, '22'],
    ['Noleggio betoniera', 'DAY', 2500, 4500, '22'],
    ['Kit raccordi ottone', 'SET', 1200, 3900, '22'],
  ],
  es: [
    ['Aceite de oliva virgen extra', 'LTR', 600, 1200, '10'],
    ['Jamón serrano loncheado', 'KGM', 1800, 3900, '10'],
    ['Queso manchego curado', 'KGM', 1400, 2600, '10'],
    ['Vino tinto crianza, botella', 'C62', 500, 1600, '21'],
    ['Servicio de camarero', 'HUR', 1800, 2800, '21'],
    ['Alquiler de mesas altas', 'DAY', 800, 2000, '21'],
    ['Menaje desechable', 'SET', 900, 2500, '21'],
    ['Agua mineral sin gas', 'C62', 40, 120, '10'],
  ],
  se: [
    ['Borrmaskin med batteri', 'C62', 99000, 249000, '25'],
    ['Trallskruv rostfri', 'C62', 150, 600, '25'],
    ['Montagearbete', 'HUR', 55000, 85000, '25'],
    ['Installationskabel', 'MTR', 900, 2500, '25'],
    ['Bitsats för skruvdragare', 'SET', 19000, 45000, '25'],
    ['Hyra av byggställning', 'DAY', 45000, 95000, '25'],
    ['Smörjolja', 'LTR', 6000, 14000, '25'],
    ['Arbetshandskar', 'C62', 4900, 12900, '25'],
  ],
  pl: [
    ['Śruba ocynkowana z nakrętką', 'C62', 40, 250, '23'],
    ['Blacha stalowa ocynkowana', 'MTK', 6000, 14000, '23'],
    ['Usługa spawania', 'HUR', 9000, 16000, '23'],
    ['Profil aluminiowy', 'MTR', 2500, 6500, '23'],
    ['Farba podkładowa szara', 'LTR', 3500, 7500, '23'],
    ['Zestaw uszczelek', 'SET', 4000, 12000, '23'],
    ['Wynajem podnośnika', 'DAY', 35000, 70000, '23'],
    ['Pręt stalowy żebrowany', 'KGM', 400, 900, '23'],
    ['Montaż balustrady w budynku mieszkalnym', 'HUR', 9000, 14000, '8'],
  ],
};

/** The words around the table: title, labels of number, date, due date, totals, VAT id, bank. */
interface Words {
  title: string;
  no: string;
  date: string;
  due: string;
  net: string[];
  vat: (rate: string) => string;
  gross: string[];
  buyer: string;
  vatId: string;
  bank: string;
}
const WORDS: Record<Tpl, Words> = {
  de: {
    title: 'Rechnung',
    no: 'Rechnungsnummer:',
    date: 'Rechnungsdatum:',
    due: 'Fällig am:',
    net: ['Nettobetrag', 'Summe netto', 'Zwischensumme'],
    vat: (r) => `zzgl. MwSt. ${r} %`,
    gross: ['Rechnungsbetrag', 'Gesamtbetrag'],
    buyer: '',
    vatId: 'USt-IdNr.:',
    bank: 'Bankverbindung:',
  },
  en: {
    title: 'Invoice',
    no: 'Invoice No.:',
    date: 'Invoice Date:',
    due: 'Due Date:',
    net: ['Subtotal', 'Net total', 'Total net'],
    vat: (r) => `VAT ${r}%`,
    gross: ['Total due', 'Invoice total'],
    buyer: 'Bill to:',
    vatId: 'VAT Reg. No.',
    bank: 'Bank:',
  },
  fr: {
    title: 'Facture',
    no: 'Facture n°',
    date: 'Date :',
    due: 'Échéance :',
    net: ['Total HT', 'Montant HT'],
    vat: (r) => `TVA ${r.replace('.', ',')} %`,
    gross: ['Total TTC', 'Net à payer TTC'],
    buyer: 'Client :',
    vatId: 'N° TVA intracom. :',
    bank: 'Banque :',
  },
  nl: {
    title: 'Factuur',
    no: 'Factuurnummer:',
    date: 'Factuurdatum:',
    due: 'Vervaldatum:',
    net: ['Totaal excl. btw', 'Subtotaal'],
    vat: (r) => `Btw ${r}%`,
    gross: ['Totaal incl. btw', 'Te betalen'],
    buyer: 'Aan:',
    vatId: 'Btw-nr.:',
    bank: 'Bank:',
  },
  it: {
    title: 'Fattura',
    no: 'Fattura n.',
    date: 'Data:',
    due: 'Scadenza:',
    net: ['Imponibile', 'Totale imponibile'],
    vat: (r) => `IVA ${r}%`,
    gross: ['Totale fattura', 'Totale documento'],
    buyer: 'Spett.le',
    vatId: 'P.IVA',
    bank: 'Banca:',
  },
  es: {
    title: 'Factura',
    no: 'Nº factura:',
    date: 'Fecha:',
    due: 'Vencimiento:',
    net: ['Base imponible', 'Subtotal'],
    vat: (r) => `IVA ${r}%`,
    gross: ['Total factura', 'Total a pagar'],
    buyer: 'Cliente:',
    vatId: 'NIF:',
    bank: 'Banco:',
  },
  se: {
    title: 'Faktura',
    no: 'Fakturanummer:',
    date: 'Fakturadatum:',
    due: 'Förfallodatum:',
    net: ['Summa exkl. moms', 'Nettobelopp'],
    vat: (r) => `Moms ${r}%`,
    gross: ['Att betala', 'Summa att betala'],
    buyer: 'Kund:',
    vatId: 'Momsreg.nr:',
    bank: 'Bank:',
  },
  pl: {
    title: 'Faktura VAT',
    no: 'Numer faktury:',
    date: 'Data wystawienia:',
    due: 'Termin płatności:',
    net: ['Razem netto', 'Suma netto'],
    vat: (r) => `VAT ${r}%`,
    gross: ['Do zapłaty', 'Razem brutto'],
    buyer: 'Nabywca:',
    vatId: 'NIP:',
    bank: 'Bank:',
  },
};

// ---------------------------------------------------------------------------- the model
interface Ln {
  id: string;
  art: string;
  name: string;
  qty: string;
  unit: readonly [string, string];
  price: string;
  netPrice: string;
  disc: string;
  rate: string;
  net: string;
}
interface Doc {
  tpl: Tpl;
  t: Tools;
  s: KitParty;
  b: KitParty;
  cur: string;
  number: string;
  issue: string;
  due: string;
  dueShown: boolean;
  buyerVat: boolean;
  iban: string;
  bic: string;
  lines: Ln[];
  vat: Array<{ rate: string; base: string; tax: string }>;
  lineNet: string;
  vatT: string;
  gross: string;
  /** the columns in their printed order */
  roles: Role[];
  heads: Record<Role, string[]>;
  discBlank: string;
  vatCell: (r: string) => string;
}

const OWN: Record<'SE' | 'PL', { names: string[]; forms: string[]; streets: string[]; places: string[][] }> =
  {
    SE: {
      names: ['Nordvik Verktyg', 'Mälardalens Maskin', 'Fjällbo Bygghandel', 'Östra Järn'],
      forms: ['AB', 'Handelsbolag'],
      streets: ['Storgatan', 'Kungsgatan', 'Industrivägen', 'Hamngatan'],
      places: [
        ['111 52', 'Stockholm'],
        ['411 06', 'Göteborg'],
        ['211 20', 'Malmö'],
        ['753 20', 'Uppsala'],
      ],
    },
    PL: {
      names: ['Metalpol', 'Zakład Ślusarski Nowak', 'Stal-Bud', 'Konstrukcje Wiśniewski'],
      forms: ['Sp. z o.o.', 'S.A.', 'Sp.j.'],
      streets: ['ul. Długa', 'ul. Przemysłowa', 'ul. Kościuszki', 'al. Jana Pawła II'],
      places: [
        ['00-238', 'Warszawa'],
        ['30-105', 'Kraków'],
        ['61-731', 'Poznań'],
        ['80-831', 'Gdańsk'],
      ],
    },
  };

function ownParty(cc: 'SE' | 'PL', t: Tools): KitParty {
  const o = OWN[cc];
  const [pc = '', city = ''] = t.pick(o.places);
  const name = `${t.pick(o.names)} ${t.pick(o.forms)}`;
  const street = `${t.pick(o.streets)} ${t.int(1, 120)}`;
  const vat = cc === 'SE' ? `SE${t.digits(10)}01` : `PL${t.int(1, 9)}${t.digits(9)}`;
  return { name, street, pc, city, country: cc, vat, vatShown: vat };
}

const COUNTRY: Record<Tpl, string> = {
  de: 'DE',
  en: 'GB',
  fr: 'FR',
  nl: 'NL',
  it: 'IT',
  es: 'ES',
  se: 'SE',
  pl: 'PL',
};
const CURRENCY: Record<Tpl, string> = {
  de: 'EUR',
  en: 'GBP',
  fr: 'EUR',
  nl: 'EUR',
  it: 'EUR',
  es: 'EUR',
  se: 'SEK',
  pl: 'PLN',
};

function partyOf(tpl: Tpl, h: Helpers, t: Tools): KitParty {
  const cc = COUNTRY[tpl];
  if (cc === 'SE' || cc === 'PL') return ownParty(cc, t);
  return anyParty(cc, h, t);
}

function bankOf(tpl: Tpl, t: Tools): [string, string] {
  if (tpl === 'se') return [ibanWithCheck('SE', t.digits(20)), t.pick(['ESSESESS', 'HANDSESS', 'NDEASESS'])];
  if (tpl === 'pl') return [ibanWithCheck('PL', t.digits(24)), t.pick(['PKOPPLPW', 'BREXPLPW'])];
  if (tpl === 'en')
    return [ibanWithCheck('GB', `${t.pick(['BARC', 'NWBK'])}${t.digits(14)}`), bicOf('GB', t)];
  const cc = COUNTRY[tpl];
  return [ibanOfCountry(cc, t), cc === 'FR' ? t.pick(['BNPAFRPP', 'SOGEFRPP']) : bicOf(cc, t)];
}

function numberOf(tpl: Tpl, t: Tools, issue: string): string {
  const y = issue.slice(0, 4);
  const m = issue.slice(5, 7);
  const n = String(t.int(12, 980)).padStart(4, '0');
  return {
    de: `RE-${y}-${n}`,
    en: `INV-${t.int(10000, 19999)}`,
    fr: `FA${y}-${n}`,
    nl: `${y}${n}`,
    it: `${t.int(1, 400)}/${y}`,
    es: `F${y}-${n}`,
    se: String(t.int(100000, 199999)),
    pl: `FV/${t.int(1, 300)}/${m}/${y}`,
  }[tpl];
}

function qtyOf(u: Unit, t: Tools): string {
  if (u === 'HUR') return t.rnd() < 0.4 ? `${t.int(1, 12)}.5` : String(t.int(1, 16));
  if (u === 'KGM') return t.rnd() < 0.5 ? `${t.int(1, 40)}.${t.int(1, 9)}` : String(t.int(2, 60));
  if (u === 'MTR' || u === 'MTK') return t.rnd() < 0.3 ? `${t.int(2, 80)}.5` : String(t.int(3, 120));
  if (u === 'SET') return String(t.int(1, 6));
  if (u === 'DAY') return String(t.int(1, 14));
  if (u === 'LTR') return String(t.int(1, 30));
  return String(t.int(1, 48));
}

function linesOf(d: Doc, withUnits: boolean, withDisc: boolean): Ln[] {
  const { t, tpl } = d;
  const pool = ITEMS[tpl].filter((it) => withUnits || it[1] === 'C62' || it[1] === 'SET');
  const n = Math.min(t.int(3, 9), pool.length);
  const chosen: Item[] = [];
  while (chosen.length < n) {
    const it = t.pick(pool);
    if (!chosen.includes(it)) chosen.push(it);
  }
  return chosen.map(([name, u, lo, hi, rate], i): Ln => {
    const code: Unit = withUnits ? u : 'C62';
    const qty = qtyOf(u, t);
    const price = (t.int(lo, hi) / 100).toFixed(2);
    const disc = withDisc && t.rnd() < 0.5 ? t.pick(['3', '5', '10', '15', '20']) : '';
    const { net, netPrice } = discounted(qty, price, disc);
    const art = `${t.pick(['', 'A-', '4', 'K'])}${t.digits(t.int(5, 7))}`;
    return {
      id: String(i + 1),
      art,
      name,
      qty,
      unit: [t.pick(UNITS[tpl][u]), code],
      price,
      netPrice,
      disc,
      rate,
      net,
    };
  });
}

/** The columns and their order: standard, amount before quantity, unit before quantity, price last but one, quantity first. */
function rolesOf(d: Doc, has: Record<Role, boolean>): Role[] {
  const orders: Role[][] = [
    ['pos', 'art', 'desc', 'qty', 'unit', 'price', 'disc', 'vat', 'amount'],
    ['pos', 'art', 'desc', 'amount', 'qty', 'unit', 'price', 'disc', 'vat'],
    ['pos', 'art', 'desc', 'unit', 'qty', 'price', 'disc', 'vat', 'amount'],
    ['pos', 'art', 'desc', 'qty', 'unit', 'disc', 'vat', 'price', 'amount'],
    ['pos', 'qty', 'unit', 'art', 'desc', 'price', 'disc', 'vat', 'amount'],
  ];
  const r = d.t.rnd();
  const o = r < 0.4 ? orders[0] : orders[1 + Math.floor((r - 0.4) / 0.15)];
  return (o ?? orders[0] ?? []).filter((x) => has[x]);
}

/** A head as printed: a synonym, in capitals on some documents, over two lines on some. */
function headsOf(d: Doc, caps: boolean, twoLines: boolean): Record<Role, string[]> {
  const { t } = d;
  const out = {} as Record<Role, string[]>;
  for (const role of Object.keys(HEADS[d.tpl]) as Role[]) {
    let h = t.pick(HEADS[d.tpl][role]);
    if (caps) h = h.toLocaleUpperCase(d.tpl);
    const sp = h.indexOf(' ');
    const cur = `(${d.cur})`;
    if (twoLines && sp > 0 && h.length > 8) out[role] = [h.slice(0, sp), h.slice(sp + 1)];
    else if (twoLines && (role === 'price' || role === 'amount') && t.rnd() < 0.5) out[role] = [h, cur];
    else out[role] = [h];
  }
  return out;
}

function buildDoc(tpl: Tpl, h: Helpers): Doc {
  const t: Tools = { ...randomTools(h.rnd), rnd: h.rnd };
  const s = partyOf(tpl, h, t);
  const b = partyOf(tpl, h, t);
  const issue = `2026-${String(t.int(1, 12)).padStart(2, '0')}-${String(t.int(2, 28)).padStart(2, '0')}`;
  const [iban, bic] = bankOf(tpl, t);
  const d = { tpl, t, s, b, cur: CURRENCY[tpl], issue, iban, bic } as Doc;
  d.number = numberOf(tpl, t, issue);
  d.due = addDays(issue, t.pick([14, 30, 30, 60]));
  d.dueShown = t.rnd() < 0.7;
  d.buyerVat = t.rnd() < 0.5;
  const has = {
    pos: t.rnd() < 0.6,
    art: t.rnd() < 0.4,
    desc: true,
    qty: true,
    unit: t.rnd() < 0.8,
    price: true,
    disc: t.rnd() < 0.3,
    vat: t.rnd() < 0.5,
    amount: true,
  };
  d.lines = linesOf(d, has.unit, has.disc);
  const { vat, lineNet, vatT } = vatSums(d.lines);
  if (vat.length > 1) has.vat = true;
  Object.assign(d, { vat, lineNet, vatT, gross: round(dec(lineNet).plus(vatT)) });
  d.roles = rolesOf(d, has);
  d.heads = headsOf(d, t.rnd() < 0.25, t.rnd() < 0.3);
  d.discBlank = t.pick(['', '', '0', '–']);
  const dec1 = tpl === 'en' ? '.' : ',';
  d.vatCell = t.pick([
    (r: string) => `${r.replace('.', dec1)} %`,
    (r: string) => `${r.replace('.', dec1)}%`,
    (r: string) => `${r}${dec1}00 %`,
  ]);
  return d;
}

// ---------------------------------------------------------------------------- drawing
const WIDTH: Record<Role, number> = {
  pos: 26,
  art: 56,
  desc: 0,
  qty: 40,
  unit: 36,
  price: 60,
  disc: 40,
  vat: 40,
  amount: 66,
};
const NOTATION: Record<Tpl, [string, string]> = {
  de: ['.', ','],
  en: [',', '.'],
  fr: ['\u202f', ','],
  nl: ['.', ','],
  it: ['.', ','],
  es: ['.', ','],
  se: [' ', ','],
  pl: [' ', ','],
};
const money = (d: Doc, v: string) => groupedMoney(v, ...NOTATION[d.tpl]);
const withCur = (d: Doc, v: string) =>
  d.tpl === 'en'
    ? `£${money(d, v)}`
    : d.cur === 'EUR'
      ? d.tpl === 'it'
        ? `€ ${money(d, v)}`
        : `${money(d, v)} €`
      : `${money(d, v)} ${d.cur}`;
const qtyText = (d: Doc, q: string) => (d.tpl === 'en' ? q : q.replace('.', ','));

function cell(d: Doc, l: Ln, role: Role): string {
  if (role === 'pos') return l.id;
  if (role === 'art') return l.art;
  if (role === 'qty') return qtyText(d, l.qty);
  if (role === 'unit') return l.unit[0];
  if (role === 'price') return money(d, l.price);
  if (role === 'disc') return l.disc ? `${l.disc} %` : d.discBlank;
  if (role === 'vat') return d.vatCell(l.rate);
  if (role === 'amount') return money(d, l.net);
  return l.name;
}

interface Geo {
  role: Role;
  x: number;
  right: boolean;
}
/** A column's width: its base, or what its widest head line or cell takes (about 4.8 pt a letter). */
function widthOf(d: Doc, role: Role): number {
  const chars = Math.max(
    ...(d.heads[role] ?? []).map((h) => h.length * (h === h.toUpperCase() ? 1.35 : 1)),
    ...d.lines.map((l) => cell(d, l, role).length),
  );
  return Math.max(WIDTH[role], Math.ceil(chars * 4.8));
}

function geometry(d: Doc): { cols: Geo[]; wrap: number } {
  const gap = 10;
  const fixed = () => d.roles.reduce((a, r) => a + (r === 'desc' ? 0 : widthOf(d, r)) + gap, 0);
  // too narrow a name column: the article number goes, then the position
  for (const drop of ['art', 'pos'] as const)
    if (495 - fixed() < 130) d.roles = d.roles.filter((r) => r !== drop);
  const descW = 495 - fixed() + gap;
  let x = 50;
  const cols = d.roles.map((role): Geo => {
    const w = role === 'desc' ? descW : widthOf(d, role);
    const right = role !== 'desc' && role !== 'art' && role !== 'unit' && role !== 'pos';
    const g = { role, x: right ? x + w : x, right };
    x += w + gap;
    return g;
  });
  return { cols, wrap: Math.max(18, Math.floor(descW / 4.6)) };
}

function drawHead(p: ReturnType<typeof pager>, d: Doc) {
  const w = WORDS[d.tpl];
  const right = d.t.rnd() < 0.5;
  const sx = right ? 360 : 50;
  p.put(50, sx, d.s.name, { size: 12, bold: true });
  p.block([d.s.street, `${d.s.pc} ${d.s.city}`], sx, 66, { size: 9 });
  const by = 130;
  if (w.buyer) p.put(by - 14, 50, w.buyer, { size: 8 });
  const bl = [d.b.name, d.b.street, `${d.b.pc} ${d.b.city}`];
  if (d.buyerVat) bl.push(`${w.vatId} ${d.b.vat}`);
  p.block(bl, 50, by, { size: 10 });
  const date = (iso: string) =>
    d.tpl === 'se' ? iso : shortDate(d.tpl === 'pl' ? 'de' : d.tpl, d.tpl === 'en', iso);
  p.put(120, 360, w.title, { size: 16, bold: true });
  const kv: Array<[string, string]> = [
    [w.no, d.number],
    [w.date, date(d.issue)],
  ];
  if (d.dueShown) kv.push([w.due, date(d.due)]);
  p.kv(142, 360, 460, kv);
}

function drawTable(p: ReturnType<typeof pager>, d: Doc, y0: number): number {
  const { cols, wrap } = geometry(d);
  const size = d.tpl === 'it' || d.tpl === 'pl' ? 8 : 8.5;
  const two = cols.some((c) => (d.heads[c.role]?.length ?? 1) > 1);
  for (const c of cols)
    d.heads[c.role]?.forEach(
      (h, i) => void p.put(y0 + i * (size + 1), c.x, h, { size, bold: true, right: c.right }),
    );
  const rule = d.t.rnd() < 0.5;
  let y = y0 + (two ? size + 1 : 0) + 10;
  if (rule) p.put(y - 2, 50, '_'.repeat(99), { size: 6 });
  y += rule ? 12 : 6;
  for (const l of d.lines) {
    const parts = wrapWords(l.name, wrap);
    for (const c of cols) {
      if (c.role === 'desc') parts.forEach((s, j) => void p.put(y + j * (size + 2), c.x, s, { size }));
      else p.put(y, c.x, cell(d, l, c.role), { size, right: c.right });
    }
    y += parts.length * (size + 2) + 4;
  }
  return y;
}

function drawTotals(p: ReturnType<typeof pager>, d: Doc, y: number): number {
  const w = WORDS[d.tpl];
  const { t } = d;
  const rows: Array<[string, string]> = [[t.pick(w.net), withCur(d, d.lineNet)]];
  for (const v of d.vat) rows.push([w.vat(v.rate), withCur(d, v.tax)]);
  rows.push([t.pick(w.gross), withCur(d, d.gross)]);
  y += 10;
  p.put(y - 6, 330, '_'.repeat(48), { size: 6 });
  rows.forEach(([a, v], i) => {
    const bold = i === rows.length - 1;
    p.put(y + 6, 340, a, { size: 9, bold });
    p.put(y + 6, 545, v, { size: 9, bold, right: true });
    y += 14;
  });
  return y;
}

function drawFoot(p: ReturnType<typeof pager>, d: Doc) {
  const w = WORDS[d.tpl];
  p.put(770, 50, `${d.s.name} · ${d.s.street} · ${d.s.pc} ${d.s.city} · ${w.vatId} ${d.s.vat}`, { size: 7 });
  p.put(780, 50, `${w.bank} IBAN ${spaced(d.iban)} · BIC ${d.bic}`, { size: 7 });
}

function drawDoc(d: Doc, rows: Row[]): number {
  const p = pager(rows);
  drawHead(p, d);
  const y = drawTable(p, d, 230);
  drawTotals(p, d, y);
  drawFoot(p, d);
  return 1;
}

function toInvoice(d: Doc): Invoice {
  const inv = emptyInvoice();
  Object.assign(inv, { number: d.number, issueDate: d.issue, currency: d.cur });
  if (d.dueShown) inv.dueDate = d.due;
  const addr = (q: KitParty) => ({ line1: q.street, postalCode: q.pc, city: q.city, countryCode: q.country });
  inv.seller = { name: d.s.name, identifiers: [], vatId: d.s.vat, address: addr(d.s) };
  inv.buyer = { name: d.b.name, address: addr(d.b), ...(d.buyerVat ? { vatId: d.b.vat } : {}) };
  inv.paymentInstructions = { typeCode: '58', creditTransfers: [{ accountId: d.iban, providerId: d.bic }] };
  inv.totals = kitTotals(d);
  inv.vatBreakdown = d.vat.map((v) => kitVatRow(v));
  inv.lines = d.lines.map((l) =>
    kitLine(l, { netPrice: l.netPrice, ...(l.disc ? { grossPrice: l.price } : {}) }),
  );
  return inv;
}

export function generateBlind28(k: number, h: Helpers): Generated {
  const drawers = Object.fromEntries(BLIND28_TPLS.map((x) => [x, drawDoc])) as Record<Tpl, typeof drawDoc>;
  return generateByTemplate(k, BLIND28_TPLS, (tpl: Tpl) => buildDoc(tpl, h), drawers, toInvoice);
}
