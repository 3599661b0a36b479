import type { PointHistoryItem } from '@loyalty/contracts';
import { vi } from 'vitest';

/** A ledger entry as GetPointHistory answers it (test fixture). */
export function historyItem(entryId: number, overrides: Partial<PointHistoryItem> = {}): PointHistoryItem {
  return {
    entry_id: entryId,
    kind: 'earn',
    source: 'receipt',
    points: 100,
    description: `Receipt points ${entryId}`,
    expires_at: '2028-12-31T16:59:59.000Z',
    created_at: '2026-11-21T18:30:00.000Z',
    ...overrides,
  };
}

export function historyPage(items: PointHistoryItem[], page: number, isLast: boolean) {
  return { items, page, limit: 20, total: items.length, end_page: isLast };
}

/**
 * IntersectionObserver for jsdom, which has none: the test decides when the end of a list scrolls into
 * view (test helper).
 */
export function stubIntersectionObserver() {
  const observers = new Set<{ callback: IntersectionObserverCallback; elements: Element[] }>();
  class FakeObserver {
    private entry: { callback: IntersectionObserverCallback; elements: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, elements: [] };
      observers.add(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.push(element);
    }
    disconnect() {
      observers.delete(this.entry);
    }
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    /** Every observed element comes into view. */
    scrollIntoView() {
      for (const { callback, elements } of [...observers]) {
        callback(
          elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
          {} as IntersectionObserver,
        );
      }
    },
    observedCount: () => [...observers].reduce((count, observer) => count + observer.elements.length, 0),
  };
}
