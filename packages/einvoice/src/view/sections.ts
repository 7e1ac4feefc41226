/**
 * The invoice as labelled, formatted sections: one structure that the HTML view (`html.ts`) and
 * the readable PDF (`@ic/pdf` write/render.ts) both lay out, so that they show the same fields
 * in the same order. Organised like the official XRechnung visualisation:
 *
 * - overview: seller, buyer, invoice data, totals, VAT breakdown, allowances/charges, payment, notes
 * - lines: every line with all its attributes, period, allowances/charges, item, sub-lines
 * - supplements: tax representative, delivery, references, payee, preceding invoices, third-party payments
 * - attachments: supporting documents (embedded → file, external → link)
 *
 * Every value is a `ViewField` that carries its business term id (BT-n), a label in the view's
 * language, the raw model value and the display text. Empty fields, groups and sections are
 * left out. Pure code, no DOM or Node APIs.
 */
import { type CodeListId, label as codeLabel } from '../codelists/index.ts';
import type {
  Contact,
  DocumentAllowanceCharge,
  Identifier,
  Invoice,
  InvoiceLine,
  LineAllowanceCharge,
  Period,
  PostalAddress,
} from '../model/invoice.ts';
import { formatAmount, formatDate, formatDecimal, formatPercent } from './format.ts';
import { termLabel, type ViewLang, word } from './labels.ts';

export type FieldKind = 'text' | 'amount' | 'number' | 'percent' | 'date' | 'code' | 'uri' | 'email' | 'file';

export interface ViewField {
  /** business term id, e.g. BT-27, BT-29-1, BT-DEX-001 */
  bt: string;
  label: string;
  /** the model value as it is */
  raw: string;
  /** display text in the view's language */
  text: string;
  kind: FieldKind;
  /** uri: the link when its scheme is safe; file: a data: URI */
  href?: string;
  /** file: download name */
  filename?: string;
  /** attached values shown beside this one (identifier scheme, note subject …) */
  extra?: ViewField[];
  /** true for the multi-line texts (notes, descriptions) */
  long?: boolean;
}

export interface ViewColumn {
  bt: string;
  label: string;
  align: 'left' | 'right';
}

export interface ViewTable {
  /** BG id of a row */
  id: string;
  title: string;
  columns: ViewColumn[];
  /** cells aligned with `columns`; undefined = empty cell */
  rows: Array<Array<ViewField | undefined>>;
}

export interface ViewGroup {
  /** BG id, or a view key (`invoiceData`, `references`, `line`) */
  id: string;
  title: string;
  fields: ViewField[];
  tables: ViewTable[];
  groups: ViewGroup[];
}

export type SectionId = 'overview' | 'lines' | 'supplements' | 'attachments';

export interface ViewSection {
  id: SectionId;
  title: string;
  groups: ViewGroup[];
}

export interface InvoiceView {
  lang: ViewLang;
  /** e.g. "Commercial invoice RE-2024-0815" */
  title: string;
  /** document type label, e.g. "Commercial invoice" */
  documentType: string;
  number: string;
  currency: string;
  sections: ViewSection[];
}

// ---- field constructors -----------------------------------------------------------------------

class Builder {
  readonly lang: ViewLang;
  readonly currency: string;
  /** show codes beside their names and identifier schemes (see `ViewOptions.technical`) */
  readonly technical: boolean;
  constructor(lang: ViewLang, currency: string, technical: boolean) {
    this.lang = lang;
    this.currency = currency;
    this.technical = technical;
  }

  private make(
    bt: string,
    raw: string | undefined,
    kind: FieldKind,
    text: string,
    labelId = bt,
  ): ViewField | undefined {
    if (raw === undefined || raw.trim() === '') return undefined;
    return { bt, label: termLabel(labelId, this.lang), raw, text, kind };
  }

  text(bt: string, raw: string | undefined, long = false): ViewField | undefined {
    const f = this.make(bt, raw, 'text', raw ?? '');
    if (f && long) f.long = true;
    return f;
  }

  amount(bt: string, raw: string | undefined, currency = this.currency): ViewField | undefined {
    return raw === undefined
      ? undefined
      : this.make(bt, raw, 'amount', formatAmount(raw, currency, this.lang));
  }

  number(bt: string, raw: string | undefined): ViewField | undefined {
    return raw === undefined ? undefined : this.make(bt, raw, 'number', formatDecimal(raw, this.lang));
  }

  percent(bt: string, raw: string | undefined): ViewField | undefined {
    return raw === undefined ? undefined : this.make(bt, raw, 'percent', formatPercent(raw, this.lang));
  }

  date(bt: string, raw: string | undefined): ViewField | undefined {
    return raw === undefined ? undefined : this.make(bt, raw, 'date', formatDate(raw, this.lang));
  }

  code(bt: string, raw: string | undefined, list?: CodeListId): ViewField | undefined {
    if (raw === undefined) return undefined;
    const c = raw.trim();
    const l = list ? codeLabel(list, c, this.lang) : c;
    const named = l && l !== c;
    // business view: the name alone ("Commercial invoice", "Germany"); currencies keep their ISO code
    const text = named ? (this.technical ? `${c} – ${l}` : list === 'currency' ? c : l) : c;
    return this.make(bt, raw, 'code', text);
  }

  /** a technical field (specification identifier, process, status codes): only in the technical view */
  tech(bt: string, raw: string | undefined): ViewField | undefined {
    return this.technical ? this.text(bt, raw) : undefined;
  }

  email(bt: string, raw: string | undefined): ViewField | undefined {
    const f = this.make(bt, raw, 'email', raw ?? '');
    if (f && raw && /^[^\s@<>"']+@[^\s@<>"']+$/.test(raw.trim())) f.href = `mailto:${raw.trim()}`;
    return f;
  }

  uri(bt: string, raw: string | undefined): ViewField | undefined {
    const f = this.make(bt, raw, 'uri', raw ?? '');
    if (f && raw && /^(https?|ftp):\/\/[^\s]+$/i.test(raw.trim())) f.href = raw.trim();
    return f;
  }

  /**
   * An identifier and its scheme (BT-x-1) shown beside it. The business view names a scheme only
   * where the code list has a name for it ("GLN", never "0088") and leaves out the scheme of an
   * electronic address ("EM") and every scheme version.
   */
  id(bt: string, ident: Identifier | undefined, list?: CodeListId): ViewField | undefined {
    if (!ident) return undefined;
    const f = this.text(bt, ident.value);
    if (!f) return undefined;
    const scheme = ident.schemeId?.trim();
    const named = scheme && list ? codeLabel(list, scheme, this.lang) !== scheme : false;
    const extra = this.technical
      ? compact([this.code(`${bt}-1`, ident.schemeId, list), this.text(`${bt}-2`, ident.schemeVersionId)])
      : named && list !== 'eas'
        ? compact([this.code(`${bt}-1`, ident.schemeId, list)])
        : [];
    if (extra.length) f.extra = extra;
    return f;
  }

  group(
    id: string,
    fields: Array<ViewField | undefined>,
    more: { tables?: ViewTable[]; groups?: Array<ViewGroup | undefined>; title?: string } = {},
  ): ViewGroup | undefined {
    const g: ViewGroup = {
      id,
      title: more.title ?? termLabel(id, this.lang),
      fields: compact(fields),
      tables: (more.tables ?? []).filter((t) => t.rows.length > 0),
      groups: compact(more.groups ?? []),
    };
    return g.fields.length || g.tables.length || g.groups.length ? g : undefined;
  }

  table(
    id: string,
    columns: Array<[bt: string, align?: 'left' | 'right']>,
    rows: Array<Array<ViewField | undefined>>,
  ): ViewTable {
    // cells go to the column of their business term; columns empty in every row are dropped
    const placed = rows.map((r) => columns.map(([bt]) => r.find((f) => f?.bt === bt)));
    const keep = columns.map((_, i) => placed.some((r) => r[i] !== undefined));
    return {
      id,
      title: termLabel(id, this.lang),
      columns: columns
        .filter((_, i) => keep[i])
        .map(([bt, align]) => ({ bt, label: termLabel(bt, this.lang), align: align ?? 'left' })),
      rows: placed.map((r) => r.filter((_, i) => keep[i])),
    };
  }
}

function compact<T>(xs: Array<T | undefined>): T[] {
  return xs.filter((x): x is T => x !== undefined);
}

// ---- pieces -----------------------------------------------------------------------------------

/** BT ids of the address fields of BG-5, BG-8, BG-12, BG-15: line1, line2, line3, city, post code, subdivision, country. */
const ADDRESS_BTS: Record<string, [string, string, string, string, string, string, string]> = {
  'BG-5': ['BT-35', 'BT-36', 'BT-162', 'BT-37', 'BT-38', 'BT-39', 'BT-40'],
  'BG-8': ['BT-50', 'BT-51', 'BT-163', 'BT-52', 'BT-53', 'BT-54', 'BT-55'],
  'BG-12': ['BT-64', 'BT-65', 'BT-164', 'BT-66', 'BT-67', 'BT-68', 'BT-69'],
  'BG-15': ['BT-75', 'BT-76', 'BT-165', 'BT-77', 'BT-78', 'BT-79', 'BT-80'],
};

function address(
  b: Builder,
  bg: keyof typeof ADDRESS_BTS,
  a: PostalAddress | undefined,
): ViewGroup | undefined {
  if (!a) return undefined;
  const [l1, l2, l3, city, pc, sub, country] = ADDRESS_BTS[bg] as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  return b.group(bg, [
    b.text(l1, a.line1),
    b.text(l2, a.line2),
    b.text(l3, a.line3),
    b.text(pc, a.postalCode),
    b.text(city, a.city),
    b.text(sub, a.countrySubdivision),
    b.code(country, a.countryCode, 'country'),
  ]);
}

function contact(
  b: Builder,
  bg: 'BG-6' | 'BG-9',
  bts: [string, string, string],
  c: Contact | undefined,
): ViewGroup | undefined {
  if (!c) return undefined;
  return b.group(bg, [b.text(bts[0], c.name), b.text(bts[1], c.telephone), b.email(bts[2], c.email)]);
}

function period(
  b: Builder,
  bg: 'BG-14' | 'BG-26',
  bts: [string, string],
  p: Period | undefined,
): ViewGroup | undefined {
  if (!p) return undefined;
  return b.group(bg, [b.date(bts[0], p.startDate), b.date(bts[1], p.endDate)]);
}

function docAllowanceCharges(b: Builder, charge: boolean, xs: DocumentAllowanceCharge[]): ViewTable {
  const n = charge ? 99 : 92;
  const bt = (i: number) => `BT-${n + i}`;
  return b.table(
    charge ? 'BG-21' : 'BG-20',
    [
      [bt(5)],
      [bt(6)],
      [bt(3), 'right'],
      [bt(2), 'right'],
      [bt(4), 'right'],
      [bt(1), 'right'],
      [bt(0), 'right'],
    ],
    xs.map((x) => [
      b.text(bt(5), x.reason),
      b.code(bt(6), x.reasonCode, charge ? 'chargeReason' : 'allowanceReason'),
      b.code(bt(3), x.vatCategoryCode, 'vatCategory'),
      b.percent(bt(4), x.vatRate),
      b.percent(bt(2), x.percentage),
      b.amount(bt(1), x.baseAmount),
      b.amount(bt(0), x.amount),
    ]),
  );
}

function lineAllowanceCharges(b: Builder, charge: boolean, xs: LineAllowanceCharge[]): ViewTable {
  const n = charge ? 141 : 136;
  const bt = (i: number) => `BT-${n + i}`;
  return b.table(
    charge ? 'BG-28' : 'BG-27',
    [[bt(3)], [bt(4)], [bt(2), 'right'], [bt(1), 'right'], [bt(0), 'right']],
    xs.map((x) => [
      b.text(bt(3), x.reason),
      b.code(bt(4), x.reasonCode, charge ? 'chargeReason' : 'allowanceReason'),
      b.percent(bt(2), x.percentage),
      b.amount(bt(1), x.baseAmount),
      b.amount(bt(0), x.amount),
    ]),
  );
}

function lineGroup(b: Builder, line: InvoiceLine, sub: boolean): ViewGroup {
  const it = line.item;
  const item = b.group(
    'BG-31',
    [
      b.text('BT-153', it.name),
      b.text('BT-154', it.description, true),
      b.text('BT-155', it.sellerId),
      b.text('BT-156', it.buyerId),
      b.id('BT-157', it.standardId, 'icd'),
      ...it.classifications.map((c) => b.id('BT-158', c, 'itemClassification')),
      b.code('BT-159', it.originCountry, 'country'),
    ],
    {
      tables: [
        b.table(
          'BG-32',
          [['BT-160'], ['BT-161']],
          it.attributes.map((a) => [b.text('BT-160', a.name), b.text('BT-161', a.value)]),
        ),
      ],
    },
  );
  const p = line.price;
  const price = b.group('BG-29', [
    b.amount('BT-146', p.netPrice),
    b.amount('BT-147', p.discount),
    b.amount('BT-148', p.grossPrice),
    b.number('BT-149', p.baseQuantity),
    b.code('BT-150', p.baseQuantityUnitCode, 'unit'),
  ]);
  const vat = b.group('BG-30', [
    b.code('BT-151', line.vatCategoryCode, 'vatCategory'),
    b.percent('BT-152', line.vatRate),
  ]);
  const subLines = line.subLines.length
    ? b.group('BG-DEX-01', [], { groups: line.subLines.map((s) => lineGroup(b, s, true)) })
    : undefined;
  const title = `${word(sub ? 'group.subLine' : 'group.line', b.lang)} ${line.id}${it.name ? ` · ${it.name}` : ''}`;
  return (
    b.group(
      sub ? 'BG-DEX-01' : 'BG-25',
      [
        b.text('BT-126', line.id),
        b.text('BT-127', line.note, true),
        b.id('BT-128', line.objectId, 'objectScheme'),
        b.number('BT-129', line.quantity),
        b.code('BT-130', line.unitCode, 'unit'),
        b.amount('BT-131', line.netAmount),
        b.text('BT-132', line.orderLineReference),
        b.text('BT-133', line.buyerAccountingReference),
        b.technical ? b.code('LSRC', line.lineStatusReasonCode) : undefined,
      ],
      {
        title,
        groups: [period(b, 'BG-26', ['BT-134', 'BT-135'], line.period), price, vat, item, subLines],
        tables: [
          lineAllowanceCharges(b, false, line.allowances),
          lineAllowanceCharges(b, true, line.charges),
        ],
      },
    ) ?? { id: 'BG-25', title, fields: [], tables: [], groups: [] }
  );
}

// ---- the view ---------------------------------------------------------------------------------

export interface ViewOptions {
  lang: ViewLang;
  /**
   * Show technical identifiers (default true, the viewer's inspection view): codes beside their
   * names ("380 – Commercial invoice"), identifier schemes and their versions ("0088", "EM"), the
   * specification identifier (BT-24), the business process (BT-23) and line status codes. With
   * false the view shows business terms only, as a printed invoice would (the readable PDF and the
   * ZUGFeRD visual default to that, issue 20 item 6).
   */
  technical?: boolean;
}

export function buildInvoiceView(inv: Invoice, options: ViewOptions): InvoiceView {
  const lang = options.lang;
  const b = new Builder(lang, inv.currency, options.technical ?? true);
  const s = inv.seller;
  const by = inv.buyer;

  const seller = b.group(
    'BG-4',
    [
      b.text('BT-27', s.name),
      b.text('BT-28', s.tradingName),
      ...s.identifiers.map((x) => b.id('BT-29', x, 'icd')),
      b.id('BT-30', s.legalRegistrationId, 'icd'),
      b.text('BT-31', s.vatId),
      b.text('BT-32', s.taxRegistrationId),
      b.text('BT-33', s.additionalLegalInfo, true),
      s.electronicAddress ? b.id('BT-34', s.electronicAddress, 'eas') : undefined,
    ],
    { groups: [address(b, 'BG-5', s.address), contact(b, 'BG-6', ['BT-41', 'BT-42', 'BT-43'], s.contact)] },
  );
  const buyer = b.group(
    'BG-7',
    [
      b.text('BT-44', by.name),
      b.text('BT-45', by.tradingName),
      b.id('BT-46', by.identifier, 'icd'),
      b.id('BT-47', by.legalRegistrationId, 'icd'),
      b.text('BT-48', by.vatId),
      by.electronicAddress ? b.id('BT-49', by.electronicAddress, 'eas') : undefined,
    ],
    { groups: [address(b, 'BG-8', by.address), contact(b, 'BG-9', ['BT-56', 'BT-57', 'BT-58'], by.contact)] },
  );
  const invoiceData = b.group(
    'invoiceData',
    [
      b.text('BT-1', inv.number),
      b.date('BT-2', inv.issueDate),
      b.code('BT-3', inv.typeCode, 'documentType'),
      b.code('BT-5', inv.currency, 'currency'),
      b.code('BT-6', inv.taxCurrency, 'currency'),
      b.date('BT-7', inv.taxPointDate),
      b.code('BT-8', inv.taxPointDateCode, 'vatDate'),
      b.date('BT-9', inv.dueDate),
      b.text('BT-10', inv.buyerReference),
      b.tech('BT-23', inv.processControl.businessProcessType),
      b.tech('BT-24', inv.processControl.specificationIdentifier),
    ],
    {
      title: word('group.invoiceData', lang),
      groups: [period(b, 'BG-14', ['BT-73', 'BT-74'], inv.invoicingPeriod)],
    },
  );
  const t = inv.totals;
  const totals = b.group('BG-22', [
    b.amount('BT-106', t.lineNetTotal),
    b.amount('BT-107', t.allowanceTotal),
    b.amount('BT-108', t.chargeTotal),
    b.amount('BT-109', t.taxExclusive),
    b.amount('BT-110', t.vatTotal),
    b.amount('BT-111', t.vatTotalInTaxCurrency, inv.taxCurrency),
    b.amount('BT-112', t.taxInclusive),
    b.amount('BT-113', t.paidAmount),
    b.amount('BT-114', t.roundingAmount),
    b.amount('BT-115', t.amountDue),
  ]);
  const vatTable = b.table(
    'BG-23',
    [['BT-118'], ['BT-119', 'right'], ['BT-116', 'right'], ['BT-117', 'right'], ['BT-120'], ['BT-121']],
    inv.vatBreakdown.map((v) => [
      b.code('BT-118', v.categoryCode, 'vatCategory'),
      b.percent('BT-119', v.rate),
      b.amount('BT-116', v.taxableAmount),
      b.amount('BT-117', v.taxAmount),
      b.text('BT-120', v.exemptionReason),
      b.code('BT-121', v.exemptionReasonCode, 'vatex'),
    ]),
  );
  const vat = b.group('BG-23', [], { tables: [vatTable] });
  const allowances = b.group('BG-20', [], { tables: [docAllowanceCharges(b, false, inv.allowances)] });
  const charges = b.group('BG-21', [], { tables: [docAllowanceCharges(b, true, inv.charges)] });

  const pi = inv.paymentInstructions;
  const payment = b.group(
    'BG-16',
    [
      pi ? b.code('BT-81', pi.typeCode, 'paymentMeans') : undefined,
      b.text('BT-82', pi?.typeText),
      b.text('BT-83', pi?.remittanceInformation),
      b.date('BT-9', inv.dueDate),
      b.text('BT-20', inv.paymentTerms, true),
    ],
    {
      groups: [
        ...(pi?.creditTransfers ?? []).map((ct) =>
          b.group('BG-17', [
            b.text('BT-84', ct.accountId),
            b.text('BT-85', ct.accountName),
            b.text('BT-86', ct.providerId),
          ]),
        ),
        pi?.card
          ? b.group('BG-18', [b.text('BT-87', pi.card.accountNumber), b.text('BT-88', pi.card.holderName)])
          : undefined,
        pi?.directDebit
          ? b.group('BG-19', [
              b.text('BT-89', pi.directDebit.mandateReference),
              b.text('BT-90', pi.directDebit.creditorId),
              b.text('BT-91', pi.directDebit.debitedAccountId),
            ])
          : undefined,
      ],
    },
  );
  const notes = b.group(
    'BG-1',
    inv.notes.map((n) => {
      const f = b.text('BT-22', n.text, true);
      const subj = b.code('BT-21', n.subjectCode, 'textSubject');
      if (f && subj) f.extra = [subj];
      return f ?? subj;
    }),
  );

  // supplements
  const d = inv.delivery;
  const delivery = d
    ? b.group(
        'BG-13',
        [
          b.text('BT-70', d.partyName),
          b.id('BT-71', d.locationId, 'icd'),
          b.date('BT-72', d.actualDeliveryDate),
        ],
        { groups: [address(b, 'BG-15', d.address)] },
      )
    : undefined;
  const tr = inv.taxRepresentative;
  const taxRep = tr
    ? b.group('BG-11', [b.text('BT-62', tr.name), b.text('BT-63', tr.vatId)], {
        groups: [address(b, 'BG-12', tr.address)],
      })
    : undefined;
  const references = b.group(
    'references',
    [
      b.text('BT-11', inv.projectReference),
      b.text('BT-12', inv.contractReference),
      b.text('BT-13', inv.purchaseOrderReference),
      b.text('BT-14', inv.salesOrderReference),
      b.text('BT-15', inv.receivingAdviceReference),
      b.text('BT-16', inv.despatchAdviceReference),
      b.text('BT-17', inv.tenderOrLotReference),
      b.id('BT-18', inv.invoicedObjectId, 'objectScheme'),
      b.text('BT-19', inv.buyerAccountingReference),
    ],
    { title: word('group.references', lang) },
  );
  const pe = inv.payee;
  const payee = pe
    ? b.group('BG-10', [
        b.text('BT-59', pe.name),
        b.id('BT-60', pe.identifier, 'icd'),
        b.id('BT-61', pe.legalRegistrationId, 'icd'),
      ])
    : undefined;
  const preceding = b.group('BG-3', [], {
    tables: [
      b.table(
        'BG-3',
        [['BT-25'], ['BT-26']],
        inv.precedingInvoices.map((p) => [b.text('BT-25', p.number), b.date('BT-26', p.issueDate)]),
      ),
    ],
  });
  const thirdParty = b.group('BG-DEX-09', [], {
    tables: [
      b.table(
        'BG-DEX-09',
        [['BT-DEX-001'], ['BT-DEX-003'], ['BT-DEX-002', 'right']],
        inv.thirdPartyPayments.map((p) => [
          b.text('BT-DEX-001', p.type),
          b.text('BT-DEX-003', p.description),
          b.amount('BT-DEX-002', p.amount),
        ]),
      ),
    ],
  });

  const attachments = inv.attachments.map((a) => {
    const file = a.content ? attachmentField(b, a.content) : undefined;
    return b.group(
      'BG-24',
      [
        b.text('BT-122', a.id),
        b.text('BT-123', a.description, true),
        b.uri('BT-124', a.externalUri),
        file,
        b.code('BT-125-1', a.content?.mimeCode, 'mime'),
        b.text('BT-125-2', a.content?.filename),
      ],
      { title: `${termLabel('BG-24', lang)}: ${a.id}` },
    );
  });

  const section = (id: SectionId, groups: Array<ViewGroup | undefined>): ViewSection => ({
    id,
    title: word(`section.${id}`, lang),
    groups: compact(groups),
  });
  const documentType = codeLabel('documentType', inv.typeCode, lang);
  return {
    lang,
    title:
      `${documentType === inv.typeCode ? word('title.invoice', lang) : documentType} ${inv.number}`.trim(),
    documentType: documentType === inv.typeCode ? word('title.invoice', lang) : documentType,
    number: inv.number,
    currency: inv.currency,
    sections: [
      section('overview', [seller, buyer, invoiceData, totals, vat, allowances, charges, payment, notes]),
      section(
        'lines',
        inv.lines.map((l) => lineGroup(b, l, false)),
      ),
      section('supplements', [taxRep, delivery, references, payee, preceding, thirdParty]),
      section('attachments', attachments),
    ].filter((x) => x.groups.length > 0),
  };
}

const SAFE_MIME = /^[a-z0-9][a-z0-9.+-]*\/[a-z0-9][a-z0-9.+-]*$/i;
/** MIME types a browser shows inline without running script. Everything else is offered as a plain download. */
const INLINE_MIME = new Set(['application/pdf', 'image/png', 'image/jpeg', 'text/csv']);

function attachmentField(
  b: Builder,
  c: { base64: string; mimeCode: string; filename: string },
): ViewField | undefined {
  const base64 = c.base64.replace(/\s+/g, '');
  const f: ViewField = {
    bt: 'BT-125',
    label: termLabel('BT-125', b.lang),
    raw: c.base64,
    text: c.filename || word('word.download', b.lang),
    kind: 'file',
  };
  if (/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) {
    const mime =
      SAFE_MIME.test(c.mimeCode) && INLINE_MIME.has(c.mimeCode.toLowerCase())
        ? c.mimeCode
        : 'application/octet-stream';
    f.href = `data:${mime};base64,${base64}`;
    f.filename = (c.filename || 'attachment').replace(/[\\/:*?"<>|]/g, '_').replace(/\p{Cc}/gu, '_');
  }
  return f;
}

/** Walk all fields of a view (including extras and table cells), depth first. */
export function* viewFields(view: InvoiceView): Generator<ViewField> {
  function* group(g: ViewGroup): Generator<ViewField> {
    for (const f of g.fields) {
      yield f;
      if (f.extra) yield* f.extra;
    }
    for (const t of g.tables) for (const r of t.rows) for (const c of r) if (c) yield c;
    for (const s of g.groups) yield* group(s);
  }
  for (const s of view.sections) for (const g of s.groups) yield* group(g);
}
