import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMember, uniqueMobile } from '../../../test/factories.js';
import { useTestDatabase } from '../../../test/helper.js';
import { members } from '../../db/schema.js';
import { earnPoints } from '../points/point-service.js';
import { UNCACHED_TIERS } from '../tiers/tier-service.js';
import { memberSearchFilter } from './member-admin-repository.js';
import { getMemberDetail, searchKindOf, searchMemberList, TEXT_SEARCH_COUNT_CAP } from './member-search-service.js';

const context = useTestDatabase();
const LATER = new Date('2031-12-31T16:59:59Z');
const query = (q: string, sort = '-created_at' as const) => ({ page: 1, limit: 20, q, sort });

describe('member search', () => {
  it('finds a member by member code, e-mail prefix, mobile prefix and part of the name', async () => {
    const { orm } = context.database;
    const mobile = uniqueMobile();
    const member = await createMember(orm, {
      email: `somsri.search-${mobile}@example.com`,
      mobileNo: mobile,
      firstName: 'สมศรี',
      lastName: `Searchable${mobile}`,
    });
    const codes = async (q: string) => (await searchMemberList(orm, query(q))).items.map((item) => item.member_id);

    expect(await codes(member.mbkMemberId.toLowerCase())).toEqual([member.mbkMemberId]);
    expect(await codes(`SOMSRI.search-${mobile}`)).toEqual([member.mbkMemberId]);
    expect(await codes(`${mobile.slice(0, 3)}-${mobile.slice(3, 8)}`)).toContain(member.mbkMemberId);
    expect(await codes(`+66 ${mobile.slice(1, 3)} ${mobile.slice(3, 6)} ${mobile.slice(6)}`)).toEqual([
      member.mbkMemberId,
    ]);
    expect(await codes(`archable${mobile}`)).toEqual([member.mbkMemberId]);
    expect(await codes(`มศรี Searchable${mobile}`)).toEqual([member.mbkMemberId]);
  });

  it('takes % and _ as letters, not wildcards', async () => {
    const { orm } = context.database;
    await createMember(orm, { lastName: 'Plainname' });

    expect((await searchMemberList(orm, query('Plain%'))).total).toBe(0);
    expect((await searchMemberList(orm, query('Plai_name'))).total).toBe(0);
  });

  it('pages and sorts the list', async () => {
    const { orm } = context.database;
    const tag = `Pager${uniqueMobile()}`;
    for (const name of ['Charlie', 'Alpha', 'Bravo']) await createMember(orm, { firstName: name, lastName: tag });

    const first = await searchMemberList(orm, { page: 1, limit: 2, q: tag, sort: 'first_name' });
    const second = await searchMemberList(orm, { page: 2, limit: 2, q: tag, sort: 'first_name' });

    expect(first.items.map((item) => item.first_name)).toEqual(['Alpha', 'Bravo']);
    expect(first).toMatchObject({ total: 3, end_page: false });
    expect(second.items.map((item) => item.first_name)).toEqual(['Charlie']);
    expect(second.end_page).toBe(true);
  });

  it('counts a text search up to 1,000 matches, so a common name stays fast', async () => {
    const { orm } = context.database;
    const tag = `Common${uniqueMobile()}`;
    await orm.execute(sql`insert into members (login_type, first_name, last_name)
      select 1, 'Many', ${tag} || n from generate_series(1, ${TEXT_SEARCH_COUNT_CAP + 5}) as n`);

    const page = await searchMemberList(orm, query(tag));

    expect(page.total).toBe(TEXT_SEARCH_COUNT_CAP);
    expect(page.items).toHaveLength(20);
    expect(page.end_page).toBe(false);
  });

  it('serves every search kind from its index (migration 0017)', async () => {
    const { orm, pool } = context.database;
    const planOf = async (q: string) => {
      const { sql: text, params } = orm
        .select({ id: members.id })
        .from(members)
        .where(memberSearchFilter(searchKindOf(q)))
        .toSQL();
      const client = await pool.connect();
      try {
        // Few rows make a sequential scan cheapest; forbidding it shows which index the search can use.
        await client.query('set enable_seqscan = off');
        const { rows } = await client.query(`explain ${text}`, params);
        return rows.map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']).join('\n');
      } finally {
        await client.query('reset enable_seqscan');
        client.release();
      }
    };

    expect(await planOf('CR10000001')).toContain('members_mbk_member_id_key');
    expect(await planOf('0812')).toContain('members_mobile_no_pattern_idx');
    const textPlan = await planOf('somchai');
    expect(textPlan).toContain('members_email_pattern_idx');
    expect(textPlan).toContain('members_full_name_trgm_idx');
  });
});

describe('member detail', () => {
  it('shows the tier, the balance and the open lots with their expiry', async () => {
    const { orm } = context.database;
    const member = await createMember(orm);
    await earnPoints(orm, { memberId: member.id, amount: 80, source: 'code', reason: 'c', expiresAt: LATER });

    const detail = await getMemberDetail(orm, UNCACHED_TIERS, member.mbkMemberId);

    expect(detail).toMatchObject({ member_id: member.mbkMemberId, status: 'active', point_balance: 80 });
    expect(detail.tier).toMatchObject({ code: expect.any(String), spending: 0 });
    expect(detail.lots).toEqual([expect.objectContaining({ remaining: 80, expires_at: LATER.toISOString() })]);
  });
});
