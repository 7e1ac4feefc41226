/**
 * Agreement with the official validator on the unit-test instances of the official XRechnung
 * schematron repository (github.com/itplr-kosit/xrechnung-schematron, test/instances): every
 * XML-Mutate instruction of every instance becomes one mutant (see xmute/apply.ts), validated by
 * ours and by the official validator (one JVM batch); the verdicts are compared as in agreement.ts
 * (accepted flag, error ids, warning ids).
 *
 *   node bench/src/schematron-instances.ts [--repo GIT_DIR] [--filter REGEX] [--keep DIR] [--verbose]
 *
 * --repo: a bare git copy of the repository (default: $MIRROR/itplr-kosit+xrechnung-schematron/repo,
 * as `fetch` lays it out). The instances are read with `git show` at run time; nothing is stored.
 * Without the repository or the official validator the script prints a "skipping" line and exits 0.
 * Exit code 1 when any mutant disagrees.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ours } from './agreement.ts';
import { diffNormalized, normalize, officialStatus, runOfficial } from './official.ts';
import { mutants } from './xmute/apply.ts';

interface Case {
  name: string;
  xml: string;
}

function defaultRepo(): string {
  const mirror = process.env.MIRROR ?? '/work/.mirror';
  return join(mirror, 'itplr-kosit+xrechnung-schematron', 'repo');
}

function readInstances(gitDir: string, filter?: RegExp): Case[] {
  const git = (...args: string[]) =>
    execFileSync('git', [`--git-dir=${gitDir}`, ...args], { encoding: 'utf8', maxBuffer: 64 << 20 });
  const files = git('ls-tree', '-r', '--name-only', 'HEAD', 'test/instances')
    .split('\n')
    .filter((f) => f.endsWith('.xml'));
  const cases: Case[] = [];
  for (const f of files) {
    for (const m of mutants(git('show', `HEAD:${f}`))) {
      const name = `${f.replace(/^test\/instances\//, '').replace(/\.xml$/, '')}__${m.id}`;
      if (!filter || filter.test(name)) cases.push({ name, xml: m.xml });
    }
  }
  return cases;
}

function safeName(name: string): string {
  return name.replace(/[^\w.-]+/g, '_');
}

async function main(argv: string[]): Promise<number> {
  const arg = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
  const repo = arg('--repo') ?? defaultRepo();
  const filterSrc = arg('--filter');
  const status = officialStatus();
  if (!existsSync(repo) || !status.available) {
    const why = status.available ? `no repository at ${repo}` : status.reason;
    console.log(`schematron instances: skipping (${why})`);
    return 0;
  }
  const cases = readInstances(repo, filterSrc ? new RegExp(filterSrc) : undefined);
  const keep = arg('--keep');
  const dir = keep ?? mkdtempSync(join(tmpdir(), 'xmute-'));
  mkdirSync(dir, { recursive: true });
  const files = cases.map((c) => {
    const file = join(dir, `${safeName(c.name)}.xml`);
    writeFileSync(file, c.xml);
    return file;
  });
  const official = await runOfficial(files);
  let agree = 0;
  const disagreements: string[] = [];
  cases.forEach((c, i) => {
    const theirs = normalize(official[i] as (typeof official)[number]);
    const diff = diffNormalized(ours(c.xml, c.name), theirs);
    if (diff.length === 0) agree++;
    else disagreements.push(`${c.name}: ${diff.join('; ')}`);
  });
  if (!keep) rmSync(dir, { recursive: true, force: true });
  for (const d of disagreements) console.log(`DISAGREE ${d}`);
  const pct = ((100 * agree) / Math.max(1, cases.length)).toFixed(2);
  console.log(`schematron instances: ${agree}/${cases.length} mutants agree (${pct} %)`);
  return disagreements.length ? 1 : 0;
}

process.exitCode = await main(process.argv.slice(2));
