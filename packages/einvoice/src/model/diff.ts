/**
 * Structural comparison of two invoices, used by round-trip tests and conformance runs.
 * Returns one line per difference (`path: a ≠ b`); empty means equal. Strings are compared
 * exactly (amounts included: a round trip must keep "100.00" as "100.00"); `undefined`,
 * missing and empty arrays are treated alike. Lists whose order carries no meaning in EN 16931
 * and differs between the syntaxes (party identifiers BT-29, item classifications BT-158) are
 * compared as sets.
 */
const UNORDERED = new Set(['identifiers', 'classifications']);

export function diffInvoices(a: unknown, b: unknown, path = ''): string[] {
  const out: string[] = [];
  walk(a, b, path, out);
  return out;
}

function isEmpty(v: unknown): boolean {
  return v === undefined || v === null || (Array.isArray(v) && v.length === 0);
}

function sortedCopy(v: unknown[]): unknown[] {
  return [...v].sort((x, y) => (JSON.stringify(x) < JSON.stringify(y) ? -1 : 1));
}

function walk(a: unknown, b: unknown, path: string, out: string[]): void {
  if (isEmpty(a) && isEmpty(b)) return;
  if (Array.isArray(a) && Array.isArray(b) && UNORDERED.has(path.slice(path.lastIndexOf('.') + 1))) {
    a = sortedCopy(a);
    b = sortedCopy(b);
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    const n = Math.max(a.length, b.length);
    for (let i = 0; i < n; i++) walk(a[i], b[i], `${path}[${i}]`, out);
    return;
  }
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of [...keys].sort()) {
      walk(
        (a as Record<string, unknown>)[k],
        (b as Record<string, unknown>)[k],
        path ? `${path}.${k}` : k,
        out,
      );
    }
    return;
  }
  if (a !== b) out.push(`${path}: ${JSON.stringify(a)} ≠ ${JSON.stringify(b)}`);
}
