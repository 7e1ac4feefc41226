// The admin command: `node apps/server/src/admin.ts grant EMAIL N` on the configured database.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { getBalance, listLedger } from '../src/billing/ledger.ts';
import { migrate, openDatabase } from '../src/db/index.ts';
import { insertUser } from './helpers.ts';

const ADMIN = fileURLToPath(new URL('../src/admin.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'ic-admin-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function admin(...args: string[]) {
  return spawnSync(process.execPath, [ADMIN, ...args], {
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
    encoding: 'utf8',
  });
}

describe('admin grant', () => {
  it('grants credits to an account by e-mail, refuses unknown accounts and bad usage', async () => {
    const db = await openDatabase({ kind: 'sqlite', file: join(dataDir, 'app.sqlite') });
    await migrate(db);
    const userId = await insertUser(db, { email: 'kundin@example.test' });
    try {
      const ok = admin('grant', 'Kundin@example.test', '7');
      expect(ok.status, ok.stderr).toBe(0);
      expect(ok.stdout).toContain('balance now 7');
      expect(await getBalance(db, userId)).toBe(7);
      expect(await listLedger(db, userId)).toMatchObject([{ delta: 7, reason: 'admin-grant' }]);
      const unknown = admin('grant', 'nobody@example.test', '1');
      expect(unknown.status).toBe(1);
      expect(unknown.stderr).toContain('No account');
      expect(admin('grant', 'kundin@example.test', '-3').status).toBe(2);
      expect(admin('take', 'kundin@example.test', '3').status).toBe(2);
    } finally {
      await db.destroy();
    }
  }, 120_000);
});
