// Reads the SDK's form bodies and query strings (`line_items[0][price]=p&expand[0]=x`) into
// nested objects; numeric keys make arrays. Test helper of the Stripe fake only.

export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

export function parseForm(text: string): FormObject {
  const root: FormObject = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const path = rawKey.replace(/\]/g, '').split('[');
    let node: FormObject | FormValue[] = root;
    for (let i = 0; i < path.length; i++) {
      const key = path[i] ?? '';
      const last = i === path.length - 1;
      const container = node as Record<string, FormValue>;
      if (last) {
        container[key] = value;
        break;
      }
      const nextIsIndex = /^\d+$/.test(path[i + 1] ?? '');
      container[key] ??= nextIsIndex ? [] : {};
      node = container[key] as FormObject | FormValue[];
    }
  }
  return root;
}

export function str(v: FormValue | undefined): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

export function obj(v: FormValue | undefined): FormObject {
  return v !== undefined && typeof v === 'object' && !Array.isArray(v) ? v : {};
}

export function list(v: FormValue | undefined): FormValue[] {
  if (Array.isArray(v)) return v;
  // `a[0]=x` on an object key parsed before the index was seen: keep the values in key order
  if (v !== undefined && typeof v === 'object') return Object.values(v);
  return [];
}

export function strings(v: FormValue | undefined): string[] {
  return list(v).filter((x): x is string => typeof x === 'string');
}

export function metadataOf(v: FormValue | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, x] of Object.entries(obj(v))) if (typeof x === 'string') out[k] = x;
  return out;
}
