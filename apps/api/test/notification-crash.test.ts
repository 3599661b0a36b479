import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { count, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { notificationDeliveries } from '../src/db/schema.js';
import { recordFollow } from '../src/modules/line/line-follow-repository.js';
import { recordNotification } from '../src/modules/notifications/notification-service.js';
import { createMember } from './factories.js';
import { freePort } from './free-port.js';
import { createTestDatabase } from './helper.js';
import { type ServerProcess, serverEnv, startServer } from './server-process.js';
import { within } from './within.js';

const NOTIFICATIONS = 300;
/** LINE stops answering (the server's pushes hang) once it has accepted this many. */
const STALL_AFTER = 120;
/** Two server starts, the lease of the killed worker's rows running out, and the sending. */
const SCENARIO_MS = 150_000;

/**
 * LINE's push call as the Messaging API answers it: 200 for a retry key it has not accepted before, 409
 * for one it has (the message went out once). It keeps every push it was sent. `stall` makes it read
 * pushes and never answer, as a LINE the process loses mid-send.
 */
function startFakeLine(port: number) {
  const pushes: string[] = [];
  const accepted = new Set<string>();
  let isStalled = false;
  let hasStalled = false;
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    request.resume();
    request.on('end', () => {
      const retryKey = String(request.headers['x-line-retry-key'] ?? '');
      pushes.push(retryKey);
      if (isStalled) return;
      const isRepeat = accepted.has(retryKey);
      accepted.add(retryKey);
      if (accepted.size >= STALL_AFTER && !hasStalled) {
        isStalled = true;
        hasStalled = true;
      }
      response.writeHead(isRepeat ? 409 : 200, { 'content-type': 'application/json' });
      response.end(isRepeat ? '{"message":"The retry key is already accepted"}' : '{"sentMessages":[]}');
    });
  });
  return {
    pushes,
    accepted,
    resume: () => {
      isStalled = false;
    },
    listening: new Promise<void>((done) => server.listen(port, '127.0.0.1', () => done())),
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

let cleanUps: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanUp of cleanUps.reverse()) await cleanUp();
  cleanUps = [];
});

describe('notification delivery through a kill -9 (DESIGN §15)', () => {
  it(
    'pushes each notification to LINE once: a worker killed mid-send leaves its rows to the next, which resends them under the same retry keys',
    async () => {
      const { database, url, drop } = await createTestDatabase();
      cleanUps.push(drop);
      const { orm } = database;
      const linePort = await freePort();
      const line = startFakeLine(linePort);
      await line.listening;
      cleanUps.push(line.close);
      for (let index = 0; index < NOTIFICATIONS; index += 1) {
        const lineUserId = `U${randomUUID().replaceAll('-', '')}`;
        const member = await createMember(orm, { lineUserId, password: null });
        await recordFollow(orm, { lineUserId, following: true, changedAt: new Date(), webhookEventId: randomUUID() });
        await recordNotification(orm, {
          memberId: member.id,
          kind: 'points_earned',
          eventKey: `crash-test:${member.id}`,
          title: { th: 'คุณได้รับ 10 คะแนน', en: 'You earned 10 points' },
          body: { th: 'ที่ชบามาร์ท', en: 'At Chaba Mart' },
          linkPath: '/point-transaction',
        });
      }
      const env = await serverEnv({
        DATABASE_URL: url,
        LINE_CHANNEL_ACCESS_TOKEN: 'test-channel-token',
        LINE_MESSAGING_API_BASE: `http://127.0.0.1:${linePort}`,
      });

      const first: ServerProcess = await startServer(env);
      cleanUps.push(() => first.stop('SIGKILL'));
      expect(await within(30_000, async () => line.pushes.length > STALL_AFTER)).toBe(true);
      first.child.kill('SIGKILL');
      await first.exited;
      const [held] = await orm
        .select({ rows: count() })
        .from(notificationDeliveries)
        .where(sql`${notificationDeliveries.status} = 'pending' and ${notificationDeliveries.leaseUntil} > now()`);
      line.resume();

      const second = await startServer(env);
      cleanUps.push(() => second.stop());
      const allSent = await within(90_000, async () => {
        const [pending] = await orm
          .select({ rows: count() })
          .from(notificationDeliveries)
          .where(eq(notificationDeliveries.status, 'pending'));
        return pending?.rows === 0;
      });

      expect(allSent).toBe(true);
      const deliveries = await orm.select().from(notificationDeliveries);
      const keys = new Set(deliveries.map((delivery) => delivery.id));
      expect(held?.rows).toBeGreaterThan(0);
      expect(deliveries).toHaveLength(NOTIFICATIONS);
      expect(deliveries.every((delivery) => delivery.status === 'sent')).toBe(true);
      // Every delivery accepted by LINE exactly once; the only repeats are the killed worker's pushes
      // sent again under their own keys, which LINE answers 409 and delivers no second time.
      expect(line.accepted).toEqual(keys);
      expect(line.pushes.every((key) => keys.has(key))).toBe(true);
      expect(line.pushes.length).toBeGreaterThan(NOTIFICATIONS);
    },
    SCENARIO_MS,
  );
});
