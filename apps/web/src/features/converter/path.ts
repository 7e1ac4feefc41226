// Model paths as the rule engine and the extractor write them (`seller.address.city`,
// `lines[2].item.name`, `vatBreakdown[0].taxAmount`): reading and immutable writing, so the form
// edits the model itself (no copy of it in form state).

export type PathPart = string | number;

export function parsePath(path: string): PathPart[] {
  const parts: PathPart[] = [];
  for (const seg of path.split('.')) {
    const m = /^([^[\]]*)((?:\[\d+\])*)$/.exec(seg);
    if (!m) throw new Error(`bad model path: ${path}`);
    if (m[1]) parts.push(m[1]);
    for (const idx of (m[2] ?? '').matchAll(/\[(\d+)\]/g)) parts.push(Number(idx[1]));
  }
  return parts;
}

export function getPath(obj: unknown, path: string): unknown {
  let cur: unknown = obj;
  for (const p of parsePath(path)) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<PathPart, unknown>)[p];
  }
  return cur;
}

/**
 * A copy of `obj` with `value` at `path` (objects created on the way). `undefined` removes the
 * property, so that optional values stay absent rather than empty (the model's convention).
 */
export function setPath<T>(obj: T, path: string, value: unknown): T {
  const parts = parsePath(path);
  const go = (cur: unknown, i: number): unknown => {
    const key = parts[i] as PathPart;
    const base: Record<PathPart, unknown> | unknown[] = Array.isArray(cur)
      ? [...cur]
      : cur !== null && typeof cur === 'object'
        ? { ...(cur as Record<string, unknown>) }
        : typeof key === 'number'
          ? []
          : {};
    const rec = base as Record<PathPart, unknown>;
    if (i === parts.length - 1) {
      if (value === undefined && !Array.isArray(base)) delete rec[key];
      else rec[key] = value;
    } else {
      rec[key] = go(rec[key], i + 1);
    }
    return base;
  };
  return go(obj, 0) as T;
}

/** `lines[3].quantity` → the DOM id of its input. */
export function fieldId(path: string): string {
  return `f-${path.replace(/[[\].]+/g, '-').replace(/-$/, '')}`;
}
