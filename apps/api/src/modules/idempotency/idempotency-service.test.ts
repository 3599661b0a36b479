import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories.js';
import { testOperatorActor } from '../../../test/fixtures/operators.js';
import { useTestDatabase } from '../../../test/helper.js';
import type { Executor } from '../../db/client.js';
import { members, pointLots } from '../../db/schema.js';
import { hashPayload, runIdempotent } from './idempotency-service.js';

const context = useTestDatabase();

/** Point-moving work: one new lot per run, answering its id. */
function earnLot(memberId: number) {
  return async (tx: Executor) => {
    const [lot] = await tx
      .insert(pointLots)
      .values({ memberId, amount: 100, remaining: 100, expiresAt: new Date(Date.now() + 86_400_000), source: 'test' })
      .returning({ id: pointLots.id });
    // Hold the transaction open a little, so parallel retries really overlap with it.
    await tx.execute('select pg_sleep(0.05)');
    return { lot_id: lot?.id ?? 0 };
  };
}

async function lotCount(memberId: number) {
  return (await context.database.orm.select().from(pointLots).where(eq(pointLots.memberId, memberId))).length;
}

describe('idempotent work', () => {
  it('replays the first answer for a retry with the same key and does the work once', async () => {
    const { orm } = context.database;
    const member = await createMember(orm);
    const request = { memberId: member.id, key: 'retry-key-0001', payload: { call: 'Test', points: 100 } };
    const first = await runIdempotent(orm, request, earnLot(member.id));
    const second = await runIdempotent(orm, request, earnLot(member.id));
    expect(second).toEqual(first);
    expect(await lotCount(member.id)).toBe(1);
  });

  it('refuses the same key with another payload as IDEMPOTENCY_CONFLICT', async () => {
    const { orm } = context.database;
    const member = await createMember(orm);
    await runIdempotent(
      orm,
      { memberId: member.id, key: 'conflict-key-1', payload: { points: 100 } },
      earnLot(member.id),
    );
    await expect(
      runIdempotent(orm, { memberId: member.id, key: 'conflict-key-1', payload: { points: 999 } }, earnLot(member.id)),
    ).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
    expect(await lotCount(member.id)).toBe(1);
  });

  it('does the work once when the same key arrives in parallel, and every caller gets its answer', async () => {
    const { orm } = context.database;
    const member = await createMember(orm);
    const request = { memberId: member.id, key: 'parallel-key-1', payload: { points: 100 } };
    const answers = await Promise.all(Array.from({ length: 4 }, () => runIdempotent(orm, request, earnLot(member.id))));
    expect(new Set(answers.map((answer) => answer.lot_id)).size).toBe(1);
    expect(await lotCount(member.id)).toBe(1);
  });

  it('runs parallel calls of one member with distinct keys one after another, even when the work locks the member row', async () => {
    const { orm } = context.database;
    const member = await createMember(orm);
    // As an upload's quota check or a registration's update does: the strongest lock on the member's row.
    const lockMemberThenEarn = async (tx: Executor) => {
      await tx.select({ id: members.id }).from(members).where(eq(members.id, member.id)).for('update');
      return earnLot(member.id)(tx);
    };
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, call) =>
        runIdempotent(orm, { memberId: member.id, key: `distinct-key-${call}`, payload: {} }, lockMemberThenEarn),
      ),
    );
    expect(new Set(answers.map((answer) => answer.lot_id)).size).toBe(5);
    expect(await lotCount(member.id)).toBe(5);
  });

  it('keeps keys per member: the same key of two members runs twice', async () => {
    const { orm } = context.database;
    const [first, second] = [await createMember(orm), await createMember(orm)];
    await runIdempotent(orm, { memberId: first.id, key: 'shared-key-01', payload: {} }, earnLot(first.id));
    await runIdempotent(orm, { memberId: second.id, key: 'shared-key-01', payload: {} }, earnLot(second.id));
    expect(await lotCount(first.id)).toBe(1);
    expect(await lotCount(second.id)).toBe(1);
  });

  it("keeps an operator's keys apart from the member's own and from other operators'", async () => {
    const { orm } = context.database;
    const member = await createMember(orm);
    const [first, second] = [await testOperatorActor(orm, 'admin'), await testOperatorActor(orm, 'staff')];
    const key = 'same-header-value';
    const memberAnswer = await runIdempotent(
      orm,
      { memberId: member.id, key, payload: { call: 'Redeem' } },
      earnLot(member.id),
    );
    const byOperator = (operatorId: number) =>
      runIdempotent(
        orm,
        { memberId: member.id, operatorId, key, payload: { call: 'ApproveReceipt' } },
        earnLot(member.id),
      );
    const firstAnswer = await byOperator(first.operatorId);
    const secondAnswer = await byOperator(second.operatorId);

    expect(await byOperator(first.operatorId)).toEqual(firstAnswer);
    expect(new Set([memberAnswer.lot_id, firstAnswer.lot_id, secondAnswer.lot_id]).size).toBe(3);
    expect(await lotCount(member.id)).toBe(3);
    await expect(
      runIdempotent(orm, { memberId: member.id, key, payload: { call: 'ApproveReceipt' } }, earnLot(member.id)),
    ).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
  });

  it('leaves no key behind when the work fails, so a retry runs afresh', async () => {
    const { orm } = context.database;
    const member = await createMember(orm);
    const request = { memberId: member.id, key: 'failing-key-1', payload: {} };
    await expect(
      runIdempotent(orm, request, async () => {
        throw new Error('stock ran out');
      }),
    ).rejects.toThrow('stock ran out');
    await runIdempotent(orm, request, earnLot(member.id));
    expect(await lotCount(member.id)).toBe(1);
  });

  it('hashes payloads regardless of key order', () => {
    expect(hashPayload({ a: 1, b: [1, { c: 2, d: 3 }] })).toBe(hashPayload({ b: [1, { d: 3, c: 2 }], a: 1 }));
    expect(hashPayload({ a: 1 })).not.toBe(hashPayload({ a: 2 }));
  });
});
