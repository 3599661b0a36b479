import { type AuditAction, listAudit } from '@loyalty/contracts';
import { describe, expect, it } from 'vitest';
import { callAdmin, roleMatrix, signInOperator } from '../../../../test/admin-kit.js';
import { useTestApp } from '../../../../test/test-app.js';
import { recordAudit } from '../../../modules/audit/audit-service.js';

const context = useTestApp();

function appendAt(at: Date, operatorId: number, action: AuditAction, entityId: string) {
  return context.database.orm.transaction((tx) =>
    recordAudit(
      tx,
      { actor: { operatorId, requestId: null }, action, entity: 'receipt', entityId, after: { status: 'done' } },
      at,
    ),
  );
}

describe('GET /audit', () => {
  it('is open to every operator, never without an operator token', async () => {
    expect(await roleMatrix(context.app, listAudit)).toEqual({ noToken: 401, member: 401, staff: 200 });
  });

  it('filters by operator, action, entity and time, newest first, paged', async () => {
    const staff = await signInOperator(context.app, 'staff');
    const day = (date: string) => new Date(`${date}T10:00:00+07:00`);
    await appendAt(day('2026-03-01'), staff.id, 'receipt.approve', 'r1');
    await appendAt(day('2026-03-02'), staff.id, 'receipt.reject', 'r2');
    await appendAt(day('2026-03-03'), staff.id, 'receipt.approve', 'r3');
    await appendAt(day('2026-03-04'), staff.id, 'receipt.approve', 'r4');

    const { body } = await callAdmin(
      context.app,
      listAudit,
      {
        input: {
          operator_id: staff.id,
          action: 'receipt.approve',
          entity: 'receipt',
          from: '2026-03-01T00:00:00+07:00',
          to: '2026-03-04T00:00:00+07:00',
          limit: 1,
        },
      },
      { as: staff },
    );
    if (body.status !== 'success') throw new Error('audit list failed');
    expect(body.data).toMatchObject({ total: 2, page: 1, limit: 1, end_page: false });
    expect(body.data.items).toEqual([
      {
        id: expect.any(Number),
        at: day('2026-03-03').toISOString(),
        operator: { id: staff.id, email: staff.email, name: expect.any(String) },
        action: 'receipt.approve',
        entity: 'receipt',
        entity_id: 'r3',
        before: null,
        after: { status: 'done' },
        request_id: null,
      },
    ]);
  });

  it('refuses a time that is not an ISO instant with a field error', async () => {
    const staff = await signInOperator(context.app, 'staff');
    const { status, body } = await callAdmin(context.app, listAudit, { input: { from: 'yesterday' } }, { as: staff });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'from' }] });
  });
});
