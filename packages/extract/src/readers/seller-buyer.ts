/** Parties reader: which block is the seller's, which the buyer's (registered in parties.ts). */
import type { Ctx } from '../extract.ts';
import { srcOf } from '../find.ts';
import type { Doc, Line, Seg } from '../layout.ts';
import { DIGIT, NOT_LETTER_OR_DIGIT_RUN_G } from '../lexicon/common.ts';
import { BUYER_CONTACT_LABEL } from '../lexicon/contact.ts';
import { LETTER_WORD_G } from '../lexicon/document.ts';
import { TITLE_WORD } from '../lexicon/header.ts';
import {
  CAPITALS_WORD_ALONE,
  DOC_TITLE_ALONE,
  INVOICE_RECIPIENT_CUE,
  RECEIPT_TITLE,
} from '../lexicon/parties.ts';
import { notice } from '../notices.ts';
import {
  cueBlocks,
  denominationWithoutForm,
  footerAddress,
  hasLegalForm,
  isExcluded,
  legalNameLines,
  letterheadTitle,
  looksLikeStreet,
  looseBlocks,
  oneLineAddresses,
  type Party,
  parsePostcodeLine,
  preferRepeatedName,
  senderLine,
} from '../parties.ts';
import { sellerByIban } from './iban-side.ts';
import { namedSeller } from './named-seller.ts';
import { buyerCuesOffSlip } from './slip.ts';

const sameName = (p: Party, q: Party | undefined) =>
  !!p.name && !!q?.name && p.name.toLowerCase() === q.name.toLowerCase();

/** The buyer: the block under a buyer cue, else the address window (or the lower of two blocks). */
export function chooseBuyer(
  c: Ctx,
  sellerCue: Party | undefined,
  sender: Party | undefined,
  buyerCue: Party | undefined,
): Party | undefined {
  const { doc, lang } = c;
  let buyer = buyerCue;
  if (!buyer) {
    const loose = looseBlocks(doc, [sender, sellerCue]);
    // (the only block, with the seller's tax number under it, is the seller's: a receipt, a
    // Quittung without a recipient; so is a block centred over its postcode line, a receipt's head)
    // … and on a receipt the only block at the page's head, with no sender line or cue
    const alone = loose.length === 1 && !sender && !sellerCue;
    const lone = (p: Party) =>
      (!!p.taxBelow && loose.length === 1) || !!p.centred || (alone && receiptHead(doc, p));
    const page = doc.pages[0];
    // the address window: left half, upper part of page 1; the sender line sits right above it
    // a block followed by contact lines (Tel., Fax, E-Mail) is a letterhead, not the recipient
    // … and neither is a block in the page's footer, nor one that repeats the sender's name
    const inFooter = (p: Party) => {
      const l = doc.lines[Math.min(...p.lines)];
      const h = doc.pages[(l?.page ?? 1) - 1]?.height ?? 842;
      return !!l && l.y > h * 0.7;
    };
    const windowBlocks = loose.filter(
      (p) => !p.contactBelow && !lone(p) && !inFooter(p) && !sameName(p, sender),
    );
    const recipients = windowBlocks.length ? windowBlocks : loose.filter((p) => !lone(p));
    buyer = windowRecipient(doc, recipients, sender, lang === 'fr', (page?.width ?? 600) * 0.5);
    // no sender line and no cues: of two blocks one above the other, the upper one is the
    // letterhead (seller) and the lower one the recipient
    const [b1, b2] = loose;
    if (
      !sender &&
      !sellerCue &&
      b1 &&
      b2 &&
      !b1.person &&
      !b2.person &&
      !b1.contactBelow &&
      !b2.contactBelow
    ) {
      const top = (p: Party) => Math.min(...p.lines);
      const bottom = (p: Party) => Math.max(...p.lines);
      const [upper, lower] = top(b1) <= top(b2) ? [b1, b2] : [b2, b1];
      if (top(lower) > bottom(upper) && !inFooter(lower)) buyer = lower;
    }
    if (buyer && sellerCue && buyer.name === sellerCue.name)
      buyer = loose.find((p) => p.name !== sellerCue.name);
  }
  return buyer;
}

/**
 * A receipt's issuer block: page 1 carries a receipt's title ("TAXIQUITTUNG", "Quittung Nr.
 * 71/26") and nothing but titles stands above the block.
 */
function receiptHead(doc: Doc, p: Party): boolean {
  const first = Math.min(...p.lines);
  const page1 = doc.lines.filter((l) => l.page === 1);
  const title = (s: Seg) => RECEIPT_TITLE.test(s.text.trim()) || DOC_TITLE_ALONE.test(s.text.trim());
  if (!page1.some((l) => l.segs.some((s) => RECEIPT_TITLE.test(s.text.trim())))) return false;
  return page1.every((l) => l.index >= first || l.segs.every(title));
}

/**
 * The recipient among the blocks: a person, a block for someone's attention, else the block in
 * the address window under the sender line — French letters (NF Z 11-001) put it on the right,
 * German (DIN 5008) and English ones on the left.
 */
function windowRecipient(
  doc: Doc,
  recipients: Party[],
  sender: Party | undefined,
  rightWindow: boolean,
  half: number,
): Party | undefined {
  const underSender = (p: Party) =>
    sender ? p.lines[0] !== undefined && p.lines[0] > (sender.lines[0] ?? 0) : true;
  return (
    recipients.find((p) => p.person) ??
    recipients.find((p) => addressedTo(doc, p)) ??
    recipients.find((p) => underSender(p) && (rightWindow ? p.x0 >= half * 0.9 : p.x0 < half)) ??
    recipients.find((p) => underSender(p) && p.x0 < half) ??
    recipients[0]
  );
}

/**
 * A block with a line for the attention of someone at its left edge ("z. Hd. Miriam Schulte",
 * "Attn: …"): a recipient's.
 */
function addressedTo(doc: Doc, p: Party): boolean {
  return p.lines.some((k) =>
    doc.lines[k]?.segs.some(
      (s) => Math.abs(s.x - p.x0) <= 4 && BUYER_CONTACT_LABEL.exec(s.text.trim())?.index === 0,
    ),
  );
}

/**
 * Without a seller cue and sender line: a loose block (one whose name is printed with a legal
 * form first), its branch name replaced by the legal-form name above it, else a legal-form name.
 */
function sellerWithoutCue(doc: Doc, buyer: Party | undefined): Party | undefined {
  const exclude = [buyer];
  const loose = looseBlocks(doc, exclude).filter((p) => p.name && p.name !== buyer?.name);
  const legal = legalNameLines(doc, exclude).filter((c) => c.value !== buyer?.name);
  const withForm = loose.find((p) => p.name && legal.some((c) => c.value === p.name));
  let seller = withForm ?? loose[0];
  // the block names a branch or office ("Versicherungsbüro", "Geschäftsstelle …") and the
  // letterhead above it prints the company's name with its legal form: that is the name
  const named = seller;
  if (named?.name && !hasLegalForm(named.name)) {
    const top = Math.min(...named.lines);
    const above = legal.find((c) => c.line < top && doc.lines[c.line]?.page === named.page);
    if (above) seller = { ...named, name: above.value, nameSource: above.source };
  }
  if (!seller && legal[0]) {
    seller = {
      name: legal[0].value,
      lines: [legal[0].line],
      x0: 0,
      x1: 0,
      page: 1,
      confidence: 0.4,
      nameSource: legal[0].source,
    };
  }
  return seller;
}

/**
 * The seller's address when its block gave none: printed on one line (footer, letterhead), else
 * in a footer without the name ("FOURNISSEUR F" … "25 rue du Fournisseur 92120 MONTROUGE - France").
 */
function sellerAddressElsewhere(
  doc: Doc,
  seller: Party | undefined,
  buyer: Party | undefined,
): Party | undefined {
  if (!seller?.postcode) {
    const norm = (t: string | undefined) => (t ?? '').toLowerCase().replace(NOT_LETTER_OR_DIGIT_RUN_G, '');
    const lines = oneLineAddresses(doc, [buyer]).filter((p) => norm(p.name) !== norm(buyer?.name));
    const same = seller?.name ? lines.find((p) => norm(p.name) === norm(seller?.name)) : lines[0];
    if (same) {
      seller = seller
        ? {
            ...seller,
            street: same.street,
            postcode: same.postcode,
            city: same.city,
            country: seller.country ?? same.country,
          }
        : same;
    }
  }
  // a letterhead that prints the name as a title at the top and the address in the footer
  // without it ("FOURNISSEUR F" … "25 rue du Fournisseur 92120 MONTROUGE - France - Tél …")
  if (!seller?.postcode) {
    const foot = footerAddress(doc, [buyer]);
    if (foot) {
      const addr = { street: foot.street, postcode: foot.postcode, city: foot.city };
      seller = seller
        ? { ...seller, ...addr, country: seller.country ?? foot.country }
        : { ...addr, country: foot.country, lines: [], x0: 0, x1: 0, page: 1, confidence: 0.4 };
    }
  }
  return seller;
}

/** The seller: the block under a seller cue or the sender line, else the letterhead, the footer. */
export function chooseSeller(
  c: Ctx,
  sellerCue: Party | undefined,
  sender: Party | undefined,
  buyer: Party | undefined,
): Party | undefined {
  const { doc } = c;
  let seller = sellerCue ?? sender ?? sellerWithoutCue(doc, buyer);
  if (seller && sender && seller !== sender && !seller.name) seller.name = sender.name;
  // a sender line often shortens the name ("Alphabet, …" for "Alphabet Fuhrparkmanagement
  // GmbH"): the legal-form name printed elsewhere that starts with it is the full name
  if (seller && seller === sender && seller.name && !hasLegalForm(seller.name)) {
    const short = seller.name;
    const full = legalNameLines(doc, [buyer]).find(
      (c) => c.value.startsWith(`${short} `) && c.value !== buyer?.name,
    );
    if (full) seller = { ...seller, name: full.value, nameSource: full.source };
  }
  seller = sellerAddressElsewhere(doc, seller, buyer);
  // the address printed on one line under the letterhead's name ("Am Markt 36 · 61351 Bad
  // Homburg · Tel. …", "Schillerplatz 68a, 60550 Frankfurt am Main · USt-IdNr. …"); also for a
  // sender line without its street ("Firma GmbH, 67433 Neustadt")
  if (seller?.name && (!seller.postcode || !seller.street)) seller = withHeadAddress(doc, seller, buyer);
  if (seller && !seller.name) {
    const title = letterheadTitle(doc, [buyer], buyer?.name);
    if (title) seller = { ...seller, name: title.value, nameSource: title.source, confidence: 0.5 };
  }
  return seller;
}

/**
 * No block, cue, line or "sold by" names a seller: the letterhead's name — not a title in a
 * language the lexicon lacks, one word in capitals ("REIKNINGUR" over "Hraunhóll hf."), nor one
 * holding a title word it knows ("Demo Invoice").
 */
function letterheadSeller(doc: Doc, buyer: Party | undefined): Party | undefined {
  const title = (t: string) =>
    CAPITALS_WORD_ALONE.test(t) || (t.match(LETTER_WORD_G) ?? []).some((w) => TITLE_WORD.test(w));
  const head = letterheadTitle(doc, [buyer], buyer?.name, title);
  if (!head) return undefined;
  return {
    name: head.value,
    nameSource: head.source,
    lines: [head.line],
    x0: 0,
    x1: 0,
    page: 1,
    confidence: 0.45,
  };
}

/** One party into the invoice, with the confidence and printed position of each part. */
export function fillParty(c: Ctx, prefix: 'seller' | 'buyer', p: Party | undefined): void {
  const { doc, inv, set, notices } = c;
  if (!p) {
    notices.push(notice(prefix === 'seller' ? 'EXTRACT_NO_SELLER' : 'EXTRACT_NO_BUYER'));
    return;
  }
  const target = prefix === 'seller' ? inv.seller : inv.buyer;
  if (p.name) {
    target.name = p.name;
    set(`${prefix}.name`, { confidence: p.confidence, source: p.nameSource });
  }
  if (p.street) target.address.line1 = p.street;
  if (p.city) target.address.city = p.city;
  if (p.postcode) target.address.postalCode = p.postcode;
  if (p.country) target.address.countryCode = p.country;
  // a complete address (street, postcode and town read from one block, the postcode in its
  // country's format) is read reliably even where the block's role was a guess: the name
  // carries that doubt
  const complete = !!(p.street && p.postcode && p.city);
  const addrConf = complete ? Math.max(p.confidence * 0.9, 0.88) : p.confidence * 0.9;
  // where each part is printed (the review form highlights it): the block's segment holding it
  const printedAt = (needle: string | undefined) => {
    if (!needle) return undefined;
    for (const i of p.lines) {
      const l = doc.lines[i];
      const sg = l?.segs.find((x) => x.text.includes(needle));
      if (l && sg) return srcOf(l.page, sg);
    }
    return undefined;
  };
  const at = {
    line1: printedAt(p.street),
    city: printedAt(p.city),
    postalCode: printedAt(p.postcode),
    countryCode: printedAt(p.postcode) ?? printedAt(p.city),
  };
  for (const k of ['line1', 'city', 'postalCode', 'countryCode'] as const) {
    if (target.address[k]) set(`${prefix}.address.${k}`, { confidence: addrConf, source: at[k] });
  }
}

/** A block under (or beside) the invoice recipient's cue, at its x. */
function recipientCue(doc: Doc, p: Party): boolean {
  const first = Math.min(...p.lines);
  return [first - 1, first].some((k) =>
    doc.lines[k]?.segs.some((s) => Math.abs(s.x - p.x0) <= 8 && INVOICE_RECIPIENT_CUE.test(s.text.trim())),
  );
}

/** Seller and buyer blocks into the invoice; the blocks are returned for the readers after. */
export function readParties(c: Ctx): { seller: Party | undefined; buyer: Party | undefined } {
  const { doc } = c;
  // (a payment slip's "To:" block names the payee: a seller cue, no buyer cue)
  const { buyerCues, payee } = buyerCuesOffSlip(doc);
  const sellerCue = cueBlocks(doc, 'seller')[0] ?? payee;
  // (of several buyer-side cues, the invoice recipient's: "Bill to" beside "Sold to" and "Ship to";
  // the first when both name the same party, "Käufer" over "Rechnungsempfänger")
  const recipient = buyerCues.find((p) => recipientCue(doc, p));
  const buyerCue = recipient && !sameName(recipient, buyerCues[0]) ? recipient : buyerCues[0];
  const sender = senderLine(doc);
  let buyer = chooseBuyer(c, sellerCue, sender, buyerCue);
  let seller = chooseSeller(c, sellerCue, sender, buyer);
  if (!sellerCue && !buyerCue && !sender) ({ seller, buyer } = sellerByIban(doc, seller, buyer));
  ({ seller, buyer } = namedSeller(doc, seller, buyer, buyerCue !== undefined));
  seller ??= letterheadSeller(doc, buyer);
  // (a seller named only by the account holder or a "sold by" line: its letterhead's address)
  if (seller?.name && !seller.postcode) seller = withHeadAddress(doc, seller, buyer);
  seller = denominationWithoutForm(doc, preferRepeatedName(doc, seller));
  buyer = preferRepeatedName(doc, buyer);
  fillParty(c, 'seller', seller);
  fillParty(c, 'buyer', buyer);
  return { seller, buyer };
}

/**
 * The seller's address from a one-line address right under its name at the top of page 1 (the
 * three lines below the name, printed in the top quarter), as letterheads print it: street, then
 * postcode and town, then contact or VAT parts.
 */
function withHeadAddress(doc: Doc, seller: Party, buyer: Party | undefined): Party {
  const h = doc.pages[0]?.height ?? 842;
  // the letterhead may print the name in capitals ("RÖSTHAUS DONAU GMBH" for "Rösthaus Donau GmbH")
  const name = (seller.name ?? '').toLocaleLowerCase();
  const nameLine = doc.lines.find(
    (l) => l.page === 1 && l.segs.some((s) => s.text.trim().toLocaleLowerCase().startsWith(name)),
  );
  if (!nameLine || nameLine.y > h * 0.25) return seller;
  const below = doc.lines.filter((l) => l.page === 1 && l.index > nameLine.index).slice(0, 3);
  const last = below[below.length - 1];
  const head = last
    ? footerAddress(doc, [buyer], (y, _h, page) => page === 1 && y > nameLine.y && y <= last.y)
    : undefined;
  if (head) {
    const { street, postcode, city } = head;
    return { ...seller, street, postcode, city, country: seller.country ?? head.country };
  }
  // (beside the name, or right under it: "Studio Sanne Bakker" over "Molenweg 91" / "2011 VB Haarlem")
  const stacked = stackedHeadAddress(doc, buyer, nameLine.y + nameLine.h * 2.5);
  return stacked ? { ...seller, ...stacked, country: seller.country ?? stacked.country } : seller;
}

/** The segment of a line in the same column as `seg` (left or right edges aligned). */
function segInColumn(line: Line, seg: Seg): Seg | undefined {
  const right = seg.x + seg.w;
  return line.segs.find((x) => Math.abs(x.x - seg.x) < 3 || Math.abs(x.x + x.w - right) < 3);
}

/**
 * A town alone on its line over its postcode alone, in the same column, as British letterheads
 * print them ("Gloucester" over "GL1 2EH"): the two read as one postcode line.
 */
function townOverPostcode(
  doc: Doc,
  townLine: Line,
  seg: Seg,
  town: Seg,
): ReturnType<typeof parsePostcodeLine> {
  const next = doc.lines[townLine.index + 1];
  if (!next || next.page !== townLine.page || next.y - townLine.y > townLine.h * 2 || DIGIT.test(town.text))
    return undefined;
  const code = segInColumn(next, seg);
  return code ? parsePostcodeLine(`${town.text.trim()} ${code.text.trim()}`) : undefined;
}

/**
 * A letterhead's address block beside the name (right-aligned "Kaiser-Wilhelm-Ring 20b" over
 * "04109 Leipzig", phone and e-mail under it): a street line and a postcode line one under the
 * other in the same column, no part of the buyer's block, starting beside the name or right under it.
 */
function stackedHeadAddress(
  doc: Doc,
  buyer: Party | undefined,
  maxY: number,
): Pick<Party, 'street' | 'postcode' | 'city' | 'country'> | undefined {
  const top = doc.lines.filter((l) => l.page === 1 && l.y <= maxY);
  for (const line of top) {
    for (const seg of line.segs) {
      if (isExcluded([buyer], line.index, seg) || !looksLikeStreet(seg.text.trim())) continue;
      // (the next line with a segment in the column: a title beside the street, "FACTUUR" in larger
      // type, may stand apart on a line of its own)
      const next = doc.lines.slice(line.index + 1, line.index + 4).find((l) => segInColumn(l, seg));
      if (next?.page !== 1 || next.y - line.y > line.h * 2) continue;
      const under = segInColumn(next, seg);
      const pc = under
        ? (parsePostcodeLine(under.text) ?? townOverPostcode(doc, next, seg, under))
        : undefined;
      if (!under || !pc || looksLikeStreet(under.text) || isExcluded([buyer], next.index, under)) continue;
      return { street: seg.text.trim(), postcode: pc.postcode, city: pc.city, country: pc.country };
    }
  }
  return undefined;
}
