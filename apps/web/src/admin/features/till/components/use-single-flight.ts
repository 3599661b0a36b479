import { useRef } from 'react';
import { createAttemptKeys } from '@/lib/attempt-key';

/**
 * A till write sent once however often it is asked for: a second click or Enter while the first is on
 * its way does nothing (the button's disabled state arrives a render later), and the attempt's
 * Idempotency-Key is kept when its outcome is unknown, so confirming again answers the first sale
 * rather than making a second (DESIGN §5).
 */
export function useSingleFlight() {
  const inFlight = useRef(false);
  const attempts = useRef(createAttemptKeys());
  return async <Result>(payload: unknown, send: (key: string) => Promise<Result>): Promise<Result | undefined> => {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    try {
      const result = await send(attempts.current.keyFor(payload));
      attempts.current.settle();
      return result;
    } catch (refusal) {
      attempts.current.settle(refusal);
      throw refusal;
    } finally {
      inFlight.current = false;
    }
  };
}
