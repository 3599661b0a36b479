import { MAX_POINTS_PER_TRANSFER } from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPointLot, createMember } from '../../../test/factories.js';
import { buildTestApp, useTestDatabase } from '../../../test/helper.js';
import { notificationsOf } from '../../../test/notifications.js';
import { loggingOrm } from '../../../test/statement-log.js';
import { createCacheRegistry } from '../../caches.js';
import { otpContextOf } from '../../deps.js';
import { type RulesReader, UNCACHED_RULES } from '../rules/rules-service.js';
import { referenceNoOf, sendPoints, transferInfoReader } from './transfer-service.js';

const context = useTestDatabase();
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp(context.database);
});
afterAll(() => app.close());

/** The stored rules with no transfer needing a code, for tests of what the code does not change. */
const RULES_WITHOUT_CODES: RulesReader = {
  read: async (db) => ({ ...(await UNCACHED_RULES.read(db)), transferOtpThreshold: MAX_POINTS_PER_TRANSFER }),
};

describe('the daily transfer cap', () => {
  it('counts a fresh cap from Bangkok midnight, not UTC midnight', async () => {
    const { orm } = context.database;
    const sender = await createMember(orm);
    const recipient = await createMember(orm);
    await addPointLot(orm, { memberId: sender.id, amount: 30_000, expiresAt: new Date('2040-01-01T00:00:00Z') });
    const lateEvening = new Date('2030-03-10T16:30:00Z');
    const afterMidnight = new Date('2030-03-10T17:30:00Z');
    const send = (points: number, at: Date) =>
      sendPoints(
        { otp: otpContextOf(app.deps), rules: RULES_WITHOUT_CODES },
        {
          memberId: sender.id,
          idempotencyKey: undefined,
          input: { Member_Id: recipient.mbkMemberId, Points: points },
          language: 'en',
        },
        at,
      );
    await send(10_000, lateEvening);
    await expect(send(1, lateEvening)).rejects.toMatchObject({ code: 'LIMIT_EXCEEDED' });
    const nextDay = await send(10_000, afterMidnight);
    expect(nextDay.transferred_today).toBe(10_000);
    expect(nextDay.reference_no).toBe(referenceNoOf(nextDay.transfer_id, afterMidnight));
    expect(nextDay.reference_no).toMatch(/^TR300311-\d{6,}$/);
    expect(await transferInfoReader(orm, UNCACHED_RULES, () => afterMidnight)(sender.id)).toMatchObject({
      point_balance: 10_000,
      transferred_today: 10_000,
      transferable: 0,
    });
  });
});

describe('the transfer reference number', () => {
  it('names the Bangkok day and the transfer_out entry id, so support can find the entry', () => {
    expect(referenceNoOf(4821, new Date('2026-11-27T17:30:00Z'))).toBe('TR261128-004821');
    expect(referenceNoOf(12_345_678, new Date('2026-11-27T16:30:00Z'))).toBe('TR261127-12345678');
  });
});

describe('recent recipients', () => {
  it('lists the last five distinct active members the sender sent to, newest first, masked', async () => {
    const { orm } = context.database;
    const sender = await createMember(orm);
    await addPointLot(orm, { memberId: sender.id, amount: 1_000, expiresAt: new Date('2040-01-01T00:00:00Z') });
    const friends = await Promise.all(Array.from({ length: 6 }, () => createMember(orm)));
    const start = Date.parse('2030-05-01T03:00:00Z');
    const sendTo = (memberCode: string, minute: number) =>
      sendPoints(
        { otp: otpContextOf(app.deps), rules: UNCACHED_RULES },
        { memberId: sender.id, idempotencyKey: undefined, input: { Member_Id: memberCode, Points: 1 }, language: 'en' },
        new Date(start + minute * 60_000),
      );
    for (const [index, friend] of friends.entries()) await sendTo(friend.mbkMemberId, index);
    await sendTo(friends[1]?.mbkMemberId ?? '', 10);

    const { recent_recipients } = await transferInfoReader(
      orm,
      UNCACHED_RULES,
      () => new Date(start + 3_600_000),
    )(sender.id);
    expect(recent_recipients.map((recipient) => recipient.member_id)).toEqual(
      [friends[1], friends[5], friends[4], friends[3], friends[2]].map((friend) => friend?.mbkMemberId),
    );
    expect(recent_recipients[0]?.masked_mobile ?? '').not.toContain(friends[1]?.mobileNo?.slice(3, 6) ?? 'never');

    // The recipients' rows in one statement: the standing, the rules, the ids and the rows, not one a recipient.
    const pool = new pg.Pool({ connectionString: context.url, max: 2 });
    try {
      const { orm: counted, statements: logged } = loggingOrm(pool);
      const again = await transferInfoReader(counted, UNCACHED_RULES, () => new Date(start + 3_600_000))(sender.id);
      expect(again.recent_recipients).toEqual(recent_recipients);
      expect(logged).toHaveLength(4);
    } finally {
      await pool.end();
    }
  });

  it('is empty for a member who never sent points', async () => {
    const { orm } = context.database;
    const member = await createMember(orm);
    expect((await transferInfoReader(orm, UNCACHED_RULES)(member.id)).recent_recipients).toEqual([]);
  });

  it('reads the calls of one turn in three statements whatever the members, each member their own (decision 066)', async () => {
    const { orm } = context.database;
    const [first, second, quiet] = [await createMember(orm), await createMember(orm), await createMember(orm)];
    const [friend, other] = [await createMember(orm), await createMember(orm)];
    for (const sender of [first, second]) {
      await addPointLot(orm, { memberId: sender.id, amount: 100, expiresAt: new Date('2040-01-01T00:00:00Z') });
    }
    const sendFrom = (memberId: number, memberCode: string, points: number) =>
      sendPoints(
        { otp: otpContextOf(app.deps), rules: RULES_WITHOUT_CODES },
        { memberId, idempotencyKey: undefined, input: { Member_Id: memberCode, Points: points }, language: 'en' },
      );
    await sendFrom(first.id, friend.mbkMemberId, 10);
    await sendFrom(second.id, friend.mbkMemberId, 20);
    await sendFrom(second.id, other.mbkMemberId, 5);
    const pool = new pg.Pool({ connectionString: context.url, max: 2 });
    const { orm: counted, statements } = loggingOrm(pool);
    const infoOf = transferInfoReader(counted, RULES_WITHOUT_CODES);
    try {
      const [firstInfo, secondInfo, quietInfo, unknown] = await Promise.allSettled([
        infoOf(first.id),
        infoOf(second.id),
        infoOf(quiet.id),
        infoOf(3_000_000_000),
      ]);

      // The standings, the recent recipients' ids, their rows; and the rules (uncached here), twice.
      expect(statements.filter((statement) => !statement.includes('programme_rules'))).toHaveLength(3);
      const value = <T>(outcome: PromiseSettledResult<T>) => (outcome.status === 'fulfilled' ? outcome.value : null);
      const recipientsOf = (info: ReturnType<typeof value<{ recent_recipients: { member_id: string }[] }>>) =>
        info?.recent_recipients.map((recipient) => recipient.member_id);
      expect(value(firstInfo)).toMatchObject({ point_balance: 90, transferred_today: 10 });
      expect(recipientsOf(value(firstInfo))).toEqual([friend.mbkMemberId]);
      expect(value(secondInfo)).toMatchObject({ point_balance: 75, transferred_today: 25 });
      expect(recipientsOf(value(secondInfo))).toEqual([other.mbkMemberId, friend.mbkMemberId]);
      expect(value(quietInfo)).toMatchObject({ point_balance: 0, transferred_today: 0, recent_recipients: [] });
      expect(unknown).toMatchObject({ status: 'rejected', reason: { code: 'NOT_FOUND' } });
    } finally {
      await pool.end();
    }
  });
});

describe('the recipient’s notification', () => {
  it('tells the recipient who sent how many points, once per transfer, and the sender nothing', async () => {
    const { orm } = context.database;
    const sender = await createMember(orm, { firstName: 'Somchai', lastName: 'Kittikorn' });
    const recipient = await createMember(orm);
    await addPointLot(orm, { memberId: sender.id, amount: 5_000, expiresAt: new Date('2040-01-01T00:00:00Z') });
    const send = (idempotencyKey: string) =>
      sendPoints(
        { otp: otpContextOf(app.deps), rules: RULES_WITHOUT_CODES },
        {
          memberId: sender.id,
          idempotencyKey,
          input: { Member_Id: recipient.mbkMemberId, Points: 1_200 },
          language: 'th',
        },
      );

    const first = await send('transfer-notice-1');
    await send('transfer-notice-1');

    expect(await notificationsOf(orm, recipient.id)).toMatchObject([
      {
        kind: 'points_received',
        eventKey: `points_received:${first.transfer_id}`,
        titleTh: 'คุณได้รับโอน 1,200 คะแนน',
        titleEn: 'You received 1,200 points',
        bodyEn: 'Somchai K. sent you points.',
        channels: ['line'],
      },
    ]);
    expect(await notificationsOf(orm, sender.id)).toEqual([]);
  });
});

describe('the transfer’s round trips', () => {
  it('costs a transfer with an Idempotency-Key 8 round trips as the app runs it (rules cached), all but begin and commit parsed once a connection', async () => {
    const sender = await createMember(context.database.orm);
    const recipient = await createMember(context.database.orm);
    await addPointLot(context.database.orm, {
      memberId: sender.id,
      amount: 100,
      expiresAt: new Date('2040-01-01T00:00:00Z'),
    });
    const { rules } = createCacheRegistry();
    const pool = new pg.Pool({ connectionString: context.url, max: 1 });
    const { orm, statements: logged } = loggingOrm(pool);
    try {
      const send = (idempotencyKey: string) =>
        sendPoints(
          { otp: { ...otpContextOf(app.deps), orm }, rules },
          {
            memberId: sender.id,
            idempotencyKey,
            input: { Member_Id: recipient.mbkMemberId, Points: 1 },
            language: 'en',
          },
        );
      await send('round-trips-warm');
      logged.length = 0;
      await send('round-trips-counted');
      const { rows } = await pool.query<{ statement: string }>('select statement from pg_prepared_statements');

      expect(logged).toHaveLength(8);
      const parsed = new Set(rows.map((row) => row.statement));
      expect(logged.filter((statement) => !parsed.has(statement))).toEqual(['begin', 'commit']);
    } finally {
      await pool.end();
    }
  });
});
