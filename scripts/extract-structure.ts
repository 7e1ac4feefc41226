/**
 * Structure figures of packages/extract (issue 19): every function longer than a limit and every
 * regular-expression literal outside the lexicon and the parsers (parse/). Parsed with the oxc
 * parser that Vite ships (parseSync), so strings, comments and template literals never count.
 *
 *   node scripts/extract-structure.ts            # lists functions over 100 lines, regex counts
 *   node scripts/extract-structure.ts --all 60   # every function over 60 lines
 *   node scripts/extract-structure.ts --readme   # writes the reader registry into the README
 *
 * The test packages/extract/src/structure.test.ts holds the package to these figures.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'vite';

export const EXTRACT_SRC = fileURLToPath(new URL('../packages/extract/src/', import.meta.url));

export type FunctionLength = { file: string; name: string; line: number; lines: number };
export type RegexCount = { file: string; count: number };

const FUNCTION_TYPES = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

/** Source files of the package (tests and case tables excluded), relative to src/. */
export function sourceFiles(dir = EXTRACT_SRC): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!e.isFile() || !e.name.endsWith('.ts') || /\.(test|cases)\.ts$/.test(e.name)) continue;
    out.push(relative(dir, join(e.parentPath, e.name)));
  }
  return out.sort();
}

type AstNode = { type: string; start: number; end: number; [k: string]: unknown };

function isNode(x: unknown): x is AstNode {
  return typeof x === 'object' && x !== null && typeof (x as AstNode).type === 'string';
}

function walk(
  node: AstNode,
  visit: (n: AstNode, parent: AstNode | undefined) => void,
  parent?: AstNode,
): void {
  visit(node, parent);
  for (const [k, v] of Object.entries(node)) {
    if (k === 'parent') continue;
    if (Array.isArray(v)) {
      for (const c of v) if (isNode(c)) walk(c, visit, node);
    } else if (isNode(v)) walk(v, visit, node);
  }
}

function functionName(n: AstNode, parent: AstNode | undefined): string {
  const id = n.id as { name?: string } | null | undefined;
  if (id?.name) return id.name;
  const key = (parent?.id ?? parent?.key) as { name?: string } | undefined;
  return key?.name ?? '(anonymous)';
}

function lineAt(starts: number[], pos: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] ?? 0) <= pos) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}

/** Functions, their lines (first to last line inclusive) and the regex literals of one file. */
export function measureFile(
  file: string,
  dir = EXTRACT_SRC,
): { functions: FunctionLength[]; regexes: number } {
  const src = readFileSync(join(dir, file), 'utf8');
  const starts = [0];
  for (let i = 0; i < src.length; i++) if (src[i] === '\n') starts.push(i + 1);
  const { program } = parseSync(file, src, { lang: 'ts' }) as unknown as { program: AstNode };
  const functions: FunctionLength[] = [];
  let regexes = 0;
  walk(program, (n, parent) => {
    if (n.type === 'Literal' && n.regex) regexes++;
    if (n.type === 'NewExpression' && (n.callee as AstNode | undefined)?.name === 'RegExp') regexes++;
    if (!FUNCTION_TYPES.has(n.type)) return;
    const line = lineAt(starts, n.start);
    const lines = lineAt(starts, n.end) - line + 1;
    functions.push({ file, name: functionName(n, parent), line, lines });
  });
  return { functions, regexes };
}

/** Regex literals are allowed in the lexicon (lexicon*.ts, lexicon/) and the parsers (parse/). */
export function regexAllowed(file: string): boolean {
  return /^(parse|lexicon)\//.test(file) || /^lexicon[^/]*\.ts$/.test(file);
}

export function measure(dir = EXTRACT_SRC): { long: FunctionLength[]; regexOutside: RegexCount[] } {
  const long: FunctionLength[] = [];
  const regexOutside: RegexCount[] = [];
  for (const file of sourceFiles(dir)) {
    const m = measureFile(file, dir);
    long.push(...m.functions);
    if (!regexAllowed(file) && m.regexes > 0) regexOutside.push({ file, count: m.regexes });
  }
  long.sort((a, b) => b.lines - a.lines);
  return { long, regexOutside };
}

/** Writes the registry's list between the README's readers markers. */
async function writeReadme(): Promise<void> {
  const { readerList } = await import('../packages/extract/src/readers/registry.ts');
  const file = fileURLToPath(new URL('../packages/extract/README.md', import.meta.url));
  const text = readFileSync(file, 'utf8');
  const block = /(<!-- readers:start -->\n)[\s\S]*?(\n<!-- readers:end -->)/;
  if (!block.test(text)) throw new Error('README: no readers markers');
  writeFileSync(
    file,
    text.replace(block, (_, a: string, b: string) => `${a}${readerList()}${b}`),
  );
}

if (import.meta.main && process.argv.includes('--readme')) await writeReadme();
else if (import.meta.main) {
  const i = process.argv.indexOf('--all');
  const limit = i > 0 ? Number(process.argv[i + 1]) : 100;
  const { long, regexOutside } = measure();
  const over = long.filter((f) => f.lines > limit);
  for (const f of over) console.log(`${String(f.lines).padStart(5)}  ${f.file}:${f.line}  ${f.name}`);
  console.log(`functions over ${limit} lines: ${over.length}`);
  for (const r of regexOutside) console.log(`${String(r.count).padStart(5)}  ${r.file}`);
  console.log(`regex literals outside lexicon/parse: ${regexOutside.reduce((s, r) => s + r.count, 0)}`);
}
