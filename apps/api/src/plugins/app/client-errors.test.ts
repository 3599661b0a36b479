import type { AddressInfo } from 'node:net';
import { connect, createServer } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.js';
import { answerClientError } from './client-errors.js';

const context = useTestApp();
let port: number;

beforeAll(async () => {
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  port = (context.app.server.address() as AddressInfo).port;
});

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function parseAnswer(text: string): RawAnswer {
  const [head = '', ...rest] = text.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') };
}

/** Sends bytes as they are (no client library tidying them) and reads the answer until the server closes. */
function sendRaw(request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(parseAnswer(Buffer.concat(chunks).toString('utf8'))));
    socket.end(request);
  });
}

function expectEnvelope(answer: RawAnswer, status: number, code: string) {
  expect(answer.status, answer.body).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
  const body = JSON.parse(answer.body);
  expect(body).toMatchObject({ status: 'error', http_status: status, code });
  expect(body.message.length).toBeGreaterThan(5);
  expect(body.message_th).toMatch(/[\u0E00-\u0E7F]/);
}

describe('answers from below the routes, over a real connection', () => {
  it('answers a URL over 16 KB with the HEADERS_TOO_LARGE envelope (431)', async () => {
    const answer = await sendRaw(
      `GET /api/v1/Privilege/GetPrivilegeList?Keyword=${'a'.repeat(20 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    expectEnvelope(answer, 431, 'HEADERS_TOO_LARGE');
  });

  it('answers headers over 16 KB with the HEADERS_TOO_LARGE envelope (431)', async () => {
    const answer = await sendRaw(`GET /api/health HTTP/1.1\r\nHost: x\r\nCookie: ${'c'.repeat(20 * 1024)}\r\n\r\n`);
    expectEnvelope(answer, 431, 'HEADERS_TOO_LARGE');
  });

  it('answers a request that is not HTTP with the VALIDATION_FAILED envelope (400)', async () => {
    expectEnvelope(await sendRaw('HELLO THERE\r\n\r\n'), 400, 'VALIDATION_FAILED');
    const smuggled = await sendRaw(
      'POST /api/v1/authentication/CheckUserEmail HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    );
    expectEnvelope(smuggled, 400, 'VALIDATION_FAILED');
  });

  it('answers a URL that does not decode with the VALIDATION_FAILED envelope (400) and a request id', async () => {
    const answer = await sendRaw('GET /uploads/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expectEnvelope(answer, 400, 'VALIDATION_FAILED');
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers an unknown path, malformed JSON, a body too large and a body type it does not read with the envelope', async () => {
    const post = (headers: string, body: string) =>
      sendRaw(
        `POST /api/v1/authentication/CheckUserEmail HTTP/1.1\r\nHost: x\r\nConnection: close\r\n${headers}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
    expectEnvelope(
      await sendRaw('GET /api/v1/nope HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
      404,
      'NOT_FOUND',
    );
    expectEnvelope(await post('Content-Type: application/json\r\n', '{"Email": '), 400, 'VALIDATION_FAILED');
    expectEnvelope(
      await post('Content-Type: application/json\r\n', JSON.stringify({ Email: 'x'.repeat(2 * 1024 * 1024) })),
      413,
      'PAYLOAD_TOO_LARGE',
    );
    expectEnvelope(await post('Content-Type: application/xml\r\n', '<Email/>'), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expectEnvelope(await post('Content-Type: ;;;\r\n', '{}'), 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers a request that never finished arriving with the REQUEST_TIMEOUT envelope (408)', async () => {
    // Node reports a request timeout as this client error; waiting one out in a test would take minutes.
    const server = createServer((socket) => {
      const timeout = Object.assign(new Error('Request timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' });
      answerClientError.call(context.app, timeout, socket);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const answer = await new Promise<RawAnswer>((resolve, reject) => {
      const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
      const chunks: Buffer[] = [];
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('error', reject);
      socket.on('close', () => resolve(parseAnswer(Buffer.concat(chunks).toString('utf8'))));
    });
    server.close();
    expectEnvelope(answer, 408, 'REQUEST_TIMEOUT');
  });
});
