// Server administration from the command line, with the server's configuration (DATA_DIR,
// DATABASE_URL, …):
//
//   node apps/server/src/admin.ts grant EMAIL N     # add N credits (ledger reason admin-grant)
//
// Exit codes: 0 done, 1 failed (unknown user, database), 2 bad usage.
import { randomUUID } from 'node:crypto';
import { getBalance, grantCredits } from './billing/ledger.ts';
import { ConfigError, loadConfig } from './config.ts';
import { migrate, openDatabase } from './db/index.ts';

const USAGE = 'usage: node apps/server/src/admin.ts grant EMAIL N   (N: whole number of credits, 1..100000)';

async function grant(email: string, n: number): Promise<number> {
  const db = await openDatabase(loadConfig().database);
  try {
    await migrate(db);
    const user = await db
      .selectFrom('user')
      .select('id')
      .where('email', '=', email.trim().toLowerCase())
      .executeTakeFirst();
    if (!user) {
      console.error(`No account with the e-mail address ${email}.`);
      return 1;
    }
    await grantCredits(db, {
      userId: user.id,
      delta: n,
      reason: 'admin-grant',
      idempotencyKey: `admin-grant:${randomUUID()}`,
    });
    console.log(`Granted ${n} credit(s) to ${email}; balance now ${await getBalance(db, user.id)}.`);
    return 0;
  } finally {
    await db.destroy();
  }
}

async function main(args: string[]): Promise<number> {
  const [command, email, count] = args;
  const n = Number(count);
  if (command !== 'grant' || !email || !/^\d+$/.test(count ?? '') || n < 1 || n > 100_000) {
    console.error(USAGE);
    return 2;
  }
  try {
    return await grant(email, n);
  } catch (e) {
    console.error(e instanceof ConfigError ? e.message : `Failed: ${(e as Error).message}`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
