import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLineVerifier, createLocalLineVerifier, LIFF_MOCK_ID_TOKEN, LIFF_MOCK_USER_ID } from './line-verifier.js';

const CHANNEL_ID = '1234567890';
const received: { method?: string; url?: string; contentType?: string; form?: URLSearchParams }[] = [];

/** A stand-in for LINE's `POST /oauth2/v2.1/verify`, answering as LINE documents it. */
function stubLine(): Server {
  return createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const form = new URLSearchParams(body);
      received.push({ method: request.method, url: request.url, contentType: request.headers['content-type'], form });
      const token = form.get('id_token');
      const reply = (status: number, json: object) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      if (request.url !== '/oauth2/v2.1/verify') return reply(404, { error: 'not_found' });
      if (token === 'boom') return reply(500, { error: 'server_error' });
      if (token === 'other-channel') {
        return reply(200, { iss: 'https://access.line.me', sub: 'U1', aud: '999', exp: 1, iat: 0 });
      }
      if (token !== 'good-token' || form.get('client_id') !== CHANNEL_ID) {
        return reply(400, { error: 'invalid_request', error_description: 'Invalid IdToken.' });
      }
      return reply(200, {
        iss: 'https://access.line.me',
        sub: 'U4af4980629ffffffffffffffffffffff',
        aud: CHANNEL_ID,
        exp: Math.floor(Date.now() / 1000) + 3600,
        iat: Math.floor(Date.now() / 1000),
        name: 'Somchai',
        picture: 'https://profile.line-scdn.net/abc',
      });
    });
  });
}

let server: Server;
let base: string;

beforeAll(async () => {
  server = stubLine();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('LINE verifier', () => {
  it('posts the token and channel id as a form to the verify endpoint and reads the user id', async () => {
    const verifier = createLineVerifier({ apiBase: base, channelId: CHANNEL_ID });
    expect(await verifier.verify('good-token')).toEqual({
      userId: 'U4af4980629ffffffffffffffffffffff',
      name: 'Somchai',
    });
    const last = received.at(-1);
    expect(last).toMatchObject({ method: 'POST', url: '/oauth2/v2.1/verify' });
    expect(last?.contentType).toContain('application/x-www-form-urlencoded');
    expect(last?.form?.get('client_id')).toBe(CHANNEL_ID);
  });

  it('answers LINE_TOKEN_INVALID for a token LINE refuses and one issued to another channel', async () => {
    const verifier = createLineVerifier({ apiBase: base, channelId: CHANNEL_ID });
    await expect(verifier.verify('expired-token')).rejects.toMatchObject({ code: 'LINE_TOKEN_INVALID' });
    await expect(verifier.verify('other-channel')).rejects.toMatchObject({ code: 'LINE_TOKEN_INVALID' });
  });

  it('answers SERVICE_UNAVAILABLE when LINE fails or cannot be reached', async () => {
    const verifier = createLineVerifier({ apiBase: base, channelId: CHANNEL_ID });
    await expect(verifier.verify('boom')).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    const unreachable = createLineVerifier({ apiBase: 'http://127.0.0.1:9', channelId: CHANNEL_ID });
    await expect(unreachable.verify('good-token')).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });
});

describe('local LINE verifier', () => {
  it('accepts the LIFF mock’s default token and named mock tokens', async () => {
    const verifier = createLocalLineVerifier({ nodeEnv: 'development' });
    expect((await verifier.verify(LIFF_MOCK_ID_TOKEN)).userId).toBe(LIFF_MOCK_USER_ID);
    expect((await verifier.verify('mock-id-token:U123')).userId).toBe('U123');
    await expect(verifier.verify('mock-id-token:')).rejects.toMatchObject({ code: 'LINE_TOKEN_INVALID' });
    await expect(verifier.verify('eyJhbGciOi.real.token')).rejects.toMatchObject({ code: 'LINE_TOKEN_INVALID' });
  });

  it('refuses every token in production', async () => {
    const verifier = createLocalLineVerifier({ nodeEnv: 'production' });
    await expect(verifier.verify(LIFF_MOCK_ID_TOKEN)).rejects.toMatchObject({ code: 'LINE_TOKEN_INVALID' });
  });
});
