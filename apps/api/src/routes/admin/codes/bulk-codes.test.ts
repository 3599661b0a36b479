import { createCodeCall, disableCodesCall, enableCodesCall, MAX_BULK_ROWS, scanCode } from '@loyalty/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  callAdmin,
  roleMatrix,
  type SignedInOperator,
  signInOperator,
  statusesAs,
  successData,
} from '../../../../test/admin-kit.js';
import { auditRowsOf } from '../../../../test/audit-rows.js';
import { callContract } from '../../../../test/call-contract.js';
import { createMember, sessionTokenFor } from '../../../../test/factories.js';
import { useTestApp } from '../../../../test/test-app.js';

const context = useTestApp();
let admin: SignedInOperator;

beforeAll(async () => {
  admin = await signInOperator(context.app, 'admin');
});

const DAY_MS = 86_400_000;
let codeCount = 0;

async function newCode(): Promise<{ id: number; code: string }> {
  codeCount += 1;
  const code = `BULK-${Date.now().toString(36)}-${codeCount}`.toUpperCase();
  const { body } = await callAdmin(
    context.app,
    createCodeCall,
    {
      input: {
        code,
        kind: 'promo',
        points: 10,
        max_uses: null,
        starts_at: new Date(Date.now() - DAY_MS).toISOString(),
        ends_at: new Date(Date.now() + DAY_MS).toISOString(),
      },
    },
    { as: admin },
  );
  return { id: successData(body).id, code: successData(body).code };
}

async function scanAnswer(code: string) {
  const member = await createMember(context.db);
  const token = await sessionTokenFor(context.db, member);
  return (await callContract(context.app, scanCode, { Code: code }, { as: { token } })).body;
}

const disableAll = (ids: unknown) =>
  callAdmin(context.app, disableCodesCall, { input: { ids } as never }, { as: admin });
const enableAll = (ids: unknown) => callAdmin(context.app, enableCodesCall, { input: { ids } as never }, { as: admin });

describe('disabling and enabling many codes at once', () => {
  it('stops each chosen code with its own audit row, answers NOT_FOUND for an unknown one, and enables them again', async () => {
    const first = await newCode();
    const second = await newCode();
    const disabled = await disableAll([first.id, 999_999_999, second.id]);
    expect(successData(disabled.body).results).toEqual([
      { id: first.id, ok: true, code: null },
      { id: 999_999_999, ok: false, code: 'NOT_FOUND' },
      { id: second.id, ok: true, code: null },
    ]);
    expect(await scanAnswer(first.code)).toMatchObject({ code: 'CODE_INVALID' });
    expect(await auditRowsOf(context.database.orm, 'code.disable', first.id)).toHaveLength(1);
    expect(await auditRowsOf(context.database.orm, 'code.disable', second.id)).toHaveLength(1);

    const enabled = await enableAll([first.id, second.id]);
    expect(successData(enabled.body).results.every((row) => row.ok)).toBe(true);
    expect(await scanAnswer(first.code)).toMatchObject({ status: 'success' });
    expect(await auditRowsOf(context.database.orm, 'code.enable', second.id)).toHaveLength(1);
    // Enabling an enabled code is no change: ok, and nothing more recorded.
    expect(successData((await enableAll([second.id])).body).results).toEqual([{ id: second.id, ok: true, code: null }]);
    expect(await auditRowsOf(context.database.orm, 'code.enable', second.id)).toHaveLength(1);
  });

  it('validates the ids strictly', async () => {
    for (const ids of [['1'], [1, 1], [], [-1], Array.from({ length: MAX_BULK_ROWS + 1 }, (_, index) => index + 1)]) {
      for (const call of [disableAll, enableAll]) {
        const { status, body } = await call(ids);
        expect(status).toBe(400);
        expect(body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: expect.stringMatching(/^ids/) }] });
      }
    }
  });

  it('is for those who may disable one code: admins and content, not staff or cashiers', async () => {
    const input = { ids: [999_999_999] };
    for (const call of [disableCodesCall, enableCodesCall]) {
      expect(await roleMatrix(context.app, call, { input })).toEqual({ noToken: 401, member: 401, staff: 403 });
      const operators = {
        content: await signInOperator(context.app, 'content'),
        cashier: await signInOperator(context.app, 'cashier'),
      };
      expect(await statusesAs(context.app, call, operators, { input })).toEqual({ content: 200, cashier: 403 });
    }
  });
});
