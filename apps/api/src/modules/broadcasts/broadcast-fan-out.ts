import { randomUUID } from 'node:crypto';
import type { Orm } from '../../db/client.js';
import { recordNotifications } from '../notifications/notification-service.js';
import {
  broadcastEventKey,
  claimDueBroadcast,
  lockHeldBroadcast,
  releaseHeldBroadcast,
  selectSegmentBatch,
  updateBroadcastRow,
} from './broadcast-repository.js';
import { segmentClockAt } from './broadcast-service.js';

/** Members told per transaction: a batch commits in about a second, and a crash repeats at most one. */
export const BROADCAST_BATCH = 1000;

/**
 * How long a fan-out holds a broadcast between batches. A process killed mid-way leaves it to another
 * after this; a live one renews it with every batch, which takes far less.
 */
export const BROADCAST_LEASE_MS = 60_000;

/** A broadcast a process holds for its fan-out: its id and the lease token that proves the hold. */
export interface BroadcastClaim {
  broadcastId: number;
  token: string;
}

/**
 * Takes the next due broadcast (scheduled and its `send_at` come, or sending with its lease run out)
 * for this process; undefined when there is none or every due one is held by another process.
 */
export async function claimBroadcast(orm: Orm, now = new Date()): Promise<BroadcastClaim | undefined> {
  const token = randomUUID();
  const broadcastId = await claimDueBroadcast(orm, {
    token,
    now,
    until: new Date(now.getTime() + BROADCAST_LEASE_MS),
  });
  return broadcastId === undefined ? undefined : { broadcastId, token };
}

export type BatchOutcome =
  /** `told` members recorded; `isDone` when the segment has no member left and the broadcast is sent. */
  | { kind: 'told'; told: number; isDone: boolean }
  /** The lease ran out and another process holds the broadcast now (or it is no longer sending). */
  | { kind: 'lost' };

/**
 * Tells the next batch of the segment's members, in member id order after `last_member_id`, in one
 * transaction with the progress: the members' notifications (kind `broadcast`, the broadcast's
 * channels) are recorded with their deliveries in one statement, which the delivery worker sends.
 * Members are read at send time, so one who withdrew consent, left or was canceled since the count is not
 * told. The event key
 * `broadcast:{id}:{member}` keeps a member from being told twice even if two holds ever overlapped.
 */
export async function fanOutBatch(
  orm: Orm,
  claim: BroadcastClaim,
  options: { batchSize?: number; now?: Date } = {},
): Promise<BatchOutcome> {
  const batchSize = options.batchSize ?? BROADCAST_BATCH;
  const now = options.now ?? new Date();
  return orm.transaction(async (tx) => {
    const broadcast = await lockHeldBroadcast(tx, claim.broadcastId, claim.token);
    if (!broadcast) return { kind: 'lost' };
    const memberIds = await selectSegmentBatch(tx, broadcast.segment, segmentClockAt(now), {
      afterMemberId: broadcast.lastMemberId,
      limit: batchSize,
    });
    const told = await recordNotifications(
      tx,
      'broadcast',
      memberIds.map((memberId) => ({
        memberId,
        eventKey: broadcastEventKey(broadcast.id, memberId),
        title: { th: broadcast.titleTh, en: broadcast.titleEn },
        body: { th: broadcast.bodyTh, en: broadcast.bodyEn },
        linkPath: broadcast.linkPath,
      })),
      broadcast.channels,
    );
    const isDone = memberIds.length < batchSize;
    await updateBroadcastRow(tx, broadcast.id, {
      lastMemberId: memberIds.at(-1) ?? broadcast.lastMemberId,
      notified: broadcast.notified + told,
      ...(isDone
        ? { status: 'sent', finishedAt: now, leaseToken: null, leaseUntil: null }
        : { leaseUntil: new Date(now.getTime() + BROADCAST_LEASE_MS) }),
    });
    return { kind: 'told', told, isDone };
  });
}

/** Gives up a hold (a process shutting down): another process resumes the broadcast without waiting out the lease. */
export function releaseBroadcast(orm: Orm, claim: BroadcastClaim, now = new Date()): Promise<void> {
  return releaseHeldBroadcast(orm, claim.broadcastId, claim.token, now);
}
