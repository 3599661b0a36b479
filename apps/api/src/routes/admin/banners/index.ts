import { createBanner, listBanners, updateBanner, uploadBannerImage } from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import * as bannerService from '../../../modules/banners/banner-admin-service.js';
import { registerAdminCall } from '../admin-route.js';
import { registerImageUploadCall } from '../image-upload.js';

/** Banners (DESIGN §11 content): staff read, admins add and change; every write audited. */
export default async function bannerRoutes(app: FastifyInstance) {
  const { orm } = app.deps.database;
  const { caches } = app.deps;

  registerAdminCall(app, listBanners, {
    handler: ({ input }) => bannerService.listBanners(orm, input),
  });

  registerAdminCall(app, createBanner, {
    handler: ({ input, actor }) => bannerService.createBanner(orm, caches, actor, input),
  });

  registerAdminCall(app, updateBanner, {
    handler: ({ params, input, actor }) => bannerService.updateBanner(orm, caches, actor, params.id, input),
  });

  registerImageUploadCall(app, uploadBannerImage, bannerService.bannerImageOwner);
}
