// The converter's two calls: /api/v1/extract (PDF → model) and /api/v1/generate (model → file).
import type { Invoice, OutputFormat, GenerateRequest as SharedGenerateRequest } from '@ic/einvoice';
import {
  type ApiLang,
  apiRequest,
  fileForm,
  filenameFromDisposition,
  readJson,
} from '../../components/upload/index.ts';

export type { OutputFormat };

export interface FieldInfo {
  confidence: number;
  /** page is 1-based; box in PDF points from the top-left corner */
  source?: { page: number; x: number; y: number; w: number; h: number };
}

/** What the extractor asks the user to check: a code of @ic/extract's notice catalog and its
 *  parameters (amounts as decimal strings). Shown localized by `notices.ts`. */
export interface ExtractNotice {
  code: string;
  params?: Record<string, string>;
}

export interface ExtractResult {
  source: 'embedded' | 'extracted';
  invoice: Invoice;
  fields: Record<string, FieldInfo>;
  notices: ExtractNotice[];
  /** the notices as English text (one each, same order) */
  warnings: string[];
  pages: Array<{ width: number; height: number }>;
}

export interface ServerReport {
  accepted: boolean;
  scenario: string | null;
  counts: { error: number; warning: number; information: number };
  messages: Array<{ id: string; level: string; text: string; path: string; location: string; bt: string[] }>;
  omitted: number;
}

/** POST /api/v1/generate (shared type); the original PDF is added from the Blob by `generate` */
export type GenerateRequest = Omit<SharedGenerateRequest, 'original'>;

export interface Generated {
  blob: Blob;
  filename: string;
  report: ServerReport | undefined;
}

export async function extract(
  file: Blob,
  name: string,
  lang: ApiLang,
  signal?: AbortSignal,
): Promise<ExtractResult> {
  const res = await apiRequest('/api/v1/extract', {
    lang,
    body: fileForm(file, name),
    signal,
    timeoutMs: 90_000,
  });
  return readJson<ExtractResult>(res, lang);
}

function decodeReport(header: string | null): ServerReport | undefined {
  if (!header) return undefined;
  try {
    const b64 = header.replace(/-/g, '+').replace(/_/g, '/');
    const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
    const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as ServerReport;
  } catch {
    return undefined;
  }
}

async function toBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin);
}

/** POST /api/v1/generate: a paid result; `idempotencyKey` makes a retried attempt cost one credit. */
export async function generate(
  req: GenerateRequest,
  lang: ApiLang,
  original?: Blob,
  idempotencyKey?: string,
): Promise<Generated> {
  const body: Record<string, unknown> = { ...req };
  if (req.visual === 'original' && original) body.original = await toBase64(original);
  const res = await apiRequest('/api/v1/generate', {
    lang,
    body,
    timeoutMs: 90_000,
    ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
  });
  const blob = await res.blob();
  const fallback = req.format === 'zugferd' ? 'invoice.pdf' : 'invoice.xml';
  return {
    blob,
    filename: filenameFromDisposition(res.headers.get('content-disposition')) ?? fallback,
    report: decodeReport(res.headers.get('x-validation-report')),
  };
}
