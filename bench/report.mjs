// The bench's record: every figure in bench/results/<timestamp>.json and the same as a markdown table
// in <timestamp>.md (the table is also printed at the end of the run).
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BIG_TABLE_ROWS } from './database-stats.mjs';

const RESULTS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'results');

const number = (value) => (typeof value === 'number' ? value.toLocaleString('en-US') : String(value ?? '–'));
const verdict = (pass) => (pass === undefined ? 'report' : pass ? 'pass' : '**FAIL**');
const table = (header, rows) =>
  [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');

function worstRead(reads) {
  return reads.reduce((worst, read) => (!worst || read.p99 > worst.p99 ? read : worst), undefined);
}

function summaryRows(results) {
  const rows = (results.requestCost ?? []).map((row) => [
    `${row.name}: app ÷ bare req/s, median of ${row.roundRatios.length} rounds`,
    `${row.ratio}× (${number(row.app.requestsPerSecond)} ÷ ${number(row.bare.requestsPerSecond)})`,
    `≥ ${row.target}×`,
    verdict(row.pass),
  ]);
  for (const size of ['demo', 'large']) {
    const reads = results.reads?.[size];
    if (!reads) continue;
    const worst = worstRead(reads);
    rows.push([
      `member reads p99, ${size} size (worst)`,
      `${worst.p99} ms (${worst.name})`,
      `≤ ${results.targets.readP99Ms} ms, no failures`,
      verdict(reads.every((read) => read.pass)),
    ]);
  }
  const { history, seed, flashSale, transfers } = results;
  if (history?.large) {
    rows.push([
      `GetPointHistory p99, ${number(history.entries)} entries: large ÷ demo`,
      `${history.ratio}× (${history.demo.p99} → ${history.large.p99} ms)`,
      `≤ ${history.target}×`,
      verdict(history.pass),
    ]);
  }
  if (seed) {
    const steps = seed.steps?.members;
    rows.push([
      `bulk seed (COPY): ${number(seed.counts.members)} members, ${number(seed.counts.ledger)} ledger rows, ${number(seed.privileges)} privileges`,
      steps
        ? `${seed.seconds} s (members and histories: COPY ${steps.copy} s, ${steps.rebuiltIndexes.length} indexes made again ${steps.indexes} s, VACUUM (ANALYZE) ${steps.vacuum} s)`
        : `${seed.seconds} s`,
      `< ${seed.targetSeconds} s, ledger rules hold`,
      verdict(seed.pass),
    ]);
  }
  if (flashSale) {
    rows.push([
      `flash sale: ${number(flashSale.members)} members for ${number(flashSale.stock)}`,
      `${number(flashSale.redeemed)} redeemed in ${flashSale.seconds} s`,
      `exactly ${number(flashSale.stock)} (database checked)`,
      verdict(flashSale.exact),
    ]);
  }
  if (transfers) {
    rows.push([
      `transfers on ${number(transfers.pairs)} distinct pairs, ${transfers.connections} connections`,
      `${number(transfers.transfersPerSecond)}/s (p50 ${transfers.p50} ms, p99 ${transfers.p99} ms; CPU a transfer: server ${transfers.serverCpuMsPerTransfer} ms, database ${transfers.databaseCpuMsPerTransfer} ms, load generator ${transfers.generatorCpuMsPerTransfer} ms, whole machine ${transfers.machineCpuMsPerTransfer} ms)`,
      'toward 1,000/s; every success recorded, ledger rules hold',
      transfers.consistent ? 'report' : '**FAIL**',
    ]);
  }
  if (results.till) {
    const { sales, race } = results.till;
    rows.push([
      `till sales on ${number(sales.members)} distinct members, ${sales.connections} connections`,
      `${number(sales.salesPerSecond)}/s (p50 ${sales.p50} ms, p99 ${sales.p99} ms, ${number(sales.failures)} failed; CPU a sale: server ${sales.serverCpuMsPerSale} ms, database ${sales.databaseCpuMsPerSale} ms, load generator ${sales.generatorCpuMsPerSale} ms, whole machine ${sales.machineCpuMsPerSale} ms)`,
      `≥ ${number(sales.targets.salesPerSecond)}/s, p99 ≤ ${sales.targets.p99Ms} ms, no failures, every sale recorded`,
      verdict(sales.pass),
    ]);
    rows.push([
      `till receipt race: ${number(race.posts)} parallel posts of ${number(race.receipts)} receipts`,
      `${number(race.sales)} sales, ${number(race.firsts)} first answers, ${number(race.duplicates)} duplicates in ${race.seconds} s`,
      `exactly ${number(race.receipts)} sales (database checked), ledger = balances`,
      verdict(race.exact),
    ]);
  }
  const reminders = results.notifications;
  if (reminders?.ran) {
    rows.push([
      `expiry reminders: ${number(reminders.reminders)} members, LINE and e-mail through the stand-ins, kill -9 at ${number(reminders.messagesAtCrash)} messages`,
      `${number(reminders.messages)} messages in ${reminders.seconds} s (${number(reminders.messagesPerSecond)}/s; recorded in ${reminders.recordSeconds} s, restart ${reminders.restartSeconds} s)`,
      `≤ ${reminders.target.seconds} s, each reminder once per channel (database checked)`,
      verdict(reminders.pass),
    ]);
  } else if (reminders) {
    rows.push(['expiry reminders', `not run: ${reminders.why}`, '–', 'report']);
  }
  return rows;
}

function readRows(results) {
  const large = new Map((results.reads?.large ?? []).map((read) => [read.name, read]));
  return (results.reads?.demo ?? []).map((read) => {
    const big = large.get(read.name);
    return [
      read.name,
      number(read.requestsPerSecond),
      `${read.p99}`,
      `${read.cpuMicrosecondsPerAnswer ?? '–'}`,
      big ? number(big.requestsPerSecond) : '–',
      big ? `${big.p99}` : '–',
      big ? `${big.cpuMicrosecondsPerAnswer ?? '–'}` : '–',
      verdict(read.pass && (big?.pass ?? true)),
    ];
  });
}

function costRows(results) {
  return (results.requestCost ?? []).map((row) => [
    row.name,
    `${number(row.bytes)} B ${row.encoding}`,
    number(row.app.requestsPerSecond),
    `${row.app.p99}`,
    number(row.bare.requestsPerSecond),
    `${row.bare.p99}`,
    `${row.ratio}×`,
    row.roundRatios.map((ratio) => `${ratio}×`).join(', '),
    `${row.app.cpuMicrosecondsPerAnswer} / ${row.bare.cpuMicrosecondsPerAnswer}`,
    `${row.cpuRatio}× (${row.roundCpuRatios.map((ratio) => `${ratio}×`).join(', ')})`,
  ]);
}

export function markdownOf(results) {
  const { machine, options } = results;
  return [
    `# Bench ${results.startedAt}`,
    '',
    `${machine.cpus} CPUs, load average ${machine.loadAverage.join(' / ')} at start, Node ${machine.node}, ${results.database}; ` +
      `${options.seconds} s per scenario at ${options.connections} connections. Timings depend on the machine and its load.`,
    '',
    table(['figure', 'measured', 'target', 'result'], summaryRows(results)),
    '',
    ...(results.requestCost ? detailOf(results) : []),
    ...databaseOf(results),
  ].join('\n');
}

const MB = 1024 * 1024;
const megabytes = (bytes) => `${number(Math.round(bytes / MB))} MB`;
/**
 * Scans fewer than once per this many requests of a read are summed into one figure rather than listed:
 * the server's own workers poll a few tables a second whatever the read (the JSON keeps every scan).
 */
const REQUESTS_PER_LISTED_SCAN = 100;

/** The scans listed by `text`, most first, those rarer than REQUESTS_PER_LISTED_SCAN summed after them. */
function scanList(scans, requests, text, listedAnyway = () => false) {
  const listed = scans.filter((scan) => listedAnyway(scan) || scan.scans * REQUESTS_PER_LISTED_SCAN >= requests);
  const rare = scans.filter((scan) => !listed.includes(scan));
  const rareScans = rare.reduce((sum, scan) => sum + scan.scans, 0);
  const parts = listed.map(text);
  if (rare.length) parts.push(`${rare.length} rarer (${number(rareScans)} scans)`);
  return parts.join(', ') || 'none';
}

/** The large data set's size on disk and, for each read at large size, the scans it made. */
function databaseOf(results) {
  const size = results.databaseSize;
  const scanned = (results.reads?.large ?? []).filter((read) => read.scans);
  if (!size && !scanned.length) return [];
  return [
    '## Large size: the database on disk, and the indexes each read scanned',
    '',
    ...(size
      ? [
          `Database: ${megabytes(size.bytes)} (pg_database_size). Its largest tables:`,
          '',
          table(
            ['table', 'rows (estimate)', 'table with indexes', 'of which indexes'],
            size.tables.map((row) => [
              row.name,
              number(row.rows),
              megabytes(row.totalBytes),
              megabytes(row.indexBytes),
            ]),
          ),
          '',
        ]
      : []),
    ...(scanned.length
      ? [
          'Scans counted in pg_stat_user_indexes and pg_stat_user_tables from before each read (warm-up included) to ' +
            'after it, once every backend had reported; the server’s own workers count too. Scans rarer than one per ' +
            `${REQUESTS_PER_LISTED_SCAN} requests are summed; a sequential scan of a table of ` +
            `${number(BIG_TABLE_ROWS)} rows or more is always listed, in bold.`,
          '',
          table(
            ['read', 'requests', 'index scans', 'sequential scans'],
            scanned.map((read) => [
              read.name,
              number(read.requests),
              scanList(read.scans.indexes, read.requests, ({ name, scans }) => `${name} ${number(scans)}`),
              scanList(
                read.scans.seqScans,
                read.requests,
                ({ table: name, scans, rows, big }) => {
                  const text = `${name} ${number(scans)} (${number(rows)} rows)`;
                  return big ? `**${text}**` : text;
                },
                (scan) => scan.big,
              ),
            ]),
          ),
          '',
        ]
      : []),
  ];
}

/** The per-request cost and member read tables (not in an `--only` run). */
function detailOf(results) {
  return [
    '## Per-request cost (same bytes from the app and from a bare Fastify route)',
    '',
    table(
      [
        'answer',
        'bytes',
        'app req/s',
        'app p99 ms',
        'bare req/s',
        'bare p99 ms',
        'app ÷ bare (median round)',
        'every round',
        'CPU µs per answer, app / bare (median round)',
        'CPU: bare ÷ app (median; every round)',
      ],
      costRows(results),
    ),
    '',
    '## Member reads (req/s, p99 ms, the server’s CPU µs an answer)',
    '',
    table(
      [
        'read',
        'demo req/s',
        'demo p99',
        'demo CPU µs',
        'large req/s',
        'large p99',
        'large CPU µs',
        `p99 ≤ ${results.targets.readP99Ms} ms`,
      ],
      readRows(results),
    ),
    '',
  ];
}

/** Writes the JSON and the markdown; answers their paths. */
export async function writeReport(results) {
  await mkdir(RESULTS_DIR, { recursive: true });
  const stamp = results.startedAt.replace(/[:.]/g, '-');
  const json = join(RESULTS_DIR, `${stamp}.json`);
  const markdown = join(RESULTS_DIR, `${stamp}.md`);
  await writeFile(json, `${JSON.stringify(results, null, 2)}\n`);
  await writeFile(markdown, markdownOf(results));
  return { json, markdown };
}
