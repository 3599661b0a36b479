import { afterEach, expect } from 'vitest';

/**
 * pg 8 queues a query sent to a connection that is still running one, warning once per process; pg 9
 * refuses it. A `Promise.all` of reads inside a transaction does exactly that, so a test during which
 * the warning comes fails, naming it. Files share the process (vitest.config: isolate false), so the
 * listener is added once and kept on the process.
 */
const QUEUED_QUERY = /Calling client\.query\(\) when the client is already executing a query/;
const KEY = Symbol.for('loyalty.test.queuedQueryWarnings');
const shared = globalThis as { [KEY]?: string[] };

const warned =
  shared[KEY] ??
  (() => {
    const found: string[] = [];
    process.on('warning', (warning) => {
      if (QUEUED_QUERY.test(warning.message)) found.push(warning.message);
    });
    shared[KEY] = found;
    return found;
  })();

afterEach(() => {
  expect(warned.splice(0), 'a query was sent to a connection still running another').toEqual([]);
});
