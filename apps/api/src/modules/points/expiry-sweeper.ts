import type { Orm } from '../../db/client.js';
import { sweepExpiredLots } from './point-service.js';

/** Hourly: points expire at a Bangkok midnight, and reads already skip them, so the sweep only tidies up. */
export const EXPIRY_SWEEP_EVERY_MS = 60 * 60 * 1000;

export interface ExpirySweeper {
  stop(): Promise<void>;
}

/**
 * Runs the expiry sweep now and then every `everyMs` (issue 4 scheduled sweep). Several instances may
 * run it at once: the sweep skips lots another one holds. `stop` waits for a sweep in progress.
 */
export function startExpirySweeper(
  orm: Orm,
  options: { everyMs?: number; onSwept?: (expired: number) => void; onError: (error: unknown) => void },
): ExpirySweeper {
  let running: Promise<void> = Promise.resolve();
  const sweep = () => {
    running = sweepExpiredLots(orm)
      .then((expired) => options.onSwept?.(expired))
      .catch(options.onError);
  };
  sweep();
  const timer = setInterval(sweep, options.everyMs ?? EXPIRY_SWEEP_EVERY_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
