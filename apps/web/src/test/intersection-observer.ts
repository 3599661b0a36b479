import { vi } from 'vitest';

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
