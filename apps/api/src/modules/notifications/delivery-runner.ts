import {
  DELIVERY_BATCH,
  type DeliveryCounts,
  type DeliveryDeps,
  deliverDueNotifications,
  newLineState,
} from './delivery-service.js';

/** An idle worker looks for due deliveries every second: a member's "you earned 80 points" is not kept waiting. */
export const DELIVERY_IDLE_MS = 1000;

export interface DeliveryRunner {
  stop(): Promise<void>;
}

/**
 * Sends due notifications in every process (DESIGN §15): batch after batch while there is work, then
 * every `idleMs`. Several processes share the work, each claiming rows the others do not hold. `stop`
 * lets the batch in progress finish.
 */
export function startNotificationDeliveries(
  deps: DeliveryDeps,
  options: { idleMs?: number; onBatch?: (counts: DeliveryCounts) => void; onError: (error: unknown) => void },
): DeliveryRunner {
  const line = newLineState();
  let isStopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const schedule = (delayMs: number) => {
    if (isStopped) return;
    timer = setTimeout(() => {
      running = runBatch();
    }, delayMs);
    timer.unref();
  };

  async function runBatch() {
    try {
      const counts = await deliverDueNotifications(deps, line);
      if (counts.claimed > 0) options.onBatch?.(counts);
      schedule(counts.claimed >= DELIVERY_BATCH ? 0 : (options.idleMs ?? DELIVERY_IDLE_MS));
    } catch (error) {
      options.onError(error);
      schedule(options.idleMs ?? DELIVERY_IDLE_MS);
    }
  }

  schedule(0);
  return {
    stop: async () => {
      isStopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
