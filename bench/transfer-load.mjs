#!/usr/bin/env node
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
// Transfer benchmark (DESIGN §10: transfer p99 ≤ 200 ms under contention) against a running server
// outside production (`npm start` first). It registers fresh members through the dev outbox, gives each
// 100 points with WELCOME100, then sends 1 point around a ring at the given concurrency, so every
// member is locked as sender and receiver at once. The seeded demo members are left alone.
//   node bench/transfer-load.mjs [--url http://127.0.0.1:3000] [--seconds 10] [--connections 32]
import autocannon from 'autocannon';
import { loopbackUrl } from './support.mjs';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    members: { type: 'string', default: '16' },
  },
});
const baseUrl = loopbackUrl(values.url);

async function call(path, body, token) {
  const response = await fetch(new URL(`/api/v1/${path}`, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = await response.json();
  if (envelope.status !== 'success') throw new Error(`${path}: ${JSON.stringify(envelope)}`);
  return envelope.data;
}

async function latestOtp(mobile) {
  const response = await fetch(new URL(`/api/dev/outbox?recipient=${mobile}`, baseUrl));
  const envelope = await response.json();
  const otp = envelope.data?.[0]?.otp;
  if (!otp) throw new Error(`No code in the dev outbox for ${mobile} (is the server in production mode?)`);
  return otp;
}

/** A Thai id card number with a valid checksum. */
function thaiIdCard(seed) {
  const first = `1${String(seed).padStart(11, '0').slice(-11)}`;
  const sum = [...first].reduce((total, digit, index) => total + Number(digit) * (13 - index), 0);
  return `${first}${(11 - (sum % 11)) % 10}`;
}

/** Registers a member exactly as the screens do and collects WELCOME100: 100 points to send around. */
async function memberWithPoints(index) {
  const stamp = Date.now() % 1e7;
  const mobile = `09${String(stamp * 100 + index)
    .padStart(8, '0')
    .slice(-8)}`;
  const challenge = await call('SMS/RequestOTP', { Mobile_No: mobile, Purpose: 'register' });
  const verified = await call('SMS/VerifyOTP', {
    Mobile_No: mobile,
    Ref_Id: challenge.ref_id,
    Otp: await latestOtp(mobile),
  });
  const session = await call(
    'Customer/Register',
    {
      National_Type: 'thai',
      Gov_Id_Ref: thaiIdCard(stamp * 100 + index),
      First_Name: 'Bench',
      Last_Name: `Member ${index}`,
      Gender: 'unspecified',
      Birth_Year: 1990,
      Accept_Consentandpolicy: true,
    },
    verified.token,
  );
  await call('Code/ScanCode', { Code: 'WELCOME100' }, session.token);
  return { token: session.token, code: session.mbk_member_id };
}

const ring = [];
for (let index = 0; index < Number(values.members); index += 1) ring.push(await memberWithPoints(index));

let sent = 0;
const result = await autocannon({
  url: new URL('/api/v1/Point/TransferPoint', baseUrl).toString(),
  connections: Number(values.connections),
  duration: Number(values.seconds),
  method: 'POST',
  requests: [
    {
      setupRequest: (request) => {
        const sender = ring[sent % ring.length];
        const recipient = ring[(sent + 1) % ring.length];
        sent += 1;
        return {
          ...request,
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${sender.token}`,
            'idempotency-key': randomUUID(),
          },
          body: JSON.stringify({ Member_Id: recipient.code, Points: 1 }),
        };
      },
    },
  ],
});

console.table([
  {
    title: 'TransferPoint (ring of 1-point transfers)',
    members: ring.length,
    connections: Number(values.connections),
    transfersPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  },
]);
if (result.latency.p99 > 200 || result.non2xx > 0 || result.errors > 0) {
  console.error('Over the DESIGN §10 budget (transfer p99 ≤ 200 ms under contention, no failures)');
  process.exitCode = 1;
}
