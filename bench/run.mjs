#!/usr/bin/env node
// `npm run bench` (issue 13 parts 2 and 3), in one run: starts the app as `npm start` does on its own port
// and database, measures per-request cost against a bare Fastify route and the member reads at demo size,
// seeds the large data set with COPY, measures the reads again, races a flash sale, pushes transfers and
// till sales (issue 33; `--only till`, `--only transfers`, `--only demo`: that step alone); every figure goes
// to bench/results/<timestamp>.json and .md. Loopback only; stops by itself.
//   npm run bench -- [--seconds 5] [--members 100000] [--ledger-rows 1000000] [--privileges 10000] …
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import argon2 from 'argon2';
import { startAppServer } from './app-server.mjs';
import { databaseSize, withScans } from './database-stats.mjs';
import { measureWithCpu } from './load.mjs';
import { checkReads, EACH_OWN_MEMBER_READS, LONG_HISTORY_READ, memberReads, readTargets } from './member-reads.mjs';
import { expiryReminderRun } from './notification-load.mjs';
import { flashSaleRace, transferRate } from './races.mjs';
import { markdownOf, writeReport } from './report.mjs';
import { measureRequestCost } from './request-cost.mjs';
import { checkLedger, seedMembers, seedPrivileges } from './seed-large.mjs';
import { demoToken, mapLimit, nodeProcessesCpuMs, signIn } from './support.mjs';
import { receiptRace, tillSaleRate } from './till-load.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '1' },
    connections: { type: 'string', default: '64' },
    rounds: { type: 'string', default: '3' },
    members: { type: 'string', default: '100000' },
    'ledger-rows': { type: 'string' },
    privileges: { type: 'string', default: '10000' },
    history: { type: 'string', default: '2000' },
    'race-members': { type: 'string', default: '1000' },
    'race-stock': { type: 'string', default: '100' },
    'race-connections': { type: 'string', default: '256' },
    pairs: { type: 'string', default: '500' },
    'till-members': { type: 'string', default: '2000' },
    'till-posts': { type: 'string', default: '1000' },
    'till-receipts': { type: 'string', default: '100' },
    only: { type: 'string' },
    'reminder-members': { type: 'string', default: '100000' },
  },
});
const whole = (name, minimum = 1) => {
  const value = Number(values[name]);
  if (!Number.isSafeInteger(value) || value < minimum) throw new Error(`--${name} must be a whole number ≥ ${minimum}`);
  return value;
};
const options = {
  seconds: whole('seconds'),
  warmup: whole('warmup', 0),
  connections: whole('connections'),
  rounds: whole('rounds'),
  members: whole('members', 2),
  ledgerRows: values['ledger-rows'] === undefined ? whole('members', 2) * 10 : whole('ledger-rows'),
  privileges: whole('privileges', 0),
  history: whole('history'),
  raceMembers: whole('race-members'),
  raceStock: whole('race-stock'),
  raceConnections: whole('race-connections'),
  pairs: whole('pairs'),
  tillMembers: whole('till-members'),
  tillPosts: whole('till-posts'),
  tillReceipts: whole('till-receipts'),
  only: values.only,
  reminderMembers: whole('reminder-members'),
};
if (options.only !== undefined && !['demo', 'till', 'transfers', 'notifications'].includes(options.only)) {
  throw new Error('--only takes `demo`, `till`, `transfers` or `notifications`');
}
if (
  options.only === undefined &&
  options.raceMembers + 2 * options.pairs + options.tillMembers + options.tillReceipts > options.members
) {
  throw new Error(
    '--members must cover the flash-sale racers, both members of every transfer pair and the till members',
  );
}
if (options.tillMembers <= options.connections) throw new Error('--till-members must exceed --connections');
if (options.tillPosts < options.tillReceipts) throw new Error('--till-posts must be at least --till-receipts');
if (options.rounds % 2 === 0) throw new Error('--rounds must be odd: the ratio is the median round’s');
if (options.ledgerRows < options.members) throw new Error('--ledger-rows must give every member at least one entry');

/**
 * The bulk seed's target: under a minute (issue 13) up to 4,000,000 ledger rows, then in proportion to
 * the ledger, the bulk of every table the seed fills: five minutes for issue 39's group of 1,000,000
 * members with 20,000,000 entries.
 */
const seedTargetSeconds = Math.max(60, Math.round((300 * options.ledgerRows) / 20_000_000));
const TARGETS = { readP99Ms: 50, historyFlatRatio: 1.5, seedSeconds: seedTargetSeconds };
/**
 * The seeded members' password, stored as argon2id at the lowest cost argon2 allows: signing 1,500 members
 * in then takes seconds. The app verifies with the parameters stored in the hash, so nothing changes in it.
 */
const BENCH_PASSWORD = 'Bench1234!';
const emailOf = (memberId) => `member${memberId}@bench.example`;
const seconds = (since) => Number(((performance.now() - since) / 1000).toFixed(1));
const log = (message) => console.error(`[bench] ${message}`);
const load = { connections: options.connections, seconds: options.seconds, warmupSeconds: options.warmup };

/** No failed answer and no connection error: a figure of failures is no figure. */
const answeredAll = (figures) => figures.non2xx === 0 && figures.errors === 0;

/**
 * Each read signed in with `token`, or with a token of its own a connection when `token` is a list, with
 * the server's CPU time per answer beside its latency (issue 39: the load generator shares the cores).
 * With `scansIn` (a database URL), each read also answers the index and sequential scans it made there.
 */
async function loadReads(app, reads, token, size, scansIn) {
  const rows = [];
  for (const read of reads) {
    log(`${size}: ${read.name}`);
    const signedIn = Array.isArray(token) ? { bearerTokens: token } : { headers: { authorization: `Bearer ${token}` } };
    const loadRead = () =>
      measureWithCpu(new URL(read.path, app.baseUrl), { ...load, ...(read.signedIn ? signedIn : {}) }, app.pid);
    const { result: figures, scans } = scansIn ? await withScans(scansIn, loadRead) : { result: await loadRead() };
    const pass = figures.p99 <= TARGETS.readP99Ms && answeredAll(figures);
    rows.push({ name: read.name, ...figures, pass, ...(scans && { scans }) });
  }
  return rows;
}

const signInAll = (baseUrl, memberIds) =>
  mapLimit(memberIds, 16, (memberId) => signIn(baseUrl, emailOf(memberId), BENCH_PASSWORD));

/**
 * The demo data as `npm start` seeds it, then the long-history member. The member's 2 × `--history` entries
 * come after the demo member's reads: with four members, two of them holding almost the whole ledger,
 * PostgreSQL plans GetPointHistory's prepared statement again on every call (README: "demo size and
 * the plan cache"), a state neither the demo data nor a programme of real size is in.
 */
async function atDemoSize(app, passwordHash) {
  const token = await demoToken(app.baseUrl);
  const reads = memberReads(await readTargets(app.baseUrl, token));
  await checkReads(app.baseUrl, reads, token);
  log('demo size: per-request cost against a bare Fastify route');
  const requestCost = await measureRequestCost(app, token, load, options.rounds);
  const demoReads = await loadReads(app, reads, token, 'demo');
  log(`demo size: a member with ${options.history} ledger entries (COPY)`);
  const long = await seedMembers(app.databaseUrl, { members: 2, ledgerRows: 2 * options.history, passwordHash });
  const historyToken = await signIn(app.baseUrl, emailOf(long.firstMemberId), BENCH_PASSWORD);
  const [historyDemo] = await loadReads(app, [{ ...LONG_HISTORY_READ, signedIn: true }], historyToken, 'demo');
  log(`demo size: ${options.connections} members of their own, one a connection (COPY)`);
  const crowd = await seedMembers(app.databaseUrl, {
    members: options.connections,
    ledgerRows: 10 * options.connections,
    passwordHash,
  });
  const crowdTokens = await signInAll(
    app.baseUrl,
    Array.from({ length: options.connections }, (_, index) => crowd.firstMemberId + index),
  );
  demoReads.push(...(await loadReads(app, EACH_OWN_MEMBER_READS, crowdTokens, 'demo')));
  return { token, historyToken, crowdTokens, reads, requestCost, demoReads, historyDemo };
}

async function seedLarge(app, passwordHash) {
  log(
    `large size: ${options.members} members, ${options.ledgerRows} ledger rows, ${options.privileges} privileges (COPY)`,
  );
  const started = performance.now();
  const members = await seedMembers(app.databaseUrl, {
    members: options.members,
    ledgerRows: options.ledgerRows,
    passwordHash,
  });
  const privileges =
    options.privileges > 0 ? await seedPrivileges(app.databaseUrl, { count: options.privileges }) : undefined;
  const took = seconds(started);
  log(
    `members seeded (${members.parallel ? 'tables at once' : 'one table after another'}): COPY ${members.seconds.copy} s, ${members.rebuiltIndexes.length} indexes made again ${members.seconds.indexes} s, VACUUM (ANALYZE) ${members.seconds.vacuum} s`,
  );
  const checkStarted = performance.now();
  const check = await checkLedger(app.databaseUrl, members.firstMemberId, members.lastMemberId);
  const sound = Object.values(check).every((count) => count === 0);
  log(`seeded in ${took} s; ledger rules ${sound ? 'hold' : 'BROKEN'}`);
  return {
    members,
    seed: {
      counts: members.counts,
      privileges: options.privileges,
      seconds: took,
      steps: {
        members: { ...members.seconds, parallel: members.parallel, rebuiltIndexes: members.rebuiltIndexes },
        ...(privileges && { privileges: { ...privileges.seconds, rebuiltIndexes: privileges.rebuiltIndexes } }),
      },
      targetSeconds: TARGETS.seedSeconds,
      check: { ...check, seconds: seconds(checkStarted) },
      pass: took < TARGETS.seedSeconds && sound,
    },
  };
}

async function races(app, members) {
  const first = members.firstMemberId;
  log(`flash sale: signing ${options.raceMembers} racers in`);
  const racerIds = Array.from({ length: options.raceMembers }, (_, index) => first + index);
  const racers = (await signInAll(app.baseUrl, racerIds)).map((token) => ({ token }));
  const flashSale = await flashSaleRace({
    baseUrl: app.baseUrl,
    databaseUrl: app.databaseUrl,
    racers,
    stock: options.raceStock,
    connections: options.raceConnections,
  });
  log(`flash sale: ${flashSale.redeemed} redeemed in ${flashSale.seconds.toFixed(2)} s`);
  const transfers = await transferPairs(app, members, options.raceMembers);
  return { flashSale: { ...flashSale, seconds: Number(flashSale.seconds.toFixed(3)) }, transfers };
}

/**
 * Transfers (issue 39): `--pairs` pairs of members (members `from` onwards of the seeded set, each sender
 * followed by its receiver) at `--connections`, with the server's, database's and load generator's CPU a
 * transfer, as the till's sales report theirs.
 */
async function transferPairs(app, members, from) {
  const first = members.firstMemberId;
  const senderIndexes = Array.from({ length: options.pairs }, (_, pair) => from + 2 * pair);
  log(`transfers: signing ${options.pairs} senders in`);
  const senders = await signInAll(
    app.baseUrl,
    senderIndexes.map((index) => first + index),
  );
  const pairs = senders.map((sender, pair) => ({ sender, receiverCode: members.codeOf(senderIndexes[pair] + 1) }));
  const cpuBefore = nodeProcessesCpuMs(app.pid);
  const transfers = await transferRate({
    baseUrl: app.baseUrl,
    databaseUrl: app.databaseUrl,
    pairs,
    memberRange: [first + from, first + from + 2 * options.pairs - 1],
    connections: options.connections,
    seconds: options.seconds,
  });
  // The server's own CPU time per transfer, whatever share of the two cores the load generator took.
  transfers.serverCpuMsPerTransfer = Number(
    ((nodeProcessesCpuMs(app.pid) - cpuBefore) / (transfers.succeeded || 1)).toFixed(2),
  );
  log(
    `transfers: ${transfers.transfersPerSecond}/s, p99 ${transfers.p99} ms, CPU a transfer: server ${transfers.serverCpuMsPerTransfer} ms, database ${transfers.databaseCpuMsPerTransfer} ms, load generator ${transfers.generatorCpuMsPerTransfer} ms, machine ${transfers.machineCpuMsPerTransfer} ms`,
  );
  return transfers;
}

/** `--only transfers`: the transfers alone, on members seeded for them (no reads, no large data set). */
async function transfersOnly(app, passwordHash) {
  const count = 2 * options.pairs;
  log(`transfers only: seeding ${count} members (COPY)`);
  const members = await seedMembers(app.databaseUrl, { members: count, ledgerRows: count, passwordHash });
  return transferPairs(app, members, 0);
}

/**
 * The till (issue 33): sales on `--till-members` distinct members (members `from` onwards of the seeded
 * set) at `--connections`, then `--till-posts` parallel posts of `--till-receipts` receipts on the members
 * after them.
 */
async function till(app, members, from) {
  const first = members.firstMemberId;
  const codes = (start, count) => Array.from({ length: count }, (_, index) => members.codeOf(start + index));
  log(`till: sales on ${options.tillMembers} distinct members at ${options.connections} connections`);
  const cpuBefore = nodeProcessesCpuMs(app.pid);
  const sales = await tillSaleRate({
    baseUrl: app.baseUrl,
    databaseUrl: app.databaseUrl,
    memberCodes: codes(from, options.tillMembers),
    connections: options.connections,
    seconds: options.seconds,
  });
  // The server's own CPU time per sale, whatever share of the two cores the load generator took.
  sales.serverCpuMsPerSale = Number(((nodeProcessesCpuMs(app.pid) - cpuBefore) / (sales.succeeded || 1)).toFixed(2));
  log(
    `till: ${sales.salesPerSecond} sales/s, p99 ${sales.p99} ms, CPU a sale: server ${sales.serverCpuMsPerSale} ms, database ${sales.databaseCpuMsPerSale} ms, load generator ${sales.generatorCpuMsPerSale} ms, machine ${sales.machineCpuMsPerSale} ms`,
  );
  const raceFrom = from + options.tillMembers;
  log(`till: ${options.tillPosts} parallel posts of ${options.tillReceipts} receipts`);
  const race = await receiptRace({
    baseUrl: app.baseUrl,
    databaseUrl: app.databaseUrl,
    members: {
      codes: codes(raceFrom, options.tillReceipts),
      ids: Array.from({ length: options.tillReceipts }, (_, index) => first + raceFrom + index),
    },
    posts: options.tillPosts,
    connections: options.raceConnections,
  });
  log(`till: ${race.firsts} first answers, ${race.sales} sales for ${race.receipts} receipts`);
  return { sales, race };
}

/** `--only till`: the till alone, on members seeded for it (no reads, no large data set). */
async function tillOnly(app, passwordHash) {
  const count = options.tillMembers + options.tillReceipts;
  log(`till only: seeding ${count} members (COPY)`);
  const members = await seedMembers(app.databaseUrl, { members: count, ledgerRows: count, passwordHash });
  return till(app, members, 0);
}

/**
 * Step 7 (issue 37): `--reminder-members` members of their own (seeded with one earn each, so the ledger
 * holds), their points due in 30 days, reminded and sent through a kill -9 of the server.
 */
async function reminders(app, passwordHash) {
  log(`notifications: seeding ${options.reminderMembers} members (COPY)`);
  const members = await seedMembers(app.databaseUrl, {
    members: options.reminderMembers,
    ledgerRows: options.reminderMembers,
    passwordHash,
  });
  const result = await expiryReminderRun({ app, members, log });
  if (result.ran) log(`notifications: ${result.messagesPerSecond} messages/s, ${result.seconds} s in all`);
  else log(`notifications: not run (${result.why})`);
  return result;
}

async function main() {
  const startedAt = new Date().toISOString();
  const machine = {
    cpus: cpus().length,
    loadAverage: loadavg().map((value) => Number(value.toFixed(1))),
    node: process.version,
  };
  log('starting the app as `npm start` does (builds the web app when stale)');
  const app = await startAppServer();
  const stopOnSignal = () => void app.stop().then(() => process.exit(130));
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  const results = { startedAt, machine, database: app.mode, options, targets: TARGETS };
  try {
    const passwordHash = await argon2.hash(BENCH_PASSWORD, {
      type: argon2.argon2id,
      memoryCost: 1024,
      timeCost: 1,
      parallelism: 1,
    });
    if (options.only === 'till') {
      results.till = await tillOnly(app, passwordHash);
      return results;
    }
    if (options.only === 'transfers') {
      results.transfers = await transfersOnly(app, passwordHash);
      return results;
    }
    if (options.only === 'notifications') {
      results.notifications = await reminders(app, passwordHash);
      return results;
    }
    const demo = await atDemoSize(app, passwordHash);
    results.requestCost = demo.requestCost;
    results.reads = { demo: demo.demoReads };
    if (options.only === 'demo') return results;
    const { members, seed } = await seedLarge(app, passwordHash);
    results.seed = seed;
    results.databaseSize = await databaseSize(app.databaseUrl);
    log('large size: each read, then its scans counted once the database has reported them');
    results.reads.large = [
      ...(await loadReads(app, demo.reads, demo.token, 'large', app.databaseUrl)),
      ...(await loadReads(app, EACH_OWN_MEMBER_READS, demo.crowdTokens, 'large', app.databaseUrl)),
    ];
    const [historyLarge] = await loadReads(app, [{ ...LONG_HISTORY_READ, signedIn: true }], demo.historyToken, 'large');
    const ratio = historyLarge.p99 / Math.max(1, demo.historyDemo.p99);
    results.history = {
      entries: options.history,
      demo: demo.historyDemo,
      large: historyLarge,
      ratio: Number(ratio.toFixed(2)),
      target: TARGETS.historyFlatRatio,
      pass: ratio <= TARGETS.historyFlatRatio && [demo.historyDemo, historyLarge].every(answeredAll),
    };
    Object.assign(results, await races(app, members));
    results.till = await till(app, members, options.raceMembers + 2 * options.pairs);
    results.notifications = await reminders(app, passwordHash);
  } finally {
    log('stopping the app');
    await app.stop();
  }
  return results;
}

async function finish(results) {
  results.finishedAt = new Date().toISOString();
  const paths = await writeReport(results);
  console.log(markdownOf(results));
  console.log(`Figures: ${paths.json}\nTable:   ${paths.markdown}`);
  const tillFailed = !(results.till?.sales.pass && results.till.race.exact);
  const notificationsFailed = results.notifications?.ran === true && !results.notifications.pass;
  const demoFailed = results.requestCost?.some((row) => !row.pass) || results.reads?.demo.some((read) => !read.pass);
  const failed =
    options.only === 'till'
      ? tillFailed
      : options.only === 'transfers'
        ? !results.transfers.consistent
        : options.only === 'notifications'
          ? notificationsFailed
          : options.only === 'demo'
            ? demoFailed
            : demoFailed ||
              results.reads.large.some((read) => !read.pass) ||
              !results.history.pass ||
              !results.seed.pass ||
              !results.flashSale.exact ||
              !results.transfers.consistent ||
              tillFailed ||
              notificationsFailed;
  if (failed) process.exitCode = 1;
}

await finish(await main());
