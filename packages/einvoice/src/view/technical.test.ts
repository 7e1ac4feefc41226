// The business view (technical: false) versus the technical view: codes, identifier schemes and the
// specification identifier are shown only when asked (issue 20 item 6); values are never dropped.
import { describe, expect, it } from 'vitest';
import { label } from '../codelists/index.ts';
import { kitchenSinkInvoice } from '../ubl/fixtures.ts';
import { renderInvoiceHtml } from './html.ts';
import { buildInvoiceView, type ViewField, viewFields } from './sections.ts';

const texts = (fields: Iterable<ViewField>) => [...fields].map((f) => f.text);
const byBt = (technical: boolean, bt: string) =>
  [...viewFields(buildInvoiceView(kitchenSinkInvoice(), { lang: 'en', technical }))].filter(
    (f) => f.bt === bt,
  );

describe('view: technical identifiers', () => {
  it('the technical view (the default) keeps codes, schemes and the specification identifier', () => {
    const inv = kitchenSinkInvoice();
    const all = texts(viewFields(buildInvoiceView(inv, { lang: 'en' })));
    expect(all).toContain(inv.processControl.specificationIdentifier);
    expect(all.some((t) => t.startsWith('0088'))).toBe(true);
    expect(all.some((t) => t === 'EM' || t.startsWith('EM –'))).toBe(true);
    expect(byBt(true, 'BT-3')[0]?.text).toMatch(/^380 – /);
  });

  it('the business view leaves out BT-24, scheme codes and code prefixes, keeps every value', () => {
    const inv = kitchenSinkInvoice();
    const view = buildInvoiceView(inv, { lang: 'en', technical: false });
    const all = texts(viewFields(view));
    expect(all).not.toContain(inv.processControl.specificationIdentifier);
    expect(all.some((t) => /^(0088|EM|0204)\b/.test(t))).toBe(false);
    expect(byBt(false, 'BT-3')[0]?.text).toBe('Commercial invoice');
    expect(byBt(false, 'BT-40')[0]?.text).not.toMatch(/^[A-Z]{2} – /);
    // currencies stay ISO codes; identifier values stay
    expect(byBt(false, 'BT-5')[0]?.text).toBe(inv.currency);
    expect(all).toContain('4000001123452');
    expect(all).toContain(inv.seller.electronicAddress?.value);
    // a scheme with a name is named, never numbered
    const gln = byBt(false, 'BT-29').find((f) => f.text === '4000001123452');
    expect(gln?.extra?.map((e) => e.text)).toEqual([label('icd', '0088', 'en')]);
    expect(gln?.extra?.[0]?.text).not.toContain('0088');
    // the electronic address has no scheme beside it
    expect(byBt(false, 'BT-34')[0]?.extra).toBeUndefined();
  });

  it('renderInvoiceHtml follows the option', () => {
    const inv = kitchenSinkInvoice();
    const spec = inv.processControl.specificationIdentifier;
    expect(renderInvoiceHtml(inv, { lang: 'de' })).toContain(spec);
    expect(renderInvoiceHtml(inv, { lang: 'de', technical: false })).not.toContain(spec);
  });
});
