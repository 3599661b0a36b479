import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Multipart uploads (profile pictures, later receipts). The caps bound what one request can make the
 * server hold: the largest upload DESIGN §6 allows (a 10 MB receipt), one file, a few short fields.
 * Each route sets its own, smaller file limit.
 */
export const multipartPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyMultipart, {
      limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 10, fieldSize: 1024, parts: 11, headerPairs: 100 },
    });
  },
  { name: 'multipart' },
);
