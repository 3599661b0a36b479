// What the back-office benches share: signing the demo staff operator in, and p50 / p99 of GET calls.
import { mapLimit } from './support.mjs';

/** The demo seed's staff operator (apps/api/src/seed/seed.ts): every list and export is open to staff. */
const STAFF = { email: 'staff@example.com', password: 'Staff1234!' };
const WARMUP_REQUESTS = 40;

export async function signInStaff(baseUrl) {
  const response = await fetch(new URL('/api/admin/v1/auth/login', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(STAFF),
  });
  const body = await response.json();
  if (body.status !== 'success') throw new Error(`Operator sign-in failed: ${JSON.stringify(body)}`);
  return body.data.token;
}

const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
export const round = (ms) => Number(ms.toFixed(1));

/**
 * `requests` GETs of the URLs `urlOf` makes of `texts` (in turn) at `connections`, after 40 uncounted
 * ones; each answer must satisfy `isAnswer`. Answers p50 / p99 in milliseconds, measured by the client.
 */
export async function measureCalls(token, { texts, urlOf, isAnswer, requests, connections }) {
  const call = async (text) => {
    const started = performance.now();
    const response = await fetch(urlOf(text), { headers: { authorization: `Bearer ${token}` } });
    const body = await response.json();
    const took = performance.now() - started;
    if (body.status !== 'success' || !isAnswer(body.data)) {
      throw new Error(`${urlOf(text)} failed or found nothing: ${JSON.stringify(body).slice(0, 200)}`);
    }
    return took;
  };
  await mapLimit(texts.slice(0, WARMUP_REQUESTS), connections, call);
  const latencies = await mapLimit(
    Array.from({ length: requests }, (_, index) => texts[index % texts.length]),
    connections,
    call,
  );
  const sorted = latencies.sort((a, b) => a - b);
  return { requests: sorted.length, p50: round(percentile(sorted, 0.5)), p99: round(percentile(sorted, 0.99)) };
}
