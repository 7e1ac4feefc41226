// Server configuration from environment variables: typed, validated, every problem reported at once.
import { availableParallelism } from 'node:os';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadStripeSettings, STRIPE_CONFIG_VARIABLES, type StripeSettings } from './billing/stripe/config.ts';

/** Repository root (apps/server/src → ../../..). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type DatabaseConfig = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

export interface RateLimit {
  max: number;
  windowMs: number;
}

/** Who runs the service (imprint, privacy policy, terms): filled into the legal pages. */
export const OPERATOR_FIELDS = [
  'name',
  'legalForm',
  'representative',
  'address',
  'email',
  'phone',
  'register',
  'vatId',
] as const;
export type OperatorField = (typeof OPERATOR_FIELDS)[number];
/** OPERATOR_NAME, OPERATOR_LEGAL_FORM, … */
export const operatorVariable = (field: OperatorField): string =>
  `OPERATOR_${field.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;

export interface Config {
  port: number;
  host: string;
  /** Absolute path. */
  dataDir: string;
  database: DatabaseConfig;
  /** PostgreSQL only: connections per instance (pool size). */
  databasePoolSize: number;
  /** Without trailing slash. */
  publicUrl: string;
  logLevel: LogLevel;
  /** Absolute path of the built web app (may not exist). */
  webDist: string;
  supportEmail: string;
  /** Unset fields show as marked placeholders on the legal pages (and a warning at start-up). */
  operator: Partial<Record<OperatorField, string>>;
  trustProxy: boolean;
  rateLimitFeedback: RateLimit;
  /** Upload endpoints of /api/v1 (validate, view, render, convert, extract, generate): per client IP, all together. */
  rateLimitApi: RateLimit;
  /** Worker threads for CPU work (validation, rendering, conversion). */
  workerThreads: number;
  /** Tasks waiting for a worker before new ones are refused (503). */
  workerMaxQueue: number;
  /** Nice increment of the worker threads (0 = same priority as the event loop). */
  workerNice: number;
  /** Time limit of one task in a worker, ms (→ PROCESSING_TIMEOUT). */
  taskTimeoutMs: number;
  /** How long a task may wait for a worker, ms (→ SERVICE_UNAVAILABLE with Retry-After). */
  queueTimeoutMs: number;
  /** Extra time limit per scanned page of an OCR task, ms (its limit: taskTimeoutMs + pages × this). */
  ocrTaskTimeoutMs: number;
  /** OCR tasks running at once (the other worker threads stay free for other work). */
  ocrConcurrency: number;
  /** OCR tasks waiting for a slot before more are refused (503, Retry-After). */
  ocrMaxQueue: number;
  /** Time limit for receiving an upload, ms (→ UPLOAD_TIMEOUT). */
  uploadTimeoutMs: number;
  /** smtp:// or smtps:// URL; undefined writes mails to DATA_DIR/outbox as .eml files. */
  smtpUrl: string | undefined;
  /** From header of outgoing mail. */
  mailFrom: string;
  /** Secret that signs session cookies and tokens; undefined = a local one kept in DATA_DIR. */
  authSecret: string | undefined;
  /** Sign-up, sign-in and password-reset attempts per client IP and endpoint. */
  rateLimitAuth: RateLimit;
  /** Requests per API key to /api/v1. */
  rateLimitApiKey: RateLimit;
  /** Payments (STRIPE_*); null without STRIPE_SECRET_KEY (payments off). */
  stripe: StripeSettings | null;
}

export interface ConfigVariable {
  name: string;
  description: string;
  default: string;
}

/** Every environment variable the server reads. The README's configuration table must list each. */
export const CONFIG_VARIABLES: readonly ConfigVariable[] = [
  { name: 'PORT', description: 'TCP port to listen on (0 picks a free port).', default: '3000' },
  { name: 'HOST', description: 'Interface to listen on.', default: '0.0.0.0' },
  {
    name: 'DATA_DIR',
    description: 'Directory for the embedded SQLite database and local files.',
    default: './data',
  },
  {
    name: 'DATABASE_URL',
    description: 'postgres://… to use PostgreSQL (needed for several instances); unset uses SQLite.',
    default: 'unset (SQLite at DATA_DIR/app.sqlite)',
  },
  {
    name: 'DATABASE_POOL_SIZE',
    description:
      'PostgreSQL only: connections each instance keeps at most (instances × this must stay below max_connections).',
    default: '10',
  },
  {
    name: 'PUBLIC_URL',
    description: 'Address users reach the service at (used in links and e-mails).',
    default: 'http://localhost:PORT',
  },
  { name: 'LOG_LEVEL', description: `Log level: ${LOG_LEVELS.join(', ')}.`, default: 'info' },
  { name: 'WEB_DIST', description: 'Directory of the built web app.', default: 'apps/web/dist' },
  {
    name: 'SUPPORT_EMAIL',
    description: 'Support address shown to users.',
    default: 'support@rechnungskonverter.de',
  },
  ...OPERATOR_FIELDS.map((field) => ({
    name: operatorVariable(field),
    description: {
      name: 'Operator of the service (legal pages: imprint, privacy policy, terms, DPA).',
      legalForm: 'Legal form of the operator, e.g. GmbH or sole proprietor.',
      representative: 'Person(s) representing the operator, e.g. the managing director.',
      address: 'Postal address of the operator ("\\n" for line breaks).',
      email: 'Contact e-mail address of the operator.',
      phone: 'Contact phone number of the operator.',
      register: 'Commercial register: court and number, e.g. Amtsgericht Berlin-Charlottenburg HRB 12345.',
      vatId: 'VAT identification number (USt-IdNr.).',
    }[field],
    default: 'unset (marked placeholder, warning at start-up)',
  })),
  {
    name: 'TRUST_PROXY',
    description: 'true when behind a reverse proxy, so X-Forwarded-For gives the client IP.',
    default: 'false',
  },
  {
    name: 'RATE_LIMIT_FEEDBACK',
    description: 'Feedback submissions allowed per client IP, as COUNT/WINDOW (window in s, m or h).',
    default: '5/10m',
  },
  {
    name: 'RATE_LIMIT_API',
    description:
      'Requests per client IP to the upload endpoints of /api/v1 (validate, view, render, convert, extract, generate) together, as COUNT/WINDOW.',
    default: '60/1m',
  },
  {
    name: 'WORKER_THREADS',
    description: 'Worker threads for CPU work (validation, rendering, conversion).',
    default: 'number of CPU cores',
  },
  {
    name: 'WORKER_MAX_QUEUE',
    description: 'Tasks waiting for a worker thread before new ones are refused with 503.',
    default: '200',
  },
  {
    name: 'WORKER_NICE',
    description:
      'Scheduling priority of the worker threads below the event loop (nice increment 0..19, Linux); 0 = same priority.',
    default: '5',
  },
  {
    name: 'TASK_TIMEOUT',
    description:
      'Time limit of one task in a worker (ms, s, m); over it the request fails with PROCESSING_TIMEOUT.',
    default: '30s',
  },
  {
    name: 'QUEUE_TIMEOUT',
    description:
      'How long a task may wait for a free worker (ms, s, m); over it the request fails with SERVICE_UNAVAILABLE (503, Retry-After). Waiting does not count against TASK_TIMEOUT.',
    default: '10s',
  },
  {
    name: 'OCR_TASK_TIMEOUT',
    description:
      'Extra time limit per scanned page of an extraction that needs OCR (ms, s, m): its limit is TASK_TIMEOUT + pages × this (at most 10 pages are read); over it: PROCESSING_TIMEOUT.',
    default: '20s',
  },
  {
    name: 'OCR_CONCURRENCY',
    description:
      'Extractions with OCR running at once; the other worker threads stay free for other requests.',
    default: 'half the worker threads, at least 1',
  },
  {
    name: 'OCR_MAX_QUEUE',
    description:
      'Extractions with OCR waiting for their turn (without holding a worker thread) before more are refused with 503 and Retry-After.',
    default: '8',
  },
  {
    name: 'UPLOAD_TIMEOUT',
    description:
      'Time limit for receiving one upload (ms, s, m); over it the request fails with UPLOAD_TIMEOUT.',
    default: '60s',
  },
  {
    name: 'SMTP_URL',
    description:
      'smtp://user:pass@host:587 or smtps://… for outgoing mail; unset writes every mail as an .eml file to DATA_DIR/outbox (and logs its links).',
    default: 'unset (outbox)',
  },
  {
    name: 'MAIL_FROM',
    description: 'Sender of outgoing mail (From header).',
    default: 'Rechnungskonverter <no-reply@rechnungskonverter.de>',
  },
  {
    name: 'AUTH_SECRET',
    description:
      'Secret (at least 32 characters) that signs session cookies and e-mail tokens; the same on every instance. Required when NODE_ENV=production.',
    default: 'unset (a random one kept in DATA_DIR/auth-secret)',
  },
  {
    name: 'RATE_LIMIT_AUTH',
    description: 'Sign-up, sign-in and password-reset requests per client IP and endpoint, as COUNT/WINDOW.',
    default: '10/1m',
  },
  {
    name: 'RATE_LIMIT_API_KEY',
    description: 'Requests per API key to /api/v1, as COUNT/WINDOW.',
    default: '120/1m',
  },
  ...STRIPE_CONFIG_VARIABLES,
];

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function parseWindow(s: string): number | null {
  const m = /^(\d+)\s*(ms|s|m|h)?$/.exec(s.trim());
  if (!m?.[1]) return null;
  const n = Number(m[1]);
  const unit = m[2] ?? 's';
  const factor = unit === 'ms' ? 1 : unit === 's' ? 1000 : unit === 'm' ? 60_000 : 3_600_000;
  return n * factor;
}

/** Parses "COUNT/WINDOW", e.g. "5/10m". */
export function parseRateLimit(s: string): RateLimit | null {
  const m = /^\s*(\d+)\s*\/\s*(.+)$/.exec(s);
  if (!m?.[1] || !m[2]) return null;
  const max = Number(m[1]);
  const windowMs = parseWindow(m[2]);
  if (!Number.isSafeInteger(max) || max < 1 || windowMs === null || windowMs < 1) return null;
  return { max, windowMs };
}

/**
 * Reads the configuration from `env`. Throws a ConfigError listing every bad variable.
 * Empty values count as unset.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const problems: string[] = [];
  const get = (name: string): string | undefined => {
    const v = env[name]?.trim();
    return v === undefined || v === '' ? undefined : v;
  };

  let port = 3000;
  const rawPort = get('PORT');
  if (rawPort !== undefined) {
    const n = Number(rawPort);
    if (!/^\d+$/.test(rawPort) || n > 65535) {
      problems.push(`PORT must be a whole number from 0 to 65535 (got "${rawPort}").`);
    } else {
      port = n;
    }
  }

  const host = get('HOST') ?? '0.0.0.0';
  if (/\s|\//.test(host)) problems.push(`HOST must be a host name or IP address (got "${host}").`);

  const dataDir = resolve(get('DATA_DIR') ?? './data');

  let database: DatabaseConfig = { kind: 'sqlite', file: resolve(dataDir, 'app.sqlite') };
  const dbUrl = get('DATABASE_URL');
  if (dbUrl !== undefined) {
    let ok = false;
    try {
      const u = new URL(dbUrl);
      ok = (u.protocol === 'postgres:' || u.protocol === 'postgresql:') && u.hostname !== '';
    } catch {
      ok = false;
    }
    if (ok) database = { kind: 'postgres', url: dbUrl };
    else
      problems.push(
        'DATABASE_URL must be a PostgreSQL URL like postgres://user:password@host:5432/dbname ' +
          '(leave it unset to use the embedded SQLite database).',
      );
  }

  let publicUrl = `http://localhost:${port}`;
  const rawPublic = get('PUBLIC_URL');
  if (rawPublic !== undefined) {
    try {
      const u = new URL(rawPublic);
      if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error('protocol');
      publicUrl = rawPublic.replace(/\/+$/, '');
    } catch {
      problems.push(`PUBLIC_URL must be an http:// or https:// URL (got "${rawPublic}").`);
    }
  }

  let logLevel: LogLevel = 'info';
  const rawLevel = get('LOG_LEVEL');
  if (rawLevel !== undefined) {
    const l = rawLevel.toLowerCase();
    if ((LOG_LEVELS as readonly string[]).includes(l)) logLevel = l as LogLevel;
    else problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${rawLevel}").`);
  }

  const rawDist = get('WEB_DIST');
  const webDist =
    rawDist === undefined
      ? resolve(REPO_ROOT, 'apps/web/dist')
      : isAbsolute(rawDist)
        ? rawDist
        : resolve(rawDist);

  const supportEmail = get('SUPPORT_EMAIL') ?? 'support@rechnungskonverter.de';
  if (!EMAIL_RE.test(supportEmail)) {
    problems.push(`SUPPORT_EMAIL must be an e-mail address (got "${supportEmail}").`);
  }

  const operator: Partial<Record<OperatorField, string>> = {};
  for (const field of OPERATOR_FIELDS) {
    const value = get(operatorVariable(field))?.replace(/\\n/g, '\n').trim();
    if (value) operator[field] = value;
  }

  let trustProxy = false;
  const rawTrust = get('TRUST_PROXY');
  if (rawTrust !== undefined) {
    const t = rawTrust.toLowerCase();
    if (['1', 'true', 'yes', 'on'].includes(t)) trustProxy = true;
    else if (['0', 'false', 'no', 'off'].includes(t)) trustProxy = false;
    else problems.push(`TRUST_PROXY must be true or false (got "${rawTrust}").`);
  }

  let rateLimitFeedback: RateLimit = { max: 5, windowMs: 10 * 60_000 };
  const rawRate = get('RATE_LIMIT_FEEDBACK');
  if (rawRate !== undefined) {
    const r = parseRateLimit(rawRate);
    if (r) rateLimitFeedback = r;
    else
      problems.push(
        `RATE_LIMIT_FEEDBACK must look like COUNT/WINDOW, e.g. 5/10m (window in ms, s, m or h; got "${rawRate}").`,
      );
  }

  let rateLimitApi: RateLimit = { max: 60, windowMs: 60_000 };
  const rawApiRate = get('RATE_LIMIT_API');
  if (rawApiRate !== undefined) {
    const r = parseRateLimit(rawApiRate);
    if (r) rateLimitApi = r;
    else
      problems.push(
        `RATE_LIMIT_API must look like COUNT/WINDOW, e.g. 60/1m (window in ms, s, m or h; got "${rawApiRate}").`,
      );
  }

  const positiveInt = (name: string, fallback: number, max: number): number => {
    const raw = get(name);
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!/^\d+$/.test(raw) || n < 1 || n > max) {
      problems.push(`${name} must be a whole number from 1 to ${max} (got "${raw}").`);
      return fallback;
    }
    return n;
  };
  const databasePoolSize = positiveInt('DATABASE_POOL_SIZE', 10, 1000);
  const workerThreads = positiveInt('WORKER_THREADS', availableParallelism(), 256);
  const workerMaxQueue = positiveInt('WORKER_MAX_QUEUE', 200, 100_000);
  let workerNice = 5;
  const rawNice = get('WORKER_NICE');
  if (rawNice !== undefined) {
    if (/^\d+$/.test(rawNice) && Number(rawNice) <= 19) workerNice = Number(rawNice);
    else problems.push(`WORKER_NICE must be a whole number from 0 to 19 (got "${rawNice}").`);
  }

  const duration = (name: string, fallbackMs: number): number => {
    const raw = get(name);
    if (raw === undefined) return fallbackMs;
    const ms = parseWindow(raw);
    if (ms === null || ms < 1 || ms > 3_600_000) {
      problems.push(`${name} must be a duration up to 1h such as 500ms, 30s or 2m (got "${raw}").`);
      return fallbackMs;
    }
    return ms;
  };
  const taskTimeoutMs = duration('TASK_TIMEOUT', 30_000);
  const uploadTimeoutMs = duration('UPLOAD_TIMEOUT', 60_000);
  const queueTimeoutMs = duration('QUEUE_TIMEOUT', 10_000);
  const ocrTaskTimeoutMs = duration('OCR_TASK_TIMEOUT', 20_000);
  const ocrConcurrency = positiveInt('OCR_CONCURRENCY', Math.max(1, Math.floor(workerThreads / 2)), 256);
  const ocrMaxQueue = positiveInt('OCR_MAX_QUEUE', 8, 10_000);
  const stripe = loadStripeSettings(get, problems);

  const rate = (name: string, fallback: RateLimit): RateLimit => {
    const raw = get(name);
    if (raw === undefined) return fallback;
    const r = parseRateLimit(raw);
    if (r) return r;
    problems.push(`${name} must look like COUNT/WINDOW, e.g. 10/1m (window in ms, s, m or h; got "${raw}").`);
    return fallback;
  };
  const rateLimitAuth = rate('RATE_LIMIT_AUTH', { max: 10, windowMs: 60_000 });
  const rateLimitApiKey = rate('RATE_LIMIT_API_KEY', { max: 120, windowMs: 60_000 });

  const smtpUrl = get('SMTP_URL');
  if (smtpUrl !== undefined && !/^smtps?:\/\/[^\s/]+/.test(smtpUrl)) {
    problems.push(
      'SMTP_URL must look like smtp://user:password@host:587 or smtps://… (leave it unset for the outbox).',
    );
  }
  const mailFrom = get('MAIL_FROM') ?? 'Rechnungskonverter <no-reply@rechnungskonverter.de>';
  if (!/[^\s@<]+@[^\s@>]+\.[^\s@>]+/.test(mailFrom)) {
    problems.push(`MAIL_FROM must be an e-mail address, optionally with a name (got "${mailFrom}").`);
  }
  const authSecret = get('AUTH_SECRET');
  if (authSecret !== undefined && authSecret.length < 32) {
    problems.push('AUTH_SECRET must be at least 32 characters long (e.g. openssl rand -base64 32).');
  } else if (authSecret === undefined && env.NODE_ENV === 'production') {
    problems.push('AUTH_SECRET is required when NODE_ENV=production (e.g. openssl rand -base64 32).');
  }

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port,
    host,
    dataDir,
    database,
    databasePoolSize,
    publicUrl,
    logLevel,
    webDist,
    supportEmail,
    operator,
    trustProxy,
    rateLimitFeedback,
    rateLimitApi,
    workerThreads,
    workerMaxQueue,
    workerNice,
    taskTimeoutMs,
    queueTimeoutMs,
    ocrTaskTimeoutMs,
    ocrConcurrency,
    ocrMaxQueue,
    uploadTimeoutMs,
    smtpUrl,
    mailFrom,
    authSecret,
    rateLimitAuth,
    rateLimitApiKey,
    stripe,
  };
}
