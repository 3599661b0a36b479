import { adminAdvanceShipment, listShipments, shipmentLabels } from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import * as shipmentService from '../../../modules/redemptions/shipment-service.js';
import { registerAdminCall } from '../admin-route.js';

/** Shipping of physical rewards (DESIGN §11): the queue, one step at a time, and the packing labels. */
export default async function shipmentRoutes(app: FastifyInstance) {
  const { orm } = app.deps.database;

  registerAdminCall(app, listShipments, {
    handler: ({ input }) => shipmentService.listShipments(orm, input),
  });

  registerAdminCall(app, adminAdvanceShipment, {
    handler: ({ params, input, actor }) =>
      shipmentService.advanceShipment(orm, actor, {
        redemptionId: params.redemption_id,
        carrier: input.carrier,
        trackingNo: input.tracking_no,
        to: input.to,
      }),
  });

  registerAdminCall(app, shipmentLabels, {
    handler: async ({ actor }) => ({
      body: await shipmentService.startShipmentLabels(orm, actor),
      filename: 'shipment-labels.csv',
    }),
  });
}
