import DataLoader from 'dataloader';

/**
 * The most keys one read is given: a bound on its statement's array and its answer, far above what the
 * calls arriving together in one turn of a busy process add up to (64 connections make at most 64).
 */
export const MOST_KEYS_A_READ = 256;

/**
 * A read by key whose calls in one turn of the event loop are read together (decision 066): `readMany`
 * runs once for the keys asked during the turn (a repeated key once), on the next turn (`setImmediate`),
 * and each caller is answered its key's value, or undefined when `readMany` found none. Nothing is kept
 * between turns: each call's read starts after the call was made, so it sees every write committed before
 * it, on any instance. When `readMany` fails, each call of its turn fails with the same error.
 */
export function readTogether<Key, Value>(
  readMany: (keys: readonly Key[]) => Promise<ReadonlyMap<Key, Value>>,
): (key: Key) => Promise<Value | undefined> {
  const loader = new DataLoader<Key, Value | undefined>(
    async (keys) => {
      const found = await readMany([...new Set(keys)]);
      return keys.map((key) => found.get(key));
    },
    { cache: false, maxBatchSize: MOST_KEYS_A_READ, batchScheduleFn: (send) => setImmediate(send) },
  );
  return (key) => loader.load(key);
}
