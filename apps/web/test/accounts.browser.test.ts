// Accounts and payments in Debian's Chromium against the real server and the built app (issue
// 16): sign-up → verification mail in DATA_DIR/outbox → callback → sign-in → profile with 3
// credits (en and de); password reset; API keys; protected routes keep the return path; the
// converter's download costs one credit; signed out, a download shows the sign-in prompt.
// Build first: `npm run build -w apps/web`.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StripeFake, startStripeFake } from '../../server/test/stripe-fake/index.ts';
import accDe from '../src/features/account/messages.de.json' with { type: 'json' };
import accEn from '../src/features/account/messages.en.json' with { type: 'json' };
import cvEn from '../src/features/converter/messages.en.json' with { type: 'json' };
import de from '../src/i18n/de.json' with { type: 'json' };
import en from '../src/i18n/en.json' with { type: 'json' };
import {
  type AccountTestServer,
  linkFromMail,
  routePublicUrl,
  signedInAccount,
  startAccountServer,
  uniqueEmail,
} from './account-helpers.ts';
import { makeInvoicePdf } from './converter-pdfs.ts';

const here = dirname(fileURLToPath(import.meta.url));
const webDist = join(here, '..', 'dist');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-sync',
];
const ACC = { en: accEn, de: accDe } as const;
const APP = { en, de } as const;

let browser: Browser;
let server: AccountTestServer;
let stripe: StripeFake;
const contexts: BrowserContext[] = [];

async function newContext(lang: 'en' | 'de' = 'en'): Promise<BrowserContext> {
  const context = await browser.newContext({
    locale: lang === 'de' ? 'de-DE' : 'en-US',
    colorScheme: 'light',
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
  });
  contexts.push(context);
  await routePublicUrl(context, server);
  return context;
}

function watchErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  return problems;
}

const path = (page: Page) => new URL(page.url()).pathname;

async function credits(context: BrowserContext): Promise<number> {
  const res = await context.request.get(`${server.url}/api/v1/account`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { credits: number }).credits;
}

beforeAll(async () => {
  if (!existsSync(join(webDist, 'index.html')))
    throw new Error('build the web app first (npm run build -w apps/web)');
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}`);
  stripe = await startStripeFake();
  server = await startAccountServer({ engine: 'sqlite', webDist, env: stripe.env() });
  stripe.webhookUrl = `${server.url}/api/stripe/webhook`;
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
});

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  await server?.close();
  await stripe?.close();
});

describe.each(['en', 'de'] as const)('sign-up to profile in %s', (lang) => {
  it('signs up, confirms from the e-mail, signs in and sees 3 credits', async () => {
    const t = ACC[lang];
    const page = await (await newContext(lang)).newPage();
    const errors = watchErrors(page);
    const email = uniqueEmail(`signup-${lang}`);
    const password = 'secret-123';
    await page.goto(`${server.url}/${lang}/sign-up`);
    await page.getByLabel(t.common.name).fill('Erika Muster');
    await page.getByLabel(t.common.email, { exact: true }).fill(email);
    await page.getByLabel(t.common.password, { exact: true }).fill(password);
    await page.getByLabel(t.common.passwordConfirm).fill('secret-124');
    await page.getByRole('button', { name: t.signUp.submit }).click();
    // mismatch and missing checkboxes are caught before anything is sent
    await expect.poll(() => page.getByTestId('form-error').innerText()).not.toBe('');
    await page.getByLabel(t.common.passwordConfirm).fill(password);
    await page.getByRole('button', { name: t.signUp.submit }).click();
    await expect.poll(() => page.getByTestId('form-error').innerText()).toBe(t.signUp.mustAccept);
    const checks = page.locator('.acc-check input');
    await checks.nth(0).check();
    await checks.nth(1).check();
    await page.getByRole('button', { name: t.signUp.submit }).click();
    await expect.poll(() => page.getByTestId('form-success').innerText()).toContain(t.signUp.successTitle);

    const link = await linkFromMail(server, email, 'token=');
    await page.goto(link);
    await expect.poll(() => path(page)).toBe(`/${lang}/auth/callback`);
    await expect.poll(() => page.getByTestId('form-success').innerText()).toContain(t.callback.verified);
    // 3 s later: sign-in (or the profile when the verification signed the user in)
    await expect
      .poll(() => path(page), { timeout: 8000 })
      .toMatch(new RegExp(`^/${lang}/(sign-in|profile)$`));
    if (path(page).endsWith('/sign-in')) {
      await page.getByLabel(t.common.email, { exact: true }).fill(email);
      await page.getByLabel(t.common.password, { exact: true }).fill(password);
      await page.getByRole('button', { name: t.signIn.submit }).click();
    }
    await expect.poll(() => path(page)).toBe(`/${lang}/profile`);
    await expect.poll(() => page.getByTestId('profile-credits').innerText()).toBe('3');
    expect(await page.getByTestId('profile-email').innerText()).toBe(email);
    expect(await page.getByTestId('profile-status').innerText()).toBe(t.profile.statuses.none);
    await expect
      .poll(() => page.getByTestId('header-account').first().innerText())
      .toBe(APP[lang].header.profile);
    await expect
      .poll(() => page.getByTestId('ledger').innerText())
      .toContain(t.profile.reasons['signup-bonus']);
    // sign out clears the account: the header offers sign-in again
    await page.getByRole('button', { name: t.profile.signOut }).click();
    await expect.poll(() => path(page)).toBe(`/${lang}`);
    await expect
      .poll(() => page.getByTestId('header-account').first().innerText())
      .toBe(APP[lang].header.signIn);
    expect(errors).toEqual([]);
  });
});

describe('sign-in', () => {
  it('says "Invalid email or password" and offers to resend the confirmation of an unverified address', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const email = uniqueEmail('unverified');
    const up = await context.request.post(`${server.url}/api/auth/sign-up/email`, {
      headers: { origin: server.url },
      data: { email, password: 'secret-123', name: 'U', acceptedTerms: true, acceptedDpa: true },
    });
    expect(up.status()).toBeLessThan(300);
    await page.goto(`${server.url}/en/sign-in`);
    await page.getByLabel(accEn.common.email, { exact: true }).fill(email);
    await page.getByLabel(accEn.common.password, { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: accEn.signIn.submit }).click();
    await expect
      .poll(() => page.getByTestId('form-error').innerText())
      .toContain('Invalid email or password');
    await page.getByLabel(accEn.common.password, { exact: true }).fill('secret-123');
    await page.getByRole('button', { name: accEn.signIn.submit }).click();
    await expect.poll(() => page.getByTestId('form-error').innerText()).toContain(accEn.signIn.notVerified);
    await page.getByRole('button', { name: accEn.signIn.resend }).click();
    await expect.poll(() => page.getByTestId('form-success').innerText()).toContain(email);
    expect(path(page)).toBe('/en/sign-in');
  });

  it('sends a signed-out visitor of the profile to sign-in and back after signing in', async () => {
    const context = await newContext();
    const account = await signedInAccount(server, context, { tag: 'return' });
    await context.clearCookies();
    const page = await context.newPage();
    await page.goto(`${server.url}/en/profile`);
    await expect.poll(() => path(page)).toBe('/en/sign-in');
    expect(await page.evaluate(() => sessionStorage.getItem('returnPath'))).toBe('/en/profile');
    await page.getByLabel(accEn.common.email, { exact: true }).fill(account.email);
    await page.getByLabel(accEn.common.password, { exact: true }).fill(account.password);
    await page.getByRole('button', { name: accEn.signIn.submit }).click();
    await expect.poll(() => path(page)).toBe('/en/profile');
    await expect.poll(() => page.getByTestId('profile-credits').innerText()).toBe('3');
  });
});

describe('password reset', () => {
  it('sends the link, sets a new password (checks, then redirect after 2 s) and signs in with it', async () => {
    const context = await newContext('de');
    const account = await signedInAccount(server, context, { tag: 'reset', lang: 'de' });
    const t = accDe;
    const page = await context.newPage();
    await page.goto(`${server.url}/de/auth/reset-password`);
    await page.getByLabel(t.common.email, { exact: true }).fill(account.email);
    await page.getByRole('button', { name: t.reset.submit }).click();
    await expect.poll(() => page.getByTestId('form-success').innerText()).toContain('Falls ein Konto');
    expect(await page.getByLabel(t.common.email, { exact: true }).inputValue()).toBe('');

    const link = await linkFromMail(server, account.email, 'reset-password');
    await page.goto(link);
    await expect.poll(() => path(page)).toBe('/de/auth/update-password');
    const submit = page.getByRole('button', { name: t.update.submit });
    await page.getByLabel(t.update.newPassword).fill('abc');
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel(t.update.newPassword).fill('new-secret-9');
    await page.getByLabel(t.common.passwordConfirm).fill('new-secret-8');
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel(t.common.passwordConfirm).fill('new-secret-9');
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();
    await expect.poll(() => page.getByTestId('form-success').innerText()).toBe(t.update.success);
    await expect.poll(() => path(page), { timeout: 6000 }).toBe('/de/sign-in');
    // the reset revoked the old session
    const res = await context.request.get(`${server.url}/api/v1/account`);
    expect(res.status()).toBe(401);
    await page.getByLabel(t.common.email, { exact: true }).fill(account.email);
    await page.getByLabel(t.common.password, { exact: true }).fill('new-secret-9');
    await page.getByRole('button', { name: t.signIn.submit }).click();
    await expect.poll(() => path(page)).toBe('/de/profile');
  });
});

describe('API keys', () => {
  it('creates a key (shown once) that authenticates the API, then revokes it', async () => {
    const context = await newContext();
    await signedInAccount(server, context, { tag: 'keys' });
    const page = await context.newPage();
    page.on('dialog', (d) => void d.accept());
    await page.goto(`${server.url}/en/profile`);
    const keys = page.getByTestId('api-keys');
    await keys.getByLabel(accEn.keys.name).fill('ci-server');
    await keys.getByRole('button', { name: accEn.keys.create }).click();
    const key = await page.getByTestId('new-api-key').innerText();
    expect(key).toMatch(/^ic_/);
    await expect.poll(() => page.getByTestId('api-key-list').innerText()).toContain('ci-server');
    const me = await fetch(`${server.url}/api/v1/account`, { headers: { authorization: `Bearer ${key}` } });
    expect(me.status).toBe(200);
    await keys.getByRole('button', { name: 'Revoke ci-server' }).click();
    await expect.poll(() => keys.innerText()).toContain(accEn.keys.none);
    const after = await fetch(`${server.url}/api/v1/account`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(after.status).toBe(401);
  });
});

async function toDownloadStep(page: Page) {
  await page.goto(`${server.url}/en/pdf-to-xrechnung`);
  const pdf = await makeInvoicePdf('RE-2025-0077');
  await page.setInputFiles('#converter-upload-input', {
    name: 'rechnung.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(pdf.bytes),
  });
  await page.getByTestId('validation-summary').waitFor({ timeout: 30_000 });
  await page.getByLabel(cvEn.review.riskAccept).check();
  await page.getByRole('button', { name: cvEn.review.continue }).click();
  await page.getByTestId('download-step').waitFor();
}

describe('converter download gate', () => {
  it('charges one credit per download; saving the same result again is free', async () => {
    const context = await newContext();
    await signedInAccount(server, context, { tag: 'download' });
    const page = await context.newPage();
    await toDownloadStep(page);
    expect(await page.locator('.cv-credit-notice').evaluate((el) => el.tagName)).toBe('P');
    const button = page.getByRole('button', { name: cvEn.download.downloadXml });
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/\.xml$/);
    await expect.poll(() => credits(context)).toBe(2);
    const [again] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: cvEn.download.again }).click(),
    ]);
    expect(again.suggestedFilename()).toMatch(/\.xml$/);
    expect(await credits(context)).toBe(2);
    const ledger = await (await context.request.get(`${server.url}/api/v1/account/ledger`)).json();
    expect(ledger.entries.filter((e: { reason: string }) => e.reason === 'download')).toHaveLength(1);
  });

  it('with credits only: one file at a time (batches are for the subscription and the trial)', async () => {
    const context = await newContext();
    await signedInAccount(server, context, { tag: 'onefile' });
    const page = await context.newPage();
    await page.goto(`${server.url}/en/pdf-to-xrechnung`);
    await page.getByText(cvEn.upload.batchForSubscribers).waitFor();
    const input = page.locator('#converter-upload-input');
    expect(await input.evaluate((el) => (el as HTMLInputElement).multiple)).toBe(false);
  });

  it('signed out: the download shows the sign-in prompt and keeps the return path', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await toDownloadStep(page);
    await page.getByRole('button', { name: cvEn.download.downloadXml }).click();
    const prompt = page.getByTestId('gate-sign-in');
    await prompt.waitFor();
    expect(await prompt.innerText()).toContain('Authentication required. Please sign in.');
    expect(await page.evaluate(() => sessionStorage.getItem('returnPath'))).toBe('/en/pdf-to-xrechnung');
    await prompt.getByRole('link', { name: accEn.gate.signIn }).click();
    await expect.poll(() => path(page)).toBe('/en/sign-in');
  });

  it('without credits: the upgrade prompt', async () => {
    const context = await newContext();
    const account = await signedInAccount(server, context, { tag: 'broke' });
    await server.db
      .updateTable('credit_balances')
      .set({ balance: 0 })
      .where('user_id', '=', account.userId)
      .execute();
    const page = await context.newPage();
    await toDownloadStep(page);
    await page.getByRole('button', { name: cvEn.download.downloadXml }).click();
    const prompt = page.getByTestId('gate-upgrade');
    await prompt.waitFor();
    expect(await prompt.innerText()).toContain(accEn.gate.upgradeTitle);
    expect(await prompt.innerText()).toContain('Insufficient credits. Please purchase credits or subscribe.');
  });
});

describe('buying credits', () => {
  it('profile → Stripe Checkout (fake) → pay → webhook → thank-you page → credits + 1', async () => {
    const context = await newContext();
    await signedInAccount(server, context, { tag: 'buyer' });
    const page = await context.newPage();
    await page.goto(`${server.url}/en/profile`);
    await expect.poll(() => page.getByTestId('profile-credits').innerText()).toBe('3');
    await page.getByTestId('buy-credits').click();
    await expect.poll(() => page.url()).toContain(`${stripe.url}/c/pay/`);
    expect(await page.getByTestId('amount').innerText()).toBe('5.00 EUR');
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect.poll(() => path(page)).toBe('/en/thank-you');
    expect(new URL(page.url()).searchParams.get('session_id')).toMatch(/^cs_/);
    await expect
      .poll(() => page.getByTestId('thank-you-credits').innerText())
      .toBe('You now have 4 credits.');
    expect(await credits(context)).toBe(4);
    const ledger = await (await context.request.get(`${server.url}/api/v1/account/ledger`)).json();
    expect(ledger.entries.filter((e: { reason: string }) => e.reason === 'purchase')).toHaveLength(1);
    // the webhook and the thank-you page fulfilled the same session once
    expect(stripe.deliveries.some((d) => d.type === 'checkout.session.completed' && d.status === 200)).toBe(
      true,
    );
    await page.getByRole('link', { name: en.thankYou.profile }).click();
    await expect.poll(() => page.getByTestId('profile-credits').innerText()).toBe('4');
  });

  it('pricing: signed out, a buy button goes to sign-in and comes back', async () => {
    const context = await newContext('de');
    const page = await context.newPage();
    await page.goto(`${server.url}/de`);
    await page.getByTestId('buy-credits').click();
    await expect.poll(() => path(page)).toBe('/de/sign-in');
    expect(await page.evaluate(() => sessionStorage.getItem('returnPath'))).toBe('/de');
  });
});

describe('without Stripe', () => {
  it('pricing explains that payments are not configured', async () => {
    const plain = await startAccountServer({ engine: 'sqlite', webDist });
    try {
      const context = await newContext();
      await routePublicUrl(context, plain);
      await signedInAccount(plain, context, { tag: 'nostripe' });
      const page = await context.newPage();
      await page.goto(`${plain.url}/en`);
      await expect
        .poll(() => page.locator('.pricing-unconfigured').innerText())
        .toBe(en.pricing.notConfigured);
      await page.getByTestId('buy-credits').click();
      await expect
        .poll(() => page.getByTestId('form-error').innerText())
        .toBe('Payments are not configured on this server.');
      expect(path(page)).toBe('/en');
    } finally {
      await plain.close();
    }
  });
});
