// The deployment guide shows the files CI runs: the README's nginx and systemd blocks are the
// files in deploy/, verbatim, and the unit sets what the guide promises.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');

function block(readme: string, lang: string, containing: string): string | undefined {
  const re = new RegExp(`\`\`\`${lang}\\n([\\s\\S]*?)\\n\`\`\``, 'g');
  for (const m of readme.matchAll(re)) if (m[1]?.includes(containing)) return m[1];
  return undefined;
}

describe('deployment guide', () => {
  const readme = read('README.md');

  it('shows deploy/nginx/invoice-converter.conf as it is', () => {
    const file = read('deploy/nginx/invoice-converter.conf').trimEnd();
    expect(block(readme, 'nginx', 'upstream invoice_converter')).toBe(file);
    expect(file).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
  });

  it('shows the systemd unit as it is: MALLOC_ARENA_MAX=2, restart on failure, graceful stop', () => {
    const unit = read('deploy/systemd/invoice-converter@.service').trimEnd();
    expect(block(readme, 'ini', '[Service]')).toBe(unit);
    expect(unit).toMatch(/^Environment=MALLOC_ARENA_MAX=2$/m);
    expect(unit).toMatch(/^Restart=on-failure$/m);
    expect(unit).toMatch(/^KillSignal=SIGTERM$/m);
    // systemd waits longer than the server's own 25 s shutdown limit (src/main.ts)
    expect(Number(/^TimeoutStopSec=(\d+)$/m.exec(unit)?.[1])).toBeGreaterThan(25);
  });
});
