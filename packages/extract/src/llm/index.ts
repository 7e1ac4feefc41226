/**
 * Optional LLM providers behind one interface: any OpenAI-compatible chat completions endpoint
 * (OpenAI, Mistral, Azure OpenAI, Ollama, llama.cpp server) with JSON-schema output.
 *
 * - Configured by environment: LLM_PRIMARY_URL, LLM_PRIMARY_KEY, LLM_PRIMARY_MODEL,
 *   LLM_FALLBACK_URL, LLM_FALLBACK_KEY, LLM_FALLBACK_MODEL, LLM_TIMEOUT_MS (default 30000),
 *   LLM_RETRIES (default 1). The URL is the API base (…/v1) or the full …/chat/completions URL.
 * - Only the text layout is sent (lines with their column positions as spaces), never the file.
 * - Each provider gets a timeout per request and `retries` further attempts on timeouts,
 *   network errors, 429 and 5xx; then the fallback provider is tried.
 * - The answer is not trusted as such: every value is parsed and checked (dates, VAT id
 *   formats, IBAN mod-97, amounts that must be printed in the document) and merged with the
 *   offline result through the same reconciliation (see `merge.ts`).
 */
import type { ExtractResult } from '../extract.ts';
import type { Doc } from '../layout.ts';
import { CHAT_COMPLETIONS_PATH, JSON_CODE_FENCE_G, TRAILING_SLASHES } from '../lexicon/common.ts';
import { type Notice, notice } from '../notices.ts';
import { mergeLlmAnswer } from './merge.ts';
import { INVOICE_SCHEMA, type LlmAnswer, SYSTEM_PROMPT } from './schema.ts';

export interface LlmProvider {
  /** 'primary' | 'fallback' (for messages) */
  name: string;
  url: string;
  key?: string;
  model: string;
}

export interface LlmConfig {
  primary: LlmProvider;
  fallback?: LlmProvider;
  /** per request, default 30000 */
  timeoutMs: number;
  /** further attempts per provider after a failure, default 1 */
  retries: number;
}

function provider(
  env: Record<string, string | undefined>,
  p: 'PRIMARY' | 'FALLBACK',
): LlmProvider | undefined {
  const url = env[`LLM_${p}_URL`]?.trim();
  const model = env[`LLM_${p}_MODEL`]?.trim();
  if (!url || !model) return undefined;
  const key = env[`LLM_${p}_KEY`]?.trim();
  return { name: p.toLowerCase(), url, model, ...(key ? { key } : {}) };
}

/** The configuration from the environment, or undefined when no primary provider is set. */
export function llmConfigFromEnv(env: Record<string, string | undefined>): LlmConfig | undefined {
  const primary = provider(env, 'PRIMARY');
  const fallback = provider(env, 'FALLBACK');
  const first = primary ?? fallback;
  if (!first) return undefined;
  const timeoutMs = Number.parseInt(env.LLM_TIMEOUT_MS ?? '', 10);
  const retries = Number.parseInt(env.LLM_RETRIES ?? '', 10);
  return {
    primary: first,
    ...(primary && fallback ? { fallback } : {}),
    timeoutMs: Number.isFinite(timeoutMs) && timeoutMs > 0 ? timeoutMs : 30000,
    retries: Number.isFinite(retries) && retries >= 0 ? Math.min(retries, 5) : 1,
  };
}

/**
 * Why a provider call failed, as a stable code the notices localize (EXTRACT_LLM_FAILED's `cause`):
 * no answer in time, not reachable, the request refused (HTTP 4xx: key, model or quota settings),
 * the provider busy or broken (HTTP 429/5xx), or an answer that is not the JSON asked for.
 */
export type LlmCause = 'timeout' | 'unreachable' | 'rejected' | 'unavailable' | 'bad-answer';

export class LlmError extends Error {
  readonly retryable: boolean;
  readonly kind: LlmCause;
  constructor(message: string, retryable: boolean, cause: LlmCause) {
    super(message);
    this.name = 'LlmError';
    this.retryable = retryable;
    this.kind = cause;
  }
}

/**
 * The EXTRACT_LLM_FAILED notice for an error of the LLM step: `cause` is a code the notice texts
 * localize; `reason` keeps the technical detail (provider name, HTTP status) for operators.
 */
export function llmFailedNotice(e: unknown): Notice {
  const cause: LlmCause = e instanceof LlmError ? e.kind : 'bad-answer';
  return notice('EXTRACT_LLM_FAILED', { cause, reason: e instanceof Error ? e.message : String(e) });
}

function endpoint(url: string): string {
  const u = url.replace(TRAILING_SLASHES, '');
  return CHAT_COMPLETIONS_PATH.test(u) ? u : `${u}/chat/completions`;
}

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/** One chat completion with JSON-schema output; returns the parsed JSON object. */
export async function chatJson(
  p: LlmProvider,
  messages: ChatMessage[],
  schema: object,
  timeoutMs: number,
): Promise<unknown> {
  const ctrl = new AbortController();
  const timer = setTimeout(() => ctrl.abort(), timeoutMs);
  let res: Response;
  try {
    res = await fetch(endpoint(p.url), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(p.key ? { authorization: `Bearer ${p.key}`, 'api-key': p.key } : {}),
      },
      body: JSON.stringify({
        model: p.model,
        messages,
        temperature: 0,
        response_format: { type: 'json_schema', json_schema: { name: 'invoice', strict: true, schema } },
      }),
      signal: ctrl.signal,
    });
  } catch (e) {
    throw ctrl.signal.aborted
      ? new LlmError(`${p.name}: timeout after ${timeoutMs} ms`, true, 'timeout')
      : new LlmError(`${p.name}: ${(e as Error).message}`, true, 'unreachable');
  } finally {
    clearTimeout(timer);
  }
  if (!res.ok) {
    const retryable = res.status === 429 || res.status >= 500;
    throw new LlmError(`${p.name}: HTTP ${res.status}`, retryable, retryable ? 'unavailable' : 'rejected');
  }
  let body: { choices?: Array<{ message?: { content?: string | null } }> };
  try {
    body = (await res.json()) as typeof body;
  } catch {
    throw new LlmError(`${p.name}: the answer is not JSON`, true, 'bad-answer');
  }
  const content = body.choices?.[0]?.message?.content;
  if (typeof content !== 'string') throw new LlmError(`${p.name}: no message content`, true, 'bad-answer');
  try {
    return JSON.parse(content.replace(JSON_CODE_FENCE_G, ''));
  } catch {
    throw new LlmError(`${p.name}: the message is not JSON`, true, 'bad-answer');
  }
}

/** Ask the providers in turn (primary with retries, then fallback with retries). */
export async function askProviders(
  cfg: LlmConfig,
  messages: ChatMessage[],
  schema: object,
): Promise<unknown> {
  const errors: string[] = [];
  let cause: LlmCause = 'unreachable';
  for (const p of [cfg.primary, cfg.fallback]) {
    if (!p) continue;
    for (let attempt = 0; attempt <= cfg.retries; attempt++) {
      try {
        return await chatJson(p, messages, schema, cfg.timeoutMs);
      } catch (e) {
        errors.push((e as Error).message);
        cause = e instanceof LlmError ? e.kind : 'bad-answer';
        if (!(e instanceof LlmError) || !e.retryable) break;
      }
    }
  }
  // the last provider's failure is the one the user is told about
  throw new LlmError(`all LLM providers failed: ${errors.join('; ')}`, false, cause);
}

/** The page text as sent to a provider: each line with its segments at their column (x / 5 pt). */
export function layoutText(doc: Doc): string {
  const out: string[] = [];
  let page = 0;
  for (const l of doc.lines) {
    if (l.page !== page) {
      page = l.page;
      out.push(`--- page ${page} ---`);
    }
    let s = '';
    for (const seg of l.segs) {
      const col = Math.round(seg.x / 5);
      if (s.length < col) s = s.padEnd(col, ' ');
      else if (s.length) s += '  ';
      s += seg.text;
    }
    out.push(s);
  }
  return out.join('\n');
}

/** Extract with an LLM; the answer is checked and merged with the offline result. */
export async function extractWithLlm(doc: Doc, rules: ExtractResult, cfg: LlmConfig): Promise<ExtractResult> {
  const answer = (await askProviders(
    cfg,
    [
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: layoutText(doc) },
    ],
    INVOICE_SCHEMA,
  )) as LlmAnswer;
  return mergeLlmAnswer(doc, rules, answer);
}

export { mergeLlmAnswer } from './merge.ts';
export { INVOICE_SCHEMA, type LlmAnswer, SYSTEM_PROMPT } from './schema.ts';
