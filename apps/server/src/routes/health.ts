import type { FastifyInstance } from 'fastify';
import { ping } from '../db/index.ts';
import { VERSION } from '../version.ts';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/health',
    {
      config: { quietLog: true },
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        description:
          'Answers 200 when the server and its database work, 503 when the database does not answer.',
        response: {
          200: { $ref: 'Health#' },
          503: { $ref: 'Health#' },
        },
      },
    },
    async (_request, reply) => {
      const dbOk = await ping(app.db);
      reply.header('cache-control', 'no-store');
      return reply.code(dbOk ? 200 : 503).send({
        status: dbOk ? 'ok' : 'error',
        version: VERSION,
        db: dbOk ? 'ok' : 'error',
        engine: app.config.database.kind,
      });
    },
  );
}

export const healthSchema = {
  $id: 'Health',
  type: 'object',
  required: ['status', 'version', 'db'],
  properties: {
    status: { type: 'string', enum: ['ok', 'error'] },
    version: { type: 'string', example: VERSION },
    db: { type: 'string', enum: ['ok', 'error'] },
    engine: { type: 'string', enum: ['sqlite', 'postgres'] },
  },
} as const;
