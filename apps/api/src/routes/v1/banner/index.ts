import { calls } from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import { getBannerList, getBanners } from '../../../modules/banners/banner-service.js';
import { registerCall } from '../../call-route.js';

export default async function bannerRoutes(app: FastifyInstance) {
  const { orm } = app.deps.database;

  registerCall(app, calls.getLandingBanner, {
    handler: ({ input }) => getBanners(orm, input.group),
  });

  registerCall(app, calls.getBannerList, {
    handler: ({ input, request }) => getBannerList(orm, { group: input.group, language: request.language }),
  });
}
