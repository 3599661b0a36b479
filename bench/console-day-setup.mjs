// The day's starting point for bench/console-day.mjs, made the same way on both versions of the console:
// three receipts a member uploaded, a disabled promo code, a code batch, a member locked out after wrong
// passwords. Written through the member and admin APIs where both versions have the call, else in SQL.
import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** A 1×1 PNG with `seed` in a text chunk, so every upload has its own content hash (not a duplicate). */
function receiptPng(seed) {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const data = Buffer.from(`Comment\0${seed}`, 'latin1');
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write('tEXt', 4, 'latin1');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  return Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]);
}

function crc32(bytes) {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

async function call(base, path, { token, body, form } = {}) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'idempotency-key': randomUUID(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(form ? {} : { 'content-type': 'application/json' }),
    },
    body: form ?? JSON.stringify(body ?? {}),
  });
  const envelope = await response.json();
  if (envelope.status !== 'success') throw new Error(`${path} failed: ${JSON.stringify(envelope)}`);
  return envelope.data;
}

/** Prepares the day on the server at `base` whose database is `databaseUrl`; safe to run once per database. */
export async function prepareDay(base, databaseUrl) {
  const { token } = await call(base, '/api/v1/authentication/LoginEmail', {
    body: { Email: 'demo@example.com', Password: 'Demo1234!' },
  });
  for (let index = 0; index < 3; index += 1) {
    const form = new FormData();
    form.append('Receipt', new Blob([new Uint8Array(receiptPng(randomUUID()))], { type: 'image/png' }), 'r.png');
    await call(base, '/api/v1/Document/UploadReceipt', { token, form });
  }
  const operator = await call(base, '/api/admin/v1/auth/login', {
    body: { email: 'admin@example.com', password: 'Admin1234!' },
  });
  const now = Date.now();
  await call(base, '/api/admin/v1/code-batches', {
    token: operator.token,
    body: {
      name: 'Flyer November',
      kind: 'promo',
      prefix: 'FLYNOV',
      count: 20,
      points: 10,
      starts_at: new Date(now - 86_400_000).toISOString(),
      ends_at: new Date(now + 30 * 86_400_000).toISOString(),
    },
  });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("update point_codes set disabled_at = now() where code = 'WELCOME100'");
    await client.query(
      "update members set failed_login_count = 5, locked_until = now() + interval '15 minutes' where email = 'somchai@example.com'",
    );
  } finally {
    await client.end();
  }
}
