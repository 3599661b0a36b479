// What the benchmarks share: the loopback-only target and the demo member's session.

/** Parses the target and refuses anything but this machine: benchmarks never load another host. */
export function loopbackUrl(value) {
  const url = new URL(value);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) {
    throw new Error('Benchmarks only target a server on this machine (loopback).');
  }
  return url;
}

/** Signs the seeded demo member in and answers the session token. */
export async function demoToken(baseUrl) {
  const response = await fetch(new URL('/api/v1/authentication/LoginEmail', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Email: 'demo@example.com', Password: 'Demo1234!' }),
  });
  const body = await response.json();
  if (body.status !== 'success') throw new Error(`Demo login failed: ${JSON.stringify(body)}`);
  return body.data.token;
}
