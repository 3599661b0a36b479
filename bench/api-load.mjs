#!/usr/bin/env node
import { parseArgs } from 'node:util';
// API load benchmark (DESIGN §10): profile and catalogue reads at 64 concurrent connections against a
// running server (`npm start` first, on the seeded catalogue). Bounded in time, loopback only. Prints
// p50/p99 latency and req/s.
//   node bench/api-load.mjs [--url http://127.0.0.1:3000] [--seconds 10] [--connections 64] [--only GetPrivilegeList]
import autocannon from 'autocannon';
import { demoToken, loopbackUrl } from './support.mjs';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '64' },
    only: { type: 'string' },
  },
});
const baseUrl = loopbackUrl(values.url);

function measure(title, path, headers) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: new URL(path, baseUrl).toString(),
        connections: Number(values.connections),
        duration: Number(values.seconds),
        headers,
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          title,
          requestsPerSecond: Math.round(result.requests.average),
          p50: result.latency.p50,
          p99: result.latency.p99,
          non2xx: result.non2xx,
          errors: result.errors,
        });
      },
    );
  });
}

const token = await demoToken(baseUrl);
const member = { authorization: `Bearer ${token}` };

/** The first seeded category, so the filtered list reads a real page rather than an empty one. */
async function firstCategoryId() {
  const response = await fetch(new URL('/api/v1/Privilege/GetPrivilegeCategories', baseUrl), { headers: member });
  const body = await response.json();
  const [category] = body.data ?? [];
  if (!category) throw new Error('No privilege category: seed the catalogue first (npm start).');
  return category.category_id;
}

const categoryId = await firstCategoryId();
const scenarios = [
  ['GetCustomerInfo', '/api/v1/Customer/GetCustomerInfo', member],
  ['GetLandingBanner', '/api/v1/Banner/GetLandingBanner?group=Landing-Kv', {}],
  ['GetPrivilegeList', '/api/v1/Privilege/GetPrivilegeList?page=1', member],
  ['GetPrivilegeList (category)', `/api/v1/Privilege/GetPrivilegeList?page=1&Category_Id=${categoryId}`, member],
  [
    'GetPrivilegeList (Thai keyword)',
    `/api/v1/Privilege/GetPrivilegeList?page=1&Keyword=${encodeURIComponent('กาแฟ')}`,
    member,
  ],
].filter(([title]) => !values.only || title.startsWith(values.only));
const results = [];
for (const [title, path, headers] of scenarios) results.push(await measure(title, path, headers));
console.table(results);
const overBudget = results.filter((result) => result.p99 > 50 || result.non2xx > 0 || result.errors > 0);
if (overBudget.length > 0) {
  console.error(`Over the DESIGN §10 budget (p99 ≤ 50 ms, no failures): ${overBudget.map((r) => r.title).join(', ')}`);
  process.exitCode = 1;
}
