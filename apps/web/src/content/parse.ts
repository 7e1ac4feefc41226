// Markdown content files → data for the pages, at build time (content-plugin.ts runs it in Node).
// Front matter is YAML (`yaml`), the body GitHub-flavoured Markdown (`marked`). Headings get ids
// (anchors), tables a scroll wrapper; reading time comes from the word count.
import { Marked, type Token, type Tokens } from 'marked';
import { parse as parseYaml } from 'yaml';
import type { ChangelogDoc, Doc, DocMeta, FaqDoc, FaqGroup, Heading } from './types.ts';

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;
/** Words a reader reads per minute (both languages; German words are longer but fewer). */
export const WORDS_PER_MINUTE = 200;

export function splitFrontMatter(source: string): { data: Record<string, unknown>; body: string } {
  const m = FRONT_MATTER.exec(source.replace(/^\uFEFF/, ''));
  if (!m) return { data: {}, body: source };
  const data = parseYaml(m[1] ?? '') as unknown;
  if (data === null || typeof data !== 'object' || Array.isArray(data))
    throw new Error('front matter must be a YAML mapping');
  return { data: data as Record<string, unknown>, body: source.slice(m[0].length) };
}

/** `Was kostet die Prüfung?` → `was-kostet-die-prufung` (diacritics dropped, so ids stay ASCII). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/<[^>]*>/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** A Markdown renderer that records headings (with unique ids) and wraps tables for scrolling. */
function renderer(headings: Heading[]): Marked {
  const used = new Map<string, number>();
  const marked = new Marked({ gfm: true });
  marked.use({
    renderer: {
      heading({ tokens, depth }: Tokens.Heading) {
        const inner = this.parser.parseInline(tokens);
        const text = plainText(inner);
        const base = slugify(text) || 'section';
        const n = used.get(base) ?? 0;
        used.set(base, n + 1);
        const id = n === 0 ? base : `${base}-${n + 1}`;
        headings.push({ depth, text, id });
        return `<h${depth} id="${id}">${inner}</h${depth}>\n`;
      },
    },
  });
  marked.use({
    hooks: {
      postprocess: (html: string) =>
        html.replace(/<table>/g, '<div class="table-scroll"><table>').replace(/<\/table>/g, '</table></div>'),
    },
  });
  return marked;
}

function text(data: Record<string, unknown>, key: string, file: string): string {
  const v = data[key];
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v !== 'string' || v.trim() === '') throw new Error(`${file}: front matter "${key}" is missing`);
  return v.trim();
}

function optionalText(data: Record<string, unknown>, key: string, file: string): string | undefined {
  return data[key] === undefined || data[key] === null ? undefined : text(data, key, file);
}

export function docMeta(data: Record<string, unknown>, file: string): DocMeta {
  const meta: DocMeta = { title: text(data, 'title', file), description: text(data, 'description', file) };
  const date = optionalText(data, 'date', file);
  const updated = optionalText(data, 'updated', file);
  if (date) meta.date = date;
  if (updated) meta.updated = updated;
  return meta;
}

/** A page of running text (article, legal page). */
export function parseDoc(
  source: string,
  file: string,
): Doc & { data: Record<string, unknown>; text: string } {
  const { data, body } = splitFrontMatter(source);
  const headings: Heading[] = [];
  const html = renderer(headings).parse(body, { async: false });
  return { meta: docMeta(data, file), data, html, headings, text: plainText(html) };
}

/** Tokens → HTML with the same renderer (ids unique within the file). */
function tokensToHtml(marked: Marked, tokens: Token[]): string {
  const list = Object.assign(tokens, { links: {} });
  return marked.parser(list);
}

/** FAQ: `## Group` headings, under each `### Question` headings followed by the answer. */
export function parseFaq(source: string, file: string): FaqDoc {
  const { data, body } = splitFrontMatter(source);
  const marked = renderer([]);
  const groups: FaqGroup[] = [];
  let question: { title: string; tokens: Token[] } | null = null;
  const flush = () => {
    const group = groups.at(-1);
    if (!question || !group) return;
    const html = tokensToHtml(marked, question.tokens);
    const base = slugify(question.title) || 'question';
    group.items.push({ id: base, question: question.title, html, text: plainText(html) });
    question = null;
  };
  for (const token of marked.lexer(body)) {
    if (token.type === 'heading' && token.depth === 2) {
      flush();
      groups.push({ id: slugify(token.text), title: token.text, items: [] });
    } else if (token.type === 'heading' && token.depth === 3) {
      flush();
      if (groups.length === 0) throw new Error(`${file}: a question before the first "## group" heading`);
      question = { title: token.text, tokens: [] };
    } else if (question) {
      question.tokens.push(token);
    }
  }
  flush();
  return { meta: docMeta(data, file), groups: groups.filter((g) => g.items.length > 0) };
}

const ENTRY_HEADING = /^(\d{4}-\d{2}-\d{2})\s*[—–-]\s*(.+)$/;

/** Changelog: one `## YYYY-MM-DD — Title` heading per entry, newest first. */
export function parseChangelog(source: string, file: string): ChangelogDoc {
  const { data, body } = splitFrontMatter(source);
  const marked = renderer([]);
  const entries: ChangelogDoc['entries'] = [];
  let current: { date: string; title: string; tokens: Token[] } | null = null;
  const flush = () => {
    if (!current) return;
    entries.push({
      id: `${current.date}-${slugify(current.title)}`,
      date: current.date,
      title: current.title,
      html: tokensToHtml(marked, current.tokens),
    });
    current = null;
  };
  for (const token of marked.lexer(body)) {
    if (token.type === 'heading' && token.depth === 2) {
      flush();
      const m = ENTRY_HEADING.exec(token.text.trim());
      if (!m) throw new Error(`${file}: "## ${token.text}" is not "## YYYY-MM-DD — Title"`);
      current = { date: m[1] as string, title: m[2] as string, tokens: [] };
    } else if (current) {
      current.tokens.push(token);
    }
  }
  flush();
  entries.sort((a, b) => b.date.localeCompare(a.date));
  return { meta: docMeta(data, file), entries };
}
