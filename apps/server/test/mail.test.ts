// E-mail: all six templates in en and de, the outbox (.eml files, start-up log line), and real
// SMTP delivery to an in-process SMTP server (npm smtp-server).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer, MAIL_TEMPLATES, renderMail } from '../src/mail/index.ts';

const dirs: string[] = [];
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'ic-mail-test-'));
  dirs.push(d);
  return d;
}
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const base = { mailFrom: 'Rechnungskonverter <no-reply@example.test>', publicUrl: 'https://rk.example.test' };

describe('mail templates', () => {
  it('has every template in en and de, different texts, the link in text and HTML', () => {
    for (const template of MAIL_TEMPLATES) {
      const vars = {
        url: 'https://rk.example.test/x?token=a&b=1',
        name: 'Erika',
        date: '2026-12-01',
        amount: '5.00 EUR',
        plan: 'monthly',
        description: '1 credit',
      };
      const en = renderMail(template, 'en', vars);
      const de = renderMail(template, 'de', vars);
      expect(en.subject).not.toBe(de.subject);
      for (const m of [en, de]) {
        expect(m.text).toContain(vars.url);
        expect(m.text).toContain('Erika');
        expect(m.text).not.toMatch(/\{\w+\}/);
        expect(m.html).toContain('https://rk.example.test/x?token=a&#38;b=1');
      }
    }
    expect(renderMail('reset-password', 'de', { url: 'u' }).text.startsWith('Hallo,')).toBe(true);
  });

  it('keeps a [flag] paragraph only when the flag is set, a [!flag] one only when it is not', () => {
    const vars = { name: 'Erika', date: '30.11.2026' };
    const later = renderMail('subscription-canceled', 'de', { ...vars, refunded: 'false' });
    expect(later.text).toContain('Sie können es bis zum 30.11.2026 weiter nutzen.');
    expect(later.text).not.toContain('erstattet');
    const refunded = renderMail('subscription-canceled', 'de', { ...vars, refunded: 'true' });
    expect(refunded.text).toContain('endete am 30.11.2026. Ihre Zahlung haben wir vollständig erstattet');
    expect(refunded.text).not.toContain('weiter nutzen');
    expect(refunded.html).not.toContain('[');
  });
});

describe('mail delivery', () => {
  it('writes .eml files to DATA_DIR/outbox without SMTP_URL, and logs where', async () => {
    const dataDir = tempDir();
    const lines: string[] = [];
    const log = { info: (o: unknown, m?: string) => lines.push(JSON.stringify([o, m])) };
    const mailer = createMailer(
      { ...base, dataDir, smtpUrl: undefined },
      log as unknown as Parameters<typeof createMailer>[1],
    );
    expect(mailer.mode).toBe('outbox');
    expect(lines[0]).toContain('outbox');
    await mailer.send({
      to: 'a@example.test',
      lang: 'de',
      template: 'payment-failed',
      vars: { amount: '20,00 €' },
    });
    const files = readdirSync(join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    const mail = await simpleParser(readFileSync(join(dataDir, 'outbox', files[0] ?? '')));
    expect(mail.subject).toBe('Ihre Zahlung ist fehlgeschlagen');
    expect(mail.text).toContain('https://rk.example.test/de/profile');
    expect(mail.text).toContain('20,00 €');
    expect(mail.html).toContain('<a href="https://rk.example.test/de/profile">');
    mailer.close();
  });

  it('delivers through real SMTP (SMTP_URL) to an in-process SMTP server', async () => {
    const received: Array<{ from: string; to: string[]; raw: Buffer }> = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onAuth(auth, _session, callback) {
        if (auth.username === 'mailer' && auth.password === 's3cret') callback(null, { user: 'mailer' });
        else callback(new Error('bad credentials'));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    try {
      const dataDir = tempDir();
      const mailer = createMailer({ ...base, dataDir, smtpUrl: `smtp://mailer:s3cret@127.0.0.1:${port}` });
      expect(mailer.mode).toBe('smtp');
      await mailer.send({
        to: 'kunde@example.test',
        lang: 'en',
        template: 'verify-email',
        vars: { url: 'https://rk.example.test/api/auth/verify-email?token=t', name: 'Max' },
      });
      mailer.close();
      expect(received).toHaveLength(1);
      expect(received[0]?.from).toBe('no-reply@example.test');
      expect(received[0]?.to).toEqual(['kunde@example.test']);
      const mail = await simpleParser(received[0]?.raw ?? Buffer.alloc(0));
      expect(mail.subject).toBe('Confirm your e-mail address');
      expect(mail.text).toContain('https://rk.example.test/api/auth/verify-email?token=t');
      expect(readdirSync(dataDir)).toEqual([]); // nothing in the outbox
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
