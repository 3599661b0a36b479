import type { Orm } from '../../db/client.js';
import {
  BROADCAST_BATCH,
  type BroadcastClaim,
  claimBroadcast,
  fanOutBatch,
  releaseBroadcast,
} from './broadcast-fan-out.js';

/**
 * Members a fan-out tells per second, in every process together at most this times the processes
 * fanning out at once (each holds a different broadcast). LINE limits a channel's push calls to 2,000
 * requests per second (Messaging API reference, "Rate limits":
 * https://developers.line.biz/en/reference/messaging-api/#rate-limits); a broadcast takes half, so the
 * transactional pushes (points earned, receipts) keep the other half while a 100,000-member broadcast
 * drains steadily in about 100 seconds. The delivery worker still waits out any 429 and Retry-After.
 */
export const BROADCAST_MEMBERS_PER_SECOND = 1000;

/** An idle process looks for a due broadcast every five seconds: `send_at` is kept to within that. */
export const BROADCAST_IDLE_MS = 5000;

export interface BroadcastRunner {
  stop(): Promise<void>;
}

/** How long to wait after a batch of `told` members that took `elapsedMs`, to keep to `perSecond`. */
export function paceDelayMs(told: number, elapsedMs: number, perSecond: number): number {
  return Math.max(0, Math.ceil((told * 1000) / perSecond - elapsedMs));
}

/**
 * Fans out due broadcasts in every process (DESIGN §15): claims one, tells its members batch after batch
 * at `perSecond`, then looks for the next; idle, every `idleMs`. Two processes never fan out the same
 * broadcast at once (the lease), and one killed mid-way leaves it to be resumed where it stopped. `stop`
 * lets the batch in progress finish, then gives up the hold, so another process resumes at once.
 */
export function startBroadcastFanOut(
  orm: Orm,
  options: {
    idleMs?: number;
    perSecond?: number;
    batchSize?: number;
    onBatch?: (told: number) => void;
    onError: (error: unknown) => void;
  },
): BroadcastRunner {
  const idleMs = options.idleMs ?? BROADCAST_IDLE_MS;
  const perSecond = options.perSecond ?? BROADCAST_MEMBERS_PER_SECOND;
  const batchSize = options.batchSize ?? Math.min(BROADCAST_BATCH, perSecond);
  let isStopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let claim: BroadcastClaim | undefined;

  const schedule = (delayMs: number) => {
    if (isStopped) return;
    timer = setTimeout(() => {
      running = step();
    }, delayMs);
    timer.unref();
  };

  async function step() {
    try {
      claim ??= await claimBroadcast(orm);
      if (!claim) return schedule(idleMs);
      const startedAt = Date.now();
      const outcome = await fanOutBatch(orm, claim, { batchSize });
      if (outcome.kind === 'lost' || outcome.isDone) claim = undefined;
      if (outcome.kind === 'told') options.onBatch?.(outcome.told);
      const told = outcome.kind === 'told' ? outcome.told : 0;
      schedule(paceDelayMs(told, Date.now() - startedAt, perSecond));
    } catch (error) {
      options.onError(error);
      schedule(idleMs);
    }
  }

  schedule(0);
  return {
    stop: async () => {
      isStopped = true;
      clearTimeout(timer);
      await running;
      if (claim) await releaseBroadcast(orm, claim).catch(options.onError);
    },
  };
}
