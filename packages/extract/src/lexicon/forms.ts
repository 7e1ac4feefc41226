/** Named patterns of forms.ts (the lexicon: words and shapes the documents print). */

export const SELLER_WORD =
  /\b(verk[äa]ufer[s]?|seller|supplier|lieferant(en)?|rechnungssteller|leistungserbringer|fournisseur|vendeur|verkoper|leverancier)\b/iu;

export const BUYER_WORD =
  /\b(k[äa]ufer[s]?|buyer|customer|kunde|rechnungsempf[äa]nger|auftraggeber|acheteur|client|koper|klant)\b/iu;

export const OTHER_WORD =
  /\b(zahlungsempf[äa]nger|payee|steuervertreter[s]?|steuerbevollm[äa]chtigte[rn]?|tax representative|liefer(ung|anschrift|ort)|deliver(y|ed)?|ship to|empf[äa]nger der lieferung|warenempf[äa]nger|b[ée]n[ée]ficiaire)\b/iu;

export const CODE_FIRST = /^([A-Z0-9]{1,4})\s*[–—-]\s+\S/;

export const SIMPLE_PC =
  /^(?:([A-Z]{1,2})[- ])?(\d{4,5}|\d{2}-\d{3}|\d{4} ?[A-Z]{2}|[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2})\s+(\S.*)$/;

export const QTY_CELL = /^([-−]?[\d.,]+)(?:\s+(\S.*))?$/;

export const VAT_CELL = /^([A-Z]{1,2})(?:\s+(-?\d+(?:[.,]\d+)?)\s?%)?$/;

export const VAT_CODE = /^([A-Z]{1,2})(?:\s*[–—-]\s+\S.*)?$/;
