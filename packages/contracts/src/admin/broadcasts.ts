import { z } from 'zod';
import { pagedList } from '../envelope.js';
import { idField, textField } from '../fields.js';
import { defineAdminCall } from './admin-call.js';
import { adminListQuery, idParam, instantField, noParams } from './admin-shapes.js';
import { appPathField } from './content-fields.js';

/**
 * Operator broadcasts (DESIGN §15): one message to the members of a segment, in their inbox and on the
 * channels chosen, only to members who accepted news and promotions (§16). Made ready at once:
 * `scheduled` when at most `broadcast_approval_threshold` members are reached, else `pending_approval`
 * until a second admin approves; then `sending` from `send_at` and `sent`; `canceled` before it sends.
 */
export const BROADCAST_STATUSES = ['pending_approval', 'scheduled', 'sending', 'sent', 'canceled'] as const;
export type BroadcastStatus = (typeof BROADCAST_STATUSES)[number];

/** The channels beside the inbox, which every broadcast reaches (DESIGN §15). */
export const BROADCAST_CHANNELS = ['line', 'email'] as const;
export type BroadcastChannel = (typeof BROADCAST_CHANNELS)[number];

export const BROADCAST_LIMITS = {
  /** A LINE Flex message's title line and an e-mail subject stay readable on a phone. */
  titleMax: 100,
  /** LINE shows about this much of a Flex body before it is cut; the inbox shows it whole. */
  bodyMax: 1000,
  partnersMax: 100,
  tiersMax: 20,
  /** The largest balance any member could hold (the ledger's points are `integer`). */
  minPointsMax: 2_000_000_000,
  /** How far in the past a `send_at` may be and still mean "now": a form filled a moment ago. */
  sendAtPastMs: 60_000,
} as const;

const uniqueItems = <T>(items: readonly T[]) => new Set(items).size === items.length;
const eachOnce = <T extends z.ZodType<unknown[]>>(list: T) => list.refine(uniqueItems, { error: 'eachOnce' });
const tierCodeField = z.string().regex(/^[a-z][a-z0-9_]{0,31}$/, { error: 'unknownChoice' });

/**
 * Who a broadcast reaches, every condition holding: a held tier among `tiers`, a balance of at least
 * `min_points`, a purchase at one of `partner_ids` (a till sale or an approved receipt). An empty list
 * or a null bound narrows nothing.
 */
export const broadcastSegmentSchema = z.strictObject({
  tiers: eachOnce(z.array(tierCodeField).max(BROADCAST_LIMITS.tiersMax)),
  min_points: z.int().min(0).max(BROADCAST_LIMITS.minPointsMax).nullable(),
  partner_ids: eachOnce(z.array(idField).max(BROADCAST_LIMITS.partnersMax)),
});
export type BroadcastSegment = z.infer<typeof broadcastSegmentSchema>;

/** A segment that narrows nothing: every member who accepted news and promotions. */
export const OPEN_BROADCAST_SEGMENT: BroadcastSegment = { tiers: [], min_points: null, partner_ids: [] };

/**
 * What an admin writes. `send_at` null sends as soon as the broadcast may; one more than a minute in
 * the past is refused by the server, whose clock decides.
 */
export const broadcastInputSchema = z.strictObject({
  title: textField({ max: BROADCAST_LIMITS.titleMax }),
  title_en: textField({ max: BROADCAST_LIMITS.titleMax }),
  body: textField({ max: BROADCAST_LIMITS.bodyMax, isMultiline: true }),
  body_en: textField({ max: BROADCAST_LIMITS.bodyMax, isMultiline: true }),
  link_path: appPathField.nullable(),
  segment: broadcastSegmentSchema,
  channels: eachOnce(z.array(z.enum(BROADCAST_CHANNELS)).max(BROADCAST_CHANNELS.length)),
  send_at: instantField.nullable(),
});
export type BroadcastInput = z.input<typeof broadcastInputSchema>;

/** How far a broadcast has gone: members told, and their LINE and e-mail deliveries by status. */
export const broadcastProgressSchema = z.object({
  /** Members whose inbox has the broadcast (each once). */
  notified: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  pending: z.number().int(),
  /** Deliveries not sent because the member left, turned the channel off or cannot be reached on it. */
  skipped: z.number().int(),
});
export type BroadcastProgress = z.infer<typeof broadcastProgressSchema>;

export const broadcastSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  title_en: z.string(),
  body: z.string(),
  body_en: z.string(),
  link_path: z.string().nullable(),
  segment: broadcastSegmentSchema,
  channels: z.array(z.enum(BROADCAST_CHANNELS)),
  send_at: instantField.nullable(),
  status: z.enum(BROADCAST_STATUSES),
  /** Members the segment reached when the broadcast was made or last changed. */
  recipients: z.number().int(),
  /** The admin who made it and the one who last changed it: neither may approve it. */
  created_by: z.number().int().nullable(),
  created_by_name: z.string().nullable(),
  requested_by: z.number().int().nullable(),
  requested_by_name: z.string().nullable(),
  approved_by: z.number().int().nullable(),
  approved_by_name: z.string().nullable(),
  started_at: instantField.nullable(),
  finished_at: instantField.nullable(),
  canceled_at: instantField.nullable(),
  created_at: instantField,
  progress: broadcastProgressSchema,
});
export type Broadcast = z.infer<typeof broadcastSchema>;

const ADMIN_ERRORS = ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'FORBIDDEN'] as const;
const byId = z.object({ id: idParam });

export const listBroadcasts = defineAdminCall({
  name: 'ListBroadcasts',
  method: 'GET',
  path: '/broadcasts',
  summary: 'Broadcasts, newest first, with their status and progress; `q` searches both titles',
  access: 'operator',
  params: noParams,
  input: adminListQuery(['created_at', 'send_at'], '-created_at').extend({
    status: z.enum(BROADCAST_STATUSES).optional(),
  }),
  output: pagedList(broadcastSchema),
  errors: ['VALIDATION_FAILED', ...ADMIN_ERRORS],
});

export const getBroadcast = defineAdminCall({
  name: 'GetBroadcast',
  method: 'GET',
  path: '/broadcasts/{id}',
  summary: 'One broadcast with its progress: members notified, deliveries sent, failed, pending and skipped',
  access: 'operator',
  params: byId,
  input: z.object({}),
  output: broadcastSchema,
  errors: ['VALIDATION_FAILED', 'NOT_FOUND', ...ADMIN_ERRORS],
});

export const countBroadcastRecipients = defineAdminCall({
  name: 'CountBroadcastRecipients',
  method: 'POST',
  path: '/broadcasts/recipients',
  summary: 'How many members a segment reaches now (active, with the newsandpromotions consent); changes nothing',
  access: 'admin',
  params: noParams,
  input: z.strictObject({ segment: broadcastSegmentSchema }),
  output: z.object({ recipients: z.number().int() }),
  errors: ['VALIDATION_FAILED', ...ADMIN_ERRORS],
});

export const createBroadcast = defineAdminCall({
  name: 'CreateBroadcast',
  method: 'POST',
  path: '/broadcasts',
  summary:
    'A broadcast with its recipients counted: scheduled at once when at most broadcast_approval_threshold members, else it waits (pending_approval) for a second admin',
  access: 'admin',
  params: noParams,
  input: broadcastInputSchema,
  output: broadcastSchema,
  errors: ['VALIDATION_FAILED', ...ADMIN_ERRORS],
});

export const updateBroadcast = defineAdminCall({
  name: 'UpdateBroadcast',
  method: 'PUT',
  path: '/broadcasts/{id}',
  summary:
    'Changes a broadcast that has not started sending; its recipients are counted again and an approval given is withdrawn (above the threshold it waits for a second admin again). Once sending, sent or canceled: NOT_ACTIVE',
  access: 'admin',
  params: byId,
  input: broadcastInputSchema,
  output: broadcastSchema,
  errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'NOT_ACTIVE', ...ADMIN_ERRORS],
});

export const approveBroadcast = defineAdminCall({
  name: 'ApproveBroadcast',
  method: 'POST',
  path: '/broadcasts/{id}/approve',
  summary:
    'A second admin schedules a broadcast waiting for approval; never its maker nor the admin who last changed it (SELF_APPROVAL)',
  access: 'admin',
  params: byId,
  input: z.object({}),
  output: broadcastSchema,
  errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'NOT_ACTIVE', 'SELF_APPROVAL', ...ADMIN_ERRORS],
});

export const cancelBroadcast = defineAdminCall({
  name: 'CancelBroadcast',
  method: 'POST',
  path: '/broadcasts/{id}/cancel',
  summary:
    'Cancels a broadcast before it starts sending (canceling a canceled one answers it as it is); once sending or sent: NOT_ACTIVE',
  access: 'admin',
  params: byId,
  input: z.object({}),
  output: broadcastSchema,
  errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'NOT_ACTIVE', ...ADMIN_ERRORS],
});
