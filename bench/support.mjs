// What the benchmarks share: the loopback-only target, Chromium's flags, members' sessions, bounded
// parallel work, connections to the bench's database, the closed-loop load and what it cost, and the
// server's memory.
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

/** How every bench opens Debian's Chromium: headless, and with nothing of its own reaching the network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Parses the target and refuses anything but this machine: benchmarks never load another host. */
export function loopbackUrl(value) {
  const url = new URL(value);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) {
    throw new Error('Benchmarks only target a server on this machine (loopback).');
  }
  return url;
}

/** Signs the seeded demo member in and answers the session token. */
export function demoToken(baseUrl) {
  return signIn(baseUrl, 'demo@example.com', 'Demo1234!');
}

/** Signs a member in with e-mail and password and answers the session token. */
export async function signIn(baseUrl, email, password) {
  const response = await fetch(new URL('/api/v1/authentication/LoginEmail', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Email: email, Password: password }),
  });
  const body = await response.json();
  if (body.status !== 'success') throw new Error(`Log-in of ${email} failed: ${JSON.stringify(body)}`);
  return body.data.token;
}

/** `work` on every item with at most `limit` running at once; answers the results in order. */
export async function mapLimit(items, limit, work) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** CPU time (ms, user and system) a process has spent so far, 0 once it has ended or cannot be read. */
function processCpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
  } catch {
    return 0;
  }
}

/**
 * CPU time (ms) all cores of the machine have been busy so far (`/proc/stat`: every state but idle and
 * iowait), whoever spent it: beside the server's, the database's and the load generator's own shares, it
 * shows what is left to the rest (PostgreSQL's WAL writer, the kernel).
 */
export function machineBusyCpuMs() {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = ticks;
  return (user + nice + system + irq + softirq + steal) * MS_PER_TICK;
}

/** Runs `work` with a connection of its own to the bench's database, closed afterwards. */
export async function withDatabaseClient(databaseUrl, work) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Runs `work` and answers its result with the CPU time (ms) the PostgreSQL backends of `client`'s database
 * spent meanwhile (the server's pool among them), when the database server runs on this machine: what the
 * database costs, apart from other databases' users of a shared server. A backend started during `work`
 * counts whole; one that ended before its end is missed.
 */
export async function withDatabaseCpuMs(client, work) {
  const backends = async () =>
    (await client.query('SELECT pid FROM pg_stat_activity WHERE datname = current_database()')).rows.map(
      (row) => row.pid,
    );
  const atStart = new Map((await backends()).map((pid) => [pid, processCpuMs(pid)]));
  const result = await work();
  let spent = 0;
  for (const pid of await backends()) spent += processCpuMs(pid) - (atStart.get(pid) ?? 0);
  return { result, databaseCpuMs: spent };
}

/** `pid` and every Node process below it (WEB_CONCURRENCY workers), each with its `/proc/<pid>/stat` fields. */
export function nodeProcessesBelow(pid) {
  const stats = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The fields after the command's closing parenthesis, from the state (field 3) on.
      stats.set(Number(entry), stat.slice(stat.lastIndexOf(')') + 2).split(' '));
    } catch {
      // The process ended between listing and reading: it holds no memory and spends no time any more.
    }
  }
  const isBelow = (candidate) => {
    for (let current = candidate; current > 1; current = Number(stats.get(current)?.[1] ?? 0)) {
      if (current === pid) return true;
    }
    return false;
  };
  const found = [];
  for (const [candidate, fields] of stats) {
    if (!isBelow(candidate)) continue;
    try {
      if (readFileSync(`/proc/${candidate}/comm`, 'utf8').startsWith('node')) found.push({ pid: candidate, fields });
    } catch {
      // As above: gone before it was read.
    }
  }
  return found;
}

/** Resident memory (MB) of `pid` and of every Node process below it (WEB_CONCURRENCY workers). */
export function nodeProcessesRssMb(pid) {
  const sizes = [];
  for (const { pid: found } of nodeProcessesBelow(pid)) {
    try {
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${found}/status`, 'utf8'));
      if (rss) sizes.push(Number(rss[1]) / 1024);
    } catch {
      // Gone before it was read.
    }
  }
  return sizes;
}

/** Linux reports process times in USER_HZ ticks, 100 a second on every architecture Node runs on. */
const MS_PER_TICK = 10;

/**
 * CPU time (ms, user and system) spent so far by `pid` and every Node process below it: the server's own
 * work, whatever share of the machine the load generator took meanwhile.
 */
export function nodeProcessesCpuMs(pid) {
  // Fields utime and stime are the 14th and 15th of stat, the 12th and 13th counted from the state.
  return nodeProcessesBelow(pid).reduce(
    (sum, { fields }) => sum + (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK,
    0,
  );
}

/** The `share` percentile (0..1) of sorted `values`. */
export const percentile = (sorted, share) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

/**
 * A closed loop of `connections` clients, each sending `send(index)` (the calls numbered in the order
 * they go out) and waiting for its outcome before the next, for `seconds`: every call sent is answered
 * before the count. Answers the calls sent, the sorted latencies (ms), the count of each outcome, the
 * seconds it took, and the CPU time (ms) the bench's database backends, this process (the load generator)
 * and the whole machine spent meanwhile; the server's own share is run.mjs's.
 */
export async function closedLoop({ databaseUrl, connections, seconds, send }) {
  const latencies = [];
  const outcomes = {};
  let sent = 0;
  let deadline;
  const client = async () => {
    while (performance.now() < deadline) {
      const index = sent;
      sent += 1;
      const begun = performance.now();
      const outcome = await send(index);
      latencies.push(performance.now() - begun);
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    }
  };
  let started;
  let generatorCpu;
  let machineBefore;
  const { databaseCpuMs } = await withDatabaseClient(databaseUrl, (checker) =>
    withDatabaseCpuMs(checker, async () => {
      started = performance.now();
      deadline = started + seconds * 1000;
      generatorCpu = process.cpuUsage();
      machineBefore = machineBusyCpuMs();
      await Promise.all(Array.from({ length: connections }, client));
      generatorCpu = process.cpuUsage(generatorCpu);
    }),
  );
  const machineCpuMs = machineBusyCpuMs() - machineBefore;
  latencies.sort((a, b) => a - b);
  return {
    sent,
    latencies,
    outcomes,
    seconds: (performance.now() - started) / 1000,
    databaseCpuMs,
    generatorCpuMs: (generatorCpu.user + generatorCpu.system) / 1000,
    machineCpuMs,
  };
}
