import type { PointHistoryItem } from '@loyalty/contracts';

/** A ledger entry as GetPointHistory answers it (test fixture). */
export function historyItem(entryId: number, overrides: Partial<PointHistoryItem> = {}): PointHistoryItem {
  return {
    entry_id: entryId,
    kind: 'earn',
    source: 'receipt',
    points: 100,
    description: `Receipt points ${entryId}`,
    awards: null,
    expires_at: '2028-12-31T16:59:59.000Z',
    created_at: '2026-11-21T18:30:00.000Z',
    ...overrides,
  };
}

export function historyPage(items: PointHistoryItem[], page: number, isLast: boolean) {
  return { items, page, limit: 20, total: items.length, end_page: isLast };
}
