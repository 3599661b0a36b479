import type { BroadcastStatus } from '@loyalty/contracts';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories.js';
import { useTestDatabase } from '../../../test/helper.js';
import { notificationsOf } from '../../../test/notifications.js';
import { partnerWithStores } from '../../../test/partner-kit.js';
import { broadcasts, members, notifications, operators, tillSales } from '../../db/schema.js';
import { setMemberStatus } from '../members/member-service.js';
import { BROADCAST_LEASE_MS, type BroadcastClaim, claimBroadcast, fanOutBatch } from './broadcast-fan-out.js';
import { insertBroadcast } from './broadcast-repository.js';
import { paceDelayMs, startBroadcastFanOut } from './broadcast-runner.js';
import { getBroadcast } from './broadcast-service.js';

const context = useTestDatabase();

/** Members who bought at a partner of their own and accept news and promotions: the segment's members. */
async function segmentOf(size: number) {
  const { orm } = context.database;
  const { partner, stores } = await partnerWithStores(orm, 1, 'FO');
  const [operator] = await orm
    .insert(operators)
    .values({ email: `fan-out-${partner.id}@example.com`, name: 'Fan-out', role: 'admin', passwordHash: 'x' })
    .returning();
  const memberIds: number[] = [];
  for (let index = 0; index < size; index += 1) {
    const member = await createMember(orm, { acceptNewsAndPromotions: true, password: null });
    await orm.insert(tillSales).values({
      operatorId: operator?.id,
      storeId: stores[0]?.id ?? 0,
      receiptNo: `FO-${member.id}`,
      memberId: member.id,
      amount: 100,
      occurredAt: new Date(),
      pointsEarned: 4,
      requestFingerprint: `fan-out-${member.id}`,
    });
    memberIds.push(member.id);
  }
  return { partnerId: partner.id, memberIds };
}

async function scheduledTo(partnerId: number, fields: { status?: BroadcastStatus; sendAt?: Date | null } = {}) {
  return insertBroadcast(context.database.orm, {
    titleTh: 'ข่าวดี',
    titleEn: 'Good news',
    bodyTh: 'คะแนนสองเท่าวันนี้',
    bodyEn: 'Double points today',
    linkPath: '/privilege',
    segment: { tiers: [], min_points: null, partner_ids: [partnerId] },
    channels: ['line', 'email'],
    sendAt: fields.sendAt ?? null,
    status: fields.status ?? 'scheduled',
    recipients: 0,
  });
}

/** How many broadcast notifications each member has of this broadcast. */
async function toldCounts(broadcastId: number, memberIds: readonly number[]) {
  const rows = await context.database.orm
    .select({ memberId: notifications.memberId })
    .from(notifications)
    .where(and(eq(notifications.kind, 'broadcast'), like(notifications.eventKey, `broadcast:${broadcastId}:%`)));
  return memberIds.map((id) => rows.filter((row) => row.memberId === id).length);
}

/** Runs batches for `claim` until the broadcast is sent or the hold is lost; answers what happened last. */
async function drain(claim: BroadcastClaim, options: { batchSize: number; now?: Date }) {
  for (;;) {
    const outcome = await fanOutBatch(context.database.orm, claim, options);
    if (outcome.kind === 'lost' || outcome.isDone) return outcome.kind;
  }
}

async function statusOf(id: number) {
  const [row] = await context.database.orm.select().from(broadcasts).where(eq(broadcasts.id, id));
  return row;
}

describe('a broadcast’s fan-out (DESIGN §15)', () => {
  it('tells each member of the segment once, in their inbox and on its channels, batch by batch, then it is sent', async () => {
    const { orm } = context.database;
    const { partnerId, memberIds } = await segmentOf(5);
    const broadcast = await scheduledTo(partnerId);

    const claim = await claimBroadcast(orm);
    expect(claim?.broadcastId).toBe(broadcast.id);
    if (!claim) return;
    const first = await fanOutBatch(orm, claim, { batchSize: 2 });
    expect(first).toEqual({ kind: 'told', told: 2, isDone: false });
    expect(await drain(claim, { batchSize: 2 })).toBe('told');

    expect(await toldCounts(broadcast.id, memberIds)).toEqual([1, 1, 1, 1, 1]);
    const [told] = await notificationsOf(orm, memberIds[0] ?? 0);
    expect(told).toMatchObject({
      kind: 'broadcast',
      titleTh: 'ข่าวดี',
      titleEn: 'Good news',
      bodyEn: 'Double points today',
      linkPath: '/privilege',
      channels: ['email', 'line'],
    });
    const read = await getBroadcast(orm, broadcast.id);
    expect(read).toMatchObject({ status: 'sent', progress: { notified: 5, pending: 10, sent: 0, failed: 0 } });
    expect(read.finished_at).not.toBeNull();
  });

  it('skips members canceled, suspended or no longer consenting since the broadcast was made', async () => {
    const { orm } = context.database;
    const { partnerId, memberIds } = await segmentOf(4);
    const [stays, canceled, suspended, withdrew] = memberIds;
    const broadcast = await scheduledTo(partnerId);
    await setMemberStatus(orm, canceled ?? 0, { status: 'canceled', reason: 'left', at: new Date() });
    await orm
      .update(members)
      .set({ status: 'suspended' })
      .where(eq(members.id, suspended ?? 0));
    await orm
      .update(members)
      .set({ acceptNewsAndPromotions: false })
      .where(eq(members.id, withdrew ?? 0));

    const claim = await claimBroadcast(orm);
    if (!claim) throw new Error('the broadcast was not claimed');
    await drain(claim, { batchSize: 10 });

    expect(await toldCounts(broadcast.id, [stays ?? 0, canceled ?? 0, suspended ?? 0, withdrew ?? 0])).toEqual([
      1, 0, 0, 0,
    ]);
  });

  it('leaves alone broadcasts waiting for approval, canceled, or due later', async () => {
    const { orm } = context.database;
    const { partnerId } = await segmentOf(1);
    const later = new Date(Date.now() + 60 * 60_000);
    await scheduledTo(partnerId, { status: 'pending_approval' });
    await scheduledTo(partnerId, { status: 'canceled' });
    const dueLater = await scheduledTo(partnerId, { sendAt: later });

    expect(await claimBroadcast(orm)).toBeUndefined();
    const claim = await claimBroadcast(orm, new Date(later.getTime() + 1000));
    expect(claim?.broadcastId).toBe(dueLater.id);
    if (claim) await drain(claim, { batchSize: 10 });
  });

  it('lets only one of two racing processes hold a broadcast, and one taking over a lapsed hold tells no one twice', async () => {
    const { orm } = context.database;
    const { partnerId, memberIds } = await segmentOf(7);
    const broadcast = await scheduledTo(partnerId);

    const claims = await Promise.all([claimBroadcast(orm), claimBroadcast(orm)]);
    const held = claims.filter((claim) => claim !== undefined);
    expect(held).toHaveLength(1);
    const [first] = held;
    if (!first) return;
    await fanOutBatch(orm, first, { batchSize: 2 });

    // The first process stalls past its lease; a second one takes over while the first still runs.
    const afterLease = new Date(Date.now() + BROADCAST_LEASE_MS + 1000);
    const second = await claimBroadcast(orm, afterLease);
    expect(second?.broadcastId).toBe(broadcast.id);
    if (!second) return;
    const [firstEnd, secondEnd] = await Promise.all([
      drain(first, { batchSize: 2 }),
      drain(second, { batchSize: 2, now: afterLease }),
    ]);

    expect(firstEnd).toBe('lost');
    expect(secondEnd).toBe('told');
    expect(await toldCounts(broadcast.id, memberIds)).toEqual(memberIds.map(() => 1));
    expect(await statusOf(broadcast.id)).toMatchObject({ status: 'sent', notified: 7 });
  });

  it('resumes after a process is killed mid-way, from where it stopped, and a lost progress write repeats nothing', async () => {
    const { orm } = context.database;
    const { partnerId, memberIds } = await segmentOf(5);
    const broadcast = await scheduledTo(partnerId);
    const killed = await claimBroadcast(orm);
    if (!killed) throw new Error('the broadcast was not claimed');
    await fanOutBatch(orm, killed, { batchSize: 2 });

    // kill -9: the process is gone, its hold stays until the lease runs out.
    expect(await claimBroadcast(orm)).toBeUndefined();
    const afterLease = new Date(Date.now() + BROADCAST_LEASE_MS + 1000);
    const resumed = await claimBroadcast(orm, afterLease);
    if (!resumed) throw new Error('the broadcast was not resumed');
    const resumedRow = await statusOf(broadcast.id);
    expect(resumedRow?.lastMemberId).toBe(memberIds[1]);
    // Suppose the progress had not been kept: the event keys alone keep the members told from a second message.
    await orm.update(broadcasts).set({ lastMemberId: 0 }).where(eq(broadcasts.id, broadcast.id));
    await drain(resumed, { batchSize: 2, now: afterLease });

    expect(await toldCounts(broadcast.id, memberIds)).toEqual([1, 1, 1, 1, 1]);
    expect(await statusOf(broadcast.id)).toMatchObject({ status: 'sent', notified: 5 });
  });

  it('runs in the background at its pace until the broadcast is sent, and stops when asked', async () => {
    const { orm } = context.database;
    const { partnerId, memberIds } = await segmentOf(3);
    const broadcast = await scheduledTo(partnerId);
    const errors: unknown[] = [];
    const runner = startBroadcastFanOut(orm, {
      idleMs: 20,
      perSecond: 1000,
      batchSize: 2,
      onError: (error) => errors.push(error),
    });
    try {
      await expect
        .poll(async () => (await statusOf(broadcast.id))?.status, { timeout: 10_000, interval: 50 })
        .toBe('sent');
    } finally {
      await runner.stop();
    }
    expect(errors).toEqual([]);
    expect(await toldCounts(broadcast.id, memberIds)).toEqual([1, 1, 1]);
  });

  it('gives up its hold when stopped mid-way, so another process resumes the broadcast at once', async () => {
    const { orm } = context.database;
    const { partnerId, memberIds } = await segmentOf(6);
    const broadcast = await scheduledTo(partnerId);
    const runner = startBroadcastFanOut(orm, { idleMs: 20, perSecond: 2, batchSize: 2, onError: () => undefined });
    await expect.poll(async () => (await statusOf(broadcast.id))?.notified, { timeout: 10_000, interval: 20 }).toBe(2);
    await runner.stop();

    const next = await claimBroadcast(orm);
    expect(next?.broadcastId).toBe(broadcast.id);
    if (next) await drain(next, { batchSize: 10 });
    expect(await toldCounts(broadcast.id, memberIds)).toEqual(memberIds.map(() => 1));
  });

  it('paces batches to the members-per-second limit, never waiting when a batch already took long enough', () => {
    expect(paceDelayMs(1000, 200, 1000)).toBe(800);
    expect(paceDelayMs(500, 100, 1000)).toBe(400);
    expect(paceDelayMs(1000, 1500, 1000)).toBe(0);
    expect(paceDelayMs(0, 0, 1000)).toBe(0);
  });
});
