import { useEffect, useRef } from 'react';

/** Starts the next page a little before the end of the list comes into view, so scrolling rarely waits. */
const LOOK_AHEAD = '240px';

export const canObserveVisibility = () => typeof IntersectionObserver !== 'undefined';

/**
 * Calls `onVisible` whenever the element behind the returned ref scrolls into view while `isEnabled`:
 * the sentinel of an infinite list. Browsers without IntersectionObserver get no calls; the list offers
 * a button instead.
 */
export function useOnVisible<T extends Element>(onVisible: () => void, isEnabled: boolean) {
  const ref = useRef<T>(null);
  const latest = useRef(onVisible);
  latest.current = onVisible;

  useEffect(() => {
    const element = ref.current;
    if (!isEnabled || !element || !canObserveVisibility()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: LOOK_AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isEnabled]);

  return ref;
}
