// Load and capture helpers of the one-run bench: a bounded autocannon run summarised to the figures the
// report keeps, and a raw GET that keeps the bytes exactly as the server sent them (no decompression).
import { request } from 'node:http';
import autocannon from 'autocannon';
import { loopbackUrl, nodeProcessesCpuMs } from './support.mjs';

/** What a browser asks for: the answers are measured compressed, as members receive them. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

/**
 * Loads `url` with GET requests at `connections` for `seconds` (after `warmupSeconds` of the same load
 * that is not counted) and answers requests per second, p50 / p99 latency (ms) and the failures. With
 * `bearerTokens`, each connection signs in with the next of them, as members each on their own phone.
 */
export function measure(url, { connections, seconds, warmupSeconds, headers = {}, bearerTokens }) {
  let connected = 0;
  const signedIn = bearerTokens && {
    setupClient: (client) =>
      client.setHeaders({
        ...BROWSER_HEADERS,
        ...headers,
        authorization: `Bearer ${bearerTokens[connected++ % bearerTokens.length]}`,
      }),
  };
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: loopbackUrl(url.toString()).toString(),
        connections,
        duration: seconds,
        headers: { ...BROWSER_HEADERS, ...headers },
        ...signedIn,
        ...(warmupSeconds > 0 ? { warmup: { connections, duration: warmupSeconds } } : {}),
      },
      (error, result) => {
        if (error) return reject(error);
        resolve(summarise(result));
      },
    );
  });
}

/**
 * `measure`, with the CPU time the server's Node processes spent per counted answer (µs). The warm-up runs
 * first as a load of its own, so the counted load's CPU time is its answers' alone.
 */
export async function measureWithCpu(url, load, pid) {
  if (load.warmupSeconds > 0) await measure(url, { ...load, seconds: load.warmupSeconds, warmupSeconds: 0 });
  const cpuBefore = nodeProcessesCpuMs(pid);
  const figures = await measure(url, { ...load, warmupSeconds: 0 });
  const cpuMs = nodeProcessesCpuMs(pid) - cpuBefore;
  return { ...figures, cpuMicrosecondsPerAnswer: Number(((cpuMs * 1000) / Math.max(1, figures.requests)).toFixed(1)) };
}

/** The figures of an autocannon result the report keeps. */
export function summarise(result) {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** GET `url` and answer status, headers and the body bytes as sent (still compressed when they were). */
export function rawGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      loopbackUrl(url.toString()),
      { headers: { ...BROWSER_HEADERS, ...headers } },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** The headers a bare route needs to send the captured bytes the same way: type and encoding. */
export function servingHeadersOf(captured) {
  const headers = { 'content-type': String(captured.headers['content-type'] ?? 'application/octet-stream') };
  if (captured.headers['content-encoding']) headers['content-encoding'] = String(captured.headers['content-encoding']);
  if (captured.headers.vary) headers.vary = String(captured.headers.vary);
  return headers;
}
