import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Compresses answers of 1 KB or more on the fly, gzip first, brotli for a client that takes only brotli.
 * Made per request, brotli cost ~0.9 ms even on a 1 KB profile: its encoder's tables are above the server's
 * fixed mmap threshold (docs/decisions/031), so every answer mapped them afresh (~100 page faults);
 * gzip's fit under it, cost ~0.1 ms and come out 2–4 % larger on the member reads. Answers made once
 * (the SPA build, kept catalogue pages: `routes/shared-answers.ts`) stay brotli, and their
 * Content-Encoding makes this plugin leave them alone.
 */
export const compressPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(compress, { global: true, threshold: 1024, encodings: ['gzip', 'br'] });
  },
  { name: 'compress' },
);
