import {
  createOperator,
  listAudit,
  listOperators,
  operatorLogin,
  operatorMe,
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
import { uniqueEmail } from '../../../../test/factories.js';
import { useTestApp } from '../../../../test/test-app.js';
import { auditLog, operators } from '../../../db/schema.js';

const context = useTestApp();

async function auditRowCount(): Promise<number> {
  const [row] = await context.database.orm.select({ total: count() }).from(auditLog);
  return row?.total ?? 0;
}

function newOperatorInput() {
  return { email: uniqueEmail('new-operator'), name: 'Somchai Jaidee', role: 'staff' as const, password: 'Welcome123' };
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

  it('creates an operator who can sign in, with an audit row naming the admin and the request', async () => {
    const admin = await signInOperator(context.app, 'admin');
    const input = newOperatorInput();
    const created = await callAdmin(context.app, createOperator, { input }, { as: admin });
    expect(created.body).toMatchObject({
      status: 'success',
      data: { email: input.email, role: 'staff', is_disabled: false, has_totp: false },
    });
    if (created.body.status !== 'success') return;
    expect(
      (await callAdmin(context.app, operatorLogin, { input: { email: input.email, password: input.password } })).status,
    ).toBe(200);
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
    expect(JSON.stringify(row?.after)).not.toContain('password');
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
