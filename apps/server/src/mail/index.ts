// Outgoing e-mail with nodemailer. SMTP_URL set → real SMTP. Unset → every message is written
// as an .eml file to DATA_DIR/outbox/ and its links are logged, so sign-up and password reset
// work on a laptop with nothing else running. Templates: ./templates.ts (en and de).
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Lang } from '@ic/einvoice';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config.ts';
import { type MailTemplate, type MailVars, renderMail } from './templates.ts';

export { MAIL_TEMPLATES, type MailTemplate, type MailVars, renderMail } from './templates.ts';

export interface MailMessage {
  to: string;
  lang: Lang;
  template: MailTemplate;
  vars?: MailVars;
}

export interface Mailer {
  /** 'smtp' or 'outbox' */
  readonly mode: 'smtp' | 'outbox';
  /** Directory of the .eml files (outbox mode). */
  readonly outboxDir: string;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

type MailConfig = Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir' | 'publicUrl'>;

/** Creates the mailer for `config` and logs which way mail goes. */
export function createMailer(config: MailConfig, log?: FastifyBaseLogger): Mailer {
  const outboxDir = join(config.dataDir, 'outbox');
  const transport: Transporter = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const mode = config.smtpUrl ? 'smtp' : 'outbox';
  if (mode === 'outbox') {
    log?.info({ outbox: outboxDir }, 'mail: SMTP_URL is not set; e-mails are written to the outbox folder');
  } else {
    log?.info('mail: sending through SMTP (SMTP_URL)');
  }

  async function send(message: MailMessage): Promise<void> {
    const vars: MailVars = { profileUrl: `${config.publicUrl}/${message.lang}/profile`, ...message.vars };
    const mail = renderMail(message.template, message.lang, vars);
    const info = await transport.sendMail({
      from: config.mailFrom,
      to: message.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
    if (mode === 'outbox') {
      await mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.template}-${randomBytes(4).toString('hex')}.eml`;
      await writeFile(join(outboxDir, name), (info as { message: Buffer }).message, { mode: 0o600 });
      // Local development only (no SMTP): the link is the way to finish sign-up or reset.
      log?.info({ template: message.template, file: name, link: vars.url }, 'mail written to the outbox');
    }
  }

  return { mode, outboxDir, send, close: () => transport.close() };
}

/** Sends one templated mail (en or de) through the app's mailer (`app.mailer`). */
export async function sendMail(mailer: Mailer, message: MailMessage): Promise<void> {
  await mailer.send(message);
}
