#!/usr/bin/env node
// First paint (DESIGN §10): Lighthouse mobile performance of /landing and the four tabs' pages against a
// running server (`npm start` first), three runs per page, medians of the score, FCP, LCP, CLS, TBT and
// unused JavaScript, in Debian's Chromium. Signed-in pages get the demo member's session token in
// sessionStorage before the app's first script runs. Writes bench/results/lighthouse-<timestamp>.json/.md.
//   node bench/lighthouse.mjs [--url http://127.0.0.1:3000] [--runs 3] [--page /landing]… [--keep-reports]
// --keep-reports also writes each run's whole Lighthouse report (long tasks, network, the LCP breakdown).
// --http2 measures through a local TLS front that speaks HTTP/2 to the browser (bench/h2-front.mjs), as the
// load balancer in front of production does; without it the browser talks HTTP/1.1 to the app directly.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { startHttp2Front } from './h2-front.mjs';
import { CHROMIUM_ARGS, demoToken, loopbackUrl } from './support.mjs';

const benchDir = dirname(fileURLToPath(import.meta.url));
const runnerDir = join(benchDir, 'lighthouse-runner');
const resultsDir = join(benchDir, 'results');

/** The pages of the target, and whether each is a member's (signed in) page. */
const PAGES = [
  { path: '/landing', signedIn: false },
  { path: '/home', signedIn: true },
  { path: '/collect-point', signedIn: true },
  { path: '/profile', signedIn: true },
  { path: '/privilege', signedIn: true },
];

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    runs: { type: 'string', default: '3' },
    page: { type: 'string', multiple: true },
    'keep-reports': { type: 'boolean', default: false },
    http2: { type: 'boolean', default: false },
  },
});
const baseUrl = loopbackUrl(values.url);
/** DESIGN §10: the same score and layout shift on both protocols; HTTP/1.1's six connections get 0.4 s more LCP. */
const TARGETS = { score: 95, lcpMs: values.http2 ? 1800 : 2200, cls: 0.02 };
const runs = Number(values.runs);
if (!Number.isSafeInteger(runs) || runs < 1) throw new Error('--runs must be a whole number ≥ 1');
const pages = values.page ? PAGES.filter((page) => values.page.includes(page.path)) : PAGES;
if (pages.length === 0) throw new Error(`--page must be one of ${PAGES.map((page) => page.path).join(', ')}`);

/**
 * Lighthouse and its dependencies are about 200 packages and 180 MB that only this script uses: they live
 * in their own pinned folder, installed from its lockfile on the first run, so the root `npm install`
 * (every developer, every CI run) does not pay for them.
 */
async function loadRunner() {
  if (!existsSync(join(runnerDir, 'node_modules', 'lighthouse', 'package.json'))) {
    console.log('Installing the pinned Lighthouse into bench/lighthouse-runner (first run only)…');
    const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: runnerDir, stdio: 'inherit' });
    if (install.status !== 0) throw new Error('npm ci in bench/lighthouse-runner failed');
  }
  const entry = (name, file) => pathToFileURL(join(runnerDir, 'node_modules', name, file)).href;
  const [lighthouse, puppeteer] = await Promise.all([
    import(entry('lighthouse', 'core/index.js')),
    import(entry('puppeteer-core', 'lib/esm/puppeteer/puppeteer-core.js')),
  ]);
  return { lighthouse: lighthouse.default, puppeteer: puppeteer.default };
}

function median(numbers) {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Lighthouse's own trace failures (NO_NAVSTART, NO_FCP…) that a busy machine causes now and then. */
class RetryableRunError extends Error {}
const ATTEMPTS = 3;

/** A run that Lighthouse itself failed is made again, up to ATTEMPTS times; a wrong page is never retried. */
async function runWithRetries(tools, browser, path, token) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(tools, browser, path, token);
    } catch (error) {
      if (!(error instanceof RetryableRunError) || attempt === ATTEMPTS) throw error;
      console.log(`${error.message}: trying again`);
    }
  }
}

/** What the page painted as its largest content: the element's HTML as Lighthouse quotes it. */
function lcpElementOf(audits) {
  const tables = audits['largest-contentful-paint-element']?.details?.items ?? [];
  return tables[0]?.items?.[0]?.node?.snippet ?? null;
}

/** One Lighthouse run of a page in a fresh browser context (empty cache, no storage of earlier runs). */
async function runOnce(tools, browser, path, token) {
  const pageUrl = front ? new URL(front.origin) : baseUrl;
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    if (token) {
      // Runs before any of the page's scripts on every document of the app's origin, as a signed-in tab has it.
      await page.evaluateOnNewDocument(
        (origin, value) => {
          if (window.location.origin === origin) window.sessionStorage.setItem('token', value);
        },
        pageUrl.origin,
        token,
      );
    }
    const result = await tools.lighthouse(
      new URL(path, pageUrl).toString(),
      { output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      undefined,
      page,
    );
    const { audits, categories, finalDisplayedUrl, runtimeError, runWarnings } = result.lhr;
    if (values['keep-reports']) {
      mkdirSync(resultsDir, { recursive: true });
      const name = `lighthouse-report-${path.slice(1)}-${result.lhr.fetchTime.replace(/[:.]/g, '-')}.json`;
      writeFileSync(join(resultsDir, name), JSON.stringify(result.lhr));
    }
    if (runtimeError) {
      throw new RetryableRunError(`Lighthouse failed on ${path}: ${runtimeError.code} ${runtimeError.message}`);
    }
    // A signed-in page that lands elsewhere (a lost session sends members to /landing) measured the wrong page.
    if (new URL(finalDisplayedUrl).pathname !== path) {
      throw new Error(`${path} ended on ${finalDisplayedUrl}: the page under test was not the one shown`);
    }
    return {
      score: Math.round((categories.performance.score ?? 0) * 100),
      fcpMs: audits['first-contentful-paint'].numericValue,
      lcpMs: audits['largest-contentful-paint'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      tbtMs: audits['total-blocking-time'].numericValue,
      speedIndexMs: audits['speed-index'].numericValue,
      unusedJsBytes: audits['unused-javascript'].details?.overallSavingsBytes ?? 0,
      lcpElement: lcpElementOf(audits),
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
      warnings: runWarnings,
    };
  } finally {
    await context.close();
  }
}

function summaryOf(path, measured) {
  const of = (key) => median(measured.map((run) => run[key]));
  const summary = {
    path,
    score: of('score'),
    fcpMs: Math.round(of('fcpMs')),
    lcpMs: Math.round(of('lcpMs')),
    cls: Number(of('cls').toFixed(3)),
    tbtMs: Math.round(of('tbtMs')),
    speedIndexMs: Math.round(of('speedIndexMs')),
    unusedJsKb: Number((of('unusedJsBytes') / 1024).toFixed(1)),
  };
  return {
    ...summary,
    pass: summary.score >= TARGETS.score && summary.lcpMs <= TARGETS.lcpMs && summary.cls <= TARGETS.cls,
    runs: measured,
  };
}

function markdownOf(report) {
  const lines = [
    `Lighthouse ${report.lighthouseVersion}, mobile (simulated throttling), median of ${report.runsPerPage} runs, ${report.startedAt}`,
    report.protocol === 'h2'
      ? 'Served over HTTP/2 through a local TLS front (bench/h2-front.mjs), as behind the production load balancer'
      : 'Served over HTTP/1.1 by the app itself, as `npm start` serves it',
    `Machine: ${report.machine.cpus} CPUs, load average ${report.machine.loadAverage.join(' / ')} at start, ${report.machine.loadAverageAfter.join(' / ')} at end`,
    '',
    `| page | score | FCP | LCP | CLS | TBT | Speed Index | unused JS | target (≥ ${TARGETS.score}, LCP ≤ ${TARGETS.lcpMs / 1000} s, CLS ≤ ${TARGETS.cls}) |`,
    '| ---- | ----- | --- | --- | --- | --- | ----------- | --------- | -------------------------------------- |',
  ];
  for (const page of report.pages) {
    lines.push(
      `| ${page.path} | ${page.score} | ${(page.fcpMs / 1000).toFixed(2)} s | ${(page.lcpMs / 1000).toFixed(2)} s | ${page.cls} | ${page.tbtMs} ms | ${(page.speedIndexMs / 1000).toFixed(2)} s | ${page.unusedJsKb} KB | ${page.pass ? 'pass' : 'miss'} |`,
    );
  }
  return `${lines.join('\n')}\n`;
}

const tools = await loadRunner();
const startedAt = new Date();
const machine = { cpus: cpus().length, loadAverage: loadavg().map((value) => Number(value.toFixed(2))) };
const token = pages.some((page) => page.signedIn) ? await demoToken(baseUrl) : null;
const front = values.http2 ? await startHttp2Front(baseUrl.origin) : null;
const browser = await tools.puppeteer.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  // The front's certificate is its own, made for this run: the browser is told to take it.
  args: front ? [...CHROMIUM_ARGS, '--ignore-certificate-errors'] : CHROMIUM_ARGS,
  headless: true,
  defaultViewport: null,
});
const summaries = [];
try {
  for (const page of pages) {
    const measured = [];
    for (let run = 1; run <= runs; run += 1) {
      const figures = await runWithRetries(tools, browser, page.path, page.signedIn ? token : null);
      console.log(
        `${page.path} run ${run}: score ${figures.score}, LCP ${Math.round(figures.lcpMs)} ms, CLS ${figures.cls.toFixed(3)}`,
      );
      measured.push(figures);
    }
    summaries.push(summaryOf(page.path, measured));
  }
} finally {
  await browser.close();
  await front?.stop();
}

const { default: lighthousePackage } = await import(
  pathToFileURL(join(runnerDir, 'node_modules', 'lighthouse', 'package.json')).href,
  { with: { type: 'json' } }
);
const report = {
  startedAt: startedAt.toISOString(),
  url: baseUrl.origin,
  protocol: front ? 'h2' : 'http/1.1',
  lighthouseVersion: lighthousePackage.version,
  runsPerPage: runs,
  machine: { ...machine, loadAverageAfter: loadavg().map((value) => Number(value.toFixed(2))) },
  targets: TARGETS,
  pages: summaries,
};
const markdown = markdownOf(report);
mkdirSync(resultsDir, { recursive: true });
const name = `lighthouse-${startedAt.toISOString().replace(/[:.]/g, '-')}`;
writeFileSync(join(resultsDir, `${name}.json`), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(join(resultsDir, `${name}.md`), markdown);
console.log(`\n${markdown}\nWritten to bench/results/${name}.json and .md`);
if (summaries.some((page) => !page.pass)) process.exitCode = 1;
