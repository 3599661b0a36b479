import { z } from 'zod';
import { pagedList } from '../envelope.js';
import { memberIdField, textField } from '../fields.js';
import { TRACKING_STEPS } from '../redemption.js';
import { defineAdminCall } from './admin-call.js';
import { adminListQuery, idParam, instantField, noParams } from './admin-shapes.js';

/** The steps an operator still has to move a reward through: everything before delivered. */
export const OPEN_SHIPMENT_STEPS = TRACKING_STEPS.slice(0, -1) as ['ordered', 'packed', 'shipped'];
export type OpenShipmentStep = (typeof OPEN_SHIPMENT_STEPS)[number];

/** The steps a shipment can be moved to: every DESIGN §6 tracking step after the first. */
export const SHIPMENT_NEXT_STEPS = TRACKING_STEPS.slice(1) as ['packed', 'shipped', 'delivered'];
export type ShipmentNextStep = (typeof SHIPMENT_NEXT_STEPS)[number];

export const shipmentSchema = z.object({
  redemption_id: z.number().int(),
  /** The member's order number (the redemption's coupon code). */
  order_no: z.string(),
  status: z.enum(TRACKING_STEPS),
  redeemed_at: instantField,
  /** When the shipment reached its current step. */
  status_at: instantField,
  member: z.object({ member_id: z.number().int(), mbk_member_id: z.string(), name: z.string() }),
  privilege: z.object({ privilege_id: z.number().int(), title: z.string(), title_th: z.string() }),
  /** Where it ships, as the member chose at redemption (Thai place names, as carriers print them). */
  ship_to: z.object({ recipient_name: z.string(), mobile_no: z.string(), address: z.string() }).nullable(),
  carrier: z.string().nullable(),
  tracking_no: z.string().nullable(),
});
export type Shipment = z.infer<typeof shipmentSchema>;

export const listShipments = defineAdminCall({
  name: 'ListShipments',
  method: 'GET',
  path: '/shipments',
  summary:
    'Physical rewards in one tracking step, or all not yet delivered (every step with `member_id`: the member page tells the whole story); q finds a member id, order number or tracking number',
  access: 'operator',
  params: noParams,
  input: adminListQuery(['redeemed_at'], 'redeemed_at').extend({
    status: z.enum(TRACKING_STEPS).optional(),
    member_id: memberIdField.optional(),
  }),
  output: pagedList(shipmentSchema),
  errors: ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'VALIDATION_FAILED'],
});

export const adminAdvanceShipment = defineAdminCall({
  name: 'AdvanceShipment',
  method: 'POST',
  path: '/shipments/{redemption_id}/advance',
  summary:
    'Moves a physical reward to its next step (ordered → packed → shipped → delivered); shipping needs the carrier and tracking number',
  access: 'operator',
  params: z.object({ redemption_id: idParam }),
  input: z.object({
    carrier: textField({ max: 100 }).optional(),
    tracking_no: textField({ max: 40 }).optional(),
    /**
     * The step the operator means to move to: a repeated click or a second operator then cannot move
     * the reward one step further than meant (SHIPMENT_STEP_CHANGED instead).
     */
    to: z.enum(SHIPMENT_NEXT_STEPS).optional(),
  }),
  output: shipmentSchema,
  errors: ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'VALIDATION_FAILED', 'NOT_FOUND', 'NOT_ACTIVE', 'SHIPMENT_STEP_CHANGED'],
});

/** The columns of the packing labels, in order (a spreadsheet or label printer maps them by header). */
export const SHIPMENT_LABEL_COLUMNS = ['redemption_id', 'order_no', 'name', 'phone', 'address', 'privilege'] as const;

export const shipmentLabels = defineAdminCall({
  name: 'ShipmentLabels',
  method: 'GET',
  path: '/shipments/labels.csv',
  summary: 'The rewards waiting to be packed (ordered), one label a row: UTF-8 CSV with a BOM, streamed',
  access: 'operator',
  params: noParams,
  input: z.object({}),
  output: z.never(),
  errors: ['UNAUTHORIZED', 'TOKEN_EXPIRED'],
  answer: 'csv',
});
