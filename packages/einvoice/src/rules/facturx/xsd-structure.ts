/**
 * Derives a structure table (the compact format of `../schema/structure.ts`) from a set of
 * Factur-X profile XSDs (the profile's CrossIndustryInvoice XSD and its RAM/QDT/UDT modules).
 * Used once to generate `structures.ts`; browser-safe (the caller supplies the file texts).
 *
 * The Factur-X XSDs are flat: every complex type is one sequence (or, for UDT, one choice) of
 * local element declarations, simple content is an extension of a built-in or of a simple type
 * restricting a built-in. Anything else throws, so a changed schema cannot be mistranslated.
 */
import { parseXml, type XmlElement } from '../../xml/parse.ts';
import type { Structure } from '../schema/structure.ts';

const XS = 'http://www.w3.org/2001/XMLSchema';
const PREFIX: Record<string, string> = {
  'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100': 'rsm',
  'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100': 'ram',
  'urn:un:unece:uncefact:data:standard:QualifiedDataType:100': 'qdt',
  'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100': 'udt',
};

interface SchemaDoc {
  tns: string;
  root: XmlElement;
  /** prefix → namespace as declared in the file */
  ns: Record<string, string>;
}

const xsKids = (el: XmlElement, local?: string): XmlElement[] =>
  el.children.filter((c) => c.ns === XS && (local === undefined || c.local === local));

/** Namespace declarations are not kept by the parser: read them from the source text. */
function nsDecls(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const head = text.slice(0, text.indexOf('>', text.indexOf('<xs:schema')) + 1);
  for (const m of head.matchAll(/xmlns:(\w+)="([^"]+)"/g)) if (m[1] && m[2]) out[m[1]] = m[2];
  return out;
}

/** Build a structure table from the XSD file texts (any order; one of them declares the root). */
export function structureFromXsds(files: readonly string[]): Structure {
  const docs: SchemaDoc[] = files.map((text) => {
    const parsed = parseXml(text);
    if (!parsed.ok) throw new Error(`XSD not well-formed: ${parsed.error.message}`);
    const root = parsed.root;
    return { tns: root.attrs.targetNamespace ?? '', root, ns: nsDecls(text) };
  });
  const named = new Map<string, { doc: SchemaDoc; el: XmlElement }>();
  for (const doc of docs)
    for (const el of xsKids(doc.root))
      if (el.local === 'complexType' || el.local === 'simpleType')
        named.set(`{${doc.tns}}${el.attrs.name ?? ''}`, { doc, el });

  const simple: string[] = [];
  const complex: string[] = [];
  const codes = new Map<string, string>();

  const resolve = (doc: SchemaDoc, qname: string): string => {
    const [p, local] = qname.includes(':') ? (qname.split(':') as [string, string]) : ['', qname];
    const ns = doc.ns[p] ?? '';
    return `{${ns}}${local}`;
  };
  const builtin = (doc: SchemaDoc, qname: string): string | undefined => {
    const key = resolve(doc, qname);
    return key.startsWith(`{${XS}}`) ? key.slice(XS.length + 2) : undefined;
  };

  /** A simple type (named or built-in) → base built-in and facets. */
  const simpleBase = (doc: SchemaDoc, qname: string): { base: string; facets: string[] } => {
    const b = builtin(doc, qname);
    if (b) return { base: b, facets: [] };
    const hit = named.get(resolve(doc, qname));
    if (hit?.el.local !== 'simpleType') throw new Error(`unknown simple type ${qname}`);
    const r = xsKids(hit.el, 'restriction')[0];
    if (!r) throw new Error(`simple type ${qname}: only restrictions supported`);
    const inner = simpleBase(hit.doc, r.attrs.base ?? '');
    const facets = [...inner.facets];
    for (const f of xsKids(r)) {
      if (f.local === 'minLength' || f.local === 'maxLength' || f.local === 'length')
        facets.push(`${f.local}=${f.attrs.value ?? ''}`);
      else throw new Error(`simple type ${qname}: facet ${f.local} not supported`);
    }
    return { base: inner.base, facets };
  };

  const attrList = (doc: SchemaDoc, ext: XmlElement): string => {
    const out: string[] = [];
    for (const a of xsKids(ext, 'attribute')) {
      const name = a.attrs.name ?? '';
      const t = a.attrs.type ? simpleBase(doc, a.attrs.type).base : 'string';
      const typed = t === 'token' || t === 'string' || t === 'normalizedString' ? '' : `:${t}`;
      const fixed = a.attrs.fixed !== undefined ? `=${encodeURIComponent(a.attrs.fixed)}` : '';
      out.push(`${name}${typed}${fixed}${a.attrs.use === 'required' ? '!' : ''}`);
    }
    return out.join(' ');
  };

  const addSimple = (row: string): string => {
    let i = simple.indexOf(row);
    if (i < 0) i = simple.push(row) - 1;
    return `s${i}`;
  };

  /** Type code of an element declaration's type (named or anonymous). */
  const typeOf = (doc: SchemaDoc, decl: XmlElement): string => {
    if (decl.attrs.type) {
      const b = builtin(doc, decl.attrs.type);
      if (b) return addSimple(`${b}|||T`);
      const key = resolve(doc, decl.attrs.type);
      const hit = named.get(key);
      if (!hit) throw new Error(`unknown type ${decl.attrs.type}`);
      if (hit.el.local === 'simpleType') {
        const { base, facets } = simpleBase(hit.doc, decl.attrs.type);
        return addSimple(`${base}||${facets.join(' ')}|T`);
      }
      return complexCode(hit.doc, hit.el, key);
    }
    const anon = xsKids(decl, 'complexType')[0];
    if (!anon) throw new Error(`element ${decl.attrs.name ?? ''} without type`);
    return complexCode(doc, anon, undefined);
  };

  const complexCode = (doc: SchemaDoc, ct: XmlElement, key: string | undefined): string => {
    const hit = key ? codes.get(key) : undefined;
    if (hit) return hit;
    const sc = xsKids(ct, 'simpleContent')[0];
    if (sc) {
      const ext = xsKids(sc, 'extension')[0];
      if (!ext) throw new Error('simpleContent: only extensions supported');
      const { base, facets } = simpleBase(doc, ext.attrs.base ?? '');
      const code = addSimple(`${base}|${attrList(doc, ext)}|${facets.join(' ')}|`);
      if (key) codes.set(key, code);
      return code;
    }
    const i = complex.push('') - 1;
    const code = `c${i}`;
    if (key) codes.set(key, code);
    const group = xsKids(ct).find((g) => g.local === 'sequence' || g.local === 'choice');
    const items: string[] = [];
    for (const e of group ? xsKids(group) : []) {
      if (e.local !== 'element') throw new Error(`nested ${e.local} not supported`);
      const name = `${PREFIX[doc.tns] ?? '?'}:${e.attrs.name ?? ''}`;
      const min = e.attrs.minOccurs ?? '1';
      const maxRaw = e.attrs.maxOccurs ?? '1';
      const max = maxRaw === 'unbounded' ? '-1' : maxRaw;
      let occ = '';
      if (min === '0' && max === '1') occ = '?';
      else if (min === '0' && max === '-1') occ = '*';
      else if (min === '1' && max === '-1') occ = '+';
      else if (!(min === '1' && max === '1')) occ = `{${min},${max}}`;
      items.push(`${name}=${typeOf(doc, e)}${occ}`);
    }
    const typeName = ct.attrs.name ?? '';
    complex[i] = `${typeName}|${group?.local === 'choice' ? 'c' : 's'}||${items.join(' ')}`;
    return code;
  };

  const roots: Record<string, string> = {};
  for (const doc of docs)
    for (const el of xsKids(doc.root, 'element'))
      roots[`${PREFIX[doc.tns] ?? '?'}:${el.attrs.name ?? ''}`] = typeOf(doc, el);
  return { roots, simple, complex };
}
