import { createOperator, listCodesCall, listOperators, updateOperator } from '@loyalty/contracts';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  callAdmin,
  type SignedInOperator,
  signInLimitedOperator,
  signInOperator,
  successData,
} from '../../../../test/admin-kit.js';
import { auditRowsOf } from '../../../../test/audit-rows.js';
import { uniqueEmail } from '../../../../test/factories.js';
import { createCompany } from '../../../../test/fixtures/cards.js';
import { createCode } from '../../../../test/fixtures/codes.js';
import { useTestApp } from '../../../../test/test-app.js';
import { operators } from '../../../db/schema.js';

const context = useTestApp();
let admin: SignedInOperator;
let first: number;
let second: number;

beforeAll(async () => {
  admin = await signInOperator(context.app, 'admin');
  first = (await createCompany(context.db, { nameEn: 'Team first' })).id;
  second = (await createCompany(context.db, { nameEn: 'Team second' })).id;
});

const invite = (companyIds?: number[]) => ({
  email: uniqueEmail('limited-operator'),
  name: 'Malee Srisuk',
  role: 'content' as const,
  ...(companyIds ? { company_ids: companyIds } : {}),
});

describe('company_ids of an operator (decision 063)', () => {
  it('is set on invitation and changed by an admin, each id once, audited before and after', async () => {
    const invited = successData(
      (await callAdmin(context.app, createOperator, { input: invite([second, first, second]) }, { as: admin })).body,
    );
    expect(invited.company_ids).toEqual([first, second].sort((a, b) => a - b));
    const [created] = await auditRowsOf(context.db, 'operator.create', invited.id);
    expect(created?.after).toMatchObject({ company_ids: invited.company_ids });

    const whole = successData((await callAdmin(context.app, createOperator, { input: invite() }, { as: admin })).body);
    expect(whole.company_ids).toEqual([]);

    const narrowed = successData(
      (
        await callAdmin(
          context.app,
          updateOperator,
          { params: { id: invited.id }, input: { company_ids: [first] } },
          { as: admin },
        )
      ).body,
    );
    expect(narrowed.company_ids).toEqual([first]);
    const [updated] = await auditRowsOf(context.db, 'operator.update', invited.id);
    expect(updated?.before).toMatchObject({ company_ids: invited.company_ids });
    expect(updated?.after).toMatchObject({ company_ids: [first] });

    const listed = successData(
      (await callAdmin(context.app, listOperators, { input: { q: invited.email } }, { as: admin })).body,
    );
    expect(listed.items).toEqual([expect.objectContaining({ id: invited.id, company_ids: [first] })]);
  });

  it('accepts only group companies: a brand or an unknown id is a field error and nothing is saved', async () => {
    const brand = await createCompany(context.db, { kind: 'brand', nameEn: 'Team brand' });
    for (const companyIds of [[brand.id], [first, 999_999_999]]) {
      const refused = await callAdmin(context.app, createOperator, { input: invite(companyIds) }, { as: admin });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'company_ids' }] });
    }
    const target = await signInOperator(context.app, 'staff');
    const refused = await callAdmin(
      context.app,
      updateOperator,
      { params: { id: target.id }, input: { company_ids: [brand.id] } },
      { as: admin },
    );
    expect(refused.status).toBe(400);
    const [row] = await context.db.select().from(operators).where(eq(operators.id, target.id));
    expect(row?.companyIds).toEqual([]);
  });

  it('applies at the operator’s next call, without signing in again', async () => {
    const content = await signInOperator(context.app, 'content');
    const other = await createCode(context.db, { companyId: second });
    const codeIds = async () =>
      successData(
        (await callAdmin(context.app, listCodesCall, { input: { q: other.code } }, { as: content })).body,
      ).items.map((item) => item.id);
    expect(await codeIds()).toEqual([other.id]);
    await callAdmin(
      context.app,
      updateOperator,
      { params: { id: content.id }, input: { company_ids: [first] } },
      { as: admin },
    );
    expect(await codeIds()).toEqual([]);
  });

  it('refuses an admin limited to companies every call on the team, so no limit can be lifted from within', async () => {
    const limited = await signInLimitedOperator(context.app, 'admin', [first]);
    const answers = [
      await callAdmin(context.app, listOperators, { input: {} }, { as: limited }),
      await callAdmin(context.app, createOperator, { input: invite() }, { as: limited }),
      await callAdmin(
        context.app,
        updateOperator,
        { params: { id: limited.id }, input: { company_ids: [] } },
        { as: limited },
      ),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403]);
    expect(answers[2]?.body).toMatchObject({ code: 'FORBIDDEN' });
    const [row] = await context.db.select().from(operators).where(eq(operators.id, limited.id));
    expect(row?.companyIds).toEqual([first]);
  });

  it('keeps an active admin for the whole group: the last one cannot be limited', async () => {
    const last = await signInOperator(context.app, 'admin');
    const { orm } = context.database;
    const others = and(
      eq(operators.role, 'admin'),
      isNull(operators.disabledAt),
      ne(operators.id, last.id),
      sql`cardinality(${operators.companyIds}) = 0`,
    );
    const otherAdmins = await orm.select({ id: operators.id }).from(operators).where(others);
    await orm.update(operators).set({ role: 'staff' }).where(others);
    try {
      const refused = await callAdmin(
        context.app,
        updateOperator,
        { params: { id: last.id }, input: { company_ids: [first] } },
        { as: last },
      );
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'LAST_ADMIN' });
    } finally {
      for (const { id } of otherAdmins) await orm.update(operators).set({ role: 'admin' }).where(eq(operators.id, id));
    }
  });
});
