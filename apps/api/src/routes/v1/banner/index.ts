import { calls } from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import { getBannerList, getBanners } from '../../../modules/banners/banner-service.js';
import { registerCall } from '../../call-route.js';

export default async function bannerRoutes(app: FastifyInstance) {
  const { orm } = app.deps.database;

  registerCall(app, calls.getLandingBanner, {
    // The kept list is shared by every answer and the landing's first paint: each answer gets its own copy.
    handler: async ({ input }) => [...(await getBanners(orm, app.deps.caches.banners, input.group))],
  });

  registerCall(app, calls.getBannerList, {
    handler: ({ input, request }) =>
      getBannerList(orm, app.deps.caches.banners, { group: input.group, language: request.language }),
  });
}
