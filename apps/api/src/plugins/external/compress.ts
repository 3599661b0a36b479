import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Compresses answers of 1 KB or more on the fly (a privilege page of 30 cards is ~20 KB of JSON): brotli
 * at the plugin's fast default quality, else gzip. The SPA build is compressed once at build time and
 * sent as is (its answers already carry Content-Encoding, which this plugin leaves alone).
 */
export const compressPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  },
  { name: 'compress' },
);
