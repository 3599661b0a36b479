import { useEffect } from 'react';

/**
 * Keeps the screen on while `isActive` (DESIGN §12, §13: a counter or member code must stay readable at the till),
 * where the browser has the Screen Wake Lock API. The browser drops the lock when the page is hidden,
 * so it is asked for again on return; it is released when the screen is left.
 */
export function useWakeLock(isActive: boolean): void {
  useEffect(() => {
    const wakeLock = typeof navigator === 'undefined' ? undefined : navigator.wakeLock;
    if (!isActive || !wakeLock) return;
    let sentinel: WakeLockSentinel | null = null;
    let isLeft = false;

    const acquire = async () => {
      try {
        const acquired = await wakeLock.request('screen');
        if (isLeft) await acquired.release();
        else sentinel = acquired;
      } catch (error) {
        // Refused (battery saver, no user gesture yet): the screen may dim, the code still works.
        console.info('The screen wake lock was refused', error);
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void acquire();
    };

    void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      isLeft = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void sentinel?.release();
    };
  }, [isActive]);
}
