import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createMember, sessionTokenFor } from '../../../../test/factories.js';
import { createCode, postCode } from '../../../../test/fixtures/codes.js';
import { buildTestApp, useTestDatabase } from '../../../../test/helper.js';
import { pointCodes, pointCodeUses, pointLedger } from '../../../db/schema.js';
import { defaultExpiryOf, pointBalance } from '../../../modules/points/point-service.js';

const context = useTestDatabase();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp(context.database);
});
afterAll(() => app.close());

const DAY_MS = 24 * 60 * 60 * 1000;

async function memberToken() {
  const member = await createMember(context.database.orm);
  return { member, token: await sessionTokenFor(context.database.orm, member) };
}

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
    const english = await postCode(app, 'CheckCode', token, ` ${code.code.toLowerCase()} `);
    expect(english.statusCode, english.body).toBe(200);
    expect(english.json().data).toEqual({
      code: code.code,
      points: 75,
      title: 'Test bonus',
      description: 'Points for testing',
      valid_until: code.endsAt.toISOString(),
    });
    const thai = await postCode(app, 'CheckCode', token, code.code, { 'accept-language': 'th' });
    expect(thai.json().data).toMatchObject({ title: 'โบนัสทดสอบ', description: 'คะแนนสำหรับทดสอบ' });
    expect(await usedCountOf(code.id)).toBe(0);
    expect(await pointBalance(context.database.orm, member.id)).toBe(0);
  });

  it('answers CODE_INVALID for an unknown code', async () => {
    const { token } = await memberToken();
    const response = await postCode(app, 'CheckCode', token, 'NO-SUCH-CODE');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'error', code: 'CODE_INVALID', message_th: 'รหัสนี้ไม่ถูกต้อง' });
  });

  it.each(unusable)('answers $error', async ({ error, code: overrides }) => {
    const { token } = await memberToken();
    const code = await createCode(context.database.orm, overrides);
    const response = await postCode(app, 'CheckCode', token, code.code);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe(error);
  });

  it('answers CODE_USED once this member used the code, while another member may still use it', async () => {
    const { token } = await memberToken();
    const other = await memberToken();
    const code = await createCode(context.database.orm);
    expect((await postCode(app, 'ScanCode', token, code.code)).statusCode).toBe(200);
    const response = await postCode(app, 'CheckCode', token, code.code);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('CODE_USED');
    expect((await postCode(app, 'CheckCode', other.token, code.code)).statusCode).toBe(200);
  });

  it.each([undefined, '', 'AB', 'WELCOME 100', 'ไทย100', 'X'.repeat(65), 42])(
    'answers VALIDATION_FAILED for %j',
    async (value) => {
      const { token } = await memberToken();
      const response = await postCode(app, 'CheckCode', token, value);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [expect.objectContaining({})] });
    },
  );

  it('answers UNAUTHORIZED without a session and FORBIDDEN for a suspended member', async () => {
    const anonymous = await app.inject({ method: 'POST', url: '/api/v1/Code/CheckCode', payload: { Code: 'ABC' } });
    expect(anonymous.json().code).toBe('UNAUTHORIZED');
    const suspended = await createMember(context.database.orm, { status: 'suspended' });
    const token = await sessionTokenFor(context.database.orm, suspended);
    const response = await postCode(app, 'CheckCode', token, 'ABC');
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
  });

  it('limits guesses per member: RATE_LIMITED after 20 a minute, other members unaffected', async () => {
    const { token } = await memberToken();
    const other = await memberToken();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await postCode(app, 'CheckCode', token, `GUESS-${attempt}`)).json().code).toBe('CODE_INVALID');
    }
    const limited = await postCode(app, 'CheckCode', token, 'GUESS-20');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect((await postCode(app, 'CheckCode', other.token, 'GUESS-20')).json().code).toBe('CODE_INVALID');
  });
});

describe('Code/ScanCode', () => {
  it('earns the code’s points once with the default expiry and records the use', async () => {
    const { member, token } = await memberToken();
    const code = await createCode(context.database.orm, { kind: 'scan', points: 120, maxUses: 5 });
    const response = await postCode(app, 'ScanCode', token, code.code.toLowerCase());
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
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

    const again = await postCode(app, 'ScanCode', token, code.code);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CODE_USED');
    expect(await pointBalance(context.database.orm, member.id)).toBe(120);
    expect(await usedCountOf(code.id)).toBe(1);
  });

  it('shows the earn in the member’s history as code points', async () => {
    const { token } = await memberToken();
    const code = await createCode(context.database.orm, { points: 30 });
    await postCode(app, 'ScanCode', token, code.code);
    const history = await app.inject({ url: '/api/v1/History/GetPointHistory', headers: bearer(token) });
    expect(history.json().data.items).toEqual([
      expect.objectContaining({ kind: 'earn', source: 'code', points: 30, description: 'Code points' }),
    ]);
  });

  it('answers CODE_INVALID for an unknown code', async () => {
    const { token } = await memberToken();
    const response = await postCode(app, 'ScanCode', token, 'SCAN-NOWHERE');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('CODE_INVALID');
  });

  it.each(unusable)('answers $error and earns nothing', async ({ error, code: overrides }) => {
    const { member, token } = await memberToken();
    const code = await createCode(context.database.orm, overrides);
    const response = await postCode(app, 'ScanCode', token, code.code);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe(error);
    expect(await pointBalance(context.database.orm, member.id)).toBe(0);
  });

  it('replays the first answer for a retry with the same Idempotency-Key and earns once', async () => {
    const { member, token } = await memberToken();
    const code = await createCode(context.database.orm, { points: 40 });
    const key = { 'idempotency-key': `scan-${code.code}` };
    const first = await postCode(app, 'ScanCode', token, code.code, key);
    const retry = await postCode(app, 'ScanCode', token, code.code, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data).toEqual(first.json().data);
    expect(await pointBalance(context.database.orm, member.id)).toBe(40);
    expect(await usedCountOf(code.id)).toBe(1);
  });

  it('answers IDEMPOTENCY_CONFLICT when a key is reused for another code', async () => {
    const { token } = await memberToken();
    const code = await createCode(context.database.orm);
    const other = await createCode(context.database.orm);
    const key = { 'idempotency-key': `scan-${code.code}` };
    await postCode(app, 'ScanCode', token, code.code, key);
    const response = await postCode(app, 'ScanCode', token, other.code, key);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await usedCountOf(other.id)).toBe(0);
  });

  it('limits ScanCode per member too: RATE_LIMITED after 20 a minute', async () => {
    const { token } = await memberToken();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await postCode(app, 'ScanCode', token, `GUESS-${attempt}`)).json().code).toBe('CODE_INVALID');
    }
    const code = await createCode(context.database.orm);
    const limited = await postCode(app, 'ScanCode', token, code.code);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(await usedCountOf(code.id)).toBe(0);
  });

  it('answers VALIDATION_FAILED for a malformed code or key', async () => {
    const { token } = await memberToken();
    expect((await postCode(app, 'ScanCode', token, 'a b c')).json().code).toBe('VALIDATION_FAILED');
    const shortKey = await postCode(app, 'ScanCode', token, 'ABCDEF', { 'idempotency-key': 'short' });
    expect(shortKey.json().code).toBe('VALIDATION_FAILED');
  });
});
