#!/usr/bin/env node
// Bundle budget (DESIGN §10): the JavaScript a first visit to /landing and to /home loads, measured in
// Debian's Chromium against a running server (`npm start` first), gzip-compressed per file as a CDN
// would serve it. Beside each file, the gzip of the byte ranges the visit ran (Chromium's JavaScript
// coverage): what a first visit could at best be cut to (decision 035). A first visit's language is the
// app's default (English); `--language th` measures a visitor who chose Thai before, whose words weigh more.
//   node bench/bundle-size.mjs [--url http://127.0.0.1:3000] [--language en|th]
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, demoToken, loopbackUrl } from './support.mjs';

/** DESIGN §10: 150 KB gzip for the landing, 160 KB for home (React stays, decision 035's route is closed). */
const BUDGET_KB = { '/landing': 150, '/home': 160 };
const { values } = parseArgs({
  options: { url: { type: 'string', default: 'http://127.0.0.1:3000' }, language: { type: 'string' } },
});
const baseUrl = loopbackUrl(values.url);

/** The visitor's language as the app keeps it: local storage's `lang` (DESIGN §4) and its cookie copy. */
async function chooseLanguage(context, language) {
  await context.addCookies([{ name: 'lang', value: language, url: baseUrl.toString() }]);
  await context.addInitScript((value) => window.localStorage.setItem('lang', value), language);
}

async function scriptBytes(browser, path, token) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  if (values.language) await chooseLanguage(context, values.language);
  if (token) await context.addInitScript((value) => window.sessionStorage.setItem('token', value), token);
  const page = await context.newPage();
  await page.coverage.startJSCoverage({ resetOnNavigation: false });
  const files = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    files.set(new URL(response.url()).pathname, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  });
  await page.goto(new URL(path, baseUrl).toString(), { waitUntil: 'networkidle' });
  const ran = new Map();
  for (const entry of await page.coverage.stopJSCoverage()) {
    ran.set(new URL(entry.url).pathname, gzipSync(ranText(entry), { level: 9 }).length);
  }
  await context.close();
  for (const [name, file] of files) file.ranGzip = ran.get(name) ?? 0;
  return files;
}

/** The source text of the ranges that ran; an inner range, applied after the one around it, overrides it. */
function ranText({ source = '', functions }) {
  const ran = new Uint8Array(source.length);
  const ranges = functions
    .flatMap((fn) => fn.ranges)
    .sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset);
  for (const range of ranges) ran.fill(range.count > 0 ? 1 : 0, range.startOffset, range.endOffset);
  let text = '';
  for (let start = 0; start < source.length; ) {
    let end = start;
    while (end < source.length && ran[end] === ran[start]) end += 1;
    if (ran[start]) text += source.slice(start, end);
    start = end;
  }
  return text;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
const token = await demoToken(baseUrl);
let overBudget = false;
for (const [path, sessionToken] of [['/landing'], ['/home', token]]) {
  const files = await scriptBytes(browser, path, sessionToken);
  const total = [...files.values()].reduce(
    (sum, file) => ({ raw: sum.raw + file.raw, gzip: sum.gzip + file.gzip, ranGzip: sum.ranGzip + file.ranGzip }),
    { raw: 0, gzip: 0, ranGzip: 0 },
  );
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `\n${path}: ${files.size} scripts, ${kb(total.raw)} raw, ${kb(total.gzip)} gzip (budget ${BUDGET_KB[path]} KB), ${kb(total.ranGzip)} gzip of what ran`,
  );
  for (const [name, size] of [...files.entries()].sort((a, b) => b[1].gzip - a[1].gzip)) {
    console.log(`  ${kb(size.gzip).padStart(9)}  ran ${kb(size.ranGzip).padStart(9)}  ${name}`);
  }
  if (total.gzip > BUDGET_KB[path] * 1024) overBudget = true;
}
await browser.close();
if (overBudget) {
  console.error('Over the DESIGN §10 bundle budget.');
  process.exitCode = 1;
}
