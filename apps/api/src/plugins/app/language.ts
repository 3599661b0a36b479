import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@loyalty/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** th or en from `Accept-Language`, default en (SPEC §1 languages). */
    language: Language;
  }
}

/**
 * The language a request states in `Accept-Language`, or undefined without the header: what a sign-in
 * remembers as the member's (DESIGN §15), never the default a request without one is answered in.
 */
export function statedLanguageOf(request: FastifyRequest): Language | undefined {
  return request.headers['accept-language'] ? request.language : undefined;
}

/** The first supported language by the header's preference order (`q` weights), else the default. */
export function languageOf(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const quality = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { base: tag.split('-')[0] ?? '', quality: quality === undefined ? 1 : Number(quality), index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  const match = ranked.find((entry) => (LANGUAGES as readonly string[]).includes(entry.base));
  return (match?.base as Language | undefined) ?? DEFAULT_LANGUAGE;
}

export const languagePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('language', DEFAULT_LANGUAGE);
    app.addHook('onRequest', (request, _reply, done) => {
      request.language = languageOf(request.headers['accept-language']);
      done();
    });
  },
  { name: 'language' },
);
