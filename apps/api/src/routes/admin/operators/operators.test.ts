import {
  acceptOperatorInvite,
  createOperator,
  listAudit,
  listOperators,
  operatorLogin,
  operatorMe,
  resendOperatorInvite,
  updateOperator,
} from '@loyalty/contracts';
import { and, count, eq, isNull, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  callAdmin,
  createTestOperator,
  roleMatrix,
  signInOperator,
  TEST_OPERATOR_PASSWORD,
} from '../../../../test/admin-kit.js';
import { latestMessage, messageCount, uniqueEmail } from '../../../../test/factories.js';
import { useTestApp } from '../../../../test/test-app.js';
import { auditLog, operators } from '../../../db/schema.js';

const context = useTestApp();

async function auditRowCount(): Promise<number> {
  const [row] = await context.database.orm.select({ total: count() }).from(auditLog);
  return row?.total ?? 0;
}

function newOperatorInput() {
  return { email: uniqueEmail('new-operator'), name: 'Somchai Jaidee', role: 'staff' as const };
}

/** The invitation link's token from the newest e-mail to `email`. */
async function inviteTokenOf(email: string): Promise<string> {
  const message = await latestMessage(context.database.orm, email);
  const link = message?.body.match(/https?:\/\/\S+\/admin\/accept-invite\?token=\S+/)?.[0];
  if (!link) throw new Error(`No invitation link was e-mailed to ${email}`);
  return new URL(link).searchParams.get('token') ?? '';
}

async function accept(token: string, password = 'Welcome123') {
  return callAdmin(context.app, acceptOperatorInvite, { input: { token, password } });
}

describe('operator administration', () => {
  it('is for admins only: 401 without a token or with a member token, 403 for staff', async () => {
    const target = await createTestOperator(context.app, 'staff');
    expect(await roleMatrix(context.app, listOperators)).toEqual({ noToken: 401, member: 401, staff: 403 });
    expect(await roleMatrix(context.app, createOperator, { input: newOperatorInput() })).toEqual({
      noToken: 401,
      member: 401,
      staff: 403,
    });
    expect(
      await roleMatrix(context.app, updateOperator, { params: { id: target.id }, input: { name: 'New name' } }),
    ).toEqual({
      noToken: 401,
      member: 401,
      staff: 403,
    });
  });

  it('invites an operator by e-mail, who chooses their own password from the link once, with an audit row', async () => {
    const admin = await signInOperator(context.app, 'admin');
    const input = newOperatorInput();
    const created = await callAdmin(context.app, createOperator, { input }, { as: admin });
    expect(created.body).toMatchObject({
      status: 'success',
      data: { email: input.email, role: 'staff', is_disabled: false, has_totp: false, invite_pending: true },
    });
    if (created.body.status !== 'success') return;
    const message = await latestMessage(context.database.orm, input.email);
    expect(message?.subject).toContain('Chaba Rewards');
    expect(message?.body).toContain('Somchai Jaidee');
    expect(message?.body).toContain('72');
    // Before the link is used nobody can sign in as the operator, whatever they type.
    const early = await callAdmin(context.app, operatorLogin, {
      input: { email: input.email, password: 'Welcome123' },
    });
    expect(early.body).toMatchObject({ code: 'INVALID_CREDENTIALS' });

    const token = await inviteTokenOf(input.email);
    expect((await accept(token)).body).toEqual({ status: 'success', data: { email: input.email } });
    expect((await accept(token, 'Another123')).body).toMatchObject({ code: 'INVITE_INVALID' });
    const signedIn = await callAdmin(context.app, operatorLogin, {
      input: { email: input.email, password: 'Welcome123' },
    });
    expect(signedIn.body).toMatchObject({ status: 'success', data: { operator: { invite_pending: false } } });

    const audit = await callAdmin(
      context.app,
      listAudit,
      { input: { entity: 'operator', action: 'operator.create', operator_id: admin.id } },
      { as: admin },
    );
    if (audit.body.status !== 'success') throw new Error('audit list failed');
    const [row] = audit.body.data.items;
    expect(row).toMatchObject({
      operator: { id: admin.id, email: admin.email },
      entity_id: String(created.body.data.id),
      before: null,
      after: created.body.data,
      request_id: created.headers['x-request-id'],
    });
    expect(JSON.stringify(row?.after)).not.toMatch(/password|token/i);
  });

  it('sends a new link that ends the old one, and refuses an expired, unknown or second use', async () => {
    const admin = await signInOperator(context.app, 'admin');
    const input = newOperatorInput();
    const created = await callAdmin(context.app, createOperator, { input }, { as: admin });
    if (created.body.status !== 'success') throw new Error('invitation failed');
    const id = created.body.data.id;
    const first = await inviteTokenOf(input.email);
    const resent = await callAdmin(context.app, resendOperatorInvite, { params: { id } }, { as: admin });
    expect(resent.body).toMatchObject({ status: 'success', data: { id, invite_pending: true } });
    expect(await messageCount(context.database.orm, input.email)).toBe(2);
    const second = await inviteTokenOf(input.email);
    expect(second).not.toBe(first);
    expect((await accept(first)).body).toMatchObject({ code: 'INVITE_INVALID' });
    expect((await accept('not-a-token')).body).toMatchObject({ code: 'INVITE_INVALID' });

    await context.database.orm
      .update(operators)
      .set({ inviteExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(operators.id, id));
    expect((await accept(second)).body).toMatchObject({ code: 'INVITE_INVALID' });

    const again = await callAdmin(context.app, resendOperatorInvite, { params: { id } }, { as: admin });
    if (again.body.status !== 'success') throw new Error('resend failed');
    const fresh = await inviteTokenOf(input.email);
    const parallel = await Promise.all([accept(fresh, 'Parallel1a'), accept(fresh, 'Parallel2b')]);
    expect(parallel.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const reinvite = await callAdmin(context.app, resendOperatorInvite, { params: { id } }, { as: admin });
    expect(reinvite.body).toMatchObject({ code: 'NOT_ACTIVE' });
    expect(
      (await callAdmin(context.app, resendOperatorInvite, { params: { id: 99_999_999 } }, { as: admin })).body,
    ).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses a weak password or a body that is not exactly the invitation’s', async () => {
    const weak = await callAdmin(context.app, acceptOperatorInvite, { input: { token: 'x', password: 'short' } });
    expect(weak.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    const extra = await context.app.inject({
      method: 'POST',
      url: '/api/admin/v1/auth/accept-invite',
      payload: { token: 'x', password: 'Welcome123', role: 'admin' },
    });
    expect(extra.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('refuses a taken e-mail with EMAIL_TAKEN and writes no audit row', async () => {
    const admin = await signInOperator(context.app, 'admin');
    const before = await auditRowCount();
    const taken = await callAdmin(
      context.app,
      createOperator,
      { input: { ...newOperatorInput(), email: admin.email } },
      { as: admin },
    );
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'EMAIL_TAKEN' });
    expect(await auditRowCount()).toBe(before);
  });

  it('lists operators with a search on e-mail and name', async () => {
    const admin = await signInOperator(context.app, 'admin');
    const named = await createTestOperator(context.app, 'staff', 'findme');
    const found = await callAdmin(
      context.app,
      listOperators,
      { input: { q: 'findme', sort: '-created_at' } },
      { as: admin },
    );
    expect(found.body).toMatchObject({
      status: 'success',
      data: { total: 1, end_page: true, items: [{ id: named.id }] },
    });
  });

  it('ends the sessions of an operator whose role changes, and audits before and after', async () => {
    const admin = await signInOperator(context.app, 'admin');
    const staff = await signInOperator(context.app, 'staff');
    const promoted = await callAdmin(
      context.app,
      updateOperator,
      { params: { id: staff.id }, input: { role: 'admin' } },
      { as: admin },
    );
    expect(promoted.body).toMatchObject({ status: 'success', data: { role: 'admin' } });
    expect((await callAdmin(context.app, operatorMe, {}, { as: staff })).status).toBe(401);
    const [row] = await context.database.orm
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'operator.update'), eq(auditLog.entityId, String(staff.id))));
    expect(row).toMatchObject({ operatorId: admin.id, before: { role: 'staff' }, after: { role: 'admin' } });
  });

  it('deactivates an operator: the session dies, sign-in is refused, reactivation lets them back', async () => {
    const admin = await signInOperator(context.app, 'admin');
    const staff = await signInOperator(context.app, 'staff');
    const disabled = await callAdmin(
      context.app,
      updateOperator,
      { params: { id: staff.id }, input: { disabled: true } },
      { as: admin },
    );
    expect(disabled.body).toMatchObject({ status: 'success', data: { is_disabled: true } });
    expect((await callAdmin(context.app, operatorMe, {}, { as: staff })).body).toMatchObject({ code: 'UNAUTHORIZED' });
    const refused = await callAdmin(context.app, operatorLogin, {
      input: { email: staff.email, password: TEST_OPERATOR_PASSWORD },
    });
    expect(refused.body).toMatchObject({ code: 'ACCOUNT_DISABLED', http_status: 403 });
    await callAdmin(
      context.app,
      updateOperator,
      { params: { id: staff.id }, input: { disabled: false } },
      { as: admin },
    );
    const back = await callAdmin(context.app, operatorLogin, {
      input: { email: staff.email, password: TEST_OPERATOR_PASSWORD },
    });
    expect(back.status).toBe(200);
    const [row] = await context.database.orm.select().from(operators).where(eq(operators.id, staff.id));
    expect(row?.disabledAt).toBeNull();
  });

  it('keeps the last active admin: no self-demotion or deactivation, and no audit row for the refusal', async () => {
    const admin = await signInOperator(context.app, 'admin');
    const { orm } = context.database;
    const others = and(eq(operators.role, 'admin'), isNull(operators.disabledAt), ne(operators.id, admin.id));
    const otherAdmins = await orm.select({ id: operators.id }).from(operators).where(others);
    await orm.update(operators).set({ role: 'staff' }).where(others);
    try {
      const before = await auditRowCount();
      for (const input of [{ role: 'staff' as const }, { disabled: true }]) {
        const refused = await callAdmin(
          context.app,
          updateOperator,
          { params: { id: admin.id }, input },
          { as: admin },
        );
        expect(refused.status).toBe(409);
        expect(refused.body).toMatchObject({ code: 'LAST_ADMIN' });
      }
      expect(await auditRowCount()).toBe(before);
      const renamed = await callAdmin(
        context.app,
        updateOperator,
        { params: { id: admin.id }, input: { name: 'Still here' } },
        { as: admin },
      );
      expect(renamed.body).toMatchObject({ status: 'success', data: { name: 'Still here', role: 'admin' } });
    } finally {
      for (const { id } of otherAdmins) await orm.update(operators).set({ role: 'admin' }).where(eq(operators.id, id));
    }
  });

  it('refuses an update naming no change, and an unknown operator', async () => {
    const admin = await signInOperator(context.app, 'admin');
    const empty = await callAdmin(context.app, updateOperator, { params: { id: admin.id }, input: {} }, { as: admin });
    expect(empty.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    const unknown = await callAdmin(
      context.app,
      updateOperator,
      { params: { id: 999_999 }, input: { name: 'Nobody' } },
      { as: admin },
    );
    expect(unknown.status).toBe(404);
  });
});
