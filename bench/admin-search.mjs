#!/usr/bin/env node
// Back-office member search and export at 100,000 members (issue 11, DESIGN §11): starts the app as
// `npm start` does on its own port and database, seeds the large member set with COPY (seed-large.mjs),
// signs the demo staff operator in, then measures p50 / p99 of each search kind (every request a
// different member) and the server's peak resident memory while it streams the members CSV export.
// Loopback only; stops by itself; exit code 1 when a figure misses its target.
//   node bench/admin-search.mjs [--members 100000] [--requests 400] [--connections 8]
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import argon2 from 'argon2';
import pg from 'pg';
import { measureCalls, round, signInStaff } from './admin-calls.mjs';
import { startAppServer } from './app-server.mjs';
import { seedMembers } from './seed-large.mjs';
import { nodeProcessesRssMb } from './support.mjs';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '100000' },
    'ledger-rows': { type: 'string' },
    requests: { type: 'string', default: '400' },
    connections: { type: 'string', default: '8' },
  },
});
const whole = (name, minimum = 1) => {
  const value = Number(values[name]);
  if (!Number.isSafeInteger(value) || value < minimum) throw new Error(`--${name} must be a whole number ≥ ${minimum}`);
  return value;
};
const options = {
  members: whole('members', 2),
  ledgerRows: values['ledger-rows'] === undefined ? whole('members', 2) * 2 : whole('ledger-rows'),
  requests: whole('requests'),
  connections: whole('connections'),
};
if (options.ledgerRows < options.members) throw new Error('--ledger-rows must give every member at least one entry');

const TARGETS = { searchP99Ms: 100, exportPeakRssMb: 256 };
const RSS_SAMPLE_MS = 20;
const log = (message) => console.error(`[admin-search] ${message}`);

/**
 * Members picked at random from the seeded range (the seed has analysed the tables), and the search text
 * of each kind for them: what an operator types for a member on the phone.
 */
async function searchTexts(databaseUrl, seeded, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT id, mbk_member_id, email, mobile_no FROM members
        WHERE id BETWEEN $1 AND $2 ORDER BY random() LIMIT $3`,
      [seeded.firstMemberId, seeded.lastMemberId, count],
    );
    const { rows: total } = await client.query('SELECT count(*)::int AS members FROM members');
    return {
      members: total[0].members,
      kinds: [
        { name: 'member id (exact)', texts: rows.map((row) => row.mbk_member_id) },
        { name: 'e-mail (prefix)', texts: rows.map((row) => row.email.slice(0, row.email.indexOf('@'))) },
        { name: 'mobile (prefix, 8 digits)', texts: rows.map((row) => row.mobile_no.slice(0, 8)) },
        { name: 'name (contains)', texts: rows.map((row) => `ember ${row.id}`) },
        { name: 'name (every member matches)', texts: rows.map(() => 'Bench') },
      ],
    };
  } finally {
    await client.end();
  }
}

/** `--requests` GETs at `--connections` (admin-calls.mjs). */
const measure = (token, texts, urlOf, isAnswer) =>
  measureCalls(token, { texts, urlOf, isAnswer, requests: options.requests, connections: options.connections });

function searchUrl(baseUrl, q) {
  const url = new URL('/api/admin/v1/members', baseUrl);
  url.searchParams.set('q', q);
  return url;
}

/** The largest Node process of the server, sampled while the whole members CSV is downloaded. */
async function measureExport(baseUrl, token, pid) {
  const largest = () => Math.max(0, ...nodeProcessesRssMb(pid));
  const before = largest();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, largest());
  }, RSS_SAMPLE_MS);
  const started = performance.now();
  let bytes = 0;
  let lines = 0;
  try {
    const response = await fetch(new URL('/api/admin/v1/exports/members.csv', baseUrl), {
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.status !== 200 || !response.body) throw new Error(`Export answered ${response.status}`);
    for await (const chunk of response.body) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 0x0a) lines += 1;
    }
  } finally {
    clearInterval(sampler);
  }
  peak = Math.max(peak, largest());
  return {
    rows: lines - 1,
    megabytes: round(bytes / 1024 / 1024),
    seconds: round((performance.now() - started) / 1000),
    rssBeforeMb: round(before),
    peakRssMb: round(peak),
  };
}

async function main() {
  log('starting the app as `npm start` does (builds the web app when stale)');
  const app = await startAppServer();
  const stopOnSignal = () => void app.stop().then(() => process.exit(130));
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  const idleRssMb = round(Math.max(0, ...nodeProcessesRssMb(app.pid)));
  try {
    const passwordHash = await argon2.hash('Bench1234!', {
      type: argon2.argon2id,
      memoryCost: 1024,
      timeCost: 1,
      parallelism: 1,
    });
    log(`seeding ${options.members} members, ${options.ledgerRows} ledger rows (COPY)`);
    const seeded = await seedMembers(app.databaseUrl, {
      members: options.members,
      ledgerRows: options.ledgerRows,
      passwordHash,
    });
    const { members, kinds } = await searchTexts(app.databaseUrl, seeded, Math.min(options.requests, options.members));
    const token = await signInStaff(app.baseUrl);
    // The smallest signed-in admin call, for scale: what any call costs on this machine and its load.
    const control = await measure(
      token,
      ['me'],
      () => new URL('/api/admin/v1/auth/me', app.baseUrl),
      () => true,
    );
    const searches = [{ kind: 'control: GET /auth/me (no target)', ...control, pass: true }];
    for (const kind of kinds) {
      log(`search: ${kind.name}`);
      const figures = await measure(
        token,
        kind.texts,
        (q) => searchUrl(app.baseUrl, q),
        (data) => data.items.length > 0,
      );
      searches.push({ kind: kind.name, ...figures, pass: figures.p99 <= TARGETS.searchP99Ms });
    }
    log(`export of ${members} members`);
    const exported = await measureExport(app.baseUrl, token, app.pid);
    const report = {
      options,
      machine: { cores: cpus().length, loadAverage: loadavg().map((load) => Number(load.toFixed(1))) },
      database: app.mode,
      members,
      targets: TARGETS,
      searches,
      export: {
        idleRssMb,
        ...exported,
        pass: exported.peakRssMb < TARGETS.exportPeakRssMb && exported.rows === members,
      },
    };
    console.log(JSON.stringify(report, null, 2));
    console.table(searches);
    console.table([report.export]);
    console.error(
      `[admin-search] load average ${loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')} on ${cpus().length} cores`,
    );
    if (!searches.every((row) => row.pass) || !report.export.pass) process.exitCode = 1;
  } finally {
    await app.stop();
  }
}

await main();
