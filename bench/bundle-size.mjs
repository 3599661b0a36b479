#!/usr/bin/env node
// Bundle budget (DESIGN §10): the JavaScript a first visit to /landing and to /home loads, measured in
// Debian's Chromium against a running server (`npm start` first), gzip-compressed per file as a CDN
// would serve it.   node bench/bundle-size.mjs [--url http://127.0.0.1:3000]
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { demoToken, loopbackUrl } from './support.mjs';

const BUDGET_BYTES = 150 * 1024;
const { values } = parseArgs({ options: { url: { type: 'string', default: 'http://127.0.0.1:3000' } } });
const baseUrl = loopbackUrl(values.url);

async function scriptBytes(browser, path, token) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  if (token) await context.addInitScript((value) => window.sessionStorage.setItem('token', value), token);
  const page = await context.newPage();
  const files = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    files.set(new URL(response.url()).pathname, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  });
  await page.goto(new URL(path, baseUrl).toString(), { waitUntil: 'networkidle' });
  await context.close();
  return files;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const token = await demoToken(baseUrl);
let overBudget = false;
for (const [path, sessionToken] of [['/landing'], ['/home', token]]) {
  const files = await scriptBytes(browser, path, sessionToken);
  const total = [...files.values()].reduce((sum, file) => ({ raw: sum.raw + file.raw, gzip: sum.gzip + file.gzip }), {
    raw: 0,
    gzip: 0,
  });
  console.log(
    `\n${path}: ${files.size} scripts, ${(total.raw / 1024).toFixed(1)} KB raw, ${(total.gzip / 1024).toFixed(1)} KB gzip (budget 150 KB)`,
  );
  for (const [name, size] of [...files.entries()].sort((a, b) => b[1].gzip - a[1].gzip)) {
    console.log(`  ${(size.gzip / 1024).toFixed(1).padStart(7)} KB  ${name}`);
  }
  if (total.gzip > BUDGET_BYTES) overBudget = true;
}
await browser.close();
if (overBudget) {
  console.error('Over the DESIGN §10 bundle budget.');
  process.exitCode = 1;
}
