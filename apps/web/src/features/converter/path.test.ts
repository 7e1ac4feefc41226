import { describe, expect, it } from 'vitest';
import { fieldId, getPath, parsePath, setPath } from './path.ts';

describe('model paths', () => {
  const inv = { seller: { address: { city: 'Berlin' } }, lines: [{ id: '1', item: { name: 'A' } }] };
  it('parses and reads', () => {
    expect(parsePath('lines[0].item.name')).toEqual(['lines', 0, 'item', 'name']);
    expect(getPath(inv, 'seller.address.city')).toBe('Berlin');
    expect(getPath(inv, 'lines[0].item.name')).toBe('A');
    expect(getPath(inv, 'lines[5].item.name')).toBeUndefined();
  });
  it('writes immutably, creating objects on the way, and removes undefined', () => {
    const next = setPath(inv, 'lines[0].item.name', 'B');
    expect(next.lines[0]?.item.name).toBe('B');
    expect(inv.lines[0]?.item.name).toBe('A');
    expect(next.seller).toBe(inv.seller);
    const withContact = setPath(inv, 'seller.contact.email', 'a@b.de');
    expect(getPath(withContact, 'seller.contact.email')).toBe('a@b.de');
    const removed = setPath(inv, 'seller.address.city', undefined);
    expect('city' in removed.seller.address).toBe(false);
  });
  it('makes DOM ids', () => {
    expect(fieldId('lines[2].item.name')).toBe('f-lines-2-item-name');
  });
});
