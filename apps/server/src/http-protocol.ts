// The edges of HTTP, answered in the API's error format like everything else:
//   - a known path with a wrong method → 405 METHOD_NOT_ALLOWED with an Allow header,
//   - a URL over MAX_URL_BYTES → 414 URI_TOO_LONG,
//   - what Node's HTTP parser refuses before Fastify sees a request (header block over
//     maxHeaderSize, malformed request line, header timeout) → 431 / 414 / 400 / 408, written
//     straight to the socket by `clientErrorHandler`.
import { maxHeaderSize } from 'node:http';
import type { Socket } from 'node:net';
import { type ErrorCode, errorStatus, pickLang } from '@ic/einvoice';
import type { ConnectionError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, errorBody, sendError } from './http-errors.ts';

/** Longest URL (path + query) served; longer ones get 414. Nothing of ours needs more than a few hundred bytes. */
export const MAX_URL_BYTES = 8 * 1024;

/** Node's limit on the whole request head (request line + headers), 16 KiB; over it: 431 (or 414). */
export const MAX_HEADER_BYTES = maxHeaderSize;

/** Methods per route path, for 405 answers. Wildcard routes (static files, docs assets) are left out. */
export class KnownRoutes {
  readonly #exact = new Map<string, Set<string>>();
  readonly #patterns: Array<{ re: RegExp; methods: Set<string> }> = [];

  add(url: string, method: string | string[]): void {
    if (url.includes('*')) return;
    const methods = Array.isArray(method) ? method : [method];
    let set: Set<string>;
    if (url.includes(':')) {
      const source = url
        .split('/')
        .map((seg) => (seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('/');
      const re = new RegExp(`^${source}/?$`);
      const found = this.#patterns.find((p) => p.re.source === re.source);
      set = found?.methods ?? new Set();
      if (!found) this.#patterns.push({ re, methods: set });
    } else {
      const key = url.length > 1 ? url.replace(/\/$/, '') : url;
      set = this.#exact.get(key) ?? new Set();
      this.#exact.set(key, set);
    }
    for (const m of methods) {
      set.add(m.toUpperCase());
      if (m.toUpperCase() === 'GET') set.add('HEAD');
    }
  }

  /** The methods `path` (no query) answers to, sorted; empty when the path is unknown. */
  allowed(path: string): string[] {
    const key = path.length > 1 ? path.replace(/\/$/, '') : path;
    const set = new Set(this.#exact.get(key) ?? []);
    for (const p of this.#patterns) if (p.re.test(key)) for (const m of p.methods) set.add(m);
    return [...set].sort();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    knownRoutes: KnownRoutes;
  }
}

/**
 * Registers the route registry (call before any route) and the URL length check. The
 * not-found handler asks `methodNotAllowed` before answering 404.
 */
export function registerHttpProtocol(app: FastifyInstance): void {
  const known = new KnownRoutes();
  app.decorate('knownRoutes', known);
  app.addHook('onRoute', (route) => known.add(route.url ?? route.path, route.method));
  app.addHook('onRequest', async (request) => {
    if (Buffer.byteLength(request.url, 'utf8') > MAX_URL_BYTES) throw new AppError('URI_TOO_LONG');
  });
}

/** Answers 405 with Allow when the path is known under other methods; otherwise returns undefined. */
export function methodNotAllowed(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply | undefined {
  const path = request.url.split('?')[0] ?? '/';
  const allow = app.knownRoutes.allowed(path);
  if (allow.length === 0 || allow.includes(request.method)) return undefined;
  reply.header('allow', allow.join(', '));
  return sendError(request, reply, 'METHOD_NOT_ALLOWED', 405);
}

/** Accept-Language from the raw bytes received so far (the request was never parsed). */
function langOfRaw(raw: Buffer | undefined) {
  if (!raw) return pickLang(undefined);
  const head = raw.subarray(0, MAX_HEADER_BYTES + 1024).toString('latin1');
  return pickLang(/\r\naccept-language:[ \t]*([^\r\n]{0,200})/i.exec(head)?.[1]);
}

/** Which catalogue error a parser error stands for; undefined: just close the connection. */
function clientErrorCode(err: { code?: string }, raw: Buffer | undefined): ErrorCode | undefined {
  switch (err.code) {
    case 'ECONNRESET':
    case 'EPIPE':
      return undefined;
    case 'HPE_HEADER_OVERFLOW': {
      // The URL counts against the same limit; when it alone is that long, say so.
      const eol = raw ? raw.indexOf('\r\n') : -1;
      const lineLength = eol === -1 ? (raw?.length ?? 0) : eol;
      return lineLength > MAX_URL_BYTES ? 'URI_TOO_LONG' : 'HEADERS_TOO_LARGE';
    }
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return 'UPLOAD_TIMEOUT';
    default:
      return 'BAD_REQUEST';
  }
}

/**
 * Fastify's `clientErrorHandler`: Node could not parse the request. Writes a complete HTTP/1.1
 * answer in the API's format and closes the connection.
 */
export function clientErrorHandler(err: ConnectionError, socket: Socket): void {
  // Node hands over the bytes received so far as a Buffer (Fastify's type says otherwise)
  const rawPacket: unknown = err.rawPacket;
  const raw = Buffer.isBuffer(rawPacket) ? rawPacket : undefined;
  const code = clientErrorCode(err, raw);
  if (!code || !socket.writable) {
    socket.destroy();
    return;
  }
  const lang = langOfRaw(raw);
  const body = JSON.stringify(errorBody(code, lang));
  const status = errorStatus(code);
  const reason: Record<number, string> = {
    400: 'Bad Request',
    408: 'Request Timeout',
    414: 'URI Too Long',
    431: 'Request Header Fields Too Large',
  };
  socket.end(
    `HTTP/1.1 ${status} ${reason[status] ?? 'Bad Request'}\r\n` +
      'Connection: close\r\n' +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Language: ${lang}\r\n` +
      'Cache-Control: no-store\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
