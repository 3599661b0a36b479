import { scanCode } from '@loyalty/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callContract, outcomeOf } from '../../../../test/call-contract.js';
import { createCode } from '../../../../test/fixtures/codes.js';
import { signedInMember } from '../../../../test/fixtures/members.js';
import { useTestApp } from '../../../../test/test-app.js';
import { pointCodes, pointCodeUses, pointLots } from '../../../db/schema.js';
import { pointBalance } from '../../../modules/points/point-service.js';

const context = useTestApp();

describe('Code/ScanCode under concurrency (real PostgreSQL)', () => {
  it('lets exactly 5 of 20 members racing for a code capped at 5 use it', async () => {
    const code = await createCode(context.database.orm, { points: 10, maxUses: 5 });
    const members = await Promise.all(Array.from({ length: 20 }, () => signedInMember(context.database.orm)));
    const outcomes = (
      await Promise.all(
        members.map((member) => callContract(context.app, scanCode, { Code: code.code }, { as: member })),
      )
    ).map(outcomeOf);
    expect(outcomes.filter((outcome) => outcome === 'success')).toHaveLength(5);
    expect(outcomes.filter((outcome) => outcome === 'CODE_LIMIT_REACHED')).toHaveLength(15);
    const [stored] = await context.database.orm.select().from(pointCodes).where(eq(pointCodes.id, code.id));
    expect(stored?.usedCount).toBe(5);
    const uses = await context.database.orm.select().from(pointCodeUses).where(eq(pointCodeUses.codeId, code.id));
    expect(uses).toHaveLength(5);
  });

  it('earns once when one member fires 10 parallel ScanCode calls with different keys', async () => {
    const caller = await signedInMember(context.database.orm);
    const { member } = caller;
    const code = await createCode(context.database.orm, { points: 25 });
    const outcomes = (
      await Promise.all(
        Array.from({ length: 10 }, (_, attempt) =>
          callContract(
            context.app,
            scanCode,
            { Code: code.code },
            { as: caller, idempotencyKey: `parallel-${code.code}-${attempt}` },
          ),
        ),
      )
    ).map(outcomeOf);
    expect(outcomes.filter((outcome) => outcome === 'success')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'CODE_USED')).toHaveLength(9);
    expect(await pointBalance(context.database.orm, member.id)).toBe(25);
    const lots = await context.database.orm.select().from(pointLots).where(eq(pointLots.memberId, member.id));
    expect(lots).toHaveLength(1);
  });
});
