import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Answers smaller than this go uncompressed. Up to 4 KB an answer and its headers fit in the first
 * round trip's window (ten segments) compressed or not, so compressing one saves a mobile member a few
 * hundred bytes but no round trip, and costs the server: at 64 connections on the bench machine, paired
 * runs of the same build went from 3,181 to 3,640 req/s on GetCustomerInfo (1.1 KB) and from 3,065 to
 * 3,764 on GetPointHistory (2.2 KB) with compression off for them.
 */
export const COMPRESS_THRESHOLD_BYTES = 4096;

/**
 * Compresses larger answers on the fly, gzip first, brotli for a client that takes only brotli.
 * Made per request, brotli cost ~0.9 ms even on a 1 KB profile: its encoder's tables are above the server's
 * fixed mmap threshold (docs/decisions/031), so every answer mapped them afresh (~100 page faults);
 * gzip's fit under it, cost ~0.1 ms and come out 2–4 % larger on the member reads. Answers made once
 * (the SPA build, kept catalogue pages: `routes/shared-answers.ts`) stay brotli, and their
 * Content-Encoding makes this plugin leave them alone.
 */
export const compressPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(compress, { global: true, threshold: COMPRESS_THRESHOLD_BYTES, encodings: ['gzip', 'br'] });
  },
  { name: 'compress' },
);
