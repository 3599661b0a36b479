import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/helper.js';
import { auditLog } from '../../db/schema.js';
import { recordAudit, verifyAuditChain } from './audit-service.js';

const context = useTestDatabase();
const actor = { operatorId: null, requestId: 'test-request' };

function append(label: string) {
  return context.database.orm.transaction((tx) =>
    recordAudit(tx, {
      actor,
      action: 'banner.update',
      entity: 'banner',
      entityId: label,
      before: { name: label, nested: { b: 1, a: [1, 2] } },
      after: { name: `${label}!`, at: new Date('2026-01-02T03:04:05.678Z') },
    }),
  );
}

/** As a superuser could: with the append-only triggers off for one statement. */
async function bypassingTriggers(statement: ReturnType<typeof sql>) {
  await context.database.orm.transaction(async (tx) => {
    await tx.execute(sql`alter table audit_log disable trigger user`);
    await tx.execute(statement);
    await tx.execute(sql`alter table audit_log enable trigger user`);
  });
}

describe('audit chain', () => {
  it('links each row to the one before and verifies the whole chain', async () => {
    const first = await append('a');
    const second = await append('b');
    expect(second.prevHash).toBe(first.hash);
    expect(await verifyAuditChain(context.database.orm)).toMatchObject({ ok: true });
  });

  it('leaves no row when the write it belongs to fails', async () => {
    const before = await verifyAuditChain(context.database.orm);
    await expect(
      context.database.orm.transaction(async (tx) => {
        await recordAudit(tx, { actor, action: 'banner.update', entity: 'banner', entityId: 'failed', after: {} });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    const rows = await context.database.orm.select().from(auditLog).where(eq(auditLog.entityId, 'failed'));
    expect(rows).toEqual([]);
    expect(await verifyAuditChain(context.database.orm)).toEqual(before);
  });

  it('refuses UPDATE, DELETE and TRUNCATE on audit rows', async () => {
    const row = await append('fixed');
    const { orm } = context.database;
    await expect(orm.execute(sql`update audit_log set action = 'x' where id = ${row.id}`)).rejects.toMatchObject({
      cause: expect.objectContaining({ message: expect.stringContaining('append-only') }),
    });
    await expect(orm.execute(sql`delete from audit_log where id = ${row.id}`)).rejects.toThrow();
    await expect(orm.execute(sql`truncate audit_log`)).rejects.toThrow();
    expect(await orm.select().from(auditLog).where(eq(auditLog.id, row.id))).toHaveLength(1);
  });

  it('keeps one chain when many writes append at once', async () => {
    const rows = await Promise.all(Array.from({ length: 12 }, (_, index) => append(`parallel-${index}`)));
    const prevHashes = new Set(rows.map((row) => row.prevHash));
    expect(prevHashes.size).toBe(rows.length);
    expect(await verifyAuditChain(context.database.orm)).toMatchObject({ ok: true });
  });

  it('catches a row changed directly in the database', async () => {
    const target = await append('target');
    await append('after-target');
    await bypassingTriggers(sql`update audit_log set after = '{"name":"forged"}' where id = ${target.id}`);
    expect(await verifyAuditChain(context.database.orm)).toMatchObject({
      ok: false,
      rowId: target.id,
      problem: 'tampered',
    });
    await bypassingTriggers(
      sql`update audit_log set after = ${JSON.stringify(target.after)}::jsonb where id = ${target.id}`,
    );
    expect(await verifyAuditChain(context.database.orm)).toMatchObject({ ok: true });
  });

  // Last: the chain stays broken afterwards.
  it('catches a row removed from the middle of the chain', async () => {
    const removed = await append('removed');
    const next = await append('next');
    await bypassingTriggers(sql`delete from audit_log where id = ${removed.id}`);
    expect(await verifyAuditChain(context.database.orm)).toMatchObject({
      ok: false,
      rowId: next.id,
      problem: 'missing',
    });
  });
});
