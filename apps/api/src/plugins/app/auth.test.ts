import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMember, logIn } from '../../../test/factories.js';
import { TEST_SESSION_SECRET } from '../../../test/helper.js';
import { useTestApp } from '../../../test/test-app.js';
import { members, sessions } from '../../db/schema.js';
import { signSessionToken } from '../../modules/auth/session-token.js';

const context = useTestApp();
const INFO = '/api/v1/Customer/GetCustomerInfo';

function getInfo(token?: string) {
  return context.app.inject({
    method: 'GET',
    url: INFO,
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
}

/** A token for a session row written directly, to reach states the API does not hand out yet. */
async function tokenFor(memberId: number, session: { scope: string; expiresAt: Date; revokedAt?: Date }) {
  const jti = randomUUID();
  const issuedAt = new Date(session.expiresAt.getTime() - 60_000);
  await context.database.orm.insert(sessions).values({ jti, memberId, issuedAt, ...session });
  return signSessionToken(TEST_SESSION_SECRET, {
    memberId,
    jti,
    scope: session.scope,
    issuedAt,
    expiresAt: session.expiresAt,
  });
}

describe('session authentication', () => {
  it('refuses a call without a token as UNAUTHORIZED', async () => {
    const response = await getInfo();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED', http_status: 401 });
  });

  it('refuses a garbage token as UNAUTHORIZED', async () => {
    const response = await getInfo('not.a.jwt');
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('refuses a token signed with another secret', async () => {
    const member = await createMember(context.database.orm);
    const now = new Date();
    const forged = await signSessionToken('another-secret-that-is-long-enough-to-sign', {
      memberId: member.id,
      jti: randomUUID(),
      scope: 'bcrm-member',
      issuedAt: now,
      expiresAt: new Date(now.getTime() + 60_000),
    });
    expect((await getInfo(forged)).json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('answers TOKEN_EXPIRED for an expired token', async () => {
    const member = await createMember(context.database.orm);
    const token = await tokenFor(member.id, { scope: 'bcrm-member', expiresAt: new Date(Date.now() - 1000) });
    const response = await getInfo(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'TOKEN_EXPIRED' });
  });

  it('answers UNAUTHORIZED for a revoked session', async () => {
    const member = await createMember(context.database.orm);
    const token = await tokenFor(member.id, {
      scope: 'bcrm-member',
      expiresAt: new Date(Date.now() + 60_000),
      revokedAt: new Date(),
    });
    expect((await getInfo(token)).json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('answers FORBIDDEN when the session lacks a scope the call lists', async () => {
    const member = await createMember(context.database.orm);
    const token = await tokenFor(member.id, { scope: 'bcrm-register', expiresAt: new Date(Date.now() + 60_000) });
    const response = await getInfo(token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('answers MEMBER_MERGED once the member was merged into another account', async () => {
    const member = await createMember(context.database.orm);
    const token = await logIn(context.app, member.email ?? '');
    await context.database.orm.update(members).set({ status: 'merged' }).where(eq(members.id, member.id));
    const response = await getInfo(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'MEMBER_MERGED' });
  });

  it('lets a valid member session through', async () => {
    const member = await createMember(context.database.orm);
    const response = await getInfo(await logIn(context.app, member.email ?? ''));
    expect(response.statusCode).toBe(200);
  });
});
