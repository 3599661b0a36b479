import pg from 'pg';

export interface ChangeListenerOptions {
  /** `LISTEN` channels and what to do with each notice's payload. */
  channels: Record<string, (payload: string) => void>;
  /** Listening (again): notices from now on arrive. Anything missed while down is unknown. */
  onListening: () => void;
  /** The connection is gone: notices may be missed until `onListening` is called again. */
  onLost: (error: Error) => void;
  /** Waits between reconnection attempts, growing up to this many milliseconds. */
  maxRetryDelayMs?: number;
}

export interface ChangeListener {
  close(): Promise<void>;
}

const identifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * One connection per process that `LISTEN`s for database change notices (`NOTIFY`, sent by triggers),
 * reconnecting with a growing wait when it drops. Callers learn when notices can be missed, so they can
 * stop trusting what they keep in memory.
 */
export function listenForChanges(connection: pg.ClientConfig, options: ChangeListenerOptions): ChangeListener {
  const maxRetryDelayMs = options.maxRetryDelayMs ?? 10_000;
  let client: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryDelayMs = 250;
  let isClosed = false;

  const scheduleRetry = (error: Error) => {
    options.onLost(error);
    if (isClosed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryDelayMs);
    retryDelayMs = Math.min(retryDelayMs * 2, maxRetryDelayMs);
  };

  const connect = async () => {
    const next = new pg.Client(connection);
    client = next;
    let isLost = false;
    const lose = (error: Error) => {
      if (isLost || isClosed) return;
      isLost = true;
      void next.end().catch(() => undefined);
      scheduleRetry(error);
    };
    next.on('error', lose);
    next.on('end', () => lose(new Error('The change listener’s connection ended')));
    next.on('notification', (notice) => options.channels[notice.channel]?.(notice.payload ?? ''));
    try {
      await next.connect();
      for (const channel of Object.keys(options.channels)) await next.query(`LISTEN ${identifier(channel)}`);
      if (isClosed) return;
      retryDelayMs = 250;
      options.onListening();
    } catch (error) {
      lose(error instanceof Error ? error : new Error(String(error)));
    }
  };

  void connect();
  return {
    async close() {
      isClosed = true;
      clearTimeout(retryTimer);
      await client?.end().catch(() => undefined);
    },
  };
}
