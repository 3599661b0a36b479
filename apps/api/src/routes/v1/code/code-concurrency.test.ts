import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, sessionTokenFor } from '../../../../test/factories.js';
import { createCode, postCode } from '../../../../test/fixtures/codes.js';
import { buildTestApp, useTestDatabase } from '../../../../test/helper.js';
import { pointCodes, pointCodeUses, pointLots } from '../../../db/schema.js';
import { pointBalance } from '../../../modules/points/point-service.js';

const context = useTestDatabase();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp(context.database);
});
afterAll(() => app.close());

function codesOf(responses: { json(): { status: string; code?: string } }[]) {
  return responses.map((response) => {
    const body = response.json();
    return body.status === 'success' ? 'success' : body.code;
  });
}

describe('Code/ScanCode under concurrency (real PostgreSQL)', () => {
  it('lets exactly 5 of 20 members racing for a code capped at 5 use it', async () => {
    const code = await createCode(context.database.orm, { points: 10, maxUses: 5 });
    const tokens = await Promise.all(
      Array.from({ length: 20 }, async () =>
        sessionTokenFor(context.database.orm, await createMember(context.database.orm)),
      ),
    );
    const outcomes = codesOf(await Promise.all(tokens.map((token) => postCode(app, 'ScanCode', token, code.code))));
    expect(outcomes.filter((outcome) => outcome === 'success')).toHaveLength(5);
    expect(outcomes.filter((outcome) => outcome === 'CODE_LIMIT_REACHED')).toHaveLength(15);
    const [stored] = await context.database.orm.select().from(pointCodes).where(eq(pointCodes.id, code.id));
    expect(stored?.usedCount).toBe(5);
    const uses = await context.database.orm.select().from(pointCodeUses).where(eq(pointCodeUses.codeId, code.id));
    expect(uses).toHaveLength(5);
  });

  it('earns once when one member fires 10 parallel ScanCode calls with different keys', async () => {
    const member = await createMember(context.database.orm);
    const token = await sessionTokenFor(context.database.orm, member);
    const code = await createCode(context.database.orm, { points: 25 });
    const outcomes = codesOf(
      await Promise.all(
        Array.from({ length: 10 }, (_, attempt) =>
          postCode(app, 'ScanCode', token, code.code, { 'idempotency-key': `parallel-${code.code}-${attempt}` }),
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'success')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'CODE_USED')).toHaveLength(9);
    expect(await pointBalance(context.database.orm, member.id)).toBe(25);
    const lots = await context.database.orm.select().from(pointLots).where(eq(pointLots.memberId, member.id));
    expect(lots).toHaveLength(1);
  });
});
