import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpSms } from './http-sms.js';

let received: { headers: IncomingMessage['headers']; body: string }[] = [];
let status = 200;
const provider = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => {
    body += chunk;
  });
  request.on('end', () => {
    received.push({ headers: request.headers, body });
    response.writeHead(status).end();
  });
});
let url = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/send`;
});
afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));

describe('HTTP SMS adapter', () => {
  it('posts the number in E.164 and the text to the provider with the API key', async () => {
    received = [];
    status = 200;
    await createHttpSms({ url, apiKey: 'key-123' }).send({ to: '0812345678', body: 'Your code is 123456' });
    expect(received).toHaveLength(1);
    expect(received[0]?.headers.authorization).toBe('Bearer key-123');
    expect(JSON.parse(received[0]?.body ?? '')).toEqual({ to: '+66812345678', message: 'Your code is 123456' });
  });

  it('fails loudly when the provider refuses', async () => {
    status = 502;
    await expect(createHttpSms({ url, apiKey: 'key-123' }).send({ to: '0812345678', body: 'x' })).rejects.toThrow(
      '502',
    );
  });
});
