import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/helper.js';
import { auditLog, auditSeals, auditUnsealed } from '../../db/schema.js';
import { sealAuditRows } from './audit-sealer.js';
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

async function sealOf(auditId: number) {
  const [seal] = await context.database.orm.select().from(auditSeals).where(eq(auditSeals.auditId, auditId));
  if (!seal) throw new Error(`Audit row ${auditId} has no seal`);
  return seal;
}

/** As a superuser could: with a table's append-only triggers off for one statement. */
async function bypassingTriggers(table: 'audit_log' | 'audit_seals', statement: ReturnType<typeof sql>) {
  await context.database.orm.transaction(async (tx) => {
    await tx.execute(sql.raw(`alter table ${table} disable trigger user`));
    await tx.execute(statement);
    await tx.execute(sql.raw(`alter table ${table} enable trigger user`));
  });
}

describe('audit chain', () => {
  it('seals each row after the one before and verifies the whole chain', async () => {
    const first = await append('a');
    const second = await append('b');
    expect(await verifyAuditChain(context.database.orm)).toMatchObject({ ok: true, pending: 2 });
    expect(await sealAuditRows(context.database.orm)).toBe(2);
    const [firstSeal, secondSeal] = [await sealOf(first.id), await sealOf(second.id)];
    expect(secondSeal).toMatchObject({ seq: firstSeal.seq + 1, prevHash: firstSeal.hash });
    expect(await verifyAuditChain(context.database.orm)).toMatchObject({ ok: true, pending: 0 });
    expect(await sealAuditRows(context.database.orm)).toBe(0);
  });

  it('leaves no row when the write it belongs to fails', async () => {
    await sealAuditRows(context.database.orm);
    const before = await verifyAuditChain(context.database.orm);
    await expect(
      context.database.orm.transaction(async (tx) => {
        await recordAudit(tx, { actor, action: 'banner.update', entity: 'banner', entityId: 'failed', after: {} });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    const rows = await context.database.orm.select().from(auditLog).where(eq(auditLog.entityId, 'failed'));
    expect(rows).toEqual([]);
    expect(await sealAuditRows(context.database.orm)).toBe(0);
    expect(await verifyAuditChain(context.database.orm)).toEqual(before);
  });

  it('refuses UPDATE, DELETE and TRUNCATE on audit rows and their seals', async () => {
    const row = await append('fixed');
    await sealAuditRows(context.database.orm);
    const { orm } = context.database;
    await expect(orm.execute(sql`update audit_log set action = 'x' where id = ${row.id}`)).rejects.toMatchObject({
      cause: expect.objectContaining({ message: expect.stringContaining('append-only') }),
    });
    await expect(orm.execute(sql`delete from audit_log where id = ${row.id}`)).rejects.toThrow();
    await expect(orm.execute(sql`truncate audit_log`)).rejects.toThrow();
    await expect(orm.execute(sql`update audit_seals set hash = 'x' where audit_id = ${row.id}`)).rejects.toMatchObject({
      cause: expect.objectContaining({ message: expect.stringContaining('append-only') }),
    });
    await expect(orm.execute(sql`delete from audit_seals where audit_id = ${row.id}`)).rejects.toThrow();
    await expect(orm.execute(sql`truncate audit_seals`)).rejects.toThrow();
    expect(await orm.select().from(auditLog).where(eq(auditLog.id, row.id))).toHaveLength(1);
    expect((await sealOf(row.id)).auditId).toBe(row.id);
  });

  it('keeps one chain when many writes append and several sealers run at once', async () => {
    const { orm } = context.database;
    const sealing = Promise.all([sealAuditRows(orm), sealAuditRows(orm)]);
    const rows = await Promise.all(Array.from({ length: 12 }, (_, index) => append(`parallel-${index}`)));
    await Promise.all([sealing, sealAuditRows(orm), sealAuditRows(orm)]);
    await sealAuditRows(orm);
    const seals = await Promise.all(rows.map((row) => sealOf(row.id)));
    expect(new Set(seals.map((seal) => seal.prevHash)).size).toBe(rows.length);
    const all = await orm.select({ seq: auditSeals.seq }).from(auditSeals).orderBy(asc(auditSeals.seq));
    expect(all.map((seal) => seal.seq)).toEqual(all.map((_, index) => index + 1));
    expect(await verifyAuditChain(orm)).toMatchObject({ ok: true, pending: 0 });
  });

  it('seals a row whose transaction commits after a later row was sealed', async () => {
    const { orm } = context.database;
    let commitEarlier = () => {};
    const held = new Promise<void>((resolve) => {
      commitEarlier = resolve;
    });
    let earlierId = 0;
    const earlier = orm.transaction(async (tx) => {
      earlierId = (await recordAudit(tx, { actor, action: 'banner.update', entity: 'banner', entityId: 'slow' })).id;
      await held;
    });
    while (earlierId === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const later = await append('fast');
    expect(later.id).toBeGreaterThan(earlierId);
    await sealAuditRows(orm);
    commitEarlier();
    await earlier;
    await sealAuditRows(orm);
    expect((await sealOf(earlierId)).seq).toBe((await sealOf(later.id)).seq + 1);
    expect(await verifyAuditChain(orm)).toMatchObject({ ok: true, pending: 0 });
  });

  it('catches a row changed directly in the database', async () => {
    const target = await append('target');
    await append('after-target');
    await sealAuditRows(context.database.orm);
    const [written] = await context.database.orm.select().from(auditLog).where(eq(auditLog.id, target.id));
    await bypassingTriggers('audit_log', sql`update audit_log set after = '{"name":"forged"}' where id = ${target.id}`);
    expect(await verifyAuditChain(context.database.orm)).toMatchObject({
      ok: false,
      rowId: target.id,
      problem: 'tampered',
    });
    await bypassingTriggers(
      'audit_log',
      sql`update audit_log set after = ${JSON.stringify(written?.after)}::jsonb where id = ${target.id}`,
    );
    expect(await verifyAuditChain(context.database.orm)).toMatchObject({ ok: true });
  });

  it('catches a row taken out of the sealer’s queue before it was sealed', async () => {
    const { orm } = context.database;
    const skipped = await append('skipped');
    await orm.delete(auditUnsealed).where(eq(auditUnsealed.auditId, skipped.id));
    await sealAuditRows(orm);
    expect(await verifyAuditChain(orm)).toMatchObject({ ok: false, rowId: skipped.id, problem: 'unchained' });
    await orm.insert(auditUnsealed).values({ auditId: skipped.id });
    await sealAuditRows(orm);
    expect(await verifyAuditChain(orm)).toMatchObject({ ok: true, pending: 0 });
  });
});

// Each on a database of its own: the chain stays broken afterwards.
describe('an audit chain a superuser broke', () => {
  it('names the row after a seal removed from the middle of the chain', async () => {
    const removed = await append('unsealed');
    const next = await append('next');
    await sealAuditRows(context.database.orm);
    await bypassingTriggers('audit_seals', sql`delete from audit_seals where audit_id = ${removed.id}`);
    expect(await verifyAuditChain(context.database.orm)).toMatchObject({
      ok: false,
      rowId: next.id,
      problem: 'missing',
    });
  });
});

describe('an audit chain missing a row', () => {
  const own = useTestDatabase();

  it('names the row removed behind the chain’s back', async () => {
    const { orm } = own.database;
    const write = (label: string) =>
      orm.transaction((tx) => recordAudit(tx, { actor, action: 'banner.update', entity: 'banner', entityId: label }));
    await write('before');
    const removed = await write('removed');
    await write('after');
    await sealAuditRows(orm);
    await orm.transaction(async (tx) => {
      await tx.execute(sql`alter table audit_log disable trigger all`);
      await tx.execute(sql`delete from audit_log where id = ${removed.id}`);
      await tx.execute(sql`alter table audit_log enable trigger all`);
    });
    expect(await verifyAuditChain(orm)).toMatchObject({ ok: false, rows: 1, rowId: removed.id, problem: 'missing' });
  });
});
