import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/**
 * Multipart uploads (profile pictures, receipts, back-office images), read only by the upload routes:
 * they are registered in a scope of their own with this parser (`withUploads`). Registered for the whole
 * app, the plugin's two hooks (for the temporary files of its disk mode, which the app never uses) ran on
 * every request, pages and files included. Elsewhere a multipart body is not a type the route reads
 * (UNSUPPORTED_MEDIA_TYPE). The caps bound what one request can make the server hold: the largest
 * upload DESIGN §6 allows (a 10 MB receipt), one file, a few short fields. Each route sets its own,
 * smaller file limit.
 */
export function withUploads(app: FastifyInstance, registerRoutes: (scope: FastifyInstance) => void) {
  return app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 10, fieldSize: 1024, parts: 11, headerPairs: 100 },
    });
    registerRoutes(scope);
  });
}
