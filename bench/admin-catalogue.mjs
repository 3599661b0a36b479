#!/usr/bin/env node
// Back-office privilege list at 10,000 privileges (issue 12, DESIGN §11): starts the app as `npm start`
// does on its own port and database, seeds the large catalogue with COPY (seed-large.mjs), signs the demo
// staff operator in, then measures p50 / p99 of GET /api/admin/v1/privileges as operators use it: newest
// first, deep pages, by category, filtered by state and stock, sorted by title and searched in Thai.
// Loopback only; stops by itself; exit code 1 when a figure misses its target.
//   node bench/admin-catalogue.mjs [--privileges 10000] [--requests 400] [--connections 8]
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { measureCalls, signInStaff } from './admin-calls.mjs';
import { startAppServer } from './app-server.mjs';
import { seedPrivileges } from './seed-large.mjs';

const { values } = parseArgs({
  options: {
    privileges: { type: 'string', default: '10000' },
    requests: { type: 'string', default: '400' },
    connections: { type: 'string', default: '8' },
  },
});
const whole = (name) => {
  const value = Number(values[name]);
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`--${name} must be a whole number ≥ 1`);
  return value;
};
const options = { privileges: whole('privileges'), requests: whole('requests'), connections: whole('connections') };

/** The same bound as the member search: an operator's list answers well inside a tenth of a second. */
const TARGETS = { listP99Ms: 100 };
const log = (message) => console.error(`[admin-catalogue] ${message}`);

async function categoryIds(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT id FROM privilege_categories ORDER BY id');
    return rows.map((row) => String(row.id));
  } finally {
    await client.end();
  }
}

function listUrl(baseUrl, query) {
  const url = new URL('/api/admin/v1/privileges', baseUrl);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url;
}

async function main() {
  log('starting the app as `npm start` does (builds the web app when stale)');
  const app = await startAppServer();
  const stopOnSignal = () => void app.stop().then(() => process.exit(130));
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    log(`seeding ${options.privileges} privileges (COPY)`);
    await seedPrivileges(app.databaseUrl, { count: options.privileges });
    const categories = await categoryIds(app.databaseUrl);
    const pages = Array.from({ length: 50 }, (_, index) => String(1 + index * 9));
    const kinds = [
      { name: 'newest first, pages 1–442', texts: pages, query: (page) => ({ page, limit: '20' }) },
      { name: 'by category', texts: categories, query: (category_id) => ({ category_id }) },
      {
        name: 'active and in stock',
        texts: pages.slice(0, 20),
        query: (page) => ({ page, state: 'active', stock: 'available' }),
      },
      {
        name: 'by title, 100 a page',
        texts: pages.slice(0, 20),
        query: (page) => ({ page, limit: '100', sort: 'title_en' }),
      },
      { name: 'Thai keyword', texts: ['กาแฟ', 'ความงาม', 'ข้อเสนอที่ 12', 'ส่วนลด'], query: (q) => ({ q }) },
    ];
    const token = await signInStaff(app.baseUrl);
    const rows = [];
    for (const kind of kinds) {
      log(`list: ${kind.name}`);
      const figures = await measureCalls(token, {
        texts: kind.texts,
        urlOf: (text) => listUrl(app.baseUrl, kind.query(text)),
        isAnswer: (data) => data.total > 0,
        requests: options.requests,
        connections: options.connections,
      });
      rows.push({ kind: kind.name, ...figures, pass: figures.p99 <= TARGETS.listP99Ms });
    }
    const report = {
      options,
      machine: { cores: cpus().length, loadAverage: loadavg().map((load) => Number(load.toFixed(1))) },
      database: app.mode,
      targets: TARGETS,
      lists: rows,
    };
    console.log(JSON.stringify(report, null, 2));
    console.table(rows);
    if (!rows.every((row) => row.pass)) process.exitCode = 1;
  } finally {
    await app.stop();
  }
}

await main();
