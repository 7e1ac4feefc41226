/**
 * Stripe webhook benchmark: the real server (in process, SQLite or PostgreSQL) and the local
 * Stripe fake. U users each buy credits; every signed checkout.session.completed event is
 * delivered D times (duplicates) with C concurrent deliveries. Prints events per second, latency
 * percentiles per delivery, the CPU time per delivery (server, fake and client share this
 * process), and checks that every purchase was credited exactly once.
 *
 *   node bench/src/webhook-bench.ts [--users 100] [--copies 3] [--clients 10] [--engine sqlite|postgres]
 *
 * PostgreSQL needs TEST_DATABASE_URL. Bounded: users × copies deliveries, 127.0.0.1 only.
 */
import { parseArgs } from 'node:util';
import type Stripe from 'stripe';
import { account, checkout, newBuyer } from '../../apps/server/test/billing-stripe-support.ts';
import { startTestServer } from '../../apps/server/test/helpers.ts';
import { startStripeFake } from '../../apps/server/test/stripe-fake/index.ts';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '100' },
    copies: { type: 'string', default: '3' },
    clients: { type: 'string', default: '10' },
    engine: { type: 'string', default: 'sqlite' },
  },
});
const users = Number(values.users);
const copies = Number(values.copies);
const clients = Number(values.clients);
const engine = values.engine === 'postgres' ? 'postgres' : 'sqlite';

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] ?? Number.NaN;
}

const fake = await startStripeFake();
const srv = await startTestServer({ engine, env: fake.env() });
fake.webhookUrl = `${srv.url}/api/stripe/webhook`;
try {
  const buyers = [];
  const queue: Stripe.Event[] = [];
  for (let i = 0; i < users; i++) {
    const buyer = await newBuyer(srv);
    buyers.push(buyer);
    const events = await fake.complete(await checkout(srv, buyer, { kind: 'credits', quantity: 2 }), {
      deliver: false,
    });
    for (let c = 0; c < copies; c++) queue.push(...events);
  }
  queue.sort(() => Math.random() - 0.5);
  const latencies: number[] = [];
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < queue.length) {
        const e = queue[next++];
        if (!e) break;
        const t = performance.now();
        const status = await fake.deliver(e);
        latencies.push(performance.now() - t);
        if (status !== 200) throw new Error(`delivery answered ${status}`);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const cpuMs = (cpu.user + cpu.system) / 1000 / queue.length;
  latencies.sort((a, b) => a - b);
  let wrong = 0;
  for (const b of buyers) if ((await account(srv, b)).credits !== 5) wrong++;
  console.log(
    `webhook (${engine}): ${queue.length} deliveries of ${users} events (${copies} copies each), ${clients} clients`,
  );
  console.log(
    `  ${(queue.length / seconds).toFixed(0)} deliveries/s; latency p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, max ${(latencies.at(-1) ?? 0).toFixed(1)} ms`,
  );
  // On a shared machine throughput depends on what others leave over; CPU time per delivery does not.
  console.log(`  CPU per delivery (server + fake + client, one process): ${cpuMs.toFixed(1)} ms`);
  console.log(`  credited exactly once: ${users - wrong}/${users}`);
  if (wrong > 0) process.exitCode = 1;
} finally {
  await fake.close();
  await srv.close();
}
