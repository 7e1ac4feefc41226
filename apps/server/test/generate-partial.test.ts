// Issue 20 item 1 over real HTTP: a model the review form allows — payment means chosen, no bank
// details, so `paymentInstructions` has no `creditTransfers` — generates in every format (no 500).
import { closeSharedPdfPool } from '@ic/pdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baselineInvoice } from '../../../packages/einvoice/src/rules/fixtures.ts';
import { subscriberHeaders } from './auth-helpers.ts';
import { engines, startTestServer, type TestServer } from './helpers.ts';

afterAll(async () => {
  await closeSharedPdfPool();
});

describe.each(engines())('generate from a partial model on %s', (engine) => {
  let srv: TestServer;
  /** /generate is a paid result: a subscriber's API key */
  let auth: Record<string, string>;
  beforeAll(async () => {
    srv = await startTestServer({ engine });
    auth = await subscriberHeaders(srv);
  });
  afterAll(async () => srv?.close());

  const partial = () => {
    const inv: Record<string, unknown> = { ...baselineInvoice(), paymentInstructions: { typeCode: '58' } };
    delete inv.vatBreakdown;
    delete inv.notes;
    return inv;
  };

  it.each(['ubl', 'cii', 'zugferd'] as const)(
    '%s: payment means without bank details → 200, not 500',
    async (format) => {
      const res = await fetch(`${srv.url}/api/v1/generate`, {
        method: 'POST',
        body: JSON.stringify({ invoice: partial(), format, allowInvalid: true }),
        headers: { 'content-type': 'application/json', 'accept-language': 'en', ...auth },
      });
      expect(res.status).toBe(200);
      const bytes = new Uint8Array(await res.arrayBuffer());
      if (format === 'zugferd') expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
      else
        expect(new TextDecoder().decode(bytes)).toMatch(
          /PaymentMeansCode>58<|SpecifiedTradeSettlementPaymentMeans>\s*<ram:TypeCode>58</,
        );
    },
  );
});
