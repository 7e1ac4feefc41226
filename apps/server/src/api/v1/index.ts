/**
 * The public API v1 (upload routes). Registered once by buildApp:
 *
 *   await app.register(apiV1);
 *
 * Adds the shared schemas (to the root, so /api/docs lists them once) and the worker pool
 * (`app.tasks`), then registers the route modules, each in its own encapsulated context
 * (the upload routes with their @fastify/multipart limits). A new route module is one more
 * `app.register(...)` line in apiV1 below.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { OcrSlots } from '../../workers/ocr-slots.ts';
import { TaskPool } from '../../workers/pool.ts';
import { MULTIPART_LIMITS } from '../upload.ts';
import { convertFlowRoutes } from './convert-flow.ts';
import { API_SCHEMAS } from './schemas.ts';
import { uploadRoutes } from './upload-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Worker pool for CPU work (validation, rendering, conversion). */
    tasks: TaskPool;
    /** Admission of extractions that need OCR (OCR_CONCURRENCY, OCR_MAX_QUEUE). */
    ocrSlots: OcrSlots;
  }
}

/** The upload routes of issue 7. */
async function routes(api: FastifyInstance): Promise<void> {
  await api.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
  // Multipart bodies are read by the route (streamed, limited); the body schemas are for
  // /api/docs only, so give Fastify's validator an empty object to look at.
  api.addHook('preValidation', async (request) => {
    if (request.body === undefined && request.isMultipart()) request.body = {};
  });

  await api.register(uploadRoutes);
}

export async function apiV1(app: FastifyInstance): Promise<void> {
  for (const schema of API_SCHEMAS) app.addSchema(schema);
  const { workerThreads, workerMaxQueue, workerNice, taskTimeoutMs, queueTimeoutMs } = app.config;
  const pool = new TaskPool({
    threads: workerThreads,
    maxQueue: workerMaxQueue,
    timeoutMs: taskTimeoutMs,
    queueTimeoutMs,
    nice: workerNice,
  });
  app.decorate('tasks', pool);
  const { ocrConcurrency, ocrMaxQueue, ocrTaskTimeoutMs } = app.config;
  const retryAfterS = Math.max(1, Math.ceil(ocrTaskTimeoutMs / 1000));
  app.decorate('ocrSlots', new OcrSlots({ max: ocrConcurrency, maxQueue: ocrMaxQueue, retryAfterS }));
  app.addHook('onClose', async () => pool.close());
  await app.register(routes); // POST /api/v1/validate, /view, /render, /convert
  // POST /api/v1/extract, /generate (PDF converter flow, issue 8): a sibling context with its
  // own multipart limits (JSON invoices in fields), untouched by the upload routes' settings.
  await app.register(convertFlowRoutes);
}

// Not encapsulated (like fastify-plugin): the schemas and `app.tasks` belong to the root.
Object.assign(apiV1, { [Symbol.for('skip-override')]: true });
