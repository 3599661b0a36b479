import {
  adminAdvanceShipment,
  advanceShipmentsCall,
  importTrackingNumbersCall,
  listShipments,
  shipmentLabels,
} from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import { eachRow } from '../../../bulk-rows.js';
import * as shipmentService from '../../../modules/redemptions/shipment-service.js';
import { importTrackingNumbers } from '../../../modules/redemptions/tracking-import.js';
import { registerAdminCall } from '../admin-route.js';

/** Shipping of physical rewards (DESIGN §11): the queue, one step at a time or many at once (a selection, a carrier's tracking CSV), and the packing labels. */
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

  registerAdminCall(app, advanceShipmentsCall, {
    handler: async ({ input, actor, request }) => ({
      results: await eachRow(
        input.shipments,
        (shipment) => shipment.redemption_id,
        (shipment) =>
          shipmentService.advanceShipment(orm, actor, { redemptionId: shipment.redemption_id, to: shipment.to }),
        request.log,
      ),
    }),
  });

  registerAdminCall(app, importTrackingNumbersCall, {
    handler: async ({ input, actor, request }) => ({
      results: await importTrackingNumbers(orm, actor, input.csv, request.log),
    }),
  });

  registerAdminCall(app, shipmentLabels, {
    handler: async ({ actor }) => ({
      body: await shipmentService.startShipmentLabels(orm, actor),
      filename: 'shipment-labels.csv',
    }),
  });
}
