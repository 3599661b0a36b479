import { createProduct, listProducts, updateProduct, uploadProductCover, uploadProductLogo } from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import * as productService from '../../../modules/products/product-admin-service.js';
import { registerAdminCall } from '../admin-route.js';
import { registerImageUploadCall } from '../image-upload.js';

/** Group companies and brands (DESIGN §11 content, §12): staff read, admins write; every write audited. */
export default async function productRoutes(app: FastifyInstance) {
  const { orm } = app.deps.database;

  registerAdminCall(app, listProducts, {
    handler: ({ input }) => productService.listProducts(orm, input),
  });

  registerAdminCall(app, createProduct, {
    handler: ({ input, actor }) => productService.createProduct(orm, actor, input),
  });

  registerAdminCall(app, updateProduct, {
    handler: ({ params, input, actor }) => productService.updateProduct(orm, actor, params.id, input),
  });

  registerImageUploadCall(app, uploadProductLogo, productService.productPictureOwner('logo'));
  registerImageUploadCall(app, uploadProductCover, productService.productPictureOwner('cover'));
}
