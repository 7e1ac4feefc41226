import { describe, expect, it } from 'vitest';
import { readExtractStream } from './api.ts';

/** A streamed answer arriving in chunks that cut lines anywhere. */
function streamed(text: string, cut = 7): Response {
  const bytes = new TextEncoder().encode(text);
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      for (let i = 0; i < bytes.length; i += cut) c.enqueue(bytes.subarray(i, i + cut));
      c.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'application/x-ndjson' } });
}

const p = (done: number) => ({ stage: 'ocr', page: 1, index: 1, pages: 1, done });

describe('readExtractStream', () => {
  it('reports each progress line and returns the result', async () => {
    const result = {
      source: 'extracted',
      invoice: { number: 'R-1' },
      fields: {},
      notices: [],
      warnings: [],
      pages: [],
    };
    const text = [p(0), p(0.5), p(1)].map((x) => JSON.stringify({ progress: x })).join('\n');
    const seen: number[] = [];
    const r = await readExtractStream(streamed(`${text}\n${JSON.stringify({ result })}\n`), 'en', (x) =>
      seen.push(x.done),
    );
    expect(seen).toEqual([0, 0.5, 1]);
    expect(r.invoice.number).toBe('R-1');
  });

  it('throws the error line as an ApiError with its code and message', async () => {
    const err = { error: { code: 'PROCESSING_TIMEOUT', message: 'Zu lange' } };
    await expect(
      readExtractStream(
        streamed(`${JSON.stringify({ progress: p(0.2) })}\n${JSON.stringify(err)}\n`),
        'de',
        () => {},
      ),
    ).rejects.toMatchObject({ code: 'PROCESSING_TIMEOUT', message: 'Zu lange' });
  });

  it('a stream cut off before its result is an invalid answer', async () => {
    await expect(
      readExtractStream(streamed(`${JSON.stringify({ progress: p(0.2) })}\n`), 'en', () => {}),
    ).rejects.toMatchObject({ code: 'INVALID_SERVER_RESPONSE' });
  });
});
