// Expiring-points reminders at retail size (issue 37, DESIGN §15): `--reminder-members` members, each
// linked to a LINE user who follows the account, with points expiring 30 days from today; an admin runs
// the day's reminders, the server sends them (LINE push and e-mail through the local stand-ins, into the
// dev outbox), and is killed with kill -9 part-way; a second server on the same database finishes. Every
// reminder must be one outbox message per channel, every delivery sent.
import { startAppServer } from './app-server.mjs';
import { withDatabaseClient } from './support.mjs';

export const NOTIFICATION_TARGETS = { seconds: 120 };
/** The share of messages in the outbox when the first server is killed. */
const CRASH_AT = 0.4;
const DAY_MS = 86_400_000;
const ADMIN = { email: 'admin@example.com', password: 'Admin1234!' };

/** The Bangkok calendar date of an instant, `YYYY-MM-DD` (UTC+7 all year). */
const bangkokDate = (instant) => new Date(instant.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);

async function adminToken(baseUrl) {
  const response = await fetch(new URL('/api/admin/v1/auth/login', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const body = await response.json();
  if (body.status !== 'success') throw new Error(`The admin could not sign in: ${JSON.stringify(body)}`);
  return body.data.token;
}

/**
 * The members' points moved to expire on the day 30 days ahead (Bangkok): the lots' dates only, so the
 * ledger still matches them; and a LINE user id and a follow for each member.
 */
async function prepareMembers(databaseUrl, { firstMemberId, lastMemberId }) {
  const expiresAt = new Date(`${bangkokDate(new Date(Date.now() + 30 * DAY_MS))}T12:00:00+07:00`);
  await withDatabaseClient(databaseUrl, async (client) => {
    await client.query('update point_lots set expires_at = $3 where member_id between $1 and $2 and remaining > 0', [
      firstMemberId,
      lastMemberId,
      expiresAt,
    ]);
    await client.query(`update members set line_user_id = 'Ubench' || id where id between $1 and $2`, [
      firstMemberId,
      lastMemberId,
    ]);
    await client.query(
      `insert into line_follows (line_user_id, following, changed_at, last_webhook_event_id)
       select 'Ubench' || id, true, now(), 'bench-' || id from members where id between $1 and $2`,
      [firstMemberId, lastMemberId],
    );
  });
}

/** Deliveries of the run's reminders by status, and the outbox messages they made per channel. */
function progressOf(databaseUrl, since) {
  return withDatabaseClient(databaseUrl, async (client) => {
    const deliveries = await client.query(
      `select delivery.status, count(*)::int as count from notification_deliveries delivery
       join notifications notification on notification.id = delivery.notification_id
       where notification.kind = 'points_expiring' and notification.created_at >= $1
       group by delivery.status`,
      [since],
    );
    // The bench members' own messages: LINE users `Ubench…`, e-mails `member…@bench.example`.
    const outbox = await client.query(
      `select channel, count(*)::int as count, count(distinct retry_key)::int as keys
       from outbox_messages
       where created_at >= $1
         and (recipient like 'Ubench%' or recipient like 'member%@bench.example')
       group by channel`,
      [since],
    );
    const byStatus = Object.fromEntries(deliveries.rows.map((row) => [row.status, row.count]));
    const byChannel = Object.fromEntries(outbox.rows.map((row) => [row.channel, row]));
    return {
      pending: byStatus.pending ?? 0,
      sent: byStatus.sent ?? 0,
      skipped: byStatus.skipped ?? 0,
      failed: byStatus.failed ?? 0,
      line: byChannel.line?.count ?? 0,
      lineKeys: byChannel.line?.keys ?? 0,
      email: byChannel.email?.count ?? 0,
      emailKeys: byChannel.email?.keys ?? 0,
    };
  });
}

async function until(check, { timeoutMs, everyMs = 250 }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value.done || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/**
 * The run: reminders recorded through `POST /notifications/run-reminders`, sent by `app`'s worker, which
 * is killed once CRASH_AT of the messages are out; a second server takes over the killed worker's rows
 * when their lease ends. Times the whole (restart included) and checks every reminder went out once.
 */
export async function expiryReminderRun({ app, members, log }) {
  if (app.mode !== 'PostgreSQL server') {
    return {
      ran: false,
      why: 'needs BENCH_DATABASE_URL or TEST_DATABASE_URL: a server killed with its embedded cluster orphans the cluster',
    };
  }
  await prepareMembers(app.databaseUrl, members);
  const count = members.lastMemberId - members.firstMemberId + 1;
  const messages = 2 * count;
  const token = await adminToken(app.baseUrl);
  const since = new Date(Date.now() - 1000);
  log(`notifications: running the day's reminders for ${count} members`);
  const started = performance.now();
  const response = await fetch(new URL('/api/admin/v1/notifications/run-reminders', app.baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ as_of: bangkokDate(new Date()), dry_run: false }),
  });
  const run = await response.json();
  const recordSeconds = (performance.now() - started) / 1000;
  if (run.status !== 'success') throw new Error(`run-reminders failed: ${JSON.stringify(run)}`);
  log(`notifications: ${run.data.points_expiring} reminders recorded in ${recordSeconds.toFixed(1)} s; sending`);

  const beforeCrash = await until(
    async () => {
      const progress = await progressOf(app.databaseUrl, since);
      return { ...progress, done: progress.line + progress.email >= CRASH_AT * messages };
    },
    { timeoutMs: 300_000, everyMs: 100 },
  );
  const crashedAfter = (performance.now() - started) / 1000;
  await app.crash();
  log(`notifications: killed the server (kill -9) at ${beforeCrash.line + beforeCrash.email} messages`);
  const restartedAt = performance.now();
  const second = await startAppServer({ databaseUrl: app.databaseUrl });
  const restartSeconds = (performance.now() - restartedAt) / 1000;
  let final;
  try {
    final = await until(
      async () => {
        const progress = await progressOf(app.databaseUrl, since);
        return { ...progress, done: progress.pending === 0 };
      },
      { timeoutMs: 600_000 },
    );
  } finally {
    await second.stop();
  }
  const seconds = (performance.now() - started) / 1000;
  const exactlyOnce =
    run.data.points_expiring === count &&
    final.pending === 0 &&
    final.failed === 0 &&
    final.sent === messages &&
    final.line === count &&
    final.lineKeys === count &&
    final.email === count &&
    final.emailKeys === count;
  return {
    ran: true,
    reminders: run.data.points_expiring,
    messages,
    recordSeconds: Number(recordSeconds.toFixed(1)),
    crashedAfterSeconds: Number(crashedAfter.toFixed(1)),
    messagesAtCrash: beforeCrash.line + beforeCrash.email,
    restartSeconds: Number(restartSeconds.toFixed(1)),
    seconds: Number(seconds.toFixed(1)),
    messagesPerSecond: Math.round(messages / seconds),
    final,
    exactlyOnce,
    target: NOTIFICATION_TARGETS,
    pass: exactlyOnce && seconds <= NOTIFICATION_TARGETS.seconds,
  };
}
