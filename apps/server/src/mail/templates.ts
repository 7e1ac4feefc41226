// The six e-mails, in English and German. Plain text always, plus a simple HTML part built from
// the same paragraphs. Variables are filled in by name; HTML gets them escaped.
import type { Lang } from '@ic/einvoice';

export type MailTemplate =
  | 'verify-email'
  | 'reset-password'
  | 'purchase-receipt'
  | 'trial-ends-tomorrow'
  | 'subscription-canceled'
  | 'payment-failed';

export const MAIL_TEMPLATES: readonly MailTemplate[] = [
  'verify-email',
  'reset-password',
  'purchase-receipt',
  'trial-ends-tomorrow',
  'subscription-canceled',
  'payment-failed',
];

/** Variables a template may use. `url` is the action link; `profileUrl` is always set by sendMail. */
export type MailVars = Record<string, string>;

interface TemplateText {
  subject: string;
  /**
   * Paragraphs; `{name}` placeholders are filled from the variables. A paragraph that starts with
   * `[flag]` is kept only when the variable `flag` is 'true', one with `[!flag]` only when it is not.
   */
  paragraphs: string[];
  /** Label of the action link (the `url` variable), when the mail has one. */
  action?: string;
}

const TEMPLATES: Record<MailTemplate, Record<Lang, TemplateText>> = {
  'verify-email': {
    en: {
      subject: 'Confirm your e-mail address',
      paragraphs: [
        'Hello {name},',
        'thank you for signing up for Invoice Converter. Please confirm your e-mail address with the link below. The link is valid for 24 hours.',
        'If you did not sign up, you can ignore this e-mail.',
      ],
      action: 'Confirm e-mail address',
    },
    de: {
      subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
      paragraphs: [
        'Hallo {name},',
        'vielen Dank für Ihre Registrierung beim Rechnungskonverter. Bitte bestätigen Sie Ihre E-Mail-Adresse über den folgenden Link. Der Link ist 24 Stunden gültig.',
        'Falls Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren.',
      ],
      action: 'E-Mail-Adresse bestätigen',
    },
  },
  'reset-password': {
    en: {
      subject: 'Reset your password',
      paragraphs: [
        'Hello {name},',
        'we received a request to reset the password of your Invoice Converter account. Set a new password with the link below. The link is valid for 1 hour; setting a new password signs out all your sessions.',
        'If you did not ask for this, you can ignore this e-mail: your password stays unchanged.',
      ],
      action: 'Set a new password',
    },
    de: {
      subject: 'Passwort zurücksetzen',
      paragraphs: [
        'Hallo {name},',
        'wir haben eine Anfrage erhalten, das Passwort Ihres Kontos beim Rechnungskonverter zurückzusetzen. Über den folgenden Link legen Sie ein neues Passwort fest. Der Link ist 1 Stunde gültig; ein neues Passwort meldet alle Ihre Sitzungen ab.',
        'Falls Sie dies nicht angefordert haben, können Sie diese E-Mail ignorieren: Ihr Passwort bleibt unverändert.',
      ],
      action: 'Neues Passwort festlegen',
    },
  },
  'purchase-receipt': {
    en: {
      subject: 'Your purchase at Invoice Converter',
      paragraphs: [
        'Hello {name},',
        'thank you for your purchase: {description}, {amount}.',
        'Your invoice is available in your profile under "Manage subscription and invoices".',
      ],
      action: 'Open your profile',
    },
    de: {
      subject: 'Ihr Kauf beim Rechnungskonverter',
      paragraphs: [
        'Hallo {name},',
        'vielen Dank für Ihren Kauf: {description}, {amount}.',
        'Ihre Rechnung finden Sie in Ihrem Profil unter „Abonnement und Rechnungen verwalten“.',
      ],
      action: 'Profil öffnen',
    },
  },
  'trial-ends-tomorrow': {
    en: {
      subject: 'Your trial ends tomorrow',
      paragraphs: [
        'Hello {name},',
        'your free trial of the Starter plan ends on {date}. After that your subscription ({plan}) continues and is charged automatically.',
        'If you do not want to continue, cancel before then in your profile; nothing will be charged.',
      ],
      action: 'Manage subscription',
    },
    de: {
      subject: 'Ihr Testzeitraum endet morgen',
      paragraphs: [
        'Hallo {name},',
        'Ihr kostenloser Testzeitraum des Starter-Tarifs endet am {date}. Danach läuft Ihr Abonnement ({plan}) weiter und wird automatisch abgerechnet.',
        'Wenn Sie nicht fortfahren möchten, kündigen Sie vorher in Ihrem Profil; es wird nichts berechnet.',
      ],
      action: 'Abonnement verwalten',
    },
  },
  'subscription-canceled': {
    en: {
      subject: 'Your subscription has been canceled',
      paragraphs: [
        'Hello {name},',
        '[!refunded]your Starter subscription has been canceled. You can keep using it until {date}.',
        '[refunded]your Starter subscription has been canceled within the money-back period and ended on {date}. We have refunded your payment in full; the refund goes back to the payment method you used.',
        'Credits you bought stay in your account. You can subscribe again at any time.',
      ],
      action: 'Open your profile',
    },
    de: {
      subject: 'Ihr Abonnement wurde gekündigt',
      paragraphs: [
        'Hallo {name},',
        '[!refunded]Ihr Starter-Abonnement wurde gekündigt. Sie können es bis zum {date} weiter nutzen.',
        '[refunded]Ihr Starter-Abonnement wurde innerhalb der Geld-zurück-Frist gekündigt und endete am {date}. Ihre Zahlung haben wir vollständig erstattet; die Erstattung geht an das Zahlungsmittel, mit dem Sie bezahlt haben.',
        'Gekaufte Credits bleiben in Ihrem Konto. Sie können jederzeit wieder ein Abonnement abschließen.',
      ],
      action: 'Profil öffnen',
    },
  },
  'payment-failed': {
    en: {
      subject: 'Your payment failed',
      paragraphs: [
        'Hello {name},',
        'we could not collect the payment for your Starter subscription ({amount}).',
        'Please update your payment method in your profile so that your subscription continues.',
      ],
      action: 'Update payment method',
    },
    de: {
      subject: 'Ihre Zahlung ist fehlgeschlagen',
      paragraphs: [
        'Hallo {name},',
        'wir konnten die Zahlung für Ihr Starter-Abonnement ({amount}) nicht einziehen.',
        'Bitte aktualisieren Sie Ihre Zahlungsmethode in Ihrem Profil, damit Ihr Abonnement weiterläuft.',
      ],
      action: 'Zahlungsmethode aktualisieren',
    },
  },
};

const SIGNATURE: Record<Lang, string> = {
  en: 'Your Invoice Converter team',
  de: 'Ihr Team vom Rechnungskonverter',
};

function fill(text: string, vars: MailVars): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Renders a template; `vars.url` is the action link (falls back to `vars.profileUrl`). */
export function renderMail(template: MailTemplate, lang: Lang, vars: MailVars): RenderedMail {
  const t = TEMPLATES[template][lang];
  const url = vars.url ?? vars.profileUrl;
  const paragraphs = t.paragraphs
    .flatMap((p) => {
      const cond = /^\[(!?)(\w+)\]/.exec(p);
      if (!cond) return [p];
      return (vars[cond[2] as string] === 'true') === (cond[1] === '') ? [p.slice(cond[0].length)] : [];
    })
    .map((p) => fill(p, { name: '', ...vars }).replace(/^(Hello|Hallo) ,/, '$1,'));
  const textParts = [...paragraphs];
  if (t.action && url) textParts.push(`${t.action}:\n${url}`);
  textParts.push(SIGNATURE[lang]);
  const htmlParts = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`);
  if (t.action && url) {
    htmlParts.push(`<p><a href="${escapeHtml(url)}">${escapeHtml(t.action)}</a></p>`);
    htmlParts.push(`<p style="color:#555;font-size:12px">${escapeHtml(url)}</p>`);
  }
  htmlParts.push(`<p>${escapeHtml(SIGNATURE[lang])}</p>`);
  return {
    subject: t.subject,
    text: `${textParts.join('\n\n')}\n`,
    html: `<!doctype html><html lang="${lang}"><body style="font-family:sans-serif;line-height:1.5">${htmlParts.join('')}</body></html>`,
  };
}
