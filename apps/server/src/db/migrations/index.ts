// All migrations, in order. Add new ones here; names sort lexically and never change.
import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_feedback.ts';
import * as m0002 from './0002_rate_limits.ts';
import * as m0003 from './0003_accounts.ts';
import * as m0010 from './0010_stripe_trial.ts';
import * as m0011 from './0011_month_counter.ts';

export const migrations: Record<string, Migration> = {
  '0001_feedback': m0001,
  '0002_rate_limits': m0002,
  '0003_accounts': m0003,
  '0010_stripe_trial': m0010,
  '0011_month_counter': m0011,
};
