import { COUNTDOWN_DEFAULT_INTERVAL_MS } from '@loyalty/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface CountdownOptions {
  /** The moment the countdown reaches zero (epoch ms or a Date). */
  until: number | Date;
  /** SPEC §9: ticks every 1000 ms unless told otherwise. */
  intervalMs?: number;
  /** SPEC §9: starts by itself unless told otherwise. */
  autoStart?: boolean;
  onEnd?: () => void;
}

function remainingUntil(until: number | Date): number {
  return Math.max(0, new Date(until).getTime() - Date.now());
}

export function useCountdown({
  until,
  intervalMs = COUNTDOWN_DEFAULT_INTERVAL_MS,
  autoStart = true,
  onEnd,
}: CountdownOptions) {
  const [remainingMs, setRemainingMs] = useState(() => remainingUntil(until));
  const [isRunning, setIsRunning] = useState(autoStart);
  const onEndRef = useRef(onEnd);
  onEndRef.current = onEnd;
  const target = new Date(until).getTime();

  useEffect(() => {
    setRemainingMs(remainingUntil(target));
  }, [target]);

  useEffect(() => {
    if (!isRunning) return;
    const timer = window.setInterval(() => {
      const left = remainingUntil(target);
      setRemainingMs(left);
      if (left === 0) {
        window.clearInterval(timer);
        setIsRunning(false);
        onEndRef.current?.();
      }
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [isRunning, intervalMs, target]);

  const start = useCallback(() => setIsRunning(true), []);
  const stop = useCallback(() => setIsRunning(false), []);
  return { remainingMs, isRunning, start, stop };
}

/** Splits milliseconds into the parts a countdown shows. */
export function countdownParts(ms: number) {
  const totalSeconds = Math.floor(ms / 1000);
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}
