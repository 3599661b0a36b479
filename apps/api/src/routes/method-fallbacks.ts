import type { FastifyInstance, HTTPMethods, RouteOptions } from 'fastify';
import { AppError } from '../app-error.js';

const METHODS: readonly HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * Collects the methods of every API path as routes are added, for `registerMethodFallbacks`. A
 * parametric path (the product kinds' calls) is no known path: another method there stays NOT_FOUND.
 */
export function collectApiMethods(app: FastifyInstance): Map<string, Set<string>> {
  const methodsByUrl = new Map<string, Set<string>>();
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/') || route.url.includes('/:')) return;
    const methods = methodsByUrl.get(route.url) ?? new Set<string>();
    for (const method of [route.method].flat()) methods.add(method);
    methodsByUrl.set(route.url, methods);
  });
  return methodsByUrl;
}

/** A known API path asked with another method answers METHOD_NOT_ALLOWED (405) with `Allow`, not 404. */
export function registerMethodFallbacks(app: FastifyInstance, methodsByUrl: Map<string, Set<string>>) {
  for (const [url, methods] of [...methodsByUrl]) {
    const others = METHODS.filter((method) => !methods.has(method));
    if (others.length === 0) continue;
    const allow = [...methods].join(', ');
    app.route({
      method: [...others],
      url,
      schema: { hide: true },
      config: { rateLimit: false },
      handler: async (_request, reply) => {
        reply.header('allow', allow);
        throw new AppError('METHOD_NOT_ALLOWED');
      },
    });
  }
}
