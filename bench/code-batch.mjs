#!/usr/bin/env node
// A batch of 100,000 codes generated and exported (issue 12, DESIGN §11 codes): starts the app as
// `npm start` does on its own port and database, signs the demo admin in, creates the batch (a job: the
// codes are made 5,000 per statement), polls `GET /jobs/{id}` until it is done, then downloads the batch's
// codes CSV. Reports both times and the server's peak resident memory during each step. Loopback only;
// stops by itself; exit code 1 when a figure misses its target.
//   node bench/code-batch.mjs [--count 100000]
import { parseArgs } from 'node:util';
import { startAppServer } from './app-server.mjs';
import { nodeProcessesRssMb } from './support.mjs';

const { values } = parseArgs({ options: { count: { type: 'string', default: '100000' } } });
const count = Number(values.count);
if (!Number.isSafeInteger(count) || count < 1 || count > 100_000) throw new Error('--count must be 1 to 100000');

/**
 * Memory is judged as growth over the idle server (about 275 MB here with the web build loaded): the
 * batch is made in chunks and the CSV streamed, so neither should grow with the batch's size.
 */
const TARGETS = { generateSeconds: 60, exportSeconds: 30, rssGrowthMb: 64 };
/** The demo seed's admin (apps/api/src/seed/seed.ts): only admins make batches. */
const ADMIN = { email: 'admin@example.com', password: 'Admin1234!' };
const RSS_SAMPLE_MS = 20;
const POLL_MS = 200;
const log = (message) => console.error(`[code-batch] ${message}`);
const round = (value) => Number(value.toFixed(1));

async function call(baseUrl, path, { token, body } = {}) {
  const response = await fetch(new URL(`/api/admin/v1${path}`, baseUrl), {
    method: body ? 'POST' : 'GET',
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const answer = await response.json();
  if (answer.status !== 'success') throw new Error(`${path} failed: ${JSON.stringify(answer).slice(0, 300)}`);
  return answer.data;
}

/** Runs `work` while sampling the largest Node process of the server; answers seconds and peak RSS. */
async function sampled(pid, work) {
  const largest = () => Math.max(0, ...nodeProcessesRssMb(pid));
  let peak = largest();
  const sampler = setInterval(() => {
    peak = Math.max(peak, largest());
  }, RSS_SAMPLE_MS);
  const started = performance.now();
  try {
    const result = await work();
    return { ...result, seconds: round((performance.now() - started) / 1000), peakRssMb: round(peak) };
  } finally {
    clearInterval(sampler);
  }
}

async function main() {
  log('starting the app as `npm start` does (builds the web app when stale)');
  const app = await startAppServer();
  const stopOnSignal = () => void app.stop().then(() => process.exit(130));
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    const idleRssMb = round(Math.max(0, ...nodeProcessesRssMb(app.pid)));
    const { token } = await call(app.baseUrl, '/auth/login', { body: ADMIN });
    const now = Date.now();
    log(`generating ${count} codes`);
    const generated = await sampled(app.pid, async () => {
      const batch = await call(app.baseUrl, '/code-batches', {
        token,
        body: {
          name: 'Bench batch',
          kind: 'promo',
          prefix: 'BENCH',
          count,
          points: 10,
          starts_at: new Date(now).toISOString(),
          ends_at: new Date(now + 30 * 86_400_000).toISOString(),
        },
      });
      let job = batch.job;
      while (job && job.state !== 'done') {
        if (job.state === 'failed') throw new Error(`The batch job failed: ${job.error}`);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        job = await call(app.baseUrl, `/jobs/${job.id}`, { token });
      }
      return { batchId: batch.id, attempts: job?.attempts ?? 0 };
    });
    log(`exporting batch ${generated.batchId}`);
    const exported = await sampled(app.pid, async () => {
      const response = await fetch(new URL(`/api/admin/v1/code-batches/${generated.batchId}/codes.csv`, app.baseUrl), {
        headers: { authorization: `Bearer ${token}` },
      });
      if (response.status !== 200 || !response.body) throw new Error(`Export answered ${response.status}`);
      let bytes = 0;
      let lines = 0;
      for await (const chunk of response.body) {
        bytes += chunk.length;
        for (const byte of chunk) if (byte === 0x0a) lines += 1;
      }
      if (lines - 1 !== count) throw new Error(`The CSV has ${lines - 1} codes, not ${count}`);
      return { rows: lines - 1, megabytes: round(bytes / 1024 / 1024) };
    });
    const report = { count, idleRssMb, generate: generated, export: exported, targets: TARGETS };
    console.log(JSON.stringify(report, null, 2));
    const missed =
      generated.seconds > TARGETS.generateSeconds ||
      exported.seconds > TARGETS.exportSeconds ||
      Math.max(generated.peakRssMb, exported.peakRssMb) - idleRssMb > TARGETS.rssGrowthMb;
    if (missed) process.exitCode = 1;
  } finally {
    await app.stop();
  }
}

await main();
