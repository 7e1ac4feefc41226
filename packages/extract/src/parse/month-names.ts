/**
 * Month names as invoices print them in dates, per language: the nominative and, where a language
 * declines the month in a date, the form it takes there ("15 listopada 2024", "3. února 2026",
 * "2024 m. lapkričio 15 d.", "15 Νοεμβρίου 2024"). Lower case; matching is case-insensitive.
 * A name that two languages give different months is kept for one only: "listopad(a)" is November
 * in Polish, Czech and Ukrainian, October in Croatian — read as November (the Croatian forms are left out).
 * Each month is one string of its names, split at "|".
 * Abbreviations are listed only where they are no word of German, English or French ("set", "out"
 * are not).
 */
export const MONTH_NAMES: Record<string, string[]> = {
  // German (with Austria's "Jänner", "Feber"), English, French, Dutch (the parser's first languages, with
  // their abbreviations)
  base: [
    'januar|jänner|jan|january|janvier|janv|januari',
    'februar|feber|feb|febr|february|février|fevrier|févr|fev|februari',
    'märz|maerz|mär|mar|march|mars|maart|mrt',
    'april|apr|avril|avr',
    'mai|may|mei',
    'juni|jun|june|juin',
    'juli|jul|july|juillet|juil',
    'august|aug|août|aout|augustus',
    'september|sep|sept|septembre',
    'oktober|okt|oct|october|octobre',
    'november|nov|novembre',
    'dezember|dez|dec|december|décembre|decembre|déc',
  ],
  // Spanish, Italian, Portuguese, Catalan, Galician, Filipino
  romance: [
    'enero|ene|gennaio|gen|janeiro|gener|xaneiro',
    'febrero|febbraio|fevereiro|febrer|febreiro|pebrero',
    'marzo|março|març|marso',
    'abril|abr|aprile',
    'mayo|maggio|mag|maio|maig',
    'junio|giugno|giu|junho|juny|xuño|hunyo',
    'julio|luglio|lug|julho|juliol|xullo|hulyo',
    'agosto|ago|agost',
    'septiembre|setiembre|settembre|setembro|setembre|setyembre',
    'octubre|ottobre|ott|outubro|oktubre',
    'noviembre|novembro|nobyembre',
    'diciembre|dic|dicembre|dezembro|desembre|decembro|disyembre',
  ],
  // Polish (nominative, genitive), Czech, Slovak, Slovenian, Croatian, Serbian and Bosnian (Latin)
  slavicLatin: [
    'styczeń|stycznia|leden|ledna|január|januára|januar|januarja|januara|siječanj|siječnja',
    'luty|lutego|únor|února|február|februára|februarja|februara|veljača|veljače',
    'marzec|marca|březen|března|marec|ožujak|ožujka|mart|marta',
    'kwiecień|kwietnia|duben|dubna|apríl|apríla|aprila|travanj|travnja',
    'maj|maja|květen|května|máj|mája|svibanj|svibnja',
    'czerwiec|czerwca|červen|června|jún|júna|junij|junija|lipanj|lipnja|juna',
    'lipiec|lipca|červenec|července|júl|júla|julij|julija|srpanj|srpnja|jula',
    'sierpień|sierpnia|srpen|srpna|augusta|avgust|avgusta|kolovoz|kolovoza',
    'wrzesień|września|září|septembra|rujan|rujna|septembar',
    'październik|października|říjen|října|október|októbra|oktobra|oktobar',
    'listopad|listopada|listopadu|novembra|studeni|studenoga|studenog|novembar',
    'grudzień|grudnia|prosinec|prosince|decembra|prosinac|prosinca|decembar',
  ],
  // Russian, Ukrainian, Bulgarian, Macedonian, Serbian (Cyrillic), Kazakh
  cyrillic: [
    'январь|января|січень|січня|януари|јануари|јануар|јануара|қаңтар',
    'февраль|февраля|лютий|лютого|февруари|фебруар|фебруара|ақпан',
    'март|марта|березень|березня|наурыз',
    'апрель|апреля|квітень|квітня|април|априла|сәуір',
    'май|мая|травень|травня|мај|маја|мамыр',
    'июнь|июня|червень|червня|юни|јуни|јун|јуна|маусым',
    'июль|июля|липень|липня|юли|јули|јул|јула|шілде',
    'август|августа|серпень|серпня|тамыз',
    'сентябрь|сентября|вересень|вересня|септември|септембар|септембра|қыркүйек',
    'октябрь|октября|жовтень|жовтня|октомври|октобар|октобра|қазан',
    'ноябрь|ноября|листопад|листопада|ноември|новембар|новембра|қараша',
    'декабрь|декабря|грудень|грудня|декември|децембар|децембра|желтоқсан',
  ],
  // Swedish, Danish, Norwegian, Icelandic, Faroese, Finnish (and its partitive), Estonian, Afrikaans
  north: [
    'janúar|tammikuu|tammikuuta|jaanuar|januarie',
    'febrúar|helmikuu|helmikuuta|veebruar|februarie',
    'marts|maaliskuu|maaliskuuta|märts|maart',
    'apríl|huhtikuu|huhtikuuta|aprill',
    'maí|toukokuu|toukokuuta',
    'júní|kesäkuu|kesäkuuta|juuni|junie',
    'júlí|heinäkuu|heinäkuuta|juuli|julie',
    'augusti|ágúst|elokuu|elokuuta',
    'syyskuu|syyskuuta',
    'október|lokakuu|lokakuuta|oktoober',
    'nóvember|marraskuu|marraskuuta',
    'desember|joulukuu|joulukuuta|detsember',
  ],
  // Hungarian, Romanian, Latvian (nominative, locative), Lithuanian (nominative, genitive), Albanian
  east: [
    'január|ianuarie|janvāris|janvārī|sausis|sausio|janar',
    'február|februarie|februāris|februārī|vasaris|vasario|shkurt',
    'március|martie|marts|martā|kovas|kovo|mars',
    'április|aprilie|aprīlis|aprīlī|balandis|balandžio|prill',
    'május|maijs|maijā|gegužė|gegužės',
    'június|iunie|jūnijs|jūnijā|birželis|birželio|qershor',
    'július|iulie|jūlijs|jūlijā|liepa|liepos|korrik',
    'augusztus|augusts|augustā|rugpjūtis|rugpjūčio|gusht',
    'szeptember|septembrie|septembris|septembrī|rugsėjis|rugsėjo|shtator',
    'október|octombrie|oktobris|oktobrī|spalis|spalio|tetor',
    'noiembrie|novembris|novembrī|lapkritis|lapkričio|nëntor|nentor',
    'decembrie|decembris|decembrī|gruodis|gruodžio|dhjetor',
  ],
  // Greek (nominative, genitive), Turkish, Azerbaijani, Maltese, Luxembourgish, Irish, Welsh, Basque (and
  // its genitive "otsailaren"), Malay, Indonesian, Swahili, Esperanto, Georgian, Armenian (and its genitive)
  other: [
    'ιανουάριος|ιανουαρίου|ocak|yanvar|jannar|eanáir|ionawr|urtarrila|urtarrilaren|januaro|იანვარი|հունվար|հունվարի',
    'φεβρουάριος|φεβρουαρίου|şubat|fevral|frar|feabhra|chwefror|otsaila|otsailaren|februaro|თებერვალი|փետրվար|փետրվարի',
    'μάρτιος|μαρτίου|marzu|mäerz|márta|mawrth|martxoa|martxoaren|mac|maret|machi|marto|მარტი|մարտ|մարտի',
    'απρίλιος|απριλίου|nisan|aprel|abrëll|aibreán|ebrill|apirila|apirilaren|aprili|aprilo|აპრილი|ապրիլ|ապրիլի',
    'μάιος|μαΐου|mayıs|mejju|mee|bealtaine|maiatza|maiatzaren|majo|მაისი|մայիս|մայիսի',
    'ιούνιος|ιουνίου|haziran|iyun|ġunju|meitheamh|mehefin|ekaina|ekainaren|ივნისი|հունիս|հունիսի',
    'ιούλιος|ιουλίου|temmuz|iyul|lulju|iúil|gorffennaf|uztaila|uztailaren|julai|ივლისი|հուլիս|հուլիսի',
    'αύγουστος|αυγούστου|ağustos|avqust|awwissu|lúnasa|awst|abuztua|abuztuaren|ogos|agustus|agosti|aŭgusto|აგვისტო|օգոստոս|օգոստոսի',
    'σεπτέμβριος|σεπτεμβρίου|eylül|sentyabr|settembru|meán fómhair|medi|iraila|irailaren|septemba|septembro|სექტემბერი|սեպտեմբեր|սեպտեմբերի',
    'οκτώβριος|οκτωβρίου|ekim|oktyabr|ottubru|deireadh fómhair|hydref|urria|urriaren|oktoba|oktobro|ოქტომბერი|հոկտեմբեր|հոկտեմբերի',
    'νοέμβριος|νοεμβρίου|kasım|noyabr|novembru|samhain|tachwedd|azaroa|azaroaren|novemba|novembro|ნოემბერი|նոյեմբեր|նոյեմբերի',
    'δεκέμβριος|δεκεμβρίου|aralık|dekabr|diċembru|nollaig|rhagfyr|abendua|abenduaren|disember|desemba|decembro|დეკემბერი|դեկտեմբեր|դեկտեմբերի',
  ],
};
