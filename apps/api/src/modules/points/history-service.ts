import {
  type getPointExpireTimeline,
  type getPointHistory,
  type Language,
  type PointHistoryItem,
  pointEntryLabel,
} from '@loyalty/contracts';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { type HistoryRow, selectExpiryTimeline, selectHistoryPage } from './point-repository.js';

type HistoryQuery = z.output<typeof getPointHistory.input>;
type HistoryPage = z.output<typeof getPointHistory.output>;
type ExpireTimeline = z.output<typeof getPointExpireTimeline.output>;

/**
 * An operator's adjustment says why in its reason, a transfer's names both members and the sender's note;
 * a till's sale, refund, payment or release names the store and the receipt or reference in both
 * languages (DESIGN §13); other reasons are internal references, not for members (a repayment's label
 * says all there is).
 */
const KINDS_SHOWING_REASON: ReadonlySet<string> = new Set(['adjust', 'transfer_in', 'transfer_out']);
const TILL_KINDS_SHOWING_REASON: ReadonlySet<string> = new Set(['earn', 'reverse', 'hold', 'release']);

function showsReason(row: HistoryRow): boolean {
  return KINDS_SHOWING_REASON.has(row.kind) || (row.source === 'till' && TILL_KINDS_SHOWING_REASON.has(row.kind));
}

/** The reason in the reader's language: an adjustment and a till entry carry a Thai one, a transfer's note is one text. */
function reasonIn(row: HistoryRow, language: Language): string {
  return language === 'th' && row.reasonTh ? row.reasonTh : row.reason;
}

function descriptionOf(row: HistoryRow, language: Language): string {
  const label = pointEntryLabel(row.kind, row.source, language);
  const reason = reasonIn(row, language);
  return showsReason(row) && reason ? `${label}: ${reason}` : label;
}

function present(row: HistoryRow, language: Language): PointHistoryItem {
  return {
    entry_id: row.id,
    kind: row.kind,
    source: row.source,
    points: row.delta,
    description: descriptionOf(row, language),
    expires_at: row.delta > 0 && row.expiresAt ? row.expiresAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** Issue 4 History: the member's ledger newest first; `earn` keeps arrivals, `spend` departures. */
export async function listPointHistory(
  db: Executor,
  memberId: number,
  query: HistoryQuery,
  language: Language,
): Promise<HistoryPage> {
  const offset = (query.page - 1) * query.limit;
  const { rows, total } = await selectHistoryPage(db, {
    memberId,
    direction: query.type,
    offset,
    limit: query.limit,
  });
  return {
    items: rows.map((row) => present(row, language)),
    page: query.page,
    limit: query.limit,
    total,
    end_page: offset + rows.length >= total,
  };
}

/**
 * Remaining points by Bangkok expiry day; expired lots are left out even before the sweep, so `total`
 * is the balance GetCustomerInfo reports (DESIGN §6).
 */
export async function getExpireTimeline(db: Executor, memberId: number, now = new Date()): Promise<ExpireTimeline> {
  const days = await selectExpiryTimeline(db, memberId, now);
  return {
    items: days.map((day) => ({ expires_on: day.expiresOn, points: day.points })),
    total: days.reduce((sum, day) => sum + day.points, 0),
  };
}
