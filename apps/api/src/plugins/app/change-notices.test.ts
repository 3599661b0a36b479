import { getPointRules } from '@loyalty/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { callContract } from '../../../test/call-contract.js';
import { bearer, createMember, logIn } from '../../../test/factories.js';
import { useTestApp } from '../../../test/test-app.js';
import { within } from '../../../test/within.js';
import { members, sessions, tiers } from '../../db/schema.js';
import { TERMINAL_ACTOR } from '../../modules/audit/audit-service.js';
import { updateProgrammeRules } from '../../modules/rules/rules-service.js';

const context = useTestApp();
/** Two API processes on one database, as behind a load balancer. */
let first: FastifyInstance;
let second: FastifyInstance;

beforeAll(async () => {
  first = context.app;
  second = await context.buildApp();
  for (const app of [first, second]) {
    expect(await withinOneSecond(async () => app.deps.auth.sessions?.isTrusted() === true)).toBe(true);
  }
});

/** A call for full members only: refused with FORBIDDEN to a blocked member (SPEC §6). */
const readInfo = (app: FastifyInstance, token: string) =>
  app.inject({ url: '/api/v1/Privilege/GetPrivilegeCategories', headers: bearer(token) });

/** Notices cross processes in milliseconds: a second is generous. */
const withinOneSecond = (check: () => Promise<boolean>) => within(1000, check);

describe('sessions across processes', () => {
  it('answers a session it verified from memory, without reading its row again', async () => {
    const member = await createMember(context.database.orm);
    const token = await logIn(first, member.email ?? '');
    expect((await readInfo(second, token)).statusCode).toBe(200);

    // With its notice silenced, a revocation can only be seen by reading the row: memory still says yes.
    const { orm } = context.database;
    await orm.execute(sql`alter table sessions disable trigger sessions_changed`);
    try {
      await orm.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.memberId, member.id));
      expect((await readInfo(second, token)).statusCode).toBe(200);
    } finally {
      await orm.execute(sql`alter table sessions enable trigger sessions_changed`);
    }
    second.deps.auth.sessions?.forgetMember(member.id);
    expect((await readInfo(second, token)).statusCode).toBe(401);
  });

  it('refuses on one process a session logged out on the other', async () => {
    const member = await createMember(context.database.orm);
    const token = await logIn(first, member.email ?? '');
    expect((await readInfo(second, token)).statusCode).toBe(200);
    expect((await readInfo(second, token)).statusCode).toBe(200);

    const logout = await first.inject({ method: 'POST', url: '/api/v1/authentication/Logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(200);
    expect((await readInfo(first, token)).statusCode).toBe(401);
    expect(await withinOneSecond(async () => (await readInfo(second, token)).statusCode === 401)).toBe(true);
  });

  it('holds a member blocked by any path (here plain SQL) to the blocked scope on every process', async () => {
    const member = await createMember(context.database.orm);
    const token = await logIn(first, member.email ?? '');
    expect((await readInfo(first, token)).statusCode).toBe(200);
    expect((await readInfo(second, token)).statusCode).toBe(200);

    await context.database.orm.update(members).set({ status: 'blocked' }).where(eq(members.id, member.id));
    for (const app of [first, second]) {
      expect(await withinOneSecond(async () => (await readInfo(app, token)).statusCode === 403)).toBe(true);
    }
  });
});

describe('programme rules and tiers across processes', () => {
  const transferCapOn = async (app: FastifyInstance) =>
    (await callContract(app, getPointRules)).data.transfer_daily_cap;

  it('reads a rules change another process made on the next read after its notice, not a minute later', async () => {
    expect(await transferCapOn(first)).toBe(10_000);
    // With its notice silenced, a change behind the copy's back is not seen: the copy lives a minute.
    await context.db.execute(sql`alter table programme_rules disable trigger programme_rules_changed`);
    try {
      await context.db.execute(sql`update programme_rules set transfer_daily_cap = 9000`);
      expect(await transferCapOn(first)).toBe(10_000);
    } finally {
      await context.db.execute(sql`alter table programme_rules enable trigger programme_rules_changed`);
    }
    // The other process's change forgets its own copy at once and this one's by the notice.
    await updateProgrammeRules(context.db, second.deps.caches, TERMINAL_ACTOR, { transferDailyCap: 7_000 });
    try {
      expect(await transferCapOn(second)).toBe(7_000);
      expect(await withinOneSecond(async () => (await transferCapOn(first)) === 7_000)).toBe(true);
    } finally {
      await updateProgrammeRules(context.db, second.deps.caches, TERMINAL_ACTOR, { transferDailyCap: 10_000 });
    }
  });

  it('reads a tier change made by any path (here plain SQL) once its notice arrives', async () => {
    const goldOn = async (app: FastifyInstance) =>
      (await app.deps.caches.tiers.read(context.db)).find((tier) => tier.code === 'gold')?.minSpending;
    expect(await goldOn(first)).toBe(50_000);
    await context.db.update(tiers).set({ minSpending: 40_000 }).where(eq(tiers.code, 'gold'));
    try {
      for (const app of [first, second]) {
        expect(await withinOneSecond(async () => (await goldOn(app)) === 40_000)).toBe(true);
      }
    } finally {
      await context.db.update(tiers).set({ minSpending: 50_000 }).where(eq(tiers.code, 'gold'));
    }
  });
});
