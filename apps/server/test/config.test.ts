import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, loadConfig, parseRateLimit, REPO_ROOT } from '../src/config.ts';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (e) {
    if (e instanceof ConfigError) return e.problems;
    throw e;
  }
  return [];
}

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.host).toBe('0.0.0.0');
    expect(c.dataDir).toBe(resolve('./data'));
    expect(c.database).toEqual({ kind: 'sqlite', file: join(resolve('./data'), 'app.sqlite') });
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.logLevel).toBe('info');
    expect(c.webDist).toBe(join(REPO_ROOT, 'apps/web/dist'));
    expect(c.supportEmail).toMatch(/^[^@]+@[^@]+\.[a-z]+$/);
    expect(c.trustProxy).toBe(false);
    expect(c.rateLimitFeedback).toEqual({ max: 5, windowMs: 600_000 });
  });

  it('reads every variable', () => {
    const c = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgresql://u:p@db:5432/app',
      PUBLIC_URL: 'https://rechnung.example/',
      LOG_LEVEL: 'WARN',
      WEB_DIST: '/srv/web',
      SUPPORT_EMAIL: 'help@example.org',
      TRUST_PROXY: 'yes',
      RATE_LIMIT_FEEDBACK: '20/1h',
    });
    expect(c).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/tmp/x',
      database: { kind: 'postgres', url: 'postgresql://u:p@db:5432/app' },
      publicUrl: 'https://rechnung.example',
      logLevel: 'warn',
      webDist: '/srv/web',
      supportEmail: 'help@example.org',
      trustProxy: true,
      rateLimitFeedback: { max: 20, windowMs: 3_600_000 },
    });
  });

  it('defaults PUBLIC_URL to the chosen port and SQLite to DATA_DIR', () => {
    const c = loadConfig({ PORT: '4000', DATA_DIR: '/var/lib/ic', DATABASE_URL: '' });
    expect(c.publicUrl).toBe('http://localhost:4000');
    expect(c.database).toEqual({ kind: 'sqlite', file: '/var/lib/ic/app.sqlite' });
  });

  it('lists every bad variable at once, without echoing the database password', () => {
    const problems = problemsOf({
      PORT: '70000',
      DATABASE_URL: 'mysql://root:s3cret@db/app',
      PUBLIC_URL: 'ftp://x',
      LOG_LEVEL: 'loud',
      SUPPORT_EMAIL: 'nobody',
      TRUST_PROXY: 'maybe',
      RATE_LIMIT_FEEDBACK: 'lots',
    });
    const names = [
      'PORT',
      'DATABASE_URL',
      'PUBLIC_URL',
      'LOG_LEVEL',
      'SUPPORT_EMAIL',
      'TRUST_PROXY',
      'RATE_LIMIT_FEEDBACK',
    ];
    expect(problems).toHaveLength(names.length);
    for (const n of names) expect(problems.some((p) => p.startsWith(`${n} `))).toBe(true);
    expect(problems.join('\n')).not.toContain('s3cret');
  });

  it('rejects a non-numeric port and a zero rate limit', () => {
    expect(problemsOf({ PORT: 'abc' })).toHaveLength(1);
    expect(problemsOf({ PORT: '-1' })).toHaveLength(1);
    expect(problemsOf({ RATE_LIMIT_FEEDBACK: '0/10m' })).toHaveLength(1);
    expect(problemsOf({ PORT: '0' })).toEqual([]);
  });

  it('parses rate limits', () => {
    expect(parseRateLimit('5/10m')).toEqual({ max: 5, windowMs: 600_000 });
    expect(parseRateLimit('3 / 30s')).toEqual({ max: 3, windowMs: 30_000 });
    expect(parseRateLimit('100/500ms')).toEqual({ max: 100, windowMs: 500 });
    expect(parseRateLimit('2/60')).toEqual({ max: 2, windowMs: 60_000 });
    expect(parseRateLimit('5/10 days')).toBeNull();
    expect(parseRateLimit('five/10m')).toBeNull();
  });
});

describe('CONFIG_VARIABLES', () => {
  it('has a description and default for every variable, no duplicates', () => {
    const names = CONFIG_VARIABLES.map((v) => v.name);
    expect(new Set(names).size).toBe(names.length);
    for (const v of CONFIG_VARIABLES) {
      expect(v.description.length).toBeGreaterThan(5);
      expect(v.default.length).toBeGreaterThan(0);
    }
  });

  it('is documented: each variable has a row in the root README configuration table', () => {
    const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
    const missing = CONFIG_VARIABLES.filter((v) => !readme.includes(`| \`${v.name}\` |`)).map((v) => v.name);
    expect(missing).toEqual([]);
  });
});

describe('Stripe settings (STRIPE_*)', () => {
  it('turns payments off without STRIPE_SECRET_KEY', () => {
    expect(loadConfig({}).stripe).toBeNull();
  });

  it('reads the key, webhook secret, prices and another API host', () => {
    const c = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      STRIPE_PRICE_CREDIT: 'price_c',
      STRIPE_PRICE_MONTHLY: 'price_m',
      STRIPE_PRICE_YEARLY: 'price_y',
      STRIPE_API_URL: 'http://127.0.0.1:12111',
    });
    expect(c.stripe).toEqual({
      secretKey: 'sk_test_123',
      webhookSecret: 'whsec_abc',
      prices: { credit: 'price_c', monthly: 'price_m', yearly: 'price_y' },
      api: { protocol: 'http', host: '127.0.0.1', port: 12111 },
    });
  });

  it('reports a bad key, secret and API URL together', () => {
    expect(
      problemsOf({
        STRIPE_SECRET_KEY: 'pk_live_x',
        STRIPE_WEBHOOK_SECRET: 'abc',
        STRIPE_API_URL: 'ftp://x/y',
      }),
    ).toHaveLength(3);
  });
});
