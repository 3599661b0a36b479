import { type getMemberLedger, type searchMembers, thaiMobileOf } from '@loyalty/contracts';
import type { z } from 'zod';
import { AppError } from '../../app-error.js';
import type { Executor } from '../../db/client.js';
import { listLedgerEntries, listOpenLots } from '../points/ledger-read-service.js';
import { pointBalance } from '../points/point-service.js';
import { currentTierOf, rollingSpendingOf, type TierReader } from '../tiers/tier-service.js';
import { presentLedgerItem, presentMemberDetail, presentMemberSummary } from './member-admin-presenter.js';
import {
  findMemberDetailByCode,
  findMemberIdByCode,
  type MemberSearch,
  type MemberSortColumn,
  selectMemberPage,
  selectMergedMembers,
} from './member-admin-repository.js';

type SearchQuery = z.output<typeof searchMembers.input>;
type LedgerQuery = z.output<typeof getMemberLedger.input>;

const MEMBER_CODE = /^CR\d{8}$/i;
/** The start of a mobile number as it is stored (spaces and dashes forgiven): a prefix of its ten digits. */
const MOBILE_TYPED = /^\d[\d\s-]*$/;

/**
 * DESIGN §11 search: a member code is looked up exactly, a whole mobile however typed (+66…) and other
 * digits are a mobile prefix, other text an e-mail prefix or part of the name. Each kind is served by its own index (migration 0017).
 */
export function searchKindOf(q: string | undefined): MemberSearch {
  const text = q?.trim() ?? '';
  if (text === '') return { kind: 'all' };
  if (MEMBER_CODE.test(text)) return { kind: 'member_id', memberId: text.toUpperCase() };
  const mobile = thaiMobileOf(text);
  if (mobile) return { kind: 'mobile', prefix: mobile };
  if (MOBILE_TYPED.test(text)) return { kind: 'mobile', prefix: text.replace(/[\s-]/g, '') };
  return { kind: 'text', emailPrefix: text.toLowerCase(), nameFragment: text };
}

/**
 * A common name matches thousands of members, and counting them all is a scan of the table (50 ms at
 * 100,000 members, past DESIGN §11's 100 ms p99 under load): text searches count up to this many, so
 * `total` says "at least 1,000" there and the operator narrows the search instead of paging on.
 */
export const TEXT_SEARCH_COUNT_CAP = 1_000;

function sortOf(sort: string): { column: MemberSortColumn; isDescending: boolean } {
  const isDescending = sort.startsWith('-');
  return { column: (isDescending ? sort.slice(1) : sort) as MemberSortColumn, isDescending };
}

export async function searchMemberList(db: Executor, query: SearchQuery) {
  const offset = (query.page - 1) * query.limit;
  const { column, isDescending } = sortOf(query.sort);
  const search = searchKindOf(query.q);
  const { rows, total } = await selectMemberPage(db, {
    search,
    countCap: search.kind === 'text' ? TEXT_SEARCH_COUNT_CAP : undefined,
    sort: column,
    isDescending,
    offset,
    limit: query.limit,
  });
  return {
    items: rows.map(presentMemberSummary),
    page: query.page,
    limit: query.limit,
    total,
    end_page: offset + rows.length >= total,
  };
}

/** The member detail of DESIGN §11: profile, state, tier, balance and the lots with their expiry. */
export async function getMemberDetail(db: Executor, tierTable: TierReader, memberCode: string, now = new Date()) {
  const found = await findMemberDetailByCode(db, memberCode);
  if (!found) throw new AppError('NOT_FOUND');
  const memberId = found.member.id;
  const [balance, spending, tier, merged, lots] = await Promise.all([
    pointBalance(db, memberId, now),
    rollingSpendingOf(db, memberId, now),
    currentTierOf(db, tierTable, memberId, now),
    selectMergedMembers(db, memberId),
    listOpenLots(db, memberId, now),
  ]);
  return presentMemberDetail({
    ...found,
    balance,
    spending,
    tier,
    mergedCodes: merged.map((member) => member.code),
    lots,
  });
}

/**
 * The member's ledger with the entries of every member merged into it: the history moved with the
 * points, while each entry stays the append-only record of the account it happened on (decision 022).
 */
export async function getMemberLedgerPage(db: Executor, memberCode: string, query: LedgerQuery) {
  const memberId = await findMemberIdByCode(db, memberCode);
  if (memberId === undefined) throw new AppError('NOT_FOUND');
  const merged = await selectMergedMembers(db, memberId);
  const codes = new Map<number, string>([[memberId, memberCode], ...merged.map((m) => [m.id, m.code] as const)]);
  const { rows, total } = await listLedgerEntries(db, {
    memberIds: [...codes.keys()],
    isNewestFirst: query.sort.startsWith('-'),
    page: query.page,
    limit: query.limit,
  });
  return {
    items: rows.map((row) => presentLedgerItem(row, codes.get(row.memberId) ?? memberCode)),
    page: query.page,
    limit: query.limit,
    total,
    end_page: (query.page - 1) * query.limit + rows.length >= total,
  };
}
