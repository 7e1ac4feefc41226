// Browser tests of paid flows: the real server with the built app, Debian's Chromium, and one
// subscriber whose session cookie every page gets. Build first: `npm run build -w apps/web`.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { createSignedInUser, type VerifiedUser } from '../../server/test/auth-helpers.ts';
import { startTestServer, type TestServer } from '../../server/test/helpers.ts';

const webDist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export type OpenPage = (path: string, locale?: string) => Promise<{ page: Page; problems: string[] }>;

/**
 * Starts the server and Chromium before the file's tests (and stops them after); returns `open`,
 * which opens a path in a new desktop-sized context signed in as the subscriber and waits for the
 * page's heading. `problems` collects the page's uncaught errors.
 */
export function subscriberPages(): OpenPage {
  let browser: Browser;
  let server: TestServer;
  let subscriber: VerifiedUser;
  beforeAll(async () => {
    if (!existsSync(join(webDist, 'index.html')))
      throw new Error('build the web app first (npm run build -w apps/web)');
    server = await startTestServer({ engine: 'sqlite', webDist });
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu'],
    });
    subscriber = await createSignedInUser(server, { subscriber: true });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  return async (path, locale = 'en-US') => {
    const context = await browser.newContext({
      locale,
      viewport: { width: 1440, height: 900 },
      acceptDownloads: true,
    });
    await context.addCookies([subscriber.browserCookie]);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(`${server.url}${path}`);
    await page.locator('h1').first().waitFor();
    return { page, problems };
  };
}
