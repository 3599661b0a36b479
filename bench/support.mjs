// What the benchmarks share: the loopback-only target, members' sessions and bounded parallel work.

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
