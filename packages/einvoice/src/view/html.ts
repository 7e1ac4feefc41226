/**
 * HTML view of an invoice (en/de), organised like the official XRechnung visualisation:
 * overview, line details, supplements, attachments (see `sections.ts`).
 *
 * - Every value sits in one element `<span class="v" data-bt="BT-n" title="BT-n …">` with its
 *   display text; formatted values (amounts, numbers, dates) also carry the model value in
 *   `data-raw`. Groups carry `data-bg`.
 * - Every text from the invoice is escaped; links only for http(s)/ftp/mailto and for embedded
 *   attachments (data: URI with a safe MIME type, `download` attribute). The standalone document
 *   has a Content-Security-Policy that allows no script and no remote loads at all.
 * - `standalone: false` gives a fragment (`<article class="einv">` with its scoped `<style>`)
 *   for embedding in the web app; `styles: false` leaves the style out.
 *
 * Browser-safe: no DOM, no Node APIs; a pure string function.
 */
import type { Invoice } from '../model/invoice.ts';
import { termLabel, type ViewLang, word } from './labels.ts';
import {
  buildInvoiceView,
  type InvoiceView,
  type ViewField,
  type ViewGroup,
  type ViewTable,
} from './sections.ts';

export interface HtmlViewOptions {
  lang: ViewLang;
  /** a whole HTML document (default true); false → a fragment for embedding */
  standalone?: boolean;
  /** include the stylesheet (default true) */
  styles?: boolean;
  /** technical identifiers (codes, schemes, specification identifier); default true, see `ViewOptions` */
  technical?: boolean;
}

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escape text for HTML content and (double- or single-quoted) attribute values. */
export function escapeHtml(s: string): string {
  // also drop characters that are not allowed in HTML (C0 controls except tab/newline/CR, lone surrogates stay as they are)
  return s.replace(/[&<>"']/g, (c) => ESC[c] as string).replace(/(?![\t\n\r])\p{Cc}/gu, '\ufffd');
}

function tip(id: string, lang: ViewLang): string {
  return `${id} · ${termLabel(id, lang)}`;
}

function value(f: ViewField, lang: ViewLang): string {
  const raw =
    f.kind === 'amount' || f.kind === 'number' || f.kind === 'percent' || f.kind === 'date'
      ? ` data-raw="${escapeHtml(f.raw)}"`
      : '';
  const attrs = `class="v${f.long ? ' long' : ''}" data-bt="${escapeHtml(f.bt)}" title="${escapeHtml(tip(f.bt, lang))}"${raw}`;
  let main: string;
  if (f.kind === 'file' && f.href) {
    main = `<a ${attrs} href="${escapeHtml(f.href)}" download="${escapeHtml(f.filename ?? 'attachment')}">${escapeHtml(f.text)}</a>`;
  } else if ((f.kind === 'uri' || f.kind === 'email') && f.href) {
    main = `<a ${attrs} href="${escapeHtml(f.href)}" rel="noopener noreferrer nofollow" target="_blank">${escapeHtml(f.text)}</a>`;
  } else {
    main = `<span ${attrs}>${escapeHtml(f.text)}</span>`;
  }
  if (!f.extra?.length) return main;
  const extras = f.extra
    .map((x) => `<span class="x"><span class="xl">${escapeHtml(x.label)}:</span> ${value(x, lang)}</span>`)
    .join(' ');
  return `${main} ${extras}`;
}

function field(f: ViewField, lang: ViewLang): string {
  return `<div class="f"><dt title="${escapeHtml(tip(f.bt, lang))}">${escapeHtml(f.label)}</dt><dd>${value(f, lang)}</dd></div>`;
}

function table(t: ViewTable, lang: ViewLang, caption: boolean): string {
  const head = t.columns
    .map(
      (c) =>
        `<th title="${escapeHtml(tip(c.bt, lang))}"${c.align === 'right' ? ' class="num"' : ''}>${escapeHtml(c.label)}</th>`,
    )
    .join('');
  const body = t.rows
    .map(
      (r) =>
        `<tr data-bg="${escapeHtml(t.id)}">${r
          .map(
            (c, i) =>
              `<td${t.columns[i]?.align === 'right' ? ' class="num"' : ''}>${c ? value(c, lang) : ''}</td>`,
          )
          .join('')}</tr>`,
    )
    .join('');
  const cap = caption
    ? `<caption title="${escapeHtml(tip(t.id, lang))}">${escapeHtml(t.title)} <span class="bg">${escapeHtml(t.id)}</span></caption>`
    : '';
  return `<div class="tw"><table>${cap}<thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div>`;
}

function group(g: ViewGroup, lang: ViewLang, level: number, cls = ''): string {
  const isBg = /^BG-/.test(g.id);
  if (g.fields.some((f) => f.bt === 'BT-126') && !cls.includes('line')) cls = `${cls} line`.trim();
  const h = Math.min(level, 6);
  const badge = isBg ? ` <span class="bg">${escapeHtml(g.id)}</span>` : '';
  const titleAttr = isBg ? ` title="${escapeHtml(tip(g.id, lang))}"` : '';
  const fields = g.fields.length ? `<dl>${g.fields.map((f) => field(f, lang)).join('')}</dl>` : '';
  // a group that is only one table shows the table without a second caption
  const onlyTable =
    g.fields.length === 0 && g.groups.length === 0 && g.tables.length === 1 && g.tables[0]?.id === g.id;
  const tables = g.tables.map((t) => table(t, lang, !onlyTable)).join('');
  const subs = g.groups.length
    ? `<div class="subs">${g.groups.map((s) => group(s, lang, level + 1, 'sub')).join('')}</div>`
    : '';
  return `<section class="g ${cls}"${isBg ? ` data-bg="${escapeHtml(g.id)}"` : ''}><h${h}${titleAttr}>${escapeHtml(g.title)}${badge}</h${h}>${fields}${tables}${subs}</section>`;
}

const WIDE = new Set(['BG-23', 'BG-20', 'BG-21', 'BG-3', 'BG-DEX-09']);

/** The HTML view of an already built view model. */
export function renderViewHtml(view: InvoiceView, options: HtmlViewOptions): string {
  const lang = options.lang;
  const sections = view.sections
    .map((s) => {
      const groups = s.groups
        .map((g) => group(g, lang, 3, s.id === 'lines' ? 'line' : WIDE.has(g.id) ? 'wide' : ''))
        .join('');
      return `<section class="s s-${s.id}" id="einv-${s.id}"><h2>${escapeHtml(s.title)}</h2><div class="${s.id === 'lines' ? 'stack' : 'grid'}">${groups}</div></section>`;
    })
    .join('');
  const head = `<header class="hd"><div class="hd-t"><h1>${escapeHtml(view.documentType)}</h1><p class="hd-n"><span class="v" data-bt="BT-1" title="${escapeHtml(tip('BT-1', lang))}">${escapeHtml(view.number)}</span></p></div><p class="hd-note">${escapeHtml(word('word.generated', lang))}</p></header>`;
  const style = options.styles === false ? '' : `<style>${CSS}</style>`;
  const article = `<article class="einv" lang="${lang}">${style}${head}${sections}</article>`;
  if (options.standalone === false) return article;
  return `<!DOCTYPE html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:"><meta name="referrer" content="no-referrer"><title>${escapeHtml(view.title)}</title></head><body>${article}</body></html>
`;
}

/** `invoice` → HTML (a whole document by default, a fragment with `standalone: false`). */
export function renderInvoiceHtml(invoice: Invoice, options: HtmlViewOptions): string {
  const technical = options.technical ?? true;
  return renderViewHtml(buildInvoiceView(invoice, { lang: options.lang, technical }), options);
}

/** Scoped under `.einv` so that the fragment does not style the page around it. */
const CSS = `
.einv{--ink:#1f2933;--muted:#616e7c;--line:#d9dee4;--soft:#f4f6f8;--accent:#1d4f91;font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",Arial,sans-serif;color:var(--ink);max-width:1100px;margin:0 auto;padding:24px}
.einv *{box-sizing:border-box}
.einv .hd{display:flex;justify-content:space-between;align-items:flex-end;gap:24px;border-bottom:3px solid var(--accent);padding-bottom:12px;margin-bottom:8px}
.einv h1{font-size:26px;margin:0;color:var(--accent);font-weight:650;letter-spacing:.01em}
.einv .hd-n{margin:2px 0 0;font-size:18px;font-weight:600}
.einv .hd-note{margin:0;color:var(--muted);font-size:12px;max-width:420px;text-align:right}
.einv h2{font-size:18px;margin:28px 0 10px;padding-bottom:4px;border-bottom:1px solid var(--line);color:var(--accent)}
.einv h3,.einv h4,.einv h5,.einv h6{margin:0 0 8px;font-size:14px;font-weight:650;display:flex;justify-content:space-between;gap:8px}
.einv .sub h4,.einv .sub h5,.einv .sub h6{font-size:13px;color:var(--muted);margin-top:10px}
.einv .bg{font-weight:400;font-size:11px;color:var(--muted);background:var(--soft);border:1px solid var(--line);border-radius:3px;padding:0 4px;white-space:nowrap;height:fit-content}
.einv .grid{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:14px}
.einv .stack{display:flex;flex-direction:column;gap:14px}
.einv .g{border:1px solid var(--line);border-radius:6px;padding:12px 14px;background:#fff;min-width:0}
.einv .g.wide{grid-column:1/-1}
.einv .g .g{border:0;padding:0;border-radius:0}
.einv .subs{display:flex;flex-direction:column;gap:4px}
.einv .s-overview .sub{border-top:1px dashed var(--line);margin-top:8px;padding-top:8px}
.einv .line>.subs{display:grid;grid-template-columns:repeat(auto-fit,minmax(300px,1fr));gap:4px 24px}
.einv .line>.subs>.sub[data-bg="BG-31"]{grid-column:1/-1}
.einv .line>.subs>.sub[data-bg="BG-31"]>dl{grid-template-columns:repeat(auto-fill,minmax(240px,1fr));gap:6px 18px}
.einv .line>.subs>.sub[data-bg="BG-31"]>dl .f{display:block}
.einv .line>.subs>.sub{border-top:1px dashed var(--line);margin-top:8px;padding-top:8px}
.einv .sub[data-bg="BG-DEX-01"]{grid-column:1/-1}
.einv .sub.line{border-left:3px solid var(--accent)!important;padding-left:12px!important;margin-top:6px}
.einv .sub[data-bg="BG-DEX-01"]>.subs{display:flex;flex-direction:column;gap:10px}
.einv dl{margin:0;display:grid;grid-template-columns:minmax(9em,13em) 1fr;gap:3px 14px}
.einv .line>dl{grid-template-columns:repeat(auto-fill,minmax(240px,1fr));gap:6px 18px}
.einv .line>dl .f{display:block}
.einv .f{display:contents}
.einv dt{color:var(--muted);font-size:12.5px;padding-top:1px}
.einv .line>dl dt{font-size:11.5px}
.einv dd{margin:0;overflow-wrap:anywhere}
.einv .v.long{white-space:pre-wrap}
.einv .x{display:block;color:var(--muted);font-size:12px}
.einv .x .v{color:var(--ink)}
.einv a{color:var(--accent)}
.einv .tw{overflow-x:auto}
.einv table{width:100%;border-collapse:collapse;font-size:13px;margin:4px 0 8px}
.einv caption{text-align:left;font-weight:650;padding:4px 0;caption-side:top}
.einv th{text-align:left;font-weight:600;color:var(--muted);font-size:12px;border-bottom:1.5px solid var(--ink);padding:4px 8px 4px 0}
.einv td{border-bottom:1px solid var(--line);padding:4px 8px 4px 0;vertical-align:top;overflow-wrap:anywhere}
.einv .num{text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums}
.einv .g[data-bg="BG-22"] dl{grid-template-columns:1fr auto}
.einv .g[data-bg="BG-22"] dd{text-align:right;font-variant-numeric:tabular-nums}
.einv .g[data-bg="BG-22"] .f:last-child dt,.einv .g[data-bg="BG-22"] .f:last-child dd{font-weight:700;color:var(--ink);border-top:1.5px solid var(--ink);padding-top:4px;font-size:15px}
@media (max-width:760px){.einv .grid{grid-template-columns:1fr}.einv .hd{flex-direction:column;align-items:flex-start}.einv .hd-note{text-align:left}}
@media print{
@page{size:A4;margin:16mm 14mm}
.einv{max-width:none;padding:0;font-size:10pt}
.einv .g{break-inside:avoid;border-color:#bbb}
.einv .line{break-inside:auto}
.einv h2{break-after:avoid}
.einv .s-lines,.einv .s-supplements,.einv .s-attachments{break-before:page}
.einv a{color:inherit;text-decoration:none}
.einv thead{display:table-header-group}
.einv tr{break-inside:avoid}
}
`.trim();
