import type { FastifyInstance } from 'fastify';
import addressRoutes from './address/index.js';
import articleRoutes from './article/index.js';
import authenticationRoutes from './authentication/index.js';
import bannerRoutes from './banner/index.js';
import codeRoutes from './code/index.js';
import customerRoutes from './customer/index.js';
import documentRoutes from './document/index.js';
import historyRoutes from './history/index.js';
import mailRoutes from './mail/index.js';
import notificationRoutes from './notification/index.js';
import pointRoutes from './point/index.js';
import privacyRoutes from './privacy/index.js';
import privilegeRoutes from './privilege/index.js';
import productRoutes from './product/index.js';
import smsRoutes from './sms/index.js';
import virtualCardRoutes from './virtual-card/index.js';

/** `/api/v1`: one folder per SPEC §7 controller. */
export default async function v1Routes(app: FastifyInstance) {
  await app.register(authenticationRoutes);
  await app.register(customerRoutes);
  await app.register(bannerRoutes);
  await app.register(smsRoutes);
  await app.register(mailRoutes);
  await app.register(addressRoutes);
  await app.register(historyRoutes);
  await app.register(notificationRoutes);
  await app.register(pointRoutes);
  await app.register(codeRoutes);
  await app.register(documentRoutes);
  await app.register(articleRoutes);
  await app.register(privacyRoutes);
  await app.register(privilegeRoutes);
  await app.register(virtualCardRoutes);
  await app.register(productRoutes);
}
