/**
 * The public API v1 (upload routes). Registered once by buildApp:
 *
 *   await app.register(apiV1);
 *
 * Adds the shared schemas (to the root, so /api/docs lists them once) and the worker pool
 * (`app.tasks`), then registers the route modules in one encapsulated context with
 * @fastify/multipart. A new route module is one more `api.register(...)` line below.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { TaskPool } from '../../workers/pool.ts';
import { MULTIPART_LIMITS } from '../upload.ts';
import { convertFlowRoutes } from './convert-flow.ts';
import { API_SCHEMAS } from './schemas.ts';
import { uploadRoutes } from './upload-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Worker pool for CPU work (validation, rendering, conversion). */
    tasks: TaskPool;
  }
}

async function routes(api: FastifyInstance): Promise<void> {
  await api.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
  // Multipart bodies are read by the route (streamed, limited); the body schemas are for
  // /api/docs only, so give Fastify's validator an empty object to look at.
  api.addHook('preValidation', async (request) => {
    if (request.body === undefined && request.isMultipart()) request.body = {};
  });

  await api.register(uploadRoutes); // POST /api/v1/validate, /view, /render, /convert
  await api.register(convertFlowRoutes); // POST /api/v1/extract, /generate (PDF converter flow)
}

export async function apiV1(app: FastifyInstance): Promise<void> {
  for (const schema of API_SCHEMAS) app.addSchema(schema);
  const { workerThreads, workerMaxQueue, workerNice, taskTimeoutMs } = app.config;
  const pool = new TaskPool({
    threads: workerThreads,
    maxQueue: workerMaxQueue,
    timeoutMs: taskTimeoutMs,
    nice: workerNice,
  });
  app.decorate('tasks', pool);
  app.addHook('onClose', async () => pool.close());
  await app.register(routes);
}

// Not encapsulated (like fastify-plugin): the schemas and `app.tasks` belong to the root.
Object.assign(apiV1, { [Symbol.for('skip-override')]: true });
