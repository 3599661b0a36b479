import type { Executor, Orm } from '../../db/client.js';
import { GENESIS_HASH, hashAuditContent } from './audit-hash.js';
import { countUnsealed, insertSeals, lastSeal, takeUnsealedRows, tryLockChain } from './audit-repository.js';

/** Every second: a row waits at most about that long for its seal. */
export const AUDIT_SEAL_EVERY_MS = 1000;
const SEAL_BATCH = 1000;

/**
 * Seals the audit rows committed since the last run into the chain (decision 046), a batch per
 * transaction, and answers how many it sealed. Only one sealer works at a time: another process's run
 * holding the chain's lock makes this one stop at once, as the rows are that one's to seal.
 */
export async function sealAuditRows(orm: Orm, now = new Date()): Promise<number> {
  let sealed = 0;
  for (;;) {
    const batch = await orm.transaction(async (tx) => {
      if (!(await tryLockChain(tx))) return 0;
      const rows = await takeUnsealedRows(tx, SEAL_BATCH);
      const last = await lastSeal(tx);
      let seq = last?.seq ?? 0;
      let prevHash = last?.hash ?? GENESIS_HASH;
      const seals = rows.map(({ id, ...content }) => {
        const hash = hashAuditContent({ ...content, prevHash });
        seq += 1;
        const seal = { seq, auditId: id, prevHash, hash, sealedAt: now };
        prevHash = hash;
        return seal;
      });
      await insertSeals(tx, seals);
      return seals.length;
    });
    sealed += batch;
    if (batch < SEAL_BATCH) return sealed;
  }
}

/** How many audit rows wait for the sealer (`/api/metrics`). */
export function countUnsealedAuditRows(db: Executor): Promise<number> {
  return countUnsealed(db);
}

export interface AuditSealer {
  stop(): Promise<void>;
}

/** Runs the sealer now and then every `everyMs`; several processes may run it (one seals at a time). */
export function startAuditSealer(
  orm: Orm,
  options: { everyMs?: number; onError: (error: unknown) => void },
): AuditSealer {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = sealAuditRows(orm)
      .then(() => undefined)
      .catch(options.onError);
  };
  run();
  const timer = setInterval(run, options.everyMs ?? AUDIT_SEAL_EVERY_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
