// What the benchmarks share: the loopback-only target, members' sessions, bounded parallel work and the
// server's memory.
import { readdirSync, readFileSync } from 'node:fs';

/** Parses the target and refuses anything but this machine: benchmarks never load another host. */
export function loopbackUrl(value) {
  const url = new URL(value);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) {
    throw new Error('Benchmarks only target a server on this machine (loopback).');
  }
  return url;
}

/** Signs the seeded demo member in and answers the session token. */
export function demoToken(baseUrl) {
  return signIn(baseUrl, 'demo@example.com', 'Demo1234!');
}

/** Signs a member in with e-mail and password and answers the session token. */
export async function signIn(baseUrl, email, password) {
  const response = await fetch(new URL('/api/v1/authentication/LoginEmail', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Email: email, Password: password }),
  });
  const body = await response.json();
  if (body.status !== 'success') throw new Error(`Log-in of ${email} failed: ${JSON.stringify(body)}`);
  return body.data.token;
}

/** `work` on every item with at most `limit` running at once; answers the results in order. */
export async function mapLimit(items, limit, work) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Resident memory (MB) of `pid` and of every Node process below it (WEB_CONCURRENCY workers). */
export function nodeProcessesRssMb(pid) {
  const parentOf = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // The process ended between listing and reading: it holds no memory any more.
    }
  }
  const isBelow = (candidate) => {
    for (let current = candidate; current > 1; current = parentOf.get(current) ?? 0) {
      if (current === pid) return true;
    }
    return false;
  };
  const sizes = [];
  for (const candidate of parentOf.keys()) {
    if (!isBelow(candidate)) continue;
    try {
      if (!readFileSync(`/proc/${candidate}/comm`, 'utf8').startsWith('node')) continue;
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${candidate}/status`, 'utf8'));
      if (rss) sizes.push(Number(rss[1]) / 1024);
    } catch {
      // As above: gone before it was read.
    }
  }
  return sizes;
}
