import {
  BROADCAST_LIMITS,
  type Broadcast,
  type BroadcastSegment,
  type BroadcastStatus,
  type broadcastInputSchema,
  fieldError,
} from '@loyalty/contracts';
import type { z } from 'zod';
import { AppError } from '../../app-error.js';
import type { Executor, Orm } from '../../db/client.js';
import { pagedListOf, sortOf } from '../../paged-list.js';
import { type AuditActor, auditedWrite, recordAudit } from '../audit/audit-service.js';
import { requireKnownPurchaseReferences } from '../campaigns/campaign-service.js';
import type { RulesReader } from '../rules/rules-service.js';
import { tierWindowAt } from '../tiers/tier-service.js';
import {
  type BroadcastRow,
  type BroadcastSort,
  countDeliveriesByStatus,
  countSegment,
  findBroadcast,
  insertBroadcast,
  listBroadcastRows,
  type SegmentClock,
  selectOperatorNames,
  updateBroadcastRow,
} from './broadcast-repository.js';

/**
 * Broadcasts as admins run them (DESIGN §15): made ready at once with their recipients counted, sent by
 * the fan-out (broadcast-fan-out.ts) from `send_at`. This module is the one writer of `broadcasts`; every
 * operator write is audited.
 */

type CheckedInput = z.output<typeof broadcastInputSchema>;
type BroadcastColumns = Pick<
  BroadcastRow,
  'titleTh' | 'titleEn' | 'bodyTh' | 'bodyEn' | 'linkPath' | 'segment' | 'channels' | 'sendAt'
>;

/** Before it sends, a broadcast may still be changed or canceled. */
const NOT_STARTED: ReadonlySet<BroadcastStatus> = new Set(['pending_approval', 'scheduled']);

/** The segment as read now: balances and holds at `now`, the tier window's rolling spending. */
export function segmentClockAt(now: Date): SegmentClock {
  return { now, rollingFrom: tierWindowAt(now).rollingFrom };
}

async function presentBroadcasts(db: Executor, rows: readonly BroadcastRow[]): Promise<Broadcast[]> {
  const names = await selectOperatorNames(
    db,
    rows.flatMap((row) => [row.createdBy, row.requestedBy, row.approvedBy]).filter((id) => id !== null),
  );
  const nameOf = (id: number | null) => (id === null ? null : (names.get(id) ?? null));
  const deliveriesOf = await countDeliveriesByStatus(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const deliveries = deliveriesOf.get(row.id) ?? new Map();
    return {
      id: row.id,
      title: row.titleTh,
      title_en: row.titleEn,
      body: row.bodyTh,
      body_en: row.bodyEn,
      link_path: row.linkPath,
      segment: row.segment,
      channels: row.channels,
      send_at: row.sendAt?.toISOString() ?? null,
      status: row.status,
      recipients: row.recipients,
      created_by: row.createdBy,
      created_by_name: nameOf(row.createdBy),
      requested_by: row.requestedBy,
      requested_by_name: nameOf(row.requestedBy),
      approved_by: row.approvedBy,
      approved_by_name: nameOf(row.approvedBy),
      started_at: row.startedAt?.toISOString() ?? null,
      finished_at: row.finishedAt?.toISOString() ?? null,
      canceled_at: row.canceledAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
      progress: {
        notified: row.notified,
        sent: deliveries.get('sent') ?? 0,
        failed: deliveries.get('failed') ?? 0,
        pending: deliveries.get('pending') ?? 0,
        skipped: deliveries.get('skipped') ?? 0,
      },
    };
  });
}

async function presentOne(db: Executor, row: BroadcastRow): Promise<Broadcast> {
  const [broadcast] = await presentBroadcasts(db, [row]);
  if (!broadcast) throw new Error('A broadcast presented to nothing');
  return broadcast;
}

async function presentChange(db: Executor, before: BroadcastRow, after: BroadcastRow) {
  const [was, is] = await presentBroadcasts(db, [before, after]);
  if (!was || !is) throw new Error('A broadcast change presented to nothing');
  return { before: was, after: is };
}

function columnsOf(input: CheckedInput): BroadcastColumns {
  return {
    titleTh: input.title,
    titleEn: input.title_en,
    bodyTh: input.body,
    bodyEn: input.body_en,
    linkPath: input.link_path,
    segment: input.segment,
    channels: input.channels,
    sendAt: input.send_at === null ? null : new Date(input.send_at),
  };
}

/** The server's clock decides whether `send_at` has passed; a minute's grace covers a form filled a moment ago. */
function requireSendAtAhead(input: CheckedInput, now: Date): void {
  if (input.send_at !== null && Date.parse(input.send_at) < now.getTime() - BROADCAST_LIMITS.sendAtPastMs) {
    throw new AppError('VALIDATION_FAILED', { fieldErrors: [fieldError('send_at', 'broadcastSendAtPast')] });
  }
}

/** How many members the segment reaches now (DESIGN §15: the recipients counted first). */
export async function countRecipients(
  db: Executor,
  segment: BroadcastSegment,
  now = new Date(),
): Promise<{ recipients: number }> {
  // A segment naming a partner or tier that does not exist could reach no one.
  await requireKnownPurchaseReferences(db, 'segment', segment);
  return { recipients: await countSegment(db, segment, segmentClockAt(now)) };
}

/**
 * The status a broadcast reaching `recipients` members is made or changed into: scheduled when at most
 * `broadcast_approval_threshold`, else waiting for a second admin.
 */
async function readyStatus(db: Executor, rules: RulesReader, recipients: number): Promise<BroadcastStatus> {
  const threshold = (await rules.read(db)).broadcastApprovalThreshold;
  return recipients > threshold ? 'pending_approval' : 'scheduled';
}

export async function listBroadcasts(
  db: Executor,
  query: { page: number; limit: number; q?: string | undefined; status?: BroadcastStatus | undefined; sort: string },
) {
  const { column, descending } = sortOf<BroadcastSort>(query.sort);
  const { rows, total } = await listBroadcastRows(db, { ...query, sort: column, descending });
  return pagedListOf(await presentBroadcasts(db, rows), query, total);
}

export async function getBroadcast(db: Executor, id: number): Promise<Broadcast> {
  const row = await findBroadcast(db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return presentOne(db, row);
}

export async function createBroadcast(
  orm: Orm,
  rules: RulesReader,
  actor: AuditActor,
  input: CheckedInput,
  now = new Date(),
): Promise<Broadcast> {
  requireSendAtAhead(input, now);
  const write = { actor, action: 'broadcast.create', entity: 'broadcast', at: now } as const;
  return auditedWrite(orm, write, async (tx) => {
    const { recipients } = await countRecipients(tx, input.segment, now);
    const row = await insertBroadcast(tx, {
      ...columnsOf(input),
      recipients,
      status: await readyStatus(tx, rules, recipients),
      createdBy: actor.operatorId,
      requestedBy: actor.operatorId,
      createdAt: now,
    });
    return { entityId: row.id, after: await presentOne(tx, row) };
  });
}

/**
 * Changes a broadcast that has not started sending (decision 061): its recipients are counted again and
 * any approval is withdrawn, since the approver approved what they read; above the threshold it waits
 * for a second admin again, never the one who changed it.
 */
export async function updateBroadcast(
  orm: Orm,
  rules: RulesReader,
  actor: AuditActor,
  id: number,
  input: CheckedInput,
  now = new Date(),
): Promise<Broadcast> {
  const write = { actor, action: 'broadcast.update', entity: 'broadcast', at: now } as const;
  return auditedWrite(orm, write, async (tx) => {
    const current = await findBroadcast(tx, id, { lock: true });
    if (!current) throw new AppError('NOT_FOUND');
    if (!NOT_STARTED.has(current.status)) throw new AppError('NOT_ACTIVE');
    requireSendAtAhead(input, now);
    const { recipients } = await countRecipients(tx, input.segment, now);
    const row = await updateBroadcastRow(tx, id, {
      ...columnsOf(input),
      recipients,
      status: await readyStatus(tx, rules, recipients),
      requestedBy: actor.operatorId,
      approvedBy: null,
    });
    return { entityId: id, ...(await presentChange(tx, current, row)) };
  });
}

/**
 * A second admin schedules a broadcast waiting for approval: never its maker nor the admin who last
 * changed it (SELF_APPROVAL). An approved one is answered as it is, so a retry does no harm.
 */
export async function approveBroadcast(orm: Orm, actor: AuditActor, id: number, now = new Date()): Promise<Broadcast> {
  return orm.transaction(async (tx) => {
    const current = await findBroadcast(tx, id, { lock: true });
    if (!current) throw new AppError('NOT_FOUND');
    if (current.status === 'scheduled' && current.approvedBy !== null) return presentOne(tx, current);
    if (current.status !== 'pending_approval') throw new AppError('NOT_ACTIVE');
    if (actor.operatorId === current.createdBy || actor.operatorId === current.requestedBy) {
      throw new AppError('SELF_APPROVAL');
    }
    const row = await updateBroadcastRow(tx, id, { status: 'scheduled', approvedBy: actor.operatorId });
    const { before, after } = await presentChange(tx, current, row);
    await recordAudit(
      tx,
      { actor, action: 'broadcast.approve', entity: 'broadcast', entityId: id, before, after },
      now,
    );
    return after;
  });
}

/** Cancels a broadcast before it starts sending; a canceled one is answered as it is. */
export async function cancelBroadcast(orm: Orm, actor: AuditActor, id: number, now = new Date()): Promise<Broadcast> {
  return orm.transaction(async (tx) => {
    const current = await findBroadcast(tx, id, { lock: true });
    if (!current) throw new AppError('NOT_FOUND');
    if (current.status === 'canceled') return presentOne(tx, current);
    if (!NOT_STARTED.has(current.status)) throw new AppError('NOT_ACTIVE');
    const row = await updateBroadcastRow(tx, id, { status: 'canceled', canceledBy: actor.operatorId, canceledAt: now });
    const { before, after } = await presentChange(tx, current, row);
    await recordAudit(tx, { actor, action: 'broadcast.cancel', entity: 'broadcast', entityId: id, before, after }, now);
    return after;
  });
}
