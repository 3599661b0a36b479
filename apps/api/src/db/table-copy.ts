import { type Executor, isTransaction } from './client.js';

/**
 * One app's copy of a small table operators rarely change (the programme rules, the tiers): read at most
 * once per `ttlMs`, and forgotten at once when the table's change notice arrives (decision 041), so the
 * TTL only bounds how old the copy gets while notices may be missed.
 */
export interface TableCopy<T> {
  /**
   * The copy, loaded through `db` when there is none younger than the TTL. Inside transactions too: a
   * transaction takes only a copy already loaded. It holds a connection, often with rows locked, and a
   * load still running elsewhere may itself be waiting for a connection (ten scans of one code, each
   * holding the code's lock, waited on a load the pool had no connection left for); it reads the table
   * itself instead, and keeps what it read when there was no copy.
   */
  read(db: Executor, now?: number): Promise<T>;
  /** Forgets the copy: its table changed (a notice), or this process changed it (read-your-writes). */
  forget(): void;
}

/** What a reader needs of a copy; a tool that keeps nothing (the CLI, the seed) passes `readEveryTime`. */
export type TableReader<T> = Pick<TableCopy<T>, 'read'>;

/** A reader that keeps no copy: each read goes to the table, as a one-off tool's should. */
export function readEveryTime<T>(load: (db: Executor) => Promise<T>): TableReader<T> {
  return { read: (db) => load(db) };
}

export function createTableCopy<T>(load: (db: Executor) => Promise<T>, ttlMs: number): TableCopy<T> {
  let kept: { loadedAt: number; value: Promise<T>; isLoaded: boolean } | undefined;

  function keep(loadedAt: number, value: Promise<T>): void {
    const entry = { loadedAt, value, isLoaded: false };
    kept = entry;
    value.then(
      () => {
        entry.isLoaded = true;
      },
      () => {
        if (kept === entry) kept = undefined;
      },
    );
  }

  return {
    read(db, now = Date.now()) {
      const fresh = kept && now - kept.loadedAt < ttlMs ? kept : undefined;
      if (fresh && (fresh.isLoaded || !isTransaction(db))) return fresh.value;
      const value = load(db);
      if (!fresh) keep(now, value);
      return value;
    },
    forget() {
      kept = undefined;
    },
  };
}
