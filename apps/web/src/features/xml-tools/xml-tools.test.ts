import { ruleById } from '@ic/einvoice/rules/registry.ts';
import { describe, expect, it } from 'vitest';
import { decodeJsonHeader, normalizeResult } from './api.ts';
import { validateBytes } from './core.ts';
import { hintKey, messageText } from './hints.ts';
import de from './messages.de.json';
import en from './messages.en.json';
import { reportJson } from './report-export.ts';

type Tree = { [key: string]: string | Tree };
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

describe('xmlTools messages', () => {
  const e = flatten(en as Tree);
  const d = flatten(de as Tree);
  it('en and de have the same keys, no empty values and the same variables', () => {
    expect([...d.keys()].sort()).toEqual([...e.keys()].sort());
    expect(e.size).toBeGreaterThan(100);
    const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [k, v] of e) {
      expect(v.trim(), k).not.toBe('');
      expect((d.get(k) ?? '').trim(), k).not.toBe('');
      expect(vars(d.get(k) ?? ''), k).toEqual(vars(v));
    }
  });
  it('differ between the languages', () => {
    expect(d.get('report.accepted')).toBe('Akzeptiert');
    expect(e.get('report.accepted')).toBe('Accepted');
    expect(e.get('viewer.parseFailed')).toBe('Failed to parse the XML file.');
    for (const [k, v] of e) if (k.startsWith('hints.')) expect(d.get(k), k).not.toBe(v);
  });
});

describe('how-to-fix hints', () => {
  it('cover the common rules named in the issue, each a real rule id', () => {
    const required = [
      'BR-DE-1',
      'BR-DE-2',
      'BR-DE-3',
      'BR-DE-4',
      'BR-DE-5',
      'BR-DE-6',
      'BR-DE-7',
      'BR-DE-8',
      'BR-DE-9',
      'BR-DE-15',
      'BR-DE-16',
      'BR-DE-21',
      'BR-CO-10',
      'BR-CO-15',
      'BR-S-08',
      'BR-16',
      'PEPPOL-EN16931-R010',
      'BR-DE-27',
      'BR-DE-28',
    ];
    for (const id of required) {
      expect(hintKey(id), id).toBe(`hints.${id}`);
      expect(ruleById(id), id).toBeDefined();
    }
    for (const id of Object.keys(en.hints)) {
      if (['schema', 'XML-NOT-WELLFORMED', 'XML-DOCTYPE-FORBIDDEN', 'NO-SCENARIO', 'UBL-CR-646'].includes(id))
        continue;
      expect(ruleById(id), id).toBeDefined();
    }
  });
  it('map schema findings and pseudo rules, and nothing else', () => {
    expect(hintKey('cvc-complex-type.2.4.a')).toBe('hints.schema');
    expect(hintKey('XML-NOT-WELLFORMED')).toBe('hints.XML-NOT-WELLFORMED');
    expect(hintKey('NO-SCENARIO')).toBe('hints.NO-SCENARIO');
    expect(hintKey('schema')).toBeNull();
    expect(hintKey('BR-CL-14')).toBeNull();
  });
  it('pick the message text by language', () => {
    expect(messageText({ text: 'a', textDe: 'b' }, 'de')).toBe('b');
    expect(messageText({ text: 'a' }, 'de')).toBe('a');
    expect(messageText({ text: 'a', textDe: 'b' }, 'en')).toBe('a');
  });
});

describe('browser-side validation (core) and report export', () => {
  it('gives the API shape for a broken file', () => {
    const r = validateBytes(new TextEncoder().encode('<Invoice><a></Invoice>'), 'x.xml');
    expect(r.accepted).toBe(false);
    expect(r.messages[0]?.id).toBe('XML-NOT-WELLFORMED');
    expect(r.messages[0]?.textDe).toContain('wohlgeformt');
    expect(r.invoice).toBeNull();
    const json = JSON.parse(reportJson(r, 'x.xml'));
    expect(json.file).toBe('x.xml');
    expect(json.counts.error).toBe(1);
    expect('invoice' in json).toBe(false);
  });
  it('normalizes partial server answers and decodes base64url JSON headers', () => {
    expect(normalizeResult(null)).toBeNull();
    expect(normalizeResult({ syntax: 'ubl' })).toBeNull();
    const r = normalizeResult({
      accepted: false,
      messages: [{ id: 'BR-DE-1', level: 'error', text: 't', location: '', bt: [] }],
    });
    expect(r?.counts).toEqual({ error: 1, warning: 0, information: 0 });
    expect(r?.scenario).toBeNull();
    const header = Buffer.from(JSON.stringify([{ code: 'X', bt: ['BT-1'], message: 'ä' }])).toString(
      'base64url',
    );
    expect(decodeJsonHeader(header)).toEqual([{ code: 'X', bt: ['BT-1'], message: 'ä' }]);
    expect(decodeJsonHeader('%%%')).toBeNull();
  });
});

describe('xmlTools namespace on the app instances', () => {
  it('is registered on both languages, with plurals', async () => {
    const { i18nFor } = await import('../../i18n/index.ts');
    await import('./i18n.ts');
    expect(i18nFor.de.t('ublToCii.inputInvalid', { ns: 'xmlTools', count: 1 })).toContain('1 Regel.');
    expect(i18nFor.de.t('ublToCii.inputInvalid', { ns: 'xmlTools', count: 3 })).toContain('3 Regeln');
    expect(i18nFor.en.t('xrechnungToPdf.invalidNote', { ns: 'xmlTools', count: 1 })).toContain('(1 error)');
    expect(i18nFor.en.t('report.accepted', { ns: 'xmlTools' })).toBe('Accepted');
  });
});
