// The official KoSIT validator re-run (../shared/tools/official-validator, see bench/README.md
// "Official validator"): detection, one batch run, and normalisation of its verdicts for agreement
// comparisons with our own validator.
//
// CLI:  node bench/src/official.ts [--raw] FILE.xml|FILE.pdf|DIR ...
//   prints one normalised JSON line per file ({file, accepted, errors, warnings}; --raw: the validator's
//   own line), then a summary on stderr. When the validator is not set up it prints
//   "official validator not available: skipping (<reason>)" and exits 0.
//   Exit: 0 all accepted (or skipped), 1 some rejected, 2 usage or validator failure.
import { spawn } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { basename, join, resolve, sep } from 'node:path';

export type OfficialLevel = 'error' | 'warning' | 'information';

/** One message of the official validator (the README's "Output" section). */
export interface OfficialMessage {
  id: string;
  flag: string | null;
  level: OfficialLevel;
  /** set when the scenario's custom level changed the level */
  original_level?: OfficialLevel;
  source: string;
  text: string;
  location: string | null;
  path?: string | null;
}

/** One JSON line of `validate`. */
export interface OfficialResult {
  file: string;
  syntax: 'ubl' | 'cii' | 'unknown' | null;
  doctype: string | null;
  customization_id: string | null;
  scenario: string | null;
  wellformed: boolean;
  xsd_ok: boolean | null;
  schematron_run: boolean;
  errors: OfficialMessage[];
  warnings: OfficialMessage[];
  infos: OfficialMessage[];
  accepted: boolean;
  assessment: 'accept' | 'reject';
  ms?: number;
  /** added by runOfficial: the input path this result belongs to (differs from `file` for PDFs) */
  input?: string;
}

/** The comparable part of a verdict: what our validator must reproduce to agree with KoSIT. */
export interface NormalizedResult {
  file: string;
  accepted: boolean;
  /** sorted unique rule ids with effective level error */
  errors: string[];
  /** sorted unique rule ids with effective level warning */
  warnings: string[];
}

export type OfficialStatus =
  | { available: true; validate: string; build: string; config: string }
  | { available: false; reason: string };

const here = import.meta.dirname;
/** default location: /work/main/bench/src → /work/shared/tools/official-validator */
const DEFAULT_TOOL_DIR = resolve(here, '..', '..', '..', 'shared', 'tools', 'official-validator');

function defaultBuildDir(env: NodeJS.ProcessEnv): string {
  const cache = env.XDG_CACHE_HOME || join(env.HOME || homedir(), '.cache');
  return join(cache, 'xr-oracle', 'build');
}

/**
 * Is the official validator usable? Looks for the `validate` script (env OFFICIAL_VALIDATOR_DIR, default
 * ../shared/tools/official-validator), the build written by setup.sh (env ORACLE_BUILD, default
 * ~/.cache/xr-oracle/build: engine jar + rule set), Saxon-HE (SAXON_JAR) and java on PATH.
 * MIRROR is only needed to run setup.sh, not to validate.
 */
export function officialStatus(env: NodeJS.ProcessEnv = process.env): OfficialStatus {
  const dir = env.OFFICIAL_VALIDATOR_DIR || DEFAULT_TOOL_DIR;
  const validate = join(dir, 'validate');
  try {
    accessSync(validate, constants.X_OK);
  } catch {
    return { available: false, reason: `no executable ${validate} (set OFFICIAL_VALIDATOR_DIR)` };
  }
  const build = env.ORACLE_BUILD || defaultBuildDir(env);
  const setupHint = `run MIRROR=… ${join(dir, 'setup.sh')} (see bench/README.md)`;
  if (!existsSync(join(build, 'xr-oracle.jar'))) {
    return { available: false, reason: `setup not done: no ${join(build, 'xr-oracle.jar')}; ${setupHint}` };
  }
  const config =
    env.ORACLE_CONFIG ||
    [join(build, 'release'), join(build, 'from-source')].find((c) => existsSync(join(c, 'scenarios.xml')));
  if (!config || !existsSync(join(config, 'scenarios.xml'))) {
    return {
      available: false,
      reason: `setup not done: no rule set (scenarios.xml) under ${build}; ${setupHint}`,
    };
  }
  const saxon = env.SAXON_JAR || '/usr/share/java/Saxon-HE.jar';
  if (!existsSync(saxon)) return { available: false, reason: `Saxon-HE missing (${saxon}); ${setupHint}` };
  const pathDirs = (env.PATH || '').split(':').filter(Boolean);
  if (!pathDirs.some((d) => existsSync(join(d, 'java')))) {
    return { available: false, reason: 'java not on PATH (setup.sh installs openjdk-17-jdk-headless)' };
  }
  return { available: true, validate, build, config };
}

function isLevel(v: unknown): v is OfficialLevel {
  return v === 'error' || v === 'warning' || v === 'information';
}

function parseMessages(v: unknown, bucket: OfficialLevel, line: string): OfficialMessage[] {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v))
    throw new Error(`official validator: "${bucket}" messages are not an array in: ${line}`);
  return v.map((m: unknown) => {
    if (typeof m !== 'object' || m === null || typeof (m as { id?: unknown }).id !== 'string') {
      throw new Error(`official validator: message without id in: ${line}`);
    }
    const o = m as Record<string, unknown>;
    const msg: OfficialMessage = {
      id: o.id as string,
      flag: typeof o.flag === 'string' ? o.flag : null,
      // the arrays are grouped by effective level; `level` repeats it
      level: isLevel(o.level) ? o.level : bucket,
      source: typeof o.source === 'string' ? o.source : '',
      text: typeof o.text === 'string' ? o.text : '',
      location: typeof o.location === 'string' ? o.location : null,
    };
    if (isLevel(o.original_level)) msg.original_level = o.original_level;
    if (typeof o.path === 'string') msg.path = o.path;
    return msg;
  });
}

/** Parses one JSON line of `validate`; throws on anything that is not a verdict line. */
export function parseOfficialLine(line: string): OfficialResult {
  let o: unknown;
  try {
    o = JSON.parse(line);
  } catch {
    throw new Error(`official validator: not a JSON line: ${line.slice(0, 200)}`);
  }
  if (typeof o !== 'object' || o === null) throw new Error(`official validator: not an object: ${line}`);
  const r = o as Record<string, unknown>;
  if (typeof r.file !== 'string' || typeof r.accepted !== 'boolean') {
    throw new Error(`official validator: line without file/accepted: ${line.slice(0, 200)}`);
  }
  const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
  const syntax = r.syntax === 'ubl' || r.syntax === 'cii' || r.syntax === 'unknown' ? r.syntax : null;
  const result: OfficialResult = {
    file: r.file,
    syntax,
    doctype: str(r.doctype),
    customization_id: str(r.customization_id),
    scenario: str(r.scenario),
    wellformed: r.wellformed === true,
    xsd_ok: typeof r.xsd_ok === 'boolean' ? r.xsd_ok : null,
    schematron_run: r.schematron_run === true,
    errors: parseMessages(r.errors, 'error', line),
    warnings: parseMessages(r.warnings, 'warning', line),
    infos: parseMessages(r.infos, 'information', line),
    accepted: r.accepted,
    assessment: r.assessment === 'accept' ? 'accept' : 'reject',
  };
  if (typeof r.ms === 'number') result.ms = r.ms;
  return result;
}

const collator = new Intl.Collator('en', { numeric: true });
/** Rule-id order used in normalised results: natural order, so BR-2 < BR-10 < BR-CO-3. */
export function compareIds(a: string, b: string): number {
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

export function sortedUnique(ids: Iterable<string>): string[] {
  return [...new Set(ids)].sort(compareIds);
}

/** Reduces a verdict to what agreement is judged on: accepted + rule-id sets at level error / warning. */
export function normalize(result: OfficialResult): NormalizedResult {
  const all = [...result.errors, ...result.warnings, ...result.infos];
  return {
    file: result.input ?? result.file,
    accepted: result.accepted,
    errors: sortedUnique(all.filter((m) => m.level === 'error').map((m) => m.id)),
    warnings: sortedUnique(all.filter((m) => m.level === 'warning').map((m) => m.id)),
  };
}

/** Differences between two normalised verdicts (empty = agreement). `a` is usually ours, `b` official. */
export function diffNormalized(a: NormalizedResult, b: NormalizedResult): string[] {
  const out: string[] = [];
  if (a.accepted !== b.accepted) out.push(`accepted ${a.accepted} vs ${b.accepted}`);
  for (const key of ['errors', 'warnings'] as const) {
    const bs = new Set(b[key]);
    const as = new Set(a[key]);
    const onlyA = a[key].filter((id) => !bs.has(id));
    const onlyB = b[key].filter((id) => !as.has(id));
    if (onlyA.length) out.push(`${key} only in first: ${onlyA.join(' ')}`);
    if (onlyB.length) out.push(`${key} only in second: ${onlyB.join(' ')}`);
  }
  return out;
}

/** Files below a directory that the validator takes (*.xml, and *.pdf for hybrid invoices), sorted. */
export function expandInputs(paths: string[]): string[] {
  const out: string[] = [];
  for (const p of paths) {
    if (existsSync(p) && statSync(p).isDirectory()) {
      const found = readdirSync(p, { recursive: true, encoding: 'utf8' })
        .filter((f) => /\.(xml|pdf)$/i.test(f))
        .map((f) => join(p, f))
        .filter((f) => statSync(f).isFile())
        .sort();
      out.push(...found);
    } else {
      out.push(p);
    }
  }
  return out;
}

export interface RunOptions {
  /** extra options for `validate`, e.g. ['--no-report'] or ['--always-schematron'] */
  args?: string[];
  env?: NodeJS.ProcessEnv;
  /** kill the validator after this many ms (default: 10 min) */
  timeoutMs?: number;
}

/**
 * Validates files with ONE `validate` process (one JVM): XML file names go to stdin (`validate -`), hybrid
 * PDFs are passed as arguments (the wrapper extracts their XML). Resolves with one result per input file,
 * each with `input` set to the path as given. Rejects when the validator is unavailable or fails (exit 2).
 */
export async function runOfficial(files: string[], opts: RunOptions = {}): Promise<OfficialResult[]> {
  const env = opts.env ?? process.env;
  const status = officialStatus(env);
  if (!status.available) throw new Error(`official validator not available: ${status.reason}`);
  if (files.length === 0) return [];
  for (const f of files) {
    if (/[\r\n]/.test(f) || f !== f.trim() || f === '')
      throw new Error(`unsupported file name: ${JSON.stringify(f)}`);
    if (existsSync(f) && statSync(f).isDirectory())
      throw new Error(`${f} is a directory: use expandInputs()`);
  }
  const pdfs = files.filter((f) => /\.pdf$/i.test(f));
  const xmls = files.filter((f) => !/\.pdf$/i.test(f));

  const child = spawn(status.validate, [...(opts.args ?? []), ...pdfs, '-'], {
    env,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => {
    stdout += d;
  });
  child.stderr.setEncoding('utf8').on('data', (d: string) => {
    stderr += d;
  });
  child.stdin.on('error', () => {}); // validator died early: reported via the exit code below
  child.stdin.end(xmls.length ? `${xmls.join('\n')}\n` : '');

  const timeoutMs = opts.timeoutMs ?? 600_000;
  const code = await new Promise<number | null>((res, rej) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      rej(new Error(`official validator timed out after ${timeoutMs} ms`));
    }, timeoutMs);
    child.on('error', (e) => {
      clearTimeout(timer);
      rej(e);
    });
    child.on('close', (c) => {
      clearTimeout(timer);
      res(c);
    });
  });
  if (code !== 0 && code !== 1) {
    throw new Error(`official validator failed (exit ${code}): ${stderr.trim().slice(0, 2000)}`);
  }
  const results = stdout
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map(parseOfficialLine);
  attachInputs(results, pdfs, xmls);
  if (results.length !== files.length) {
    throw new Error(
      `official validator: ${results.length} results for ${files.length} files. ${stderr.trim()}`,
    );
  }
  return results;
}

/** Sets `input` on each result: XML results carry the name as given; PDF results a temp path below <pdf name>/. */
export function attachInputs(results: OfficialResult[], pdfs: string[], xmls: string[]): void {
  const xmlSet = new Set(xmls);
  const pdfLeft = [...pdfs];
  for (const r of results) {
    if (xmlSet.has(r.file)) {
      r.input = r.file;
      continue;
    }
    const i = pdfLeft.findIndex((p) => r.file === p || r.file.includes(`${sep}${basename(p)}${sep}`));
    if (i >= 0) {
      r.input = pdfLeft[i];
      pdfLeft.splice(i, 1);
    }
  }
}

async function main(argv: string[]): Promise<number> {
  const raw = argv.includes('--raw');
  const paths = argv.filter((a) => a !== '--raw');
  if (paths.length === 0 || paths.includes('-h') || paths.includes('--help')) {
    console.error('usage: node bench/src/official.ts [--raw] FILE.xml|FILE.pdf|DIR ...');
    return 2;
  }
  const status = officialStatus();
  if (!status.available) {
    console.log(`official validator not available: skipping (${status.reason})`);
    return 0;
  }
  const files = expandInputs(paths);
  const t0 = performance.now();
  const results = await runOfficial(files);
  const secs = (performance.now() - t0) / 1000;
  for (const r of results) console.log(JSON.stringify(raw ? r : normalize(r)));
  const accepted = results.filter((r) => r.accepted).length;
  console.error(
    `official validator: ${accepted}/${results.length} accepted in ${secs.toFixed(1)} s (one JVM, config ${status.config})`,
  );
  return accepted === results.length ? 0 : 1;
}

if (import.meta.main) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      console.error(e instanceof Error ? e.message : String(e));
      process.exitCode = 2;
    },
  );
}
