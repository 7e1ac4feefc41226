// Screenshots of every prerendered page (both languages) at 1366 px and 390 px width, for looking
// at them: `node scripts/screenshots.ts [BASE_URL] [OUT_DIR]` against a running server
// (`npm start`, default http://localhost:3000). Pages come from the build's manifest
// (apps/web/dist/.pages/manifest.json); output: OUT_DIR/{lang}_{page}_{width}.png (default /tmp/ic-screenshots).
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const base = (process.argv[2] ?? 'http://localhost:3000').replace(/\/+$/, '');
const out = process.argv[3] ?? '/tmp/ic-screenshots';
const manifestFile = join(import.meta.dirname, '..', 'apps/web/dist/.pages/manifest.json');
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { pages: Record<string, unknown> };
const paths = [...Object.keys(manifest.pages), '/en/no-such-page', '/de/no-such-page'];
const widths = (process.env.WIDTHS ?? '1366,390').split(',').map(Number);

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: 'light' });
    const page = await context.newPage();
    for (const path of paths) {
      const name = path.slice(1).replace(/\//g, '_') || 'root';
      try {
        await page.goto(`${base}${path}`, { waitUntil: 'load', timeout: 60_000 });
        await page.waitForTimeout(300);
        await page.screenshot({ path: join(out, `${name}_${width}.png`), fullPage: true, timeout: 120_000 });
      } catch (err) {
        console.error(`${path} at ${width} px: ${(err as Error).message.split('\n')[0]}`);
      }
    }
    await context.close();
  }
  console.log(`${paths.length * widths.length} screenshots in ${out}`);
} finally {
  await browser.close();
}
