import { describe, expect, it } from 'vitest';
import { AppError } from '../http-errors.ts';
import { OcrSlots, ocrTimeLimitMs } from './ocr-slots.ts';

describe('OcrSlots', () => {
  it('runs at most `max` at once; the next waits and gets the slot of the first released', async () => {
    const slots = new OcrSlots({ max: 1, maxQueue: 2, retryAfterS: 20 });
    const a = await slots.acquire();
    let bStarted = false;
    const b = slots.acquire().then((release) => {
      bStarted = true;
      return release;
    });
    await Promise.resolve();
    expect(bStarted).toBe(false);
    expect(slots.running).toBe(1);
    expect(slots.queued).toBe(1);
    a();
    a(); // a second call does nothing
    const releaseB = await b;
    expect(bStarted).toBe(true);
    expect(slots.running).toBe(1);
    expect(slots.queued).toBe(0);
    releaseB();
    expect(slots.running).toBe(0);
  });

  it('refuses over the queue with SERVICE_UNAVAILABLE and a Retry-After', async () => {
    const slots = new OcrSlots({ max: 1, maxQueue: 1, retryAfterS: 15 });
    const release = await slots.acquire();
    const waiting = slots.acquire();
    const refused = await slots.acquire().catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('SERVICE_UNAVAILABLE');
    expect((refused as AppError).statusCode).toBe(503);
    expect((refused as AppError).retryAfterS).toBe(15);
    release();
    (await waiting)();
    expect(slots.running).toBe(0);
  });

  it('a waiting client that goes away leaves the queue', async () => {
    const slots = new OcrSlots({ max: 1, maxQueue: 1, retryAfterS: 5 });
    const release = await slots.acquire();
    const gone = new AbortController();
    const waiting = slots.acquire(gone.signal).catch((e: unknown) => e);
    expect(slots.queued).toBe(1);
    gone.abort();
    expect(await waiting).toBeInstanceOf(AppError);
    expect(slots.queued).toBe(0);
    release();
    expect(slots.running).toBe(0);
  });
});

describe('ocrTimeLimitMs', () => {
  it('is the task limit plus the per-page limit times the scanned pages', () => {
    expect(ocrTimeLimitMs(30_000, 20_000, 1)).toBe(50_000);
    expect(ocrTimeLimitMs(30_000, 20_000, 10)).toBe(230_000);
    expect(ocrTimeLimitMs(30_000, 20_000, 0)).toBe(50_000);
  });
});
