import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories.js';
import { useTestDatabase } from '../../../test/helper.js';
import { pointLedger } from '../../db/schema.js';
import { startExpirySweeper } from './expiry-sweeper.js';
import { earnPoints } from './point-service.js';

const context = useTestDatabase();

async function expireEntries(memberId: number) {
  return context.database.orm
    .select()
    .from(pointLedger)
    .where(and(eq(pointLedger.memberId, memberId), eq(pointLedger.kind, 'expire')));
}

describe('expiry sweeper', () => {
  it('sweeps at start and again on its schedule, writing each expiry once', async () => {
    const { orm } = context.database;
    const member = await createMember(orm);
    const earnedAt = new Date(Date.now() - 10_000);
    await earnPoints(
      orm,
      { memberId: member.id, amount: 9, source: 'receipt', reason: 'old', expiresAt: new Date(Date.now() - 1000) },
      earnedAt,
    );
    const swept: number[] = [];
    const errors: unknown[] = [];
    const sweeper = startExpirySweeper(orm, {
      everyMs: 40,
      onSwept: (expired) => swept.push(expired),
      onError: (error) => errors.push(error),
    });
    await earnPoints(
      orm,
      { memberId: member.id, amount: 4, source: 'code', reason: 'soon', expiresAt: new Date(Date.now() + 100) },
      earnedAt,
    );
    await new Promise((resolve) => setTimeout(resolve, 400));
    await sweeper.stop();
    expect(errors).toEqual([]);
    expect(swept.length).toBeGreaterThanOrEqual(2);
    expect((await expireEntries(member.id)).map((entry) => entry.delta).sort((a, b) => a - b)).toEqual([-9, -4]);
  });
});
