/** Column words of item tables (all languages; whole heads where anchored). */

/** Column header words of a line-item table. */
export const COLUMN_WORDS: Record<
  'pos' | 'desc' | 'qty' | 'unit' | 'price' | 'amount' | 'vat' | 'disc',
  RegExp
> = {
  disc: /^(rabatt|rab\.?|nachlass|disc\.?|discount|remise|rem\.?|rabais|korting)(\s*%|\s*\(%\))?$/i,
  pos: /^(pos\.?|position|nr\.?|no\.?|#|ligne|line|item|art\.?-?nr\.?)$/i,
  desc: /(beschreibung|bezeichnung|artikel|leistung|description|product|produkt|désignation|designation|libellé|omschrijving|article|item|nom\b)/i,
  qty: /^(menge|anzahl|anz\.?|qty\.?|quantity|quantité|qté\.?|aantal|stück|stk|hours|hrs\.?|stunden|std\.?|uren|heures)$/i,
  unit: /^(einheit|einh\.?|me|unit|unité|eenheid|uom|mengeneinheit|meng\.?-?einheit)$/i,
  price:
    /(einzelpreis|e-?preis|preis|nettopreis|stückpreis|unit\s*price|price|prix|p\.?\s*u\.?|prijs|tarief|tarif|^(?:hourly\s*|daily\s*)?rate$|stundensatz|tagessatz|uurtarief|dagtarief|taux\s*(?:horaire|journalier)|^e\.?\s?p\.?$|^einzel\b|^(?:st(?:k|ück)?|e(?:inzel)?|einh)?\.?\s*-?\s*pr\.?$)/i,
  amount:
    /(gesamtpreis|gesamt|nettobetrag|entgelt|nettowert|betrag|summe|total|amount|montant|prix\s*ht|bedrag|totaal|line\s*total|net|^g\.?\s?p\.?$|^g-preis$|^ges\.?\s*-?\s*pr\.?$)/i,
  vat: /(mwst|ust|steuersatz|steuer|vat|tax|tva|btw)/i,
};
