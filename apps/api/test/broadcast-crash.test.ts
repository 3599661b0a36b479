import { randomBytes } from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { broadcasts, members, notifications } from '../src/db/schema.js';
import { createTestDatabase } from './helper.js';
import { type ServerProcess, scratchDataDir, serverEnv, startServer } from './server-process.js';
import { within } from './within.js';

/** Two starts of a real server and a fan-out of a few seconds, on a busy machine. */
const SCENARIO_MS = 150_000;
/** Members of the broadcast: a few batches at the fan-out's pace, so the kill lands mid-way. */
const MEMBERS = 3500;

let running: ServerProcess | undefined;
let cleanUp: (() => Promise<void>) | undefined;
afterEach(async () => {
  await running?.stop('SIGKILL');
  running = undefined;
  await cleanUp?.();
  cleanUp = undefined;
});

async function broadcastRow(database: Database, id: number) {
  const [row] = await database.orm.select().from(broadcasts).where(eq(broadcasts.id, id));
  if (!row) throw new Error(`Broadcast ${id} is gone`);
  return row;
}

describe('a broadcast through kill -9 of the process fanning it out', () => {
  it('is resumed by the next process where it stopped, each member told exactly once', {
    timeout: SCENARIO_MS,
  }, async () => {
    const created = await createTestDatabase();
    const dataDir = scratchDataDir();
    const { database } = created;
    cleanUp = async () => {
      await created.drop();
      dataDir.remove();
    };
    const run = randomBytes(3).toString('hex');
    const memberIds = (
      await database.orm
        .insert(members)
        .values(
          Array.from({ length: MEMBERS }, (_, index) => ({
            loginType: 1,
            email: `broadcast-${run}-${index}@example.com`,
            acceptNewsAndPromotions: true,
          })),
        )
        .returning({ id: members.id })
    ).map((row) => row.id);
    const [broadcast] = await database.orm
      .insert(broadcasts)
      .values({
        titleTh: 'ข่าวดี',
        titleEn: 'Good news',
        bodyTh: 'คะแนนสองเท่าวันนี้',
        bodyEn: 'Double points today',
        linkPath: '/privilege',
        segment: { tiers: [], min_points: null, partner_ids: [] },
        channels: ['line'],
        status: 'scheduled',
        recipients: MEMBERS,
      })
      .returning();
    if (!broadcast) throw new Error('The broadcast insert returned no row');
    const env = await serverEnv({ DATABASE_URL: created.url, DATA_DIR: dataDir.dir });

    running = await startServer(env);
    const isMidWay = await within(60_000, async () => (await broadcastRow(database, broadcast.id)).notified > 0);
    expect(isMidWay).toBe(true);
    running.child.kill('SIGKILL');
    await running.exited;
    running = undefined;
    const atKill = await broadcastRow(database, broadcast.id);
    expect(atKill.status).toBe('sending');
    expect(atKill.notified).toBeLessThan(MEMBERS);
    // The dead process's hold runs out (60 s in life): here it is ended now rather than waited for.
    await database.orm.update(broadcasts).set({ leaseUntil: new Date() }).where(eq(broadcasts.id, broadcast.id));

    running = await startServer(env);
    const isSent = await within(90_000, async () => (await broadcastRow(database, broadcast.id)).status === 'sent');
    expect(isSent).toBe(true);

    const told = await database.orm
      .select({ memberId: notifications.memberId, times: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.kind, 'broadcast'), like(notifications.eventKey, `broadcast:${broadcast.id}:%`)))
      .groupBy(notifications.memberId);
    expect(told.length).toBe(MEMBERS);
    expect(told.every((row) => row.times === 1)).toBe(true);
    expect(new Set(told.map((row) => row.memberId))).toEqual(new Set(memberIds));
    expect((await broadcastRow(database, broadcast.id)).notified).toBe(MEMBERS);
    console.info(`broadcast crash test: killed after ${atKill.notified} of ${MEMBERS} members told; resumed and sent`);
    expect(await running.stop('SIGTERM')).toBe(0);
    running = undefined;
  });
});
