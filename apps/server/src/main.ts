// Entry point: `node apps/server/src/main.ts` (or `npm start` at the repo root, which builds
// the web app first). Loads config, builds the app, listens, shuts down gracefully.
import { sweepTempDirs } from '@ic/pdf';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

const SHUTDOWN_TIMEOUT_MS = 25_000;

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (e) {
  if (e instanceof ConfigError) {
    console.error(`${e.message}\nFix the variables above (see README.md, "Configuration") and start again.`);
    process.exit(1);
  }
  throw e;
}

// temporary folders of processes that died without cleaning up (kill -9 mid-Ghostscript)
const swept = sweepTempDirs();

let app: Awaited<ReturnType<typeof buildApp>>;
try {
  app = await buildApp(config);
} catch (e) {
  const what =
    config.database.kind === 'postgres' ? 'the PostgreSQL database (DATABASE_URL)' : config.database.file;
  console.error(`Could not start: opening or migrating ${what} failed: ${(e as Error).message}`);
  process.exit(1);
}

try {
  await app.listen({ port: config.port, host: config.host });
} catch (e) {
  app.log.fatal({ err: e }, 'could not listen');
  await app.close().catch(() => {});
  process.exit(1);
}

const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const localUrl = `http://${config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host}:${port}`;
app.log.info(
  {
    url: localUrl,
    publicUrl: config.publicUrl,
    database: config.database.kind,
    startupMs: Math.round(performance.now()),
    sweptTempDirs: swept.length,
  },
  `listening on ${localUrl} (started in ${Math.round(performance.now())} ms)`,
);

let stopping = false;
function shutdown(signal: NodeJS.Signals): void {
  if (stopping) {
    app.log.warn({ signal }, 'second signal: exiting now');
    process.exit(1);
  }
  stopping = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  const timer = setTimeout(() => {
    app.log.error('shutdown took too long: exiting');
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS);
  timer.unref();
  app.close().then(
    () => {
      app.log.info('stopped');
      process.exit(0);
    },
    (err: unknown) => {
      app.log.error({ err }, 'error while shutting down');
      process.exit(1);
    },
  );
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
