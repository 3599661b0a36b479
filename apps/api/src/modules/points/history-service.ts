import type {
  getPointExpireTimeline,
  getPointHistory,
  Language,
  PointAward,
  PointHistoryItem,
} from '@loyalty/contracts';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { type ListPage, readPagesTogether, readTogether } from '../../db/read-together.js';
import { describeEntry } from './entry-description.js';
import { type HistoryDirection, type HistoryRow, selectEntryAwards, selectHistoryPages } from './history-repository.js';
import { selectExpiryTimelines } from './point-repository.js';

type HistoryQuery = z.output<typeof getPointHistory.input>;
type HistoryPage = z.output<typeof getPointHistory.output>;
type ExpireTimeline = z.output<typeof getPointExpireTimeline.output>;

function present(row: HistoryRow, language: Language): PointHistoryItem {
  return {
    entry_id: row.id,
    kind: row.kind,
    source: row.source,
    points: row.delta,
    description: describeEntry(row, language),
    awards: row.awards,
    expires_at: row.delta > 0 && row.expiresAt ? row.expiresAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** The page a history query asks for, as the ledger is read. */
function pageOf(query: HistoryQuery): ListPage<HistoryDirection> {
  return { list: query.type, offset: (query.page - 1) * query.limit, limit: query.limit };
}

/**
 * History/GetPointHistory: the member's ledger newest first; `earn` keeps arrivals, `spend` departures.
 * Each entry says what it was for in the member's language (`describeEntry`, DESIGN §6 "point history
 * speaks"), and an earn what its points were made of (`awards`, DESIGN §14 "Explained points"). The calls
 * a process takes in during one turn of its event loop are read together (decision 066), one statement
 * for each page asked (direction, offset, limit) whatever the members.
 */
export function pointHistoryReader(db: Executor) {
  const pageRead = readPagesTogether((memberIds, page: ListPage<HistoryDirection>) =>
    selectHistoryPages(db, memberIds, page),
  );
  return async (memberId: number, query: HistoryQuery, language: Language): Promise<HistoryPage> => {
    const page = pageOf(query);
    const read = await pageRead(memberId, page);
    const rows = read?.rows ?? [];
    const total = read?.total ?? 0;
    return {
      items: rows.map((row) => present(row, language)),
      page: query.page,
      limit: query.limit,
      total,
      end_page: page.offset + rows.length >= total,
    };
  };
}

/**
 * History/GetPointExpireTimeline: remaining points by Bangkok expiry day; expired lots are left out even
 * before the sweep, so `total` is the balance GetCustomerInfo reports (DESIGN §6). The calls a process
 * takes in during one turn of its event loop are read by one statement (decision 066).
 */
export function expireTimelineReader(db: Executor) {
  const daysOf = readTogether((memberIds: readonly number[]) => selectExpiryTimelines(db, memberIds, new Date()));
  return async (memberId: number): Promise<ExpireTimeline> => {
    const days = (await daysOf(memberId)) ?? [];
    return {
      items: days.map((day) => ({ expires_on: day.expiresOn, points: day.points })),
      total: days.reduce((sum, day) => sum + day.points, 0),
    };
  };
}

/** What an earn's points were made of (DESIGN §14), as recorded; null for an entry recorded without awards. */
export function entryAwardsOf(db: Executor, entryId: number): Promise<PointAward[] | null> {
  return selectEntryAwards(db, entryId);
}
