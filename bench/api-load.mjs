#!/usr/bin/env node
import { parseArgs } from 'node:util';
// API load benchmark (DESIGN §10): profile and catalogue reads at 64 concurrent connections against a
// running server (`npm start` first). Bounded in time, loopback only. Prints p50/p99 latency and req/s.
//   node bench/api-load.mjs [--url http://127.0.0.1:3000] [--seconds 10] [--connections 64]
import autocannon from 'autocannon';
import { demoToken, loopbackUrl } from './support.mjs';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '64' },
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
const results = [
  await measure('GetCustomerInfo', '/api/v1/Customer/GetCustomerInfo', { authorization: `Bearer ${token}` }),
  await measure('GetLandingBanner', '/api/v1/Banner/GetLandingBanner?group=Landing-Kv', {}),
];
console.table(results);
const overBudget = results.filter((result) => result.p99 > 50 || result.non2xx > 0 || result.errors > 0);
if (overBudget.length > 0) {
  console.error(`Over the DESIGN §10 budget (p99 ≤ 50 ms, no failures): ${overBudget.map((r) => r.title).join(', ')}`);
  process.exitCode = 1;
}
