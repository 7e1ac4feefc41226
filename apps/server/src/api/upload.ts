/**
 * Reading one uploaded file from a multipart/form-data request into memory, with the limits
 * of the API (10 MB per file, at most 10 files per request, a time limit for the upload) and
 * the catalogue errors for each way it can go wrong. The bytes live only as long as the
 * request; nothing is written anywhere.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../http-errors.ts';
import { type Sniffed, sniff } from './sniff.ts';

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_FILES = 10;

export const MULTIPART_LIMITS = {
  fileSize: MAX_FILE_BYTES,
  files: MAX_FILES,
  fields: 20,
  fieldSize: 1024,
  fieldNameSize: 64,
  parts: 40,
  headerPairs: 100,
} as const;

export interface Upload {
  /** a copy the task may take over (its own ArrayBuffer) */
  bytes: Uint8Array;
  filename: string;
  /** the other form fields (text) */
  fields: Record<string, string>;
  sniffed: Sniffed;
}

const MULTIPART_ERRORS: Record<string, AppError['code']> = {
  FST_REQ_FILE_TOO_LARGE: 'FILE_TOO_LARGE',
  FST_FILES_LIMIT: 'TOO_MANY_FILES',
  FST_PARTS_LIMIT: 'BAD_REQUEST',
  FST_FIELDS_LIMIT: 'BAD_REQUEST',
  FST_PROTO_VIOLATION: 'BAD_REQUEST',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_MP_PREMATURE_CLOSE: 'BAD_REQUEST',
};

function toAppError(e: unknown): AppError {
  if (e instanceof AppError) return e;
  const code = (e as { code?: unknown })?.code;
  const mapped = typeof code === 'string' ? MULTIPART_ERRORS[code] : undefined;
  // busboy's own errors (malformed parts, unexpected end of form) are bad requests too
  return new AppError(mapped ?? 'BAD_REQUEST');
}

async function collect(request: FastifyRequest): Promise<Omit<Upload, 'sniffed'>> {
  let file: { bytes: Uint8Array; filename: string } | undefined;
  let files = 0;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'file') {
        files++;
        if (part.fieldname === 'file' && !file) {
          const buf = await part.toBuffer();
          // own ArrayBuffer (Buffer.concat may hand out a slice of a shared pool)
          file = { bytes: new Uint8Array(buf), filename: part.filename ?? '' };
        } else {
          for await (const _chunk of part.file) {
            // drain: only counted (and size-limited)
          }
        }
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (e) {
    throw toAppError(e);
  }
  if (!file) throw new AppError('NO_FILE_SELECTED');
  // One invoice per request on these endpoints.
  if (files > 1) throw new AppError('BAD_REQUEST');
  return { ...file, fields };
}

/**
 * The uploaded `file` of a multipart request. Throws AppError: NO_FILE_SELECTED (no `file`
 * part, or an empty one without name), FILE_EMPTY (a named file of zero bytes), FILE_TOO_LARGE, TOO_MANY_FILES (more than 10 files),
 * BAD_REQUEST (several files, malformed multipart), UNSUPPORTED_MEDIA_TYPE (not multipart),
 * UPLOAD_TIMEOUT.
 */
export async function readUpload(
  request: FastifyRequest,
  reply: FastifyReply,
  timeoutMs: number,
): Promise<Upload> {
  if (!request.isMultipart()) {
    throw new AppError(request.headers['content-type'] ? 'UNSUPPORTED_MEDIA_TYPE' : 'NO_FILE_SELECTED');
  }
  let timer: NodeJS.Timeout | undefined;
  const work = collect(request);
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      // the rest of the upload is not read: close the connection after the answer
      reply.header('connection', 'close');
      reject(new AppError('UPLOAD_TIMEOUT'));
    }, timeoutMs);
  });
  try {
    const got = await Promise.race([work, timeout]);
    // an empty file input (no name) is no file; a named file of zero bytes is an empty file
    if (got.bytes.length === 0) throw new AppError(got.filename === '' ? 'NO_FILE_SELECTED' : 'FILE_EMPTY');
    return { ...got, sniffed: sniff(got.bytes) };
  } finally {
    clearTimeout(timer);
    work.catch(() => {});
  }
}
