/**
 * A structural XML Schema check for UBL 2.1 Invoice/CreditNote and CII D16B, driven by our
 * structure tables. It reports what the official validator's schema step (Xerces) reports, with
 * the same message ids:
 *
 * - `cvc-complex-type.2.4.a` unexpected element (wrong order, unknown, too many, a required one missing before it)
 * - `cvc-complex-type.2.4.b` content incomplete (a required child missing at the end)
 * - `cvc-complex-type.2.4.d` no further child element allowed
 * - `cvc-complex-type.2.3` text in element-only content
 * - `cvc-complex-type.2.2` + `cvc-datatype-valid.1.2.1` bad value of a simple-content element
 * - `cvc-type.3.1.3` + `cvc-datatype-valid.1.2.1` bad value of a simple-type element (CII udt:Indicator …)
 * - `cvc-complex-type.4` required attribute missing, `cvc-complex-type.3.2.2` attribute not allowed
 *
 * Like Xerces, after the first content error in an element the rest of that element's children are
 * not checked against its content model (but each is still checked against its own declaration).
 */

import { pathOf, type XmlElement } from '../../xml/parse.ts';
import { NS, type SyntaxFinding } from '../syntax/xpath.ts';
import type { Text } from '../types.ts';
import type { AttrDef, CompiledStructure, ComplexType, Item, SimpleType } from './structure.ts';
import { base64Octets, normalize, validLiteral, valueLength } from './values.ts';

const PREFIX_OF = new Map(Object.entries(NS).map(([p, ns]) => [ns, p]));
const XSI = 'xsi:';
const LANGUAGE = /^[a-zA-Z]{1,8}(-[a-zA-Z0-9]{1,8})*$/;

const requiredNames = new WeakMap<Map<string, AttrDef>, string[]>();
/** The required attribute names of a declaration (computed once per declaration). */
function requiredOf(attrs: Map<string, AttrDef>): string[] {
  let r = requiredNames.get(attrs);
  if (!r) {
    r = [...attrs].filter(([, d]) => d.required).map(([n]) => n);
    requiredNames.set(attrs, r);
  }
  return r;
}

/** Does element `c` match the content-model item `it`? (`*`: any element but UBL extension content) */
function matches(c: XmlElement, it: Item): boolean {
  return it.name === '*'
    ? !c.ns.startsWith('urn:oasis:names:specification:ubl:schema:xsd:CommonExtension')
    : it.local === c.local && it.ns === c.ns;
}

/** The names a content model still accepts after `n` matches of item `from` (for messages). */
function expectedNames(t: ComplexType, from: number, n: number): string[] {
  const items = t.items;
  const out: string[] = [];
  if (t.model === 'choice') {
    if (from < 0) return items.map((x) => x.name);
    const cur = items[from];
    return cur && (cur.max < 0 || n < cur.max) ? [cur.name] : [];
  }
  for (let k = from; k < items.length; k++) {
    const it = items[k];
    if (!it) break;
    const used = k === from ? n : 0;
    if (it.max < 0 || used < it.max) out.push(it.name);
    if (used < it.min) break;
  }
  return out;
}

function keyOf(el: XmlElement): string {
  const p = PREFIX_OF.get(el.ns);
  return p ? `${p}:${el.local}` : `{${el.ns}}${el.local}`;
}

function fill(t: string, params: Record<string, string>): string {
  return t.replace(/\{(\w+)\}/g, (m, k: string) => params[k] ?? m);
}

const TEXTS: Record<string, Text> = {
  'cvc-complex-type.2.4.a': {
    en: "Element '{element}' is not allowed here (wrong order, unknown, repeated too often, or a required element is missing before it). Expected: {expected}.",
    de: "Element '{element}' ist an dieser Stelle nicht erlaubt (falsche Reihenfolge, unbekannt, zu oft wiederholt oder ein Pflichtelement davor fehlt). Erwartet: {expected}.",
  },
  'cvc-complex-type.2.4.b': {
    en: "The content of '{element}' is incomplete. Expected: {expected}.",
    de: "Der Inhalt von '{element}' ist unvollständig. Erwartet: {expected}.",
  },
  'cvc-complex-type.2.4.d': {
    en: "Element '{element}' is not allowed here: no further child element is expected in '{parent}'.",
    de: "Element '{element}' ist hier nicht erlaubt: in '{parent}' wird kein weiteres Unterelement erwartet.",
  },
  'cvc-complex-type.2.3': {
    en: "Element '{element}' may only contain elements, not text.",
    de: "Element '{element}' darf nur Elemente enthalten, keinen Text.",
  },
  'cvc-complex-type.2.2': {
    en: "Element '{element}' must contain a valid value and no child elements.",
    de: "Element '{element}' muss einen gültigen Wert und keine Unterelemente enthalten.",
  },
  'cvc-type.3.1.3': {
    en: "The value '{value}' of element '{element}' is not valid.",
    de: "Der Wert '{value}' des Elements '{element}' ist ungültig.",
  },
  'cvc-type.3.1.1': {
    en: "Element '{element}' has a simple type and cannot have attributes.",
    de: "Element '{element}' hat einen einfachen Typ und darf keine Attribute haben.",
  },
  'cvc-type.3.1.2': {
    en: "Element '{element}' has a simple type and cannot have child elements.",
    de: "Element '{element}' hat einen einfachen Typ und darf keine Unterelemente haben.",
  },
  'cvc-datatype-valid.1.2.1': {
    en: "'{value}' is not a valid value of type {type} (element '{element}'){hint}.",
    de: "'{value}' ist kein gültiger Wert vom Typ {type} (Element '{element}'){hintDe}.",
  },
  'cvc-minLength-valid': {
    en: "The value of '{element}' is shorter than {limit} characters.",
    de: "Der Wert von '{element}' ist kürzer als {limit} Zeichen.",
  },
  'cvc-maxLength-valid': {
    en: "The value of '{element}' is longer than {limit} characters.",
    de: "Der Wert von '{element}' ist länger als {limit} Zeichen.",
  },
  'cvc-pattern-valid': {
    en: "'{value}' is not a valid {type} value.",
    de: "'{value}' ist kein gültiger Wert vom Typ {type}.",
  },
  'cvc-attribute.3': {
    en: "The value '{value}' of attribute '{attribute}' on element '{element}' is not a valid {type}.",
    de: "Der Wert '{value}' des Attributs '{attribute}' an Element '{element}' ist kein gültiger Wert vom Typ {type}.",
  },
  'cvc-complex-type.3.1': {
    en: "Attribute '{attribute}' of element '{element}' must have the fixed value '{fixed}', not '{value}'.",
    de: "Attribut '{attribute}' an Element '{element}' muss den festen Wert '{fixed}' haben, nicht '{value}'.",
  },
  'cvc-elt.3.1': {
    en: "Element '{element}' must not have the attribute xsi:nil.",
    de: "Element '{element}' darf das Attribut xsi:nil nicht haben.",
  },
  'cvc-complex-type.4': {
    en: "Attribute '{attribute}' must be present on element '{element}'.",
    de: "Attribut '{attribute}' muss an Element '{element}' angegeben werden.",
  },
  'cvc-complex-type.3.2.2': {
    en: "Attribute '{attribute}' is not allowed on element '{element}'.",
    de: "Attribut '{attribute}' ist an Element '{element}' nicht erlaubt.",
  },
};

const HINTS: Record<string, Text> = {
  date: { en: ', expected YYYY-MM-DD', de: ', erwartet JJJJ-MM-TT' },
  decimal: { en: ', expected a number like 1234.50', de: ', erwartet eine Zahl wie 1234.50' },
  boolean: { en: ', expected true or false', de: ', erwartet true oder false' },
  dateTime: { en: ', expected YYYY-MM-DDThh:mm:ss', de: ', erwartet JJJJ-MM-TTThh:mm:ss' },
  time: { en: ', expected hh:mm:ss', de: ', erwartet hh:mm:ss' },
  base64Binary: { en: ', expected Base64', de: ', erwartet Base64' },
};

export class SchemaChecker {
  private readonly s: CompiledStructure;
  private readonly out: SyntaxFinding[] = [];
  private globals: Map<string, string> | undefined;
  private readonly useGlobals: boolean;

  constructor(s: CompiledStructure, useGlobals: boolean) {
    this.s = s;
    this.useGlobals = useGlobals;
  }

  private report(id: string, el: XmlElement, params: Record<string, string>): void {
    const t = TEXTS[id] ?? { en: id, de: id };
    this.out.push({
      id,
      level: 'error',
      message: { en: fill(t.en, params), de: fill(t.de, params) },
      location: pathOf(el),
      line: el.line,
      column: el.column,
    });
  }

  /** Global element declarations (UBL: every cbc/cac element is global; CII: only the root). */
  private globalType(key: string): string | undefined {
    if (!this.useGlobals) return undefined;
    if (!this.globals) {
      const g = new Map<string, string>();
      const seen = new Set<string>();
      const walk = (code: string) => {
        if (seen.has(code)) return;
        seen.add(code);
        const t = this.s.type(code);
        if (t.kind !== 'complex') return;
        for (const it of t.items) {
          if (it.name === '*') continue;
          if (!g.has(it.name)) g.set(it.name, it.type);
          walk(it.type);
        }
      };
      for (const code of Object.values(this.s.roots)) walk(code);
      this.globals = g;
    }
    return this.globals.get(key);
  }

  run(root: XmlElement): SyntaxFinding[] {
    const code = this.s.roots[keyOf(root)];
    if (code) this.element(root, code);
    return this.out;
  }

  private attributes(el: XmlElement, attrs: Map<string, AttrDef>, pure: boolean): void {
    for (const name in el.attrs) {
      const raw = el.attrs[name] as string;
      if (name.startsWith(XSI)) {
        // no element of these schemas is nillable
        if (name === 'xsi:nil') this.report('cvc-elt.3.1', el, { element: el.qname });
        continue;
      }
      if (pure) {
        this.report('cvc-type.3.1.1', el, { element: el.qname });
        break;
      }
      const def = attrs.get(name);
      if (!def) this.report('cvc-complex-type.3.2.2', el, { element: el.qname, attribute: name });
      else {
        if (def.type !== '') this.attributeValue(el, name, normalize(def.type, raw), def.type);
        if (def.fixed !== undefined && normalize('token', raw) !== def.fixed)
          this.report('cvc-complex-type.3.1', el, {
            element: el.qname,
            attribute: name,
            value: raw,
            fixed: def.fixed,
          });
      }
    }
    if (pure) return;
    for (const name of requiredOf(attrs))
      if (el.attrs[name] === undefined)
        this.report('cvc-complex-type.4', el, { element: el.qname, attribute: name });
  }

  private attributeValue(el: XmlElement, name: string, value: string, type: string): void {
    if (type === 'language') {
      if (LANGUAGE.test(value)) return;
      this.report('cvc-pattern-valid', el, { value, type });
    } else {
      if (validLiteral(type, value)) return;
      this.report('cvc-datatype-valid.1.2.1', el, { value, type, element: el.qname, hint: '', hintDe: '' });
    }
    this.report('cvc-attribute.3', el, { value, attribute: name, element: el.qname, type });
  }

  /**
   * The character content Xerces validates for a simple-content element. With child elements (an
   * error already) its buffer only holds the text of the last started element, if that one has a
   * declaration and a simple value; text after a child's end tag is not kept.
   */
  private contentValue(el: XmlElement): string {
    let cur = el;
    let items: Item[] = [];
    for (;;) {
      // (no `children[-1]` on leaves: an index below zero is a slow named-property lookup)
      const n = cur.children.length;
      if (n === 0) return cur === el ? el.text : '';
      const c = cur.children[n - 1] as XmlElement;
      const code = items.find((it) => it.name === keyOf(c))?.type ?? this.globalType(keyOf(c));
      if (!code) return '';
      const t = this.s.type(code);
      if (c.children.length === 0) return t.kind === 'simple' ? c.text : '';
      items = t.kind === 'complex' ? t.items : [];
      cur = c;
    }
  }

  private element(el: XmlElement, code: string): void {
    const t = this.s.type(code);
    if (t.kind === 'simple') this.simple(el, t);
    else this.complex(el, t);
  }

  private simple(el: XmlElement, t: SimpleType): void {
    this.attributes(el, t.attrs, t.pure);
    if (el.children.length > 0) {
      this.report(t.pure ? 'cvc-type.3.1.2' : 'cvc-complex-type.2.2', el, { element: el.qname });
    }
    const content = this.contentValue(el);
    if (t.base === 'base64Binary') {
      // fast path for (large) attachments: one pass, no copies, when valid and within the facets
      const octets = el.canonicalBase64 ?? base64Octets(content);
      const min = t.facets.minLength ?? t.facets.length;
      const max = t.facets.maxLength ?? t.facets.length;
      if (
        octets >= 0 &&
        (min === undefined || octets >= Number(min)) &&
        (max === undefined || octets <= Number(max))
      )
        return;
    }
    const value = normalize(t.base, content);
    const valid = validLiteral(t.base, value);
    const min = t.facets.minLength ?? t.facets.length;
    const max = t.facets.maxLength ?? t.facets.length;
    if (valid && min === undefined && max === undefined) return;
    const shown = value.length > 60 ? `${value.slice(0, 57)}...` : value;
    const wrapper = t.pure ? 'cvc-type.3.1.3' : 'cvc-complex-type.2.2';
    if (!valid) {
      const hint = HINTS[t.base];
      this.report('cvc-datatype-valid.1.2.1', el, {
        value: shown,
        type: t.base,
        element: el.qname,
        hint: hint?.en ?? '',
        hintDe: hint?.de ?? '',
      });
      this.report(wrapper, el, { element: el.qname, value: shown });
      return;
    }
    const len = valueLength(t.base, value);
    if (min !== undefined && len < Number(min)) {
      this.report('cvc-minLength-valid', el, { element: el.qname, limit: min });
      this.report(wrapper, el, { element: el.qname, value: shown });
    } else if (max !== undefined && len > Number(max)) {
      this.report('cvc-maxLength-valid', el, { element: el.qname, limit: max });
      this.report(wrapper, el, { element: el.qname, value: shown });
    }
  }

  private complex(el: XmlElement, t: ComplexType): void {
    this.attributes(el, t.attrs, false);
    if (el.text.trim() !== '') this.report('cvc-complex-type.2.3', el, { element: el.qname });
    const items = t.items;
    let failed = false;
    // sequence state: current item and how often it matched; choice state: chosen item
    let i = 0;
    let count = 0;
    let chosen = -1;
    for (const c of el.children) {
      let typeCode: string | undefined;
      if (!failed) {
        if (t.model === 'choice') {
          if (chosen < 0) {
            chosen = items.findIndex((it) => matches(c, it));
            if (chosen >= 0) {
              count = 1;
              typeCode = items[chosen]?.type;
            }
          } else {
            const it = items[chosen];
            if (it && matches(c, it) && (it.max < 0 || count < it.max)) {
              count++;
              typeCode = it.type;
            }
          }
          if (typeCode === undefined) {
            this.contentError(c, el, expectedNames(t, chosen, count));
            failed = true;
          }
        } else {
          let matched = false;
          const i0 = i;
          const count0 = count;
          while (i < items.length) {
            const it = items[i];
            if (!it) break;
            if (matches(c, it) && (it.max < 0 || count < it.max)) {
              count++;
              matched = true;
              typeCode = it.name === '*' ? '' : it.type;
              break;
            }
            if (count >= it.min) {
              i++;
              count = 0;
              continue;
            }
            break;
          }
          if (!matched) {
            i = i0;
            count = count0;
            this.contentError(c, el, expectedNames(t, i, count));
            failed = true;
          }
        }
      }
      if (typeCode === '') {
        // wildcard (UBL ExtensionContent, processContents lax): validated only where a global declaration exists
        const lax = this.globalType(keyOf(c));
        if (lax) this.element(c, lax);
        continue;
      }
      // after a content error Xerces still validates a child against a declaration of the same
      // name in the parent's content model, else against a global declaration
      const code =
        typeCode ??
        items.find((it) => it.name !== '*' && it.local === c.local && it.ns === c.ns)?.type ??
        this.globalType(keyOf(c));
      if (code) this.element(c, code);
    }
    if (failed) return;
    let missing: string[] = [];
    if (t.model === 'choice') {
      const it = items[chosen];
      if (chosen < 0 && items.length > 0 && !items.some((x) => x.min === 0))
        missing = items.map((x) => x.name);
      else if (it && count < it.min) missing = [it.name];
    } else {
      for (let k = i; k < items.length; k++) {
        const it = items[k];
        if (!it) break;
        const used = k === i ? count : 0;
        if (used < it.min) {
          missing = expectedNames(t, i, count);
          break;
        }
      }
    }
    if (missing.length > 0)
      this.report('cvc-complex-type.2.4.b', el, { element: el.qname, expected: missing.join(', ') });
  }

  private contentError(c: XmlElement, parent: XmlElement, expected: string[]): void {
    if (expected.length === 0)
      this.report('cvc-complex-type.2.4.d', c, { element: c.qname, parent: parent.qname });
    else this.report('cvc-complex-type.2.4.a', c, { element: c.qname, expected: expected.join(', ') });
  }
}
