// Test helpers for accounts: sign up through the HTTP API, read the outbox, follow links,
// sign in (cookie), and create a verified user with credits directly in the database.
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { grantCredits } from '../src/billing/ledger.ts';
import type { Db } from '../src/db/index.ts';
import { insertUser, type TestServer } from './helpers.ts';

export const PASSWORD = 'correct horse 1';

export function uniqueEmail(tag = 'user'): string {
  return `${tag}-${randomBytes(5).toString('hex')}@example.test`;
}

export async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    redirect: 'manual',
  });
}

export async function signUp(
  srv: TestServer,
  email: string,
  extra: Record<string, unknown> = {},
): Promise<Response> {
  return postJson(`${srv.url}/api/auth/sign-up/email`, {
    email,
    password: PASSWORD,
    name: 'Erika Muster',
    acceptedTerms: true,
    acceptedDpa: true,
    ...extra,
  });
}

/** The session cookie ("name=value") of a response, or undefined. */
export function sessionCookie(response: Response): string | undefined {
  for (const c of response.headers.getSetCookie()) {
    const pair = c.split(';')[0] ?? '';
    if (/better-auth\.session_token=./.test(pair)) return pair;
  }
  return undefined;
}

export async function signIn(srv: TestServer, email: string, password = PASSWORD): Promise<string> {
  const r = await postJson(`${srv.url}/api/auth/sign-in/email`, { email, password });
  const cookie = sessionCookie(r);
  if (r.status !== 200 || !cookie) throw new Error(`sign-in failed: ${r.status} ${await r.text()}`);
  return cookie;
}

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  /** The first http(s) link of the text part. */
  link: string | undefined;
}

/** Decodes a quoted-printable text part (nodemailer's default for long lines). */
function decodeQuotedPrintable(s: string): string {
  const bytes = s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Parses the .eml files of DATA_DIR/outbox (oldest first). */
export function readOutbox(srv: TestServer): OutboxMail[] {
  const dir = join(srv.app.config.dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return files.map((file) => parseEml(file, readFileSync(join(dir, file), 'utf8')));
}

export function parseEml(file: string, raw: string): OutboxMail {
  const to = /^To: (.+)$/m.exec(raw)?.[1]?.trim() ?? '';
  const subjectRaw = /^Subject: (.+)$/m.exec(raw)?.[1]?.trim() ?? '';
  const subject = subjectRaw.replace(/=\?UTF-8\?Q\?(.+?)\?=/gi, (_m, q: string) =>
    decodeQuotedPrintable(q.replace(/_/g, ' ')),
  );
  const textPart = /Content-Type: text\/plain[^]*?\n\n([^]*?)\n--/i.exec(raw)?.[1] ?? '';
  const qp = /Content-Type: text\/plain[^]*?Content-Transfer-Encoding: quoted-printable/i.test(raw);
  const text = qp ? decodeQuotedPrintable(textPart) : textPart;
  const link = /https?:\/\/\S+/.exec(text)?.[0];
  return { file, to, subject, text, link };
}

/** The newest outbox mail to `to`. */
export function lastMailTo(srv: TestServer, to: string): OutboxMail | undefined {
  return readOutbox(srv)
    .filter((m) => m.to.includes(to))
    .at(-1);
}

/** A verified user with `credits` credits, created directly in the database. */
export async function createUserWithCredits(db: Db, credits: number, email = uniqueEmail()): Promise<string> {
  const userId = await insertUser(db, { email });
  if (credits > 0) {
    await grantCredits(db, {
      userId,
      delta: credits,
      reason: 'admin-grant',
      idempotencyKey: `test:${userId}`,
    });
  }
  return userId;
}
