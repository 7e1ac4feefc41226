import { describe, expect, it } from 'vitest';
import { extractInvoice } from '../index.ts';
import { type StyledRow, styledLayout } from '../test-layout.ts';
import { PARTY_CUE_CASES } from './party-cues.cases.ts';
import { DISPUTED, disputes, roleCues } from './party-cues.ts';

describe('party-cues reader (cases)', () => {
  for (const c of PARTY_CUE_CASES)
    it(c.name, () => {
      const against = disputes(roleCues(styledLayout(c.rows)), c.seller, c.buyer).map((a) => a.cue);
      expect([...new Set(against)].sort()).toEqual([...c.against].sort());
    });

  const conflicting: Array<[string, StyledRow[], string]> = [
    [
      '"Bill to" invoice whose account name is the billed party',
      [
        [40, 50, 'Northwind Ltd', 15, true],
        [60, 50, '12 High Street', 8],
        [70, 50, 'Leeds LS1 4AP', 8],
        [150, 50, 'Bill to', 9, true],
        [164, 50, 'Contoso Trading Ltd', 9],
        [176, 50, '5 Market Road', 9],
        [188, 50, 'York YO1 7HH', 9],
        [700, 50, 'Account name: Contoso Trading Ltd', 9],
      ],
      'account-holder',
    ],
    [
      'French letter whose bank details and footer name the right-hand party',
      [
        [60, 50, 'Atelier Lumière SARL'],
        [72, 50, '12 rue de la Paix'],
        [84, 50, '75002 Paris'],
        [140, 330, 'Dupont SAS'],
        [152, 330, '4 avenue Foch'],
        [164, 330, '69006 Lyon'],
        [700, 50, 'Titulaire du compte : Dupont SAS'],
        [790, 50, 'Dupont SAS · 4 avenue Foch · 69006 Lyon', 6],
      ],
      'footer, account-holder',
    ],
  ];
  for (const [name, rows, cues] of conflicting)
    it(`marks both names as doubtful and tells the user: ${name}`, () => {
      const { fields, notices } = extractInvoice(styledLayout(rows));
      expect(fields['seller.name']?.confidence).toBe(DISPUTED);
      expect(fields['buyer.name']?.confidence).toBeLessThanOrEqual(DISPUTED);
      expect(notices).toContainEqual({ code: 'EXTRACT_PARTIES_DOUBTFUL', params: { cues } });
    });

  it('leaves an undisputed decision alone', () => {
    const { fields, notices } = extractInvoice(styledLayout(PARTY_CUE_CASES[0]?.rows ?? []));
    expect(notices.map((n) => n.code)).not.toContain('EXTRACT_PARTIES_DOUBTFUL');
    expect(fields['seller.name']?.confidence).toBeGreaterThan(DISPUTED);
  });
});
