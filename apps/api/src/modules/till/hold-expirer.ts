import type { Orm } from '../../db/client.js';
import { expireHolds } from './till-hold-service.js';

/** Every minute: a hold lives 5 minutes (DESIGN §13), so its points come back at most a minute late. */
export const HOLD_EXPIRY_EVERY_MS = 60 * 1000;

export interface HoldExpirer {
  stop(): Promise<void>;
}

/**
 * Runs the hold expiry now and then every `everyMs`, as the points expiry sweeper runs. Several processes
 * may run it at once: each hold is expired once (`expireHolds` skips locked rows). `stop` waits for a run
 * in progress.
 */
export function startHoldExpirer(
  orm: Orm,
  options: { everyMs?: number; onExpired?: (expired: number) => void; onError: (error: unknown) => void },
): HoldExpirer {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = expireHolds(orm)
      .then((expired) => options.onExpired?.(expired))
      .catch(options.onError);
  };
  run();
  const timer = setInterval(run, options.everyMs ?? HOLD_EXPIRY_EVERY_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
