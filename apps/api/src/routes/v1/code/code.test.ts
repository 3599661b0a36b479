import { checkCode, getPointHistory, scanCode } from '@loyalty/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { badInput, callContract } from '../../../../test/call-contract.js';
import { createCode } from '../../../../test/fixtures/codes.js';
import { signedInMember } from '../../../../test/fixtures/members.js';
import { useTestApp } from '../../../../test/test-app.js';
import { pointCodes, pointCodeUses, pointLedger } from '../../../db/schema.js';
import { defaultExpiryOf, pointBalance } from '../../../modules/points/point-service.js';

const context = useTestApp();

const DAY_MS = 24 * 60 * 60 * 1000;

const memberToken = () => signedInMember(context.database.orm);

async function usedCountOf(codeId: number) {
  const [row] = await context.database.orm
    .select({ usedCount: pointCodes.usedCount })
    .from(pointCodes)
    .where(eq(pointCodes.id, codeId));
  return row?.usedCount;
}

/** Each rule of DESIGN §6 as a code that breaks it; both calls answer the same error. */
const unusable = [
  { error: 'NOT_ACTIVE', code: { startsAt: new Date(Date.now() + DAY_MS), endsAt: new Date(Date.now() + 9 * DAY_MS) } },
  {
    error: 'CODE_EXPIRED',
    code: { startsAt: new Date(Date.now() - 9 * DAY_MS), endsAt: new Date(Date.now() - DAY_MS) },
  },
  { error: 'CODE_LIMIT_REACHED', code: { maxUses: 3, usedCount: 3 } },
] as const;

describe('Code/CheckCode', () => {
  it('previews a code in the request language, whatever its case, without using it', async () => {
    const { member, token } = await memberToken();
    const code = await createCode(context.database.orm, { points: 75, maxUses: 10 });
    const english = await callContract(
      context.app,
      checkCode,
      { Code: ` ${code.code.toLowerCase()} ` },
      { as: { token } },
    );
    expect(english.statusCode, english.text).toBe(200);
    expect(english.data).toEqual({
      code: code.code,
      points: 75,
      title: 'Test bonus',
      description: 'Points for testing',
      valid_until: code.endsAt.toISOString(),
    });
    const thai = await callContract(context.app, checkCode, { Code: code.code }, { as: { token }, language: 'th' });
    expect(thai.data).toMatchObject({ title: 'โบนัสทดสอบ', description: 'คะแนนสำหรับทดสอบ' });
    expect(await usedCountOf(code.id)).toBe(0);
    expect(await pointBalance(context.database.orm, member.id)).toBe(0);
  });

  it('answers CODE_INVALID for an unknown code', async () => {
    const { token } = await memberToken();
    const response = await callContract(context.app, checkCode, { Code: 'NO-SUCH-CODE' }, { as: { token } });
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatchObject({ status: 'error', code: 'CODE_INVALID', message_th: 'โค้ดนี้ไม่ถูกต้อง' });
  });

  it.each(unusable)('answers $error', async ({ error, code: overrides }) => {
    const { token } = await memberToken();
    const code = await createCode(context.database.orm, overrides);
    const response = await callContract(context.app, checkCode, { Code: code.code }, { as: { token } });
    expect(response.statusCode).toBe(409);
    expect(response.code).toBe(error);
    // A code not yet started says when it starts, so the member is told the date (issue 34).
    const startsAt = 'startsAt' in overrides && error === 'NOT_ACTIVE' ? overrides.startsAt.toISOString() : undefined;
    expect((response.body as { starts_at?: string }).starts_at).toBe(startsAt);
  });

  it('answers CODE_USED once this member used the code, while another member may still use it', async () => {
    const { token } = await memberToken();
    const other = await memberToken();
    const code = await createCode(context.database.orm);
    expect((await callContract(context.app, scanCode, { Code: code.code }, { as: { token } })).statusCode).toBe(200);
    const response = await callContract(context.app, checkCode, { Code: code.code }, { as: { token } });
    expect(response.statusCode).toBe(409);
    expect(response.code).toBe('CODE_USED');
    expect((await callContract(context.app, checkCode, { Code: code.code }, { as: other })).statusCode).toBe(200);
  });

  it.each([undefined, '', 'AB', 'WELCOME 100', 'ไทย100', 'X'.repeat(65), 42])(
    'answers VALIDATION_FAILED for %j',
    async (value) => {
      const { token } = await memberToken();
      const response = await callContract(context.app, checkCode, badInput({ Code: value }), { as: { token } });
      expect(response.statusCode).toBe(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [expect.objectContaining({})] });
    },
  );

  it('answers UNAUTHORIZED without a session and FORBIDDEN for a suspended member', async () => {
    const anonymous = await callContract(context.app, checkCode, { Code: 'ABC' });
    expect(anonymous.code).toBe('UNAUTHORIZED');
    const suspended = await signedInMember(context.database.orm, { status: 'suspended' });
    const response = await callContract(context.app, checkCode, { Code: 'ABC' }, { as: suspended });
    expect(response.statusCode).toBe(403);
    expect(response.code).toBe('FORBIDDEN');
  });

  it('limits guesses per member: RATE_LIMITED after 20 a minute, other members unaffected', async () => {
    const { token } = await memberToken();
    const other = await memberToken();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await callContract(context.app, checkCode, { Code: `GUESS-${attempt}` }, { as: { token } })).code).toBe(
        'CODE_INVALID',
      );
    }
    const limited = await callContract(context.app, checkCode, { Code: 'GUESS-20' }, { as: { token } });
    expect(limited.statusCode).toBe(429);
    expect(limited.code).toBe('RATE_LIMITED');
    expect((await callContract(context.app, checkCode, { Code: 'GUESS-20' }, { as: other })).code).toBe('CODE_INVALID');
  });
});

describe('Code/ScanCode', () => {
  it('earns the code’s points once with the default expiry and records the use', async () => {
    const { member, token } = await memberToken();
    const code = await createCode(context.database.orm, { kind: 'scan', points: 120, maxUses: 5 });
    const response = await callContract(context.app, scanCode, { Code: code.code.toLowerCase() }, { as: { token } });
    expect(response.statusCode, response.text).toBe(200);
    const data = response.data;
    expect(data).toMatchObject({
      code: code.code,
      points: 120,
      point_balance: 120,
      expires_at: defaultExpiryOf(new Date()).toISOString(),
    });
    const [entry] = await context.database.orm.select().from(pointLedger).where(eq(pointLedger.id, data.entry_id));
    expect(entry).toMatchObject({ memberId: member.id, kind: 'earn', source: 'code', delta: 120 });
    const uses = await context.database.orm.select().from(pointCodeUses).where(eq(pointCodeUses.codeId, code.id));
    expect(uses).toEqual([expect.objectContaining({ memberId: member.id, entryId: data.entry_id })]);
    expect(await usedCountOf(code.id)).toBe(1);

    const again = await callContract(context.app, scanCode, { Code: code.code }, { as: { token } });
    expect(again.statusCode).toBe(409);
    expect(again.code).toBe('CODE_USED');
    expect(await pointBalance(context.database.orm, member.id)).toBe(120);
    expect(await usedCountOf(code.id)).toBe(1);
  });

  it('shows the earn in the member’s history as code points, naming the code used', async () => {
    const { token } = await memberToken();
    const code = await createCode(context.database.orm, { points: 30 });
    await callContract(context.app, scanCode, { Code: code.code }, { as: { token } });
    const history = await callContract(context.app, getPointHistory, undefined, { as: { token } });
    expect(history.data.items).toEqual([
      expect.objectContaining({ kind: 'earn', source: 'code', points: 30, description: `Code points: ${code.code}` }),
    ]);
  });

  it('answers CODE_INVALID for an unknown code', async () => {
    const { token } = await memberToken();
    const response = await callContract(context.app, scanCode, { Code: 'SCAN-NOWHERE' }, { as: { token } });
    expect(response.statusCode).toBe(400);
    expect(response.code).toBe('CODE_INVALID');
  });

  it.each(unusable)('answers $error and earns nothing', async ({ error, code: overrides }) => {
    const { member, token } = await memberToken();
    const code = await createCode(context.database.orm, overrides);
    const response = await callContract(context.app, scanCode, { Code: code.code }, { as: { token } });
    expect(response.statusCode).toBe(409);
    expect(response.code).toBe(error);
    expect(await pointBalance(context.database.orm, member.id)).toBe(0);
  });

  it('replays the first answer for a retry with the same Idempotency-Key and earns once', async () => {
    const { member, token } = await memberToken();
    const code = await createCode(context.database.orm, { points: 40 });
    const idempotencyKey = `scan-${code.code}`;
    const first = await callContract(context.app, scanCode, { Code: code.code }, { as: { token }, idempotencyKey });
    const retry = await callContract(context.app, scanCode, { Code: code.code }, { as: { token }, idempotencyKey });
    expect(retry.statusCode).toBe(200);
    expect(retry.data).toEqual(first.data);
    expect(await pointBalance(context.database.orm, member.id)).toBe(40);
    expect(await usedCountOf(code.id)).toBe(1);
  });

  it('answers IDEMPOTENCY_CONFLICT when a key is reused for another code', async () => {
    const { token } = await memberToken();
    const code = await createCode(context.database.orm);
    const other = await createCode(context.database.orm);
    const idempotencyKey = `scan-${code.code}`;
    await callContract(context.app, scanCode, { Code: code.code }, { as: { token }, idempotencyKey });
    const response = await callContract(context.app, scanCode, { Code: other.code }, { as: { token }, idempotencyKey });
    expect(response.statusCode).toBe(409);
    expect(response.code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await usedCountOf(other.id)).toBe(0);
  });

  it('limits ScanCode per member too: RATE_LIMITED after 20 a minute', async () => {
    const { token } = await memberToken();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await callContract(context.app, scanCode, { Code: `GUESS-${attempt}` }, { as: { token } })).code).toBe(
        'CODE_INVALID',
      );
    }
    const code = await createCode(context.database.orm);
    const limited = await callContract(context.app, scanCode, { Code: code.code }, { as: { token } });
    expect(limited.code).toBe('RATE_LIMITED');
    expect(await usedCountOf(code.id)).toBe(0);
  });

  it('answers VALIDATION_FAILED for a malformed code or key', async () => {
    const { token } = await memberToken();
    expect((await callContract(context.app, scanCode, { Code: 'a b c' }, { as: { token } })).code).toBe(
      'VALIDATION_FAILED',
    );
    const shortKey = await callContract(
      context.app,
      scanCode,
      { Code: 'ABCDEF' },
      { as: { token }, idempotencyKey: 'short' },
    );
    expect(shortKey.code).toBe('VALIDATION_FAILED');
  });
});
