// The Swagger UI at /api/docs must work under the server's Content-Security-Policy:
// checked in Debian's Chromium (skipped when Chromium is not installed).
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

describe.skipIf(!existsSync(CHROMIUM))('API docs in Chromium', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startTestServer();
  });
  afterAll(async () => srv?.close());

  it('renders the operations without CSP or script errors', async () => {
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(String(e)));
      await page.goto(`${srv.url}/api/docs`);
      await page.waitForSelector('.opblock', { timeout: 20_000 });
      const paths = await page.locator('.opblock-summary-path').allTextContents();
      expect(paths.map((p) => p.replace(/\u200b/g, ''))).toEqual(
        expect.arrayContaining(['/api/health', '/api/v1/feedback']),
      );
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
