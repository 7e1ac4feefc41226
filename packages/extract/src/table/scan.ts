/**
 * Item tables, 3: the table reader (extractLines): walks the lines under each header, ends a table
 * at its totals, goes on over pages, groups the rows into items.
 */
import { dec } from '@ic/einvoice';
import { labelRe } from '../labels.ts';
import type { Doc, Line } from '../layout.ts';
import {
  BULLET_START,
  CENTS_END,
  CURRENCY_SIGN_OR_COLON_G,
  DIGIT,
  DIGITS_ONLY,
  LETTER,
  LONG_CODE_END,
  NUMBERED_TEXT,
  POSITION_PREFIX,
  THREE_LETTERS_PLUS,
  TIMES_NUMBER_END,
  TRAILING_NUMBER,
  TWO_LETTERS_PLUS,
} from '../lexicon/common.ts';
import {
  ADJ_ALLOWANCE,
  ALLOWANCE_WORD,
  ARTICLE_ID_HEAD,
  CHARGE_WORD,
  CODE_RE,
  END_RE,
  LABEL_TEXT,
  OPTIONAL_POSITION,
  PAGE_REF_G,
  PAGE_WORD_END,
  RATE_WORDS_IN_TEXT,
  SHIPPING_WORD,
  SUBTOTAL_RE,
} from '../lexicon/table.ts';
import type { DecimalMark } from '../parse/amount.ts';
import { type Clipped, clipToGutter, unclipped } from './gutter.ts';
import { type Column, type ExtractedLine, findHeaders, type TableHeader } from './heads.ts';
import { rowToItem } from './names.ts';
import { NAME_AT, nestSubLines } from './nest.ts';
import { quantityInName } from './qty-in-name.ts';
import { groupRows, quantitiesOtherMark } from './rows.ts';
import { afterInlineLabel, carryLine, columnOf, footerLine, near, type Tok, tokensOf } from './tokens.ts';
import {
  adjustmentOf,
  groupSumLabel,
  subHeader,
  totalsHeader,
  totalsHeadRow,
  unheadedLines,
} from './unheaded.ts';

/** Sums carried from one table to the next (a table repeated on the next page goes on). */
type Decimal = ReturnType<typeof dec>;

interface TablesSoFar {
  /** nets of the item rows read so far (all tables) */
  priorSum: Decimal;
  /** the nets of the last table */
  lastTableSum: Decimal;
  /** the page of the last item row of the tables before */
  lastAnchorPage: number;
}

/** One table's scan: its header and columns, the body read so far, the state of the page walk. */
interface TableScan {
  doc: Doc;
  mark: DecimalMark;
  header: TableHeader;
  nextHeader?: TableHeader;
  headers: TableHeader[];
  so: TablesSoFar;
  /** lines of the table body; `anchor` = the line carries the numbers of an item */
  body: Array<{ line: Line; anchor: boolean }>;
  amountCol?: Column;
  descCol?: Column;
  posCol?: Column;
  numCols: Column[];
  detail: Set<Line>;
  anchorNets: string[];
  curPage: number;
  nestedX?: number;
  /** after a carry-over row at a page foot: the rest of that page (its footer) is skipped */
  skipPage: number;
  carried: boolean;
  /** the page of the last item row so far */
  anchorPage: number;
  hereSum: Decimal;
  /** the items' sum at the last group subtotal ("Summe Lohnkosten"): where the next group starts */
  groupFrom: Decimal;
  /** right after a group's sum row: a line without numbers is the next group's head, no name */
  afterGroup: boolean;
}

type Step = 'break' | 'continue' | undefined;

/** Item rows of all tables in the document. */
export function extractLines(doc: Doc, mark: DecimalMark): ExtractedLine[] {
  const headers = findHeaders(doc);
  const out: ExtractedLine[] = [];
  const so: TablesSoFar = { priorSum: dec(0), lastTableSum: dec(0), lastAnchorPage: 0 };
  headers.forEach((found, hi) => {
    // (a page printed two-up: the table read without the column beside it)
    const cut = clipToGutter(doc, found);
    const cutHeaders = cut && clippedHeaders(headers, cut);
    const clip = cutHeaders ? cut : undefined;
    const header = clip?.header ?? found;
    const t = tableScan(clip?.doc ?? doc, mark, cutHeaders ?? headers, hi, so);
    scanBody(t);
    const rows = tableRows(t);
    const items = articleCodesAsIds(header, buildItems(t, rows));
    out.push(...(clip ? items.map((it) => unclipped(it, clip.orig)) : items));
    so.lastTableSum = t.anchorNets.reduce((a, v) => a.plus(dec(v)), dec(0));
    so.priorSum = so.priorSum.plus(so.lastTableSum);
    for (const b of t.body) if (b.anchor) so.lastAnchorPage = Math.max(so.lastAnchorPage, b.line.page);
  });
  return numberedNames(out.length ? out : unheadedLines(doc, mark)).map((l) =>
    quantityInName(l, mark, linesUnderName(doc, l)),
  );
}

/** The texts of an item's lines after its first (the lines under its name). */
function linesUnderName(doc: Doc, l: ExtractedLine): string[] {
  const first = Math.min(...l.lines);
  return l.lines.filter((i) => i > first).map((i) => doc.lines[i]?.text ?? '');
}

/**
 * The headers with the clipped one in its place and the others' lines those of the clipped
 * document (undefined when one of them lost its line: the table is then read unclipped).
 */
function clippedHeaders(headers: TableHeader[], clip: Clipped): TableHeader[] | undefined {
  const out: TableHeader[] = [];
  for (const h of headers) {
    const i = clip.orig.indexOf(h.line.index);
    const line = clip.doc.lines[i];
    if (!line) return undefined;
    out.push(h.line.index === clip.orig[clip.header.line.index] ? clip.header : { ...h, line });
  }
  return out;
}

function tableScan(
  doc: Doc,
  mark: DecimalMark,
  headers: TableHeader[],
  hi: number,
  so: TablesSoFar,
): TableScan {
  const header = headers[hi] as TableHeader;
  return {
    doc,
    mark,
    header,
    nextHeader: headers[hi + 1],
    headers,
    so,
    body: [],
    amountCol: header.columns.filter((c) => c.kind === 'amount').pop(),
    descCol: header.columns.find((c) => c.kind === 'desc'),
    posCol: header.columns.find((c) => c.kind === 'pos'),
    numCols: header.columns.filter((c) => ['qty', 'price', 'amount', 'vat'].includes(c.kind)),
    detail: new Set<Line>(),
    anchorNets: [],
    curPage: header.line.page,
    skipPage: 0,
    carried: false,
    anchorPage: 0,
    hereSum: dec(0),
    groupFrom: dec(0),
    afterGroup: false,
  };
}

/**
 * Item rows (an amount and a quantity or price in their columns) below line k on its page, before
 * the next totals line.
 */
function itemsFollow(t: TableScan, k: number, page = (t.doc.lines[k] as Line).page, reach = 20): boolean {
  const { doc, header, nextHeader, descCol, posCol } = t;
  for (let m = k + 1; m < doc.lines.length && m <= k + reach; m++) {
    const l = doc.lines[m] as Line;
    if (l.page !== page || (nextHeader && m >= nextHeader.line.index)) return false;
    const f = l.segs[0]?.text ?? '';
    // (the sum carried from the page before heads the next page's items: "Übertrag von Seite 1")
    if (carryLine(l, t.mark)) continue;
    if ((END_RE.test(f) && !SUBTOTAL_RE.test(f)) || totalsHeader(l)) return false;
    const toks = tokensOf(l, t.mark);
    const kinds = toks.filter((x) => !x.percent).map((x) => columnOf(header, x.x0, x.x1)?.kind);
    // (a VAT row on its base is the totals: "plus VAT 23 % on | 786.00 | 180.78", "zzgl. 19 % USt auf")
    if (toks.some((x) => x.percent) && !kinds.includes('qty') && RATE_WORDS_IN_TEXT.test(f)) return false;
    // … with its text where the names or positions are
    const named =
      !descCol || l.segs.some((sg) => TWO_LETTERS_PLUS.test(sg.text) && Math.abs(sg.x - descCol.x0) <= 25);
    const numbered = !!posCol && l.segs.some((sg) => columnOf(header, sg.x, sg.x + sg.w) === posCol);
    // (after a group's sum, the next group's row with only its net as well: "Spesen", then
    // "Bahnfahrt … 138,10 €")
    const priced = kinds.includes('qty') || kinds.includes('price');
    const netOnly = reach <= 3 && netOnlyRow(t, l, cellTokens(t, l));
    if ((named || numbered) && kinds.includes('amount') && (priced || netOnly)) return true;
  }
  return false;
}

/** No item row follows line k on its page (running sums and the page's footer may). */
function lastItemsOnPage(t: TableScan, k: number): boolean {
  const page = (t.doc.lines[k] as Line).page;
  for (let m = k + 1; m < t.doc.lines.length; m++) {
    const l = t.doc.lines[m] as Line;
    if (l.page !== page) return true;
    // (the page's footer: bank and registry details)
    if (footerLine(l)) continue;
    if (
      totalsHeader(l) ||
      (!carryLine(l, t.mark) && sumOnly(t, l) === undefined && itemsFollow(t, m - 1, page, 1))
    )
      return false;
  }
  return true;
}

/**
 * The table goes on at the top of the next page: its header printed again there, or item rows
 * before any totals line.
 */
function nextPageGoesOn(t: TableScan, k: number): boolean {
  const { doc } = t;
  const pg = (doc.lines[k] as Line).page + 1;
  if (t.headers.some((h) => h.line.page === pg)) return true;
  let m = k + 1;
  while (m < doc.lines.length && (doc.lines[m] as Line).page < pg) m++;
  return m < doc.lines.length && (doc.lines[m] as Line).page === pg && itemsFollow(t, m - 1, pg);
}

/**
 * A carry-over row: only the running sum of the items above, in the amount column, beside at
 * most a short label ("Transport", "Report", "Zwischensumme").
 */
function sumOnly(t: TableScan, l: Line): string | undefined {
  const { amountCol } = t;
  if (!amountCol) return undefined;
  // (the page a running sum names is no number of the row: "Zwischensumme Seite 1  13.590,25")
  const nums = tokensOf(l, t.mark).filter(
    (x) => !(DIGITS_ONLY.test(x.raw) && PAGE_WORD_END.test(x.seg.text.slice(0, x.index))),
  );
  const t0 = nums[0];
  if (nums.length !== 1 || !t0 || t0.percent || columnOf(t.header, t0.x0, t0.x1) !== amountCol)
    return undefined;
  const rest = l.segs
    .map((sg) =>
      sg === t0.seg ? sg.text.slice(0, t0.index) + sg.text.slice(t0.index + t0.raw.length) : sg.text,
    )
    .join(' ')
    .replace(CURRENCY_SIGN_OR_COLON_G, ' ')
    .replace(PAGE_REF_G, ' ')
    .trim();
  if (rest.length > 40 || DIGIT.test(rest)) return undefined;
  // … no total label ("Nettobetrag", "Total"), a subtotal one may be ("Zwischensumme")
  if (
    !SUBTOTAL_RE.test(rest) &&
    (['taxExclusive', 'vatTotal', 'taxInclusive', 'amountDue'] as const).some((f) =>
      labelRe(f, true).test(rest),
    )
  )
    return undefined;
  return dec(t0.value).isZero() ? undefined : t0.value;
}

/** The value is the running sum of the items (of this table, or with the tables before it). */
function runningSum(t: TableScan, v: string): boolean {
  const { hereSum, so } = t;
  return [hereSum, hereSum.plus(so.priorSum), hereSum.plus(so.lastTableSum)].some(
    (x) => !x.isZero() && near(v, x.toString(), '0.001'),
  );
}

/** A totals line or head (the end of the items). */
function totalsAt(x: Line, mark: DecimalMark): boolean {
  const f = x.segs[0]?.text ?? '';
  return END_RE.test(f) || labelRe('taxExclusive', true).test(f) || totalsHeader(x) || totalsHeadRow(x, mark);
}

function scanBody(t: TableScan): void {
  const { doc } = t;
  for (let k = t.header.line.index + 1; k < doc.lines.length; k++) {
    const l = doc.lines[k] as Line;
    if (t.nextHeader && k >= t.nextHeader.line.index) break;
    if (l.page !== t.curPage) {
      if (!goesOnOverPage(t, k, l)) break;
      t.curPage = l.page;
      t.carried = false;
    }
    const step = skipLine(t, k, l) ?? totalsLine(t, k, l) ?? nestedLine(t, l) ?? itemLine(t, k, l);
    if (step === 'break') break;
  }
}

/**
 * At a page break: the table goes on over it when its last item sits in the lower half, or when
 * the header itself is the last thing on its page, or a carry-over row ends it or starts the next
 * page (before any other numbers there).
 */
function goesOnOverPage(t: TableScan, k: number, l: Line): boolean {
  const { doc, header, curPage } = t;
  const last = [...t.body].reverse().find((b) => b.anchor)?.line;
  const h = doc.pages[curPage - 1]?.height ?? 842;
  const headerAtFoot = !last && header.line.page === curPage && header.line.y > h * 0.75;
  const carryTop = (): boolean => {
    for (let m = k; m < doc.lines.length && m < k + 6; m++) {
      const x = doc.lines[m] as Line;
      if (x.page !== l.page) return false;
      const v = carryLine(x, t.mark) ? undefined : sumOnly(t, x);
      if (carryLine(x, t.mark) || (v !== undefined && !!last && runningSum(t, v))) return true;
      // (a running head "Rechnung 2024-17 – Seite 2" has no numbers in the number columns)
      if (tokensOf(x, t.mark).some((tk) => t.numCols.includes(columnOf(header, tk.x0, tk.x1) as Column)))
        return false;
    }
    return false;
  };
  return !(
    l.page !== curPage + 1 ||
    (!t.carried &&
      !headerAtFoot &&
      (!last || last.page !== curPage || last.y < h * 0.5) &&
      !(last && last.page === curPage && carryTop()))
  );
}

/** The skipped rest of a page, the page's footer, a carry-over row: no part of the items. */
function skipLine(t: TableScan, k: number, l: Line): Step {
  if (l.page === t.skipPage) {
    // (totals printed in the skipped part end the table)
    if (!t.carried && totalsAt(l, t.mark)) return 'break';
    return 'continue';
  }
  // the page's footer (address, bank account, page number) set off by a wide gap in the
  // bottom fifth of the page: no part of the table
  if (!totalsAt(l, t.mark)) {
    const prev = t.body.length ? (t.body[t.body.length - 1] as { line: Line }).line : t.header.line;
    const ph = t.doc.pages[l.page - 1]?.height ?? 842;
    if (t.anchorPage > 0 && prev.page === l.page && l.y > ph * 0.8 && l.y - (prev.y + prev.h) > 40) {
      t.skipPage = l.page;
      return 'continue';
    }
    // … or starting with a line of bank or registry details below the items in the bottom
    // quarter (an IBAN, "BIC", "USt-IdNr.", "Tel.", "Amtsgericht" …)
    if (t.anchorPage === l.page && l.y > ph * 0.75 && footerLine(l)) {
      t.skipPage = l.page;
      return 'continue';
    }
  }
  // a carry-over line at a page foot or under the repeated header ("Übertrag 500,00",
  // "Carried forward"), or a row with only the running sum at a page break (the foot of a
  // page the table goes on after, the top of a page after the items before it): no item
  const anchoredHere = t.anchorPage === l.page;
  const labelled = carryLine(l, t.mark);
  const sum = labelled ? undefined : sumOnly(t, l);
  const prevPage = Math.max(t.so.lastAnchorPage, t.anchorPage);
  const top = !anchoredHere && prevPage > 0 && prevPage < l.page && sum !== undefined && runningSum(t, sum);
  // (a group's subtotal with more items below it on the page is no page foot: "Sous-total BL",
  // "Summe Lieferschein 36729" after the first delivery note equals the running sum)
  const first = l.segs[0]?.text ?? '';
  const groupSub = (SUBTOTAL_RE.test(first) || groupSumLabel(first)) && itemsFollow(t, k);
  const foot = anchoredHere && sum !== undefined && !groupSub && runningSum(t, sum) && nextPageGoesOn(t, k);
  if (labelled || top || foot) {
    if (anchoredHere && (labelled || foot)) {
      t.skipPage = l.page;
      t.carried = true;
    }
    return 'continue';
  }
  return undefined;
}

/** A totals line ends the table unless it sits in the description column with numbers of a row. */
function totalsLine(t: TableScan, k: number, l: Line): Step {
  const { descCol, amountCol, header } = t;
  const firstSeg = l.segs[0];
  // a line of a block printed beside the items, right of the table's last column ("VAT total
  // £3,554.22" in a summary column at the right): neither an item nor the table's end
  const right = Math.max(...header.columns.map((c) => c.x1));
  if (firstSeg && firstSeg.x > right + 10 && t.body.some((b) => b.anchor)) return 'continue';
  const startsLeft = firstSeg && firstSeg.x < (descCol ? descCol.x1 : (amountCol?.x0 ?? 0) - 50);
  if (
    firstSeg &&
    (END_RE.test(firstSeg.text) || labelRe('taxExclusive', true).test(firstSeg.text)) &&
    (!descCol || firstSeg.x >= descCol.x0 - 20 || startsLeft)
  ) {
    const toks = tokensOf(l, t.mark).filter((x) => !x.percent);
    // right below the header and before any item: the header's second line ("Tax", "Total")
    const prev = t.body.length ? (t.body[t.body.length - 1] as { line: Line }).line : header.line;
    const headerTail =
      !t.body.some((b) => b.anchor) && !toks.length && l.y - (prev.y + prev.h) < Math.max(prev.h, 6) * 1.2;
    if (headerTail) {
      t.body.push({ line: l, anchor: false });
      return 'continue';
    }
    // a group subtotal ("Zwischensumme Titel 1", "Subtotal", "Summe Lieferschein") with more items
    // below it: the table goes on
    // (one found by its sum only: the next group's items within three lines, under its head)
    // (… or at a page's foot, the items going on on the next page: "Subtotaal Order 561314" over
    // "Transport 6.989,84")
    const sub =
      SUBTOTAL_RE.test(firstSeg.text) || groupSumLabel(firstSeg.text)
        ? itemsFollow(t, k) || (lastItemsOnPage(t, k) && nextPageGoesOn(t, k))
        : groupSum(t, toks) && itemsFollow(t, k, l.page, 3);
    if (toks.length < 3 && sub) {
      t.groupFrom = t.hereSum;
      t.afterGroup = true;
      return 'continue';
    }
    if (toks.length < 3) return 'break';
  }
  // a header row of totals (Nettobetrag | MwSt-Betrag | Endbetrag …) ends the items
  if (totalsHeader(l) || (t.anchorPage > 0 && totalsHeadRow(l, t.mark))) return 'break';
  return undefined;
}

/**
 * A sum row of a group of items ("Summe Lohnkosten  1.032,00" under the labour rows, then
 * "Materialkosten" and its rows): its one amount is the sum of the items since the table's head or
 * the group before, whatever its words.
 */
function groupSum(t: TableScan, toks: Tok[]): boolean {
  // (digits in the group's label, "Summe Kennzeichen BN-FZ 8574", stand outside the amount column)
  const inAmount = t.amountCol ? toks.filter((x) => columnOf(t.header, x.x0, x.x1) === t.amountCol) : toks;
  const v = inAmount.length === 1 ? inAmount[0]?.value : undefined;
  const group = t.hereSum.minus(t.groupFrom);
  return v !== undefined && !group.isZero() && near(v, group.toString(), '0.001');
}

/**
 * A table nested under an item (its own header row "Art | Grund | % | Betrag" indented under the
 * item: the item's allowances or components): its rows are detail of the item as long as they
 * start no further left than that header.
 */
function nestedLine(t: TableScan, l: Line): Step {
  const firstSeg = l.segs[0];
  if (t.nestedX !== undefined && firstSeg && firstSeg.x >= t.nestedX - 3) {
    t.body.push({ line: l, anchor: false });
    t.detail.add(l);
    return 'continue';
  }
  t.nestedX = undefined;
  const firstAnchor = t.body.find((b) => b.anchor)?.line.segs[0];
  if (firstSeg && firstAnchor && firstSeg.x > firstAnchor.x + 10 && subHeader(l)) {
    t.nestedX = firstSeg.x;
    t.body.push({ line: l, anchor: false });
    t.detail.add(l);
    return 'continue';
  }
  return undefined;
}

/** A body line's numbers in the table's number columns (a running sentence across two has none). */
function cellTokens(t: TableScan, l: Line): Tok[] {
  const { header, numCols } = t;
  return tokensOf(l, t.mark).filter((x) => {
    const c = columnOf(header, x.x0, x.x1);
    // a running sentence across two number columns ("Hersteller: …, 99199 MUSTERHAUSEN")
    // has no cells
    if (numCols.filter((n) => x.seg.x < n.x0 && x.seg.x + x.seg.w > n.x1).length >= 2) return false;
    return c && c.kind !== 'desc' && c.kind !== 'pos';
  });
}

/**
 * A line with only the sum of the item amounts above it ("Positionen netto 804,35", "Line Total
 * Amount 135.00"): the end of the items, unless item rows follow (a group subtotal).
 */
function sumRowStep(t: TableScan, k: number, toks: Tok[]): Step {
  const { header, amountCol } = t;
  if (!t.anchorNets.length || !amountCol) return undefined;
  const nums = toks.filter((x) => !x.percent);
  const t0 = nums[0];
  if (
    nums.length === 1 &&
    t0 &&
    columnOf(header, t0.x0, t0.x1) === amountCol &&
    !dec(t0.value).isZero() &&
    runningSum(t, t0.value)
  )
    return itemsFollow(t, k) ? 'continue' : 'break';
  return undefined;
}

/**
 * A row of its own with only its net under quantity and price columns (a fee by schedule with
 * its factor, "2-fach"; an expense under hours, "Bahnfahrt … 138,10 €"): the name starts left of
 * the number columns on the net's own line, under the first item's name, and is no sum label;
 * the item above has its own net.
 */
function netOnlyRow(t: TableScan, l: Line, cells: Tok[]): boolean {
  const { header, numCols } = t;
  if (cells.length !== 1 || cells.some((x) => x.percent)) return false;
  const firstNum = Math.min(...numCols.map((c) => c.x0));
  const nameX = firstAnchorNameX(t);
  // (the item above has its net: a net below a row without one is that row's, "Kilometer 13,00")
  const last = t.body.filter((b) => b.anchor).pop()?.line;
  const amountCol = t.amountCol;
  if (!last || !tokensOf(last, t.mark).some((x) => !x.percent && columnOf(header, x.x0, x.x1) === amountCol))
    return false;
  const seg = l.segs.find((sg) => THREE_LETTERS_PLUS.test(sg.text));
  if (!seg || nameX === undefined || Math.abs(seg.x - nameX) > 8 || seg.x + 20 > firstNum) return false;
  const text = seg.text.trim();
  return (
    THREE_LETTERS_PLUS.test(text) &&
    !SUBTOTAL_RE.test(text) &&
    !END_RE.test(text) &&
    !labelRe('taxExclusive', true).test(text) &&
    columnOf(header, seg.x, seg.x + Math.min(seg.w, 40))?.kind !== 'amount'
  );
}

/** Where the name of the table's first item starts (its numbers line's first text with letters). */
function firstAnchorNameX(t: TableScan): number | undefined {
  const first = t.body.find((b) => b.anchor)?.line;
  return first?.segs.find((sg) => THREE_LETTERS_PLUS.test(sg.text))?.x;
}

/** The line carries an item's numbers: two cells with money, or a net of the first item or of an allowance/charge. */
function isAnchor(t: TableScan, l: Line, toks: Tok[], cells: Tok[]): boolean {
  const { header, amountCol } = t;
  const hasNet = amountCol
    ? toks.some((x) => !x.percent && columnOf(header, x.x0, x.x1) === amountCol)
    : false;
  // an item's numbers include a money amount (price or line net): a quantity with a VAT
  // rate ("20,0000 Stk.  7,0") is a component or note line under the item
  const money = cells.some((x) => {
    const kind = columnOf(header, x.x0, x.x1)?.kind;
    return !x.percent && (kind === 'price' || kind === 'amount');
  });
  // a discount printed under an item as its own row ("abzgl. 10 % Rabatt  -73,19", "Less 20 %
  // discount  -232.50"): a row of its own, which buildItems attaches to the item above
  const negNet = toks.some(
    (x) => !x.percent && columnOf(header, x.x0, x.x1) === amountCol && dec(x.value).isNegative(),
  );
  // (a table whose only number column is the amount: each net is an item's)
  const amountOnly = !header.columns.some((c) => c.kind === 'qty' || c.kind === 'price');
  return (
    (cells.length >= 2 && money) ||
    (hasNet &&
      (!t.body.some((b) => b.anchor) ||
        (amountOnly && !!header.others?.length) ||
        netOnlyRow(t, l, cells) ||
        (negNet && l.segs.some((sg) => ADJ_ALLOWANCE.test(sg.text))) ||
        l.segs.some(
          (sg) => ALLOWANCE_WORD.test(sg.text) || CHARGE_WORD.test(sg.text) || SHIPPING_WORD.test(sg.text),
        )))
  );
}

/** A body line: its number cells make it an item's numbers line (an anchor) or text of an item. */
function itemLine(t: TableScan, k: number, l: Line): Step {
  const { header, amountCol } = t;
  const toks = cellTokens(t, l);
  const end = sumRowStep(t, k, toks);
  if (end) return end;
  const cells = toks.filter((x) => !afterInlineLabel(x));
  const anchor = isAnchor(t, l, toks, cells);
  // a row with its amount only under a head of no kind right of the amounts (a payment under a
  // folio's "Credit" beside the charges under "Debit"): no item, nor part of the one above
  if (!anchor && !toks.length && otherColumnRow(t, l)) return 'continue';
  // a title numbered in the position column over the positions it numbers ("01 Erdarbeiten" over
  // "01.0010 Oberboden abtragen"): no part of the first of them
  if (!anchor && !toks.length && titleOverPositions(t, k, l)) return 'continue';
  // the head of the next group ("Materialkosten" under "Summe Lohnkosten"): no part of an item
  if (t.afterGroup && !anchor && !toks.length) return 'continue';
  t.afterGroup = false;
  t.body.push({ line: l, anchor });
  if (anchor) t.anchorPage = l.page;
  if (anchor) {
    const net = cells
      .filter((x) => !x.percent && columnOf(header, x.x0, x.x1) === amountCol)
      .sort((a, b) => b.x1 - a.x1)[0];
    if (net) {
      t.anchorNets.push(net.value);
      t.hereSum = t.hereSum.plus(dec(net.value));
    }
  }
  return undefined;
}

/** The line's text in the position column over the next numbered line's, which extends it ("01" → "01.0010"). */
function titleOverPositions(t: TableScan, k: number, l: Line): boolean {
  const { header, posCol, doc } = t;
  const posText = (x: Line) =>
    x.segs.find((sg) => columnOf(header, sg.x, sg.x + Math.min(sg.w, 20)) === posCol);
  // (the number and the title's words in one segment: an id alone under its item's numbers, "1.3"
  // under "Colombia Bundle … 126,00", is that item's)
  const seg = posCol ? posText(l)?.text.trim() : undefined;
  const own = seg ? POSITION_PREFIX.exec(seg)?.[1] : undefined;
  if (!own || !seg || !LETTER.test(seg.slice(own.length))) return false;
  for (let m = k + 1; m < Math.min(doc.lines.length, k + 4); m++) {
    const next = posText(doc.lines[m] as Line)?.text.trim();
    if (next) return next.startsWith(`${own}.`) && next.length > own.length + 1;
  }
  return false;
}

/** An amount of the line under a head of no kind right of the amount column. */
function otherColumnRow(t: TableScan, l: Line): boolean {
  const { header, amountCol } = t;
  if (!amountCol || !header.others?.length) return false;
  const right = header.others.filter((o) => o.x0 > amountCol.x1);
  return tokensOf(l, t.mark).some(
    (x) => !x.percent && CENTS_END.test(x.raw) && right.some((o) => x.x0 < o.x1 + 4 && x.x1 > o.x0 - 4),
  );
}

/**
 * The body's lines grouped into item rows. Below a multi-line header, the item's own text starts
 * at a line with a digit that is no running sentence across the number columns ("Wir erlauben
 * uns … Nr. 2018-51112 …") … or, under a header set in bold, at the first line in regular type.
 */
function tableRows(t: TableScan): Line[][] {
  const { body, header, numCols } = t;
  const boldHead = header.line.segs.every((s) => s.bold);
  const crossing = (l: Line) => l.segs.some((s) => numCols.some((c) => s.x < c.x0 && s.x + s.w > c.x1));
  // (the second line of such a sentence neither)
  const afterSentence = new Set(
    body.filter((_, i) => i > 0 && crossing(body[i - 1]?.line as Line)).map((b) => b.line),
  );
  const itemText = (l: Line) =>
    !crossing(l) &&
    (DIGIT.test(l.text) ||
      (boldHead &&
        !afterSentence.has(l) &&
        l.segs.every((s) => s.bold === false) &&
        THREE_LETTERS_PLUS.test(l.text)));
  return groupRows(body, header.line, itemText);
}

/**
 * The widest first line of an item's text at a given x (a trailing number printed in the same
 * run, "Kunstrasen 3m breit 3,00", not counted): the names wrap at this width or wider.
 */
function nameWidthOf(rows: Line[][], numCols: Column[]): (x: number) => number {
  return (x: number) => {
    let w = 0;
    for (const row of rows) {
      for (const l of row) {
        const s = l.segs.find(
          (sg) =>
            Math.abs(sg.x - x) <= 6 &&
            TWO_LETTERS_PLUS.test(sg.text) &&
            // an item code above the name ("ZS997") is not where the names run
            !CODE_RE.test(sg.text.trim()) &&
            // nor a label ("Weitere Eigenschaften:", "Zählpunkt: DE000…")
            !LABEL_TEXT.test(sg.text.trim()) &&
            // nor a bulleted detail line ("* Anzahl Packstücke: 4 XCT") that starts a row
            !BULLET_START.test(sg.text) &&
            // a running sentence crosses two number columns; a long name may run over one
            numCols.filter((c) => sg.x < c.x0 && sg.x + sg.w > c.x1).length < 2,
        );
        if (!s) continue;
        const t = s.text.trim();
        // … but a dimension ending the name ("Karton 3 x 20") is part of it; a code of the
        // column beside run on ("… VE 24 4082636927493", "… Stk4006589765911") is not
        const kept = TIMES_NUMBER_END.test(t) ? t : t.replace(LONG_CODE_END, '').replace(TRAILING_NUMBER, '');
        w = Math.max(w, (s.w * kept.length) / Math.max(1, t.length));
        break;
      }
    }
    return w;
  };
}

/** The items of the table's rows (allowance and charge rows attached to the item above). */
function buildItems(t: TableScan, rows: Line[][]): ExtractedLine[] {
  const { header, mark, detail } = t;
  const nameWidth = nameWidthOf(rows, t.numCols);
  const qtyOtherMark = quantitiesOtherMark(header, rows, mark);
  const built = rows.map((row) => rowToItem(header, row, mark, nameWidth, detail, { qtyOtherMark }));
  rereadNamesAbove(t, rows, built, nameWidth, qtyOtherMark);
  // a discount row without position under an item ("abzgl. 10 % Rabatt  -73,19"): no item
  // (… also when the parts of a bundle above it were read as its name: "– 2 x seed trays" over
  // "less 10% discount  -17.80")
  const allowanceAt = (row: Line[]) =>
    row.findIndex((l) => ADJ_ALLOWANCE.test(l.segs[0]?.text ?? '') && DIGIT.test(l.text));
  built.forEach((x, i) => {
    // (a position offered and not ordered, "Option non retenue : …" at "(980,00)": no item)
    if (x && OPTIONAL_POSITION.test(x.name)) built[i] = undefined;
    if (
      x &&
      i > 0 &&
      !x.id &&
      !x.docLevel &&
      dec(x.netAmount).isNegative() &&
      (ADJ_ALLOWANCE.test(x.name) || allowanceAt(rows[i] ?? []) >= 0)
    )
      built[i] = undefined;
  });
  // a row that is no item, only an allowance or charge amount ("abzgl. 16,7% Rabatt  -2,00"):
  // an adjustment of the item above
  rows.forEach((row, i) => {
    if (built[i]) return;
    const prev = built
      .slice(0, i)
      .reverse()
      .find((x) => x && !x.docLevel);
    // (from the discount's own line on: the parts above it are no part of it)
    const adj = adjustmentOf(header, row.slice(Math.max(0, allowanceAt(row))), mark, prev?.netAmount);
    if (adj && prev) prev.adjustments = [...(prev.adjustments ?? []), adj];
  });
  return unnumberedAdjustments(nestSubLines(built.filter((x): x is ExtractedLine => !!x)));
}

/**
 * Most names printed above their numbers line: an item whose name was read below it while text
 * stands above it (a name in capitals and digits, taken for an item code) reads it there.
 */
function rereadNamesAbove(
  t: TableScan,
  rows: Line[][],
  built: Array<ExtractedLine | undefined>,
  nameWidth: (x: number) => number,
  qtyOtherMark: boolean,
): void {
  const at = built.map((x) => (x ? NAME_AT.get(x) : undefined));
  const above = at.filter((a) => a?.name && a.name.y < a.numbers.y).length;
  if (!(above >= 2 && above * 2 > built.filter(Boolean).length)) return;
  built.forEach((x, i) => {
    const a = at[i];
    if (!x || !a?.name || a.name.y <= a.numbers.y || a.row[0] === a.numbers) return;
    const again = rowToItem(t.header, rows[i] as Line[], t.mark, nameWidth, t.detail, {
      codeNameAbove: true,
      qtyOtherMark,
    });
    const b = again ? NAME_AT.get(again) : undefined;
    if (again && b?.name && b.name.y < b.numbers.y) built[i] = again;
  });
}

/**
 * In a table whose items carry position numbers, an unnumbered "Abschlag …" / "Zuschlag …" row
 * under an item is that item's allowance or charge, not an item of its own.
 */
function unnumberedAdjustments(items: ExtractedLine[]): ExtractedLine[] {
  const numbered = items.some((x) => x.id && !x.docLevel);
  const kept: ExtractedLine[] = [];
  items.forEach((x, i) => {
    const charge = CHARGE_WORD.test(x.name);
    if (numbered && i > 0 && !x.id && !x.docLevel && (ALLOWANCE_WORD.test(x.name) || charge)) {
      const prev = kept[kept.length - 1];
      const a = dec(x.netAmount).abs();
      if (prev && !a.isZero())
        prev.adjustments = [
          ...(prev.adjustments ?? []),
          { amount: (charge ? a : a.negated()).toFixed(2), reason: x.name },
        ];
      return;
    }
    kept.push(x);
  });
  return kept;
}

/**
 * Items numbered in their description cell ("1. Data migration", "2. Consultancy") where the
 * table has no position column: the numbers 1, 2, 3 … in order are the line ids, not part of
 * the names.
 */
function numberedNames(items: ExtractedLine[]): ExtractedLine[] {
  const its = items.filter((x) => !x.docLevel);
  if (!its.length || its.some((x) => x.id)) return items;
  // a word after the number ("1. FC Köln …" is a name: an abbreviation follows)
  const re = NUMBERED_TEXT;
  if (!its.every((x, i) => Number(re.exec(x.name)?.[1]) === i + 1)) return items;
  return items.map((x) =>
    x.docLevel ? x : { ...x, id: re.exec(x.name)?.[1], name: x.name.replace(re, '') },
  );
}

/**
 * A number column headed as an article number ("SKU", "Art. no.", "Product code", "Item code")
 * holds the seller's item codes, not the line positions: codes that are no position sequence
 * (1, 2, 3 … or 10, 20, 30 …) are no line ids (the lines are numbered in their order).
 */
function articleCodesAsIds(header: TableHeader, items: ExtractedLine[]): ExtractedLine[] {
  const posCol = header.columns.find((c) => c.kind === 'pos');
  if (!posCol) return items;
  // the head's words within the column ("Art. no. Description" may be one segment)
  const head = header.line.segs
    .filter((s) => s.x < posCol.x1 && s.x + s.w > posCol.x0)
    .map((s) => {
      const cw = s.w / Math.max(1, s.text.length);
      return s.text.slice(
        Math.max(0, Math.round((posCol.x0 - s.x) / cw)),
        Math.round((posCol.x1 - s.x) / cw) + 1,
      );
    })
    .join(' ');
  if (!ARTICLE_ID_HEAD.test(head.trim())) return items;
  const ids = items.filter((x) => !x.docLevel).map((x) => x.id);
  if (!ids.length || ids.some((id) => !id || !DIGITS_ONLY.test(id))) return items;
  const ns = ids.map(Number);
  const step = ns[0] as number;
  if (ns.every((n, i) => n === step * (i + 1)) && (step === 1 || step === 10 || step === 100 || step === 5))
    return items;
  return items.map((x) => (x.docLevel ? x : { ...x, id: undefined }));
}
