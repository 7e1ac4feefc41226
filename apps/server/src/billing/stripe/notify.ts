// The payment e-mails, in the user's language: the events say what happened (kind, amounts as
// decimal strings, ISO dates); this turns that into the templates' words and formats.
import type { Lang } from '@ic/einvoice';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/index.ts';
import { type Mailer, sendMail } from '../../mail/index.ts';
import type { PendingMail } from './events.ts';

const WORDS: Record<Lang, Record<string, string>> = {
  en: {
    credit: '1 credit',
    credits: '{n} credits',
    monthly: 'Starter subscription, monthly',
    yearly: 'Starter subscription, yearly',
    trial: '{plan} (free trial until {date})',
    renewal: 'Starter subscription, next period',
  },
  de: {
    credit: '1 Credit',
    credits: '{n} Credits',
    monthly: 'Starter-Abonnement, monatlich',
    yearly: 'Starter-Abonnement, jährlich',
    trial: '{plan} (kostenlos testen bis {date})',
    renewal: 'Starter-Abonnement, nächster Zeitraum',
  },
};

/** "20.00" + EUR → "20.00 EUR" (en) or "20,00 EUR" (de); no float involved. */
export function formatAmount(amount: string, currency: string, lang: Lang): string {
  return `${lang === 'de' ? amount.replace('.', ',') : amount} ${currency}`;
}

/** "2026-11-30" → "2026-11-30" (en) or "30.11.2026" (de). */
export function formatDate(iso: string, lang: Lang): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return lang === 'de' && m ? `${m[3]}.${m[2]}.${m[1]}` : iso;
}

function describe(vars: Record<string, string>, lang: Lang): string {
  const w = WORDS[lang];
  const fill = (s: string, v: Record<string, string>) =>
    s.replace(/\{(\w+)\}/g, (_m, k: string) => v[k] ?? '');
  if (vars.kind === 'credits')
    return vars.quantity === '1' ? (w.credit ?? '') : fill(w.credits ?? '', { n: vars.quantity ?? '' });
  const plan = w[vars.kind ?? ''] ?? w.monthly ?? '';
  return vars.trialEnd ? fill(w.trial ?? '', { plan, date: formatDate(vars.trialEnd, lang) }) : plan;
}

function localVars(mail: PendingMail, lang: Lang, name: string): Record<string, string> {
  const v = mail.vars;
  const out: Record<string, string> = { name };
  if (v.amount) out.amount = formatAmount(v.amount, v.currency ?? 'EUR', lang);
  if (mail.template === 'purchase-receipt') out.description = describe(v, lang);
  if (v.plan) out.plan = WORDS[lang][v.plan] ?? v.plan;
  if (v.refunded) out.refunded = v.refunded;
  const date = v.trialEnd ?? v.endsAt;
  if (date) out.date = formatDate(date, lang);
  return out;
}

/** Sends each mail to its user (best effort: a mail that fails is logged, never retried twice). */
export async function sendPendingMails(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  mails: PendingMail[],
  log: FastifyBaseLogger,
): Promise<void> {
  for (const mail of mails) {
    try {
      const user = await db
        .selectFrom('user')
        .select(['email', 'name', 'lang'])
        .where('id', '=', mail.userId)
        .executeTakeFirst();
      if (!user) continue;
      const lang: Lang = user.lang === 'de' ? 'de' : 'en';
      const vars = { ...localVars(mail, lang, user.name), url: `${publicUrl}/${lang}/profile` };
      await sendMail(mailer, { to: user.email, lang, template: mail.template, vars });
    } catch (err) {
      log.error({ err, template: mail.template }, 'payment e-mail could not be sent');
    }
  }
}
