import type { FastifyInstance } from 'fastify';
import adjustmentRoutes from './adjustments/index.js';
import apiClientRoutes from './api-clients/index.js';
import articleRoutes from './articles/index.js';
import auditRoutes from './audit/index.js';
import authRoutes from './auth/index.js';
import bannerRoutes from './banners/index.js';
import campaignRoutes from './campaigns/index.js';
import cardTemplateRoutes from './card-templates/index.js';
import catalogueRoutes from './catalogue/index.js';
import codeRoutes from './codes/index.js';
import counterRoutes from './counter/index.js';
import dashboardRoutes from './dashboard/index.js';
import exportRoutes from './exports/index.js';
import importRoutes from './imports/index.js';
import jobRoutes from './jobs/index.js';
import memberRoutes from './members/index.js';
import operatorRoutes from './operators/index.js';
import productRoutes from './products/index.js';
import receiptRoutes from './receipts/index.js';
import rulesRoutes from './rules/index.js';
import shipmentRoutes from './shipments/index.js';
import tillRoutes from './till/index.js';

/** `/api/admin/v1` (DESIGN §11): one folder per back-office area. */
export default async function adminRoutes(app: FastifyInstance) {
  await app.register(authRoutes);
  await app.register(operatorRoutes);
  await app.register(auditRoutes);
  await app.register(memberRoutes);
  await app.register(exportRoutes);
  await app.register(adjustmentRoutes);
  await app.register(receiptRoutes);
  await app.register(dashboardRoutes);
  await app.register(shipmentRoutes);
  await app.register(counterRoutes);
  await app.register(tillRoutes);
  await app.register(rulesRoutes);
  await app.register(catalogueRoutes);
  await app.register(bannerRoutes);
  await app.register(articleRoutes);
  await app.register(productRoutes);
  await app.register(codeRoutes);
  await app.register(importRoutes);
  await app.register(cardTemplateRoutes);
  await app.register(jobRoutes);
  await app.register(apiClientRoutes);
  await app.register(campaignRoutes);
}
