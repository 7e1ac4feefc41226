import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../http-errors.ts';

export const FEEDBACK_MAX_LENGTH = 5000;

interface FeedbackBody {
  message: string;
  email?: string | null;
}

export async function feedbackRoutes(app: FastifyInstance): Promise<void> {
  const { max, windowMs } = app.config.rateLimitFeedback;
  app.post<{ Body: FeedbackBody }>(
    '/api/v1/feedback',
    {
      bodyLimit: 64 * 1024,
      config: {
        rateLimit: { max, timeWindow: windowMs },
        validationCodes: { message: 'FEEDBACK_MESSAGE_INVALID', email: 'INVALID_EMAIL' },
      },
      schema: {
        tags: ['feedback'],
        summary: 'Send feedback',
        description: `Stores a feedback message. Rate limited per client IP (${max} per ${Math.round(windowMs / 1000)} s).`,
        body: {
          type: 'object',
          required: ['message'],
          additionalProperties: false,
          properties: {
            message: { type: 'string', minLength: 1, maxLength: FEEDBACK_MAX_LENGTH },
            email: {
              description: 'Optional address for a reply. Empty string or null means none.',
              anyOf: [
                { type: 'string', format: 'email', maxLength: 254 },
                { type: 'string', maxLength: 0 },
                { type: 'null' },
              ],
            },
          },
        },
        response: {
          201: {
            type: 'object',
            required: ['ok'],
            properties: { ok: { type: 'boolean', enum: [true] } },
          },
          400: { $ref: 'ErrorResponse#' },
          413: { $ref: 'ErrorResponse#' },
          415: { $ref: 'ErrorResponse#' },
          429: { $ref: 'ErrorResponse#' },
        },
      },
    },
    async (request, reply) => {
      const message = request.body.message;
      if (message.trim() === '') throw new AppError('FEEDBACK_MESSAGE_INVALID');
      const email = request.body.email?.trim() || null;
      await app.db.insertInto('feedback').values({ id: randomUUID(), message, email }).execute();
      return reply.code(201).send({ ok: true });
    },
  );
}
