import { z } from 'zod';
import { errorCodeSchema, pagedList } from '../envelope.js';
import { idField, memberIdField, rawTextField, textField } from '../fields.js';
import { TRACKING_STEPS } from '../redemption.js';
import { defineAdminCall } from './admin-call.js';
import { adminListQuery, idParam, instantField, noParams } from './admin-shapes.js';
import { BULK_CALL_ERRORS, bulkResultSchema, bulkRowsField, MAX_BULK_ROWS } from './bulk.js';

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

export const advanceShipmentsCall = defineAdminCall({
  name: 'AdvanceShipments',
  method: 'POST',
  path: '/shipments/advance',
  summary: `Moves up to ${MAX_BULK_ROWS} physical rewards each one step, each as AdvanceShipment would (its own transaction and audit row): one result a row, \`ok\` or that row's error code (SHIPMENT_STEP_CHANGED when it is no longer at the step before \`to\`, VALIDATION_FAILED for shipping, which needs each one's carrier and tracking number: the tracking import gives them)`,
  access: adminAdvanceShipment.access,
  params: noParams,
  input: z.object({
    shipments: bulkRowsField(
      z.object({ redemption_id: idField, to: z.enum(SHIPMENT_NEXT_STEPS) }),
      (row) => row.redemption_id,
    ),
  }),
  output: bulkResultSchema,
  errors: [...BULK_CALL_ERRORS],
});

/** The columns of a tracking-number CSV, in order; a first line naming them is skipped. */
export const TRACKING_IMPORT_COLUMNS = ['redemption_id', 'carrier', 'tracking_no'] as const;
/** A tracking CSV's text: the console reads the file and sends its text; a larger file is FILE_TOO_LARGE. */
export const MAX_TRACKING_CSV_CHARACTERS = 200_000;

export const trackingLineResultSchema = z.object({
  /** The line of the text sent, from 1 (blank lines and the header counted). */
  line: z.number().int(),
  /** The line's redemption id, null when the line has none that reads as one. */
  redemption_id: z.number().int().nullable(),
  ok: z.boolean(),
  code: errorCodeSchema.nullable(),
});
export type TrackingLineResult = z.infer<typeof trackingLineResultSchema>;

export const importTrackingNumbersCall = defineAdminCall({
  name: 'ImportTrackingNumbers',
  method: 'POST',
  path: '/shipments/tracking-import',
  summary: `Ships packed rewards from a carrier's CSV (redemption_id, carrier, tracking_no; at most ${MAX_BULK_ROWS} lines): each line is checked, then advanced to shipped as AdvanceShipment would (its own transaction and audit row). One result a line: VALIDATION_FAILED for a line that is not three good columns or repeats an earlier line's redemption id, SHIPMENT_STEP_CHANGED for a reward not packed, NOT_FOUND for an unknown one. Text over ${MAX_TRACKING_CSV_CHARACTERS} characters is FILE_TOO_LARGE`,
  access: adminAdvanceShipment.access,
  params: noParams,
  input: z.object({ csv: rawTextField({ isMultiline: true }) }),
  output: z.object({ results: z.array(trackingLineResultSchema) }),
  errors: [...BULK_CALL_ERRORS, 'FILE_TOO_LARGE'],
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
