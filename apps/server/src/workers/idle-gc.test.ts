import { describe, expect, it } from 'vitest';
import { canCollect, collectWhenIdle } from './idle-gc.ts';

describe('collectWhenIdle', () => {
  it('collects the garbage of a burst once idle', async () => {
    expect(canCollect).toBe(true);
    let garbage: number[][] | undefined = Array.from({ length: 200 }, (_, i) => new Array(50_000).fill(i));
    expect(garbage.length).toBe(200);
    garbage = undefined;
    const before = process.memoryUsage().heapUsed;
    collectWhenIdle(20);
    collectWhenIdle(20); // restarting the timer: still one collection, later
    await new Promise((r) => setTimeout(r, 200));
    const after = process.memoryUsage().heapUsed;
    // 200 × 50,000 numbers ≈ 80 MB of garbage; most of it is gone
    expect(before - after).toBeGreaterThan(40 * 1024 * 1024);
  });

  it('with a growth threshold, collects only when the heap grew by that much since the last collection', async () => {
    const { getHeapStatistics } = await import('node:v8');
    collectWhenIdle(10); // a baseline
    await new Promise((r) => setTimeout(r, 100));
    let garbage: number[][] | undefined = Array.from({ length: 200 }, (_, i) => new Array(50_000).fill(i));
    expect(garbage.length).toBe(200);
    garbage = undefined;
    const grown = getHeapStatistics().used_heap_size;
    // (a threshold of 4 GB would skip it; not asserted: V8 may collect on its own meanwhile)
    collectWhenIdle(10, 16 * 1024 * 1024); // grown by more than 16 MB: collected
    await new Promise((r) => setTimeout(r, 100));
    expect(grown - getHeapStatistics().used_heap_size).toBeGreaterThan(40 * 1024 * 1024);
  });
});
