import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpLineMessaging } from './line-messaging-http.js';

interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Never answer: the adapter's timeout must end the push. */
  hang?: boolean;
}

let received: { url: string | undefined; headers: IncomingMessage['headers']; body: string }[] = [];
let answer: Answer = { status: 200 };
const line = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => {
    body += chunk;
  });
  request.on('end', () => {
    received.push({ url: request.url, headers: request.headers, body });
    if (answer.hang) return;
    response
      .writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers })
      .end(JSON.stringify(answer.body ?? {}));
  });
});
let apiBase = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => line.listen(0, '127.0.0.1', resolve));
  apiBase = `http://127.0.0.1:${(line.address() as AddressInfo).port}`;
});
afterAll(() => {
  line.closeAllConnections();
  return new Promise<void>((resolve) => line.close(() => resolve()));
});
beforeEach(() => {
  received = [];
});

const push = {
  to: 'U4af4980629a8b7c1b5f6a7e0d0c0e1f2',
  retryKey: '123e4567-e89b-12d3-a456-426614174000',
  messages: [{ type: 'text', text: 'Hello' }],
};

function messaging(timeoutMs?: number) {
  return createHttpLineMessaging({ apiBase, channelAccessToken: 'token-abc', timeoutMs });
}

describe('LINE push message adapter', () => {
  it('posts {to, messages} to /v2/bot/message/push with the token and the retry key, and 200 is sent', async () => {
    answer = { status: 200, body: { sentMessages: [{ id: '1', quoteToken: 'q' }] } };
    expect(await messaging().push(push)).toEqual({ outcome: 'sent' });
    expect(received).toHaveLength(1);
    expect(received[0]?.url).toBe('/v2/bot/message/push');
    expect(received[0]?.headers.authorization).toBe('Bearer token-abc');
    expect(received[0]?.headers['x-line-retry-key']).toBe(push.retryKey);
    expect(received[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(received[0]?.body ?? '')).toEqual({ to: push.to, messages: push.messages });
  });

  it('counts 409 (the retry key was accepted before) as sent: the message went out once', async () => {
    answer = { status: 409, body: { message: 'The retry key is already accepted', sentMessages: [] } };
    expect(await messaging().push(push)).toEqual({ outcome: 'sent' });
  });

  it('waits as long as Retry-After says on 429', async () => {
    answer = { status: 429, body: { message: 'Too Many Requests' }, headers: { 'retry-after': '7' } };
    expect(await messaging().push(push)).toEqual({ outcome: 'rate_limited', retryAfterMs: 7000 });
  });

  it('waits a minute on 429 without Retry-After', async () => {
    answer = { status: 429, body: { message: 'Too Many Requests' } };
    expect(await messaging().push(push)).toEqual({ outcome: 'rate_limited', retryAfterMs: 60_000 });
  });

  it('tells the monthly quota spent apart from the rate limit', async () => {
    answer = { status: 429, body: { message: 'You have reached your monthly limit.' } };
    expect(await messaging().push(push)).toEqual({ outcome: 'quota_spent' });
  });

  it('reports a user id LINE cannot send to as not a friend', async () => {
    answer = { status: 400, body: { message: 'Failed to send messages' } };
    expect(await messaging().push(push)).toEqual({ outcome: 'not_a_friend' });
  });

  it('fails on 500 with the status in the reason, to be retried with the same key', async () => {
    answer = { status: 500, body: { message: 'Internal error' } };
    expect(await messaging().push(push)).toEqual({
      outcome: 'failed',
      reason: 'LINE answered HTTP 500: Internal error',
    });
  });

  it('fails on a refused request (400 invalid property) without retrying it as a friend problem', async () => {
    answer = { status: 400, body: { message: 'The request body has 1 error(s)' } };
    const result = await messaging().push(push);
    expect(result.outcome).toBe('failed');
  });

  it('fails when LINE does not answer in time', async () => {
    answer = { status: 200, hang: true };
    expect(await messaging(200).push(push)).toEqual({ outcome: 'failed', reason: 'no answer within 200 ms' });
  });

  it('fails when LINE cannot be reached', async () => {
    const unreachable = createHttpLineMessaging({ apiBase: 'http://127.0.0.1:9', channelAccessToken: 't' });
    expect(await unreachable.push(push)).toEqual({ outcome: 'failed', reason: 'LINE unreachable' });
  });
});
