// Report downloads: JSON (a Blob made here; nothing leaves the browser) and "PDF" through the
// browser's print dialog with a print stylesheet that shows only the report (xml-tools.css).
import type { ValidationResult } from './types.ts';

/** The report as pretty JSON: the CLI's shape (accepted, scenario, syntax, counts, messages) + file and summary. */
export function reportJson(result: ValidationResult, file: string): string {
  const { invoice: _invoice, ...rest } = result;
  return `${JSON.stringify({ ...rest, file: result.file ?? file }, null, 2)}\n`;
}

const PRINT_CLASS = 'xt-printing-report';

/** Opens the print dialog for the report only. */
export function printReport(): void {
  const root = document.documentElement;
  root.classList.add(PRINT_CLASS);
  const done = () => {
    root.classList.remove(PRINT_CLASS);
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
  // some browsers return from print() only after the dialog closed, without afterprint
  setTimeout(done, 1000);
}
