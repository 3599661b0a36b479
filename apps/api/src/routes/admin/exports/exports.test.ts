import {
  AUDIT_EXPORT_COLUMNS,
  adminCallPath,
  exportAudit,
  exportLedger,
  exportMembers,
  exportOperators,
  exportRedemptions,
  exportTill,
  OPERATOR_EXPORT_COLUMNS,
  REDEMPTION_EXPORT_COLUMNS,
  TILL_EXPORT_COLUMNS,
} from '@loyalty/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callAdmin, createTestOperator, roleMatrix, signInOperator } from '../../../../test/admin-kit.js';
import { createMember } from '../../../../test/factories.js';
import { createCatalogueBase, createPrivilege, recordRedemption } from '../../../../test/fixtures/catalogue.js';
import { createTillClient, createTillStore, TILL_READERS } from '../../../../test/fixtures/till.js';
import { useTestApp } from '../../../../test/test-app.js';
import { auditLog } from '../../../db/schema.js';
import { bangkokInstant } from '../../../modules/calendar/bangkok-calendar.js';
import { earnPoints } from '../../../modules/points/point-service.js';
import { captureHold, placeHold } from '../../../modules/till/till-hold-service.js';
import { refundSale } from '../../../modules/till/till-refund-service.js';
import { recordSale } from '../../../modules/till/till-sale-service.js';

const context = useTestApp();
const LATER = new Date('2031-12-31T16:59:59Z');
const BOM = '\uFEFF';

function auditRowsOf(action: string) {
  return context.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(asc(auditLog.id));
}

function linesOf(csv: string): string[] {
  return csv.replace(BOM, '').trimEnd().split('\n');
}

describe('CSV exports: who may make them', () => {
  it('are open to every operator, never without a token or with a member token', async () => {
    const everyOperator = { noToken: 401, member: 401, staff: 200 };
    expect(await roleMatrix(context.app, exportMembers)).toEqual(everyOperator);
    expect(await roleMatrix(context.app, exportLedger, { input: { from: '2026-01-01' } })).toEqual(everyOperator);
    expect(await roleMatrix(context.app, exportRedemptions)).toEqual(everyOperator);
    expect(await roleMatrix(context.app, exportAudit, { input: { action: 'export.audit' } })).toEqual(everyOperator);
  });

  it('answers a HEAD of an export 405 without running it, so no export is audited', async () => {
    const staff = await signInOperator(context.app, 'staff');
    const before = (await auditRowsOf('export.members')).length;
    const head = await context.app.inject({
      method: 'HEAD',
      url: adminCallPath(exportMembers, {}),
      headers: { authorization: `Bearer ${staff.token}` },
    });
    expect(head.statusCode).toBe(405);
    expect((await auditRowsOf('export.members')).length).toBe(before);
  });

  it('keeps the operators export for admins, as the operators list is', async () => {
    expect(await roleMatrix(context.app, exportOperators, { input: {} })).toEqual({
      noToken: 401,
      member: 401,
      staff: 403,
    });
    expect(await auditRowsOf('export.operators')).toEqual([]);
  });
});

describe('CSV exports of the console lists', () => {
  it('exports every operator the list search finds, in the list order, never a secret, and audits the filters', async () => {
    const admin = await signInOperator(context.app, 'admin');
    const [zed, amy] = [
      await createTestOperator(context.app, 'staff', 'csvfind-zed'),
      await createTestOperator(context.app, 'admin', 'csvfind-amy'),
    ];
    await createTestOperator(context.app, 'staff', 'not-listed');
    const filters = { q: 'csvfind', sort: '-name' } as const;

    const answer = await callAdmin(context.app, exportOperators, { input: filters }, { as: admin });

    expect(answer.headers['content-disposition']).toMatch(/filename="operators-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(linesOf(answer.text)).toEqual([
      OPERATOR_EXPORT_COLUMNS.join(','),
      `${zed.id},${zed.email},Test csvfind-zed,staff,false,false,${bangkokInstant(new Date(zed.created_at))}`,
      `${amy.id},${amy.email},Test csvfind-amy,admin,false,false,${bangkokInstant(new Date(amy.created_at))}`,
    ]);
    const audits = (await auditRowsOf('export.operators')).filter((audit) => audit.operatorId === admin.id);
    expect(audits).toMatchObject([{ entityId: 'operators.csv', after: { filters } }]);
  });

  it('exports the audit rows the list filters select, with before and after as JSON', async () => {
    const admin = await signInOperator(context.app, 'admin');
    await callAdmin(context.app, exportOperators, { input: { q: 'first' } }, { as: admin });
    await callAdmin(context.app, exportOperators, { input: { q: 'second' } }, { as: admin });
    const filters = { operator_id: admin.id, action: 'export.operators', sort: '-at' } as const;

    const answer = await callAdmin(context.app, exportAudit, { input: filters }, { as: admin });

    const [header, ...rows] = linesOf(answer.text);
    expect(header).toBe(AUDIT_EXPORT_COLUMNS.join(','));
    const written = await auditRowsOf('export.operators');
    const mine = written.filter((audit) => audit.operatorId === admin.id).reverse();
    expect(rows).toEqual(
      mine.map(
        (audit) =>
          `${audit.id},${bangkokInstant(audit.at)},${admin.id},${admin.email},export.operators,export,operators.csv,,` +
          `"${JSON.stringify(audit.after).replaceAll('"', '""')}",${audit.requestId}`,
      ),
    );
    expect(rows[0]).toContain('second');
    const audits = (await auditRowsOf('export.audit')).filter((audit) => audit.operatorId === admin.id);
    expect(audits).toMatchObject([{ entityId: 'audit.csv', after: { filters } }]);
  });
});

describe('CSV exports', () => {
  it('downloads members as UTF-8 CSV with a BOM and Thai names, and audits who exported them', async () => {
    const staff = await signInOperator(context.app, 'staff');
    const member = await createMember(context.db, { firstName: 'สมหญิง', lastName: 'รักดี' });
    await earnPoints(context.db, { memberId: member.id, amount: 33, source: 'code', reason: 'c', expiresAt: LATER });

    const answer = await callAdmin(context.app, exportMembers, {}, { as: staff });

    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="members-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(answer.text.startsWith(`${BOM}member_id,status,`)).toBe(true);
    expect(linesOf(answer.text)).toContain(
      `${member.mbkMemberId},Active,Foreigner,สมหญิง,รักดี,${member.email},,Member,33,${bangkokInstant(member.createdAt)}`,
    );
    const [row] = (await auditRowsOf('export.members')).filter((audit) => audit.operatorId === staff.id);
    expect(row).toMatchObject({ entity: 'export', entityId: 'members.csv', after: { filters: {} } });
    expect(row?.requestId).toBe(answer.headers['x-request-id']);
  });

  it('limits the ledger to the Asia/Bangkok days asked for and keeps the filters in the audit row', async () => {
    const admin = await signInOperator(context.app, 'admin');
    const member = await createMember(context.db);
    const earn = (amount: number, at: string) =>
      earnPoints(
        context.db,
        { memberId: member.id, amount, source: 'code', reason: 'c', expiresAt: LATER },
        new Date(at),
      );
    await earn(11, '2026-03-31T16:59:00Z'); // 23:59 on 31 March in Bangkok
    await earn(12, '2026-03-31T17:00:00Z'); // 00:00 on 1 April
    await earn(13, '2026-04-02T16:59:00Z'); // 23:59 on 2 April
    await earn(14, '2026-04-02T17:00:00Z'); // 00:00 on 3 April
    const filters = { from: '2026-04-01', to: '2026-04-02' };

    const answer = await callAdmin(context.app, exportLedger, { input: filters }, { as: admin });

    const rows = linesOf(answer.text).filter((line) => line.includes(`,${member.mbkMemberId},`));
    expect(rows.map((line) => line.split(',')[4])).toEqual(['12', '13']);
    const audits = (await auditRowsOf('export.ledger')).filter((audit) => audit.operatorId === admin.id);
    expect(audits).toMatchObject([{ after: { filters } }]);
  });

  it('refuses a range ending before it starts with VALIDATION_FAILED and audits nothing', async () => {
    const staff = await signInOperator(context.app, 'staff');

    const answer = await callAdmin(
      context.app,
      exportLedger,
      { input: { from: '2026-05-02', to: '2026-05-01' } },
      { as: staff },
    );

    expect([answer.status, answer.body.status === 'error' && answer.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect((await auditRowsOf('export.ledger')).filter((audit) => audit.operatorId === staff.id)).toEqual([]);
  });

  it('exports the till’s sales, refunds and captured payments of the Bangkok days asked for, and audits it', async () => {
    const staff = await signInOperator(context.app, 'staff');
    const store = await createTillStore(context.db, 'Chaba Mart Export');
    const client = await createTillClient(context.db, store);
    const member = await createMember(context.db);
    await earnPoints(context.db, { memberId: member.id, amount: 50, source: 'code', reason: 'c', expiresAt: LATER });
    const at = (instant: string) => new Date(instant);
    const sale = await recordSale(
      context.db,
      TILL_READERS,
      client,
      { memberId: member.id, store, receiptNo: 'E-1', amount: 100.5, occurredAt: at('2026-04-01T02:00:00Z') },
      at('2026-04-01T03:00:00Z'),
    );
    await refundSale(
      context.db,
      client,
      { transactionId: sale.transaction_id, refundNo: 'ER-1', amount: 50.25 },
      at('2026-04-01T04:00:00Z'),
    );
    const hold = await placeHold(
      context.db,
      TILL_READERS.rules,
      client,
      { memberId: member.id, store, points: 20, reference: 'EH-1' },
      at('2026-04-01T05:00:00Z'),
    );
    await captureHold(context.db, client, hold.hold_id, at('2026-04-01T05:01:00Z'));
    await recordSale(
      context.db,
      TILL_READERS,
      client,
      { memberId: member.id, store, receiptNo: 'E-2', amount: 30, occurredAt: at('2026-04-02T16:00:00Z') },
      at('2026-04-02T17:00:00Z'), // 00:00 on 3 April in Bangkok: outside the range
    );
    const filters = { from: '2026-04-01', to: '2026-04-02' };

    const answer = await callAdmin(context.app, exportTill, { input: filters }, { as: staff });

    const [header, ...rows] = linesOf(answer.text);
    expect(header).toBe(TILL_EXPORT_COLUMNS.join(','));
    const mine = rows.filter((line) => line.includes(`,${store.code},`)).map((line) => line.split(','));
    expect(mine.map((row) => [row[0], row[2], row[4], row[5], row[6], row[7], row[8], row[9], row[10]])).toEqual([
      [
        'Sale',
        String(sale.transaction_id),
        store.nameEn,
        String(client.apiClientId),
        '',
        member.mbkMemberId,
        'E-1',
        '100.50',
        '4',
      ],
      [
        'Refund',
        String(sale.transaction_id),
        store.nameEn,
        String(client.apiClientId),
        '',
        member.mbkMemberId,
        'ER-1',
        '50.25',
        '-2',
      ],
      ['Paid with points', '', store.nameEn, String(client.apiClientId), '', member.mbkMemberId, 'EH-1', '5.00', '-20'],
    ]);
    const audits = (await auditRowsOf('export.till')).filter((audit) => audit.operatorId === staff.id);
    expect(audits).toMatchObject([{ entityId: 'till.csv', after: { filters } }]);
  });

  it('lists redemptions with the member and the privilege titles in both languages', async () => {
    const staff = await signInOperator(context.app, 'staff');
    const member = await createMember(context.db);
    const { base, partner } = await createCatalogueBase(context.db);
    const privilege = await createPrivilege(context.db, base);
    await recordRedemption(context.db, member.id, privilege.id);

    const answer = await callAdmin(context.app, exportRedemptions, { input: {} }, { as: staff });

    const [header, ...rows] = linesOf(answer.text);
    expect(header).toBe(REDEMPTION_EXPORT_COLUMNS.join(','));
    const row = rows.find((line) => line.includes(`,${member.mbkMemberId},`))?.split(',');
    expect(row?.slice(1, 9)).toEqual([
      member.mbkMemberId,
      String(privilege.id),
      'เครื่องดื่มฟรี',
      'Free drink',
      partner.nameEn,
      'E-coupon',
      'Issued',
      '100',
    ]);
    const audits = (await auditRowsOf('export.redemptions')).filter((audit) => audit.operatorId === staff.id);
    expect(audits).toMatchObject([{ entityId: 'redemptions.csv', requestId: answer.headers['x-request-id'] }]);
  });

  it('invoices one partner: only its privileges’ redemptions of the Bangkok days asked for', async () => {
    const staff = await signInOperator(context.app, 'staff');
    const member = await createMember(context.db);
    const invoiced = await createCatalogueBase(context.db);
    const other = await createCatalogueBase(context.db);
    const privilege = await createPrivilege(context.db, invoiced.base);
    const otherPrivilege = await createPrivilege(context.db, other.base);
    const redeemAt = async (privilegeId: number, at: string) => {
      await recordRedemption(context.db, member.id, privilegeId);
      await context.db.execute(sql`update redemptions set created_at = ${at}::timestamptz
        where id = (select max(id) from redemptions)`);
    };
    await redeemAt(privilege.id, '2026-09-30T16:59:59Z'); // 23:59:59 on 30 September in Bangkok
    await redeemAt(privilege.id, '2026-09-30T17:00:00Z'); // midnight starting 1 October in Bangkok
    await redeemAt(privilege.id, '2026-10-31T16:59:59Z'); // the last second of October in Bangkok
    await redeemAt(privilege.id, '2026-10-31T17:00:00Z');
    await redeemAt(otherPrivilege.id, '2026-10-15T05:00:00Z');
    const filters = { partner: invoiced.partner.id, from: '2026-10-01', to: '2026-10-31' };

    const answer = await callAdmin(context.app, exportRedemptions, { input: filters }, { as: staff });

    const [, ...rows] = linesOf(answer.text);
    const mine = rows.map((line) => line.split(',')).filter((row) => row[1] === member.mbkMemberId);
    expect(mine.map((row) => [row[5], row[9]])).toEqual([
      [invoiced.partner.nameEn, '2026-10-01T00:00:00+07:00'],
      [invoiced.partner.nameEn, '2026-10-31T23:59:59+07:00'],
    ]);
    const audits = (await auditRowsOf('export.redemptions')).filter((audit) => audit.operatorId === staff.id);
    expect(audits).toMatchObject([{ after: { filters } }]);
  });

  it('refuses an unknown partner, a range ending before it starts and a date that is none, auditing nothing', async () => {
    const staff = await signInOperator(context.app, 'staff');
    const refusals = [
      { input: { partner: 987_654_321 }, field: 'partner' },
      { input: { from: '2026-10-31', to: '2026-10-01' }, field: 'to' },
      { input: { from: '2026-02-30' }, field: 'from' },
      { input: { to: '31/10/2026' }, field: 'to' },
      { input: { partner: 'abc' as unknown as number }, field: 'partner' },
    ];
    for (const { input, field } of refusals) {
      const answer = await callAdmin(context.app, exportRedemptions, { input }, { as: staff });
      expect([answer.status, answer.body]).toMatchObject([
        400,
        { code: 'VALIDATION_FAILED', errors: [expect.objectContaining({ field })] },
      ]);
    }
    expect((await auditRowsOf('export.redemptions')).filter((audit) => audit.operatorId === staff.id)).toEqual([]);
  });

  // Tens of thousands of rows, more than the sockets between the server and this client buffer, so the
  // cursor must wait for the reader; writing them takes longer than an ordinary test.
  it('streams over HTTP: the first bytes arrive while the export query still holds the rest', async () => {
    const staff = await signInOperator(context.app, 'staff');
    await context.db.execute(sql`insert into members (login_type, email, first_name, last_name)
      select 1, 'stream-' || n || '@example.com', 'สตรีม', 'Member ' || n from generate_series(1, 30000) as n`);
    const origin = await context.app.listen({ port: 0, host: '127.0.0.1' });
    const exportQueryStates = async () => {
      const { rows } = await context.database.pool.query<{ state: string }>(
        `select state from pg_stat_activity
          where datname = current_database() and query like '%as member_id%' and state <> 'idle'
            and pid <> pg_backend_pid()`,
      );
      return rows.map((row) => row.state);
    };

    const response = await fetch(`${origin}/api/admin/v1/exports/members.csv`, {
      headers: { authorization: `Bearer ${staff.token}` },
    });
    const reader = response.body?.getReader();
    if (!reader) throw new Error('No body');
    const first = await reader.read();
    const whileReading = await exportQueryStates();
    const newlinesIn = (bytes: Uint8Array | undefined) => bytes?.filter((byte) => byte === 0x0a).length ?? 0;
    let lines = newlinesIn(first.value);
    for (let next = await reader.read(); !next.done; next = await reader.read()) lines += newlinesIn(next.value);

    expect(whileReading).toEqual(['active']);
    expect(lines).toBeGreaterThan(30_000);
  }, 60_000);

  // After the streaming test: its 30,000 members make each export outlast the buffers, so every cursor
  // holds its connection until its reader is done.
  it('serves more exports at once than the pool has connections, each audited', async () => {
    const staff = await signInOperator(context.app, 'staff');
    const exportsAtOnce = context.database.pool.options.max * 2;
    const auditedBefore = (await auditRowsOf('export.members')).length;
    // Each export had opened its cursor (a connection for the whole download) before it wrote its audit
    // row on a second one: as many at once as the pool's connections waited on each other.
    const answers = await Promise.all(
      Array.from({ length: exportsAtOnce }, () => callAdmin(context.app, exportMembers, {}, { as: staff })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(exportsAtOnce).fill(200));
    expect((await auditRowsOf('export.members')).length).toBe(auditedBefore + exportsAtOnce);
  }, 60_000);
});
