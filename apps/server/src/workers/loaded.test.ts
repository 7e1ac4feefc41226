// A thread counts as loaded only once the synchronous job that loaded its module has returned.
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { LoadedThreads } from './loaded.ts';

describe('LoadedThreads', () => {
  it('hears a thread announce itself only after the job that loaded its module has returned', async () => {
    const loaded = new LoadedThreads();
    const worker = new Worker(new URL('./loaded.fixture.ts', import.meta.url), {
      workerData: { spinMs: 400 },
    });
    try {
      const done = new Promise<number>((resolve) =>
        worker.once('message', (m: { doneAt: number }) => resolve(m.doneAt)),
      );
      const heard = loaded.settle([worker.threadId], 20_000).then(() => Date.now());
      const [doneAt, heardAt] = await Promise.all([done, heard]);
      expect(loaded.has(worker.threadId)).toBe(true);
      expect(heardAt).toBeGreaterThanOrEqual(doneAt);
    } finally {
      loaded.close();
      await worker.terminate();
    }
  }, 30_000);
});
