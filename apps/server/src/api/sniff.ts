/**
 * What an upload is, by its content (never by its name or declared type): a PDF (`%PDF-` in
 * the first KiB, as PDF readers accept it), an e-invoice XML (root element Invoice, CreditNote,
 * CrossIndustryInvoice or CrossIndustryDocument after the prolog), other XML, or anything else.
 * Cheap enough for the event loop: looks at the first 64 KiB only.
 */
export type Sniffed =
  | { kind: 'empty' }
  | { kind: 'pdf' }
  /** an e-invoice root, or XML whose root could not be read (the parser then says why) */
  | { kind: 'invoice-xml'; root: string | null; doctype: boolean }
  | { kind: 'other-xml'; root: string }
  | { kind: 'unknown' };

export const INVOICE_ROOTS = ['Invoice', 'CreditNote', 'CrossIndustryInvoice', 'CrossIndustryDocument'];

const HEAD_BYTES = 64 * 1024;

function decodeHead(bytes: Uint8Array): string {
  const head = bytes.subarray(0, HEAD_BYTES);
  if (head[0] === 0xff && head[1] === 0xfe) return new TextDecoder('utf-16le').decode(head.subarray(2));
  if (head[0] === 0xfe && head[1] === 0xff) return new TextDecoder('utf-16be').decode(head.subarray(2));
  const text = new TextDecoder('utf-8').decode(head);
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** The one PDF sniff: `%PDF-` within the first KiB (the PDF spec tolerates leading junk). */
export function isPdf(bytes: Uint8Array): boolean {
  return new TextDecoder('latin1').decode(bytes.subarray(0, 1024)).includes('%PDF-');
}

export function sniff(bytes: Uint8Array): Sniffed {
  if (bytes.length === 0) return { kind: 'empty' };
  if (isPdf(bytes)) return { kind: 'pdf' };
  const text = decodeHead(bytes);
  let i = 0;
  const skipWs = () => {
    while (i < text.length && /\s/.test(text[i] as string)) i++;
  };
  skipWs();
  if (text[i] !== '<') return text.trim() === '' ? { kind: 'empty' } : { kind: 'unknown' };
  let doctype = false;
  // prolog: XML declaration, processing instructions, comments, DOCTYPE (with internal subset)
  for (;;) {
    skipWs();
    if (text.startsWith('<?', i)) {
      const end = text.indexOf('?>', i + 2);
      if (end < 0) return { kind: 'invoice-xml', root: null, doctype };
      i = end + 2;
    } else if (text.startsWith('<!--', i)) {
      const end = text.indexOf('-->', i + 4);
      if (end < 0) return { kind: 'invoice-xml', root: null, doctype };
      i = end + 3;
    } else if (text.startsWith('<!DOCTYPE', i) || text.startsWith('<!doctype', i)) {
      doctype = true;
      const bracket = text.indexOf('[', i);
      const close = text.indexOf('>', i);
      let end = close;
      if (bracket >= 0 && (close < 0 || bracket < close)) {
        const subsetEnd = text.indexOf(']', bracket);
        end = subsetEnd < 0 ? -1 : text.indexOf('>', subsetEnd);
      }
      if (end < 0) return { kind: 'invoice-xml', root: null, doctype };
      i = end + 1;
    } else break;
  }
  const m = /^<([A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)(?=[\s/>]|$)/.exec(text.slice(i, i + 300));
  if (!m?.[2]) return { kind: 'invoice-xml', root: null, doctype };
  const root = m[2];
  return INVOICE_ROOTS.includes(root) ? { kind: 'invoice-xml', root, doctype } : { kind: 'other-xml', root };
}
