/**
 * The one safe file name for a download made from an invoice: its number reduced to ASCII
 * letters, digits, `.`, `_`, `-` (accents dropped, everything else `_`, no leading dots, at most
 * 80 characters), `invoice` when nothing is left.
 *
 *   safeFilename('R-2024/0001 ä', 'xml')              // 'R-2024_0001_a.xml'
 *   safeFilename('R-1', 'pdf', 'invoice-')           // 'invoice-R-1.pdf'
 */
export function safeFilename(invoiceNumber: string, ext: string, prefix = ''): string {
  const stem = invoiceNumber
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '_')
    .replace(/^[._]+|[._]+$/g, '')
    .slice(0, 80);
  return `${stem ? `${prefix}${stem}` : 'invoice'}${ext ? `.${ext}` : ''}`;
}
