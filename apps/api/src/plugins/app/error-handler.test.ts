import { beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../../test/multipart.js';
import { useTestApp } from '../../../test/test-app.js';

const context = useTestApp();

beforeAll(async () => {
  context.app.get('/api/v1/test/throws', async () => {
    throw new Error('secret internals: password=hunter2');
  });
  context.app.get('/api/v1/test/bad-sql', async () => {
    await context.database.pool.query('select * from table_that_does_not_exist');
  });
  context.app.get('/api/v1/test/database-gone', async () => {
    throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
  });
  await context.app.ready();
});

describe('error envelope', () => {
  it('answers VALIDATION_FAILED with field messages for an invalid body', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v1/authentication/CheckUserEmail',
      payload: { Email: 'not-an-email' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ status: 'error', http_status: 400, code: 'VALIDATION_FAILED' });
    expect(body.message_th).toMatch(/[\u0E00-\u0E7F]/);
    expect(body.errors).toEqual([expect.objectContaining({ field: 'Email' })]);
  });

  it('answers NOT_FOUND for an unknown API route', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 'error', http_status: 404, code: 'NOT_FOUND' });
  });

  it('answers METHOD_NOT_ALLOWED with Allow for a known path and another method', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/v1/authentication/LoginEmail' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST');
    expect(response.json()).toMatchObject({ code: 'METHOD_NOT_ALLOWED', http_status: 405 });
  });

  it('answers VALIDATION_FAILED for malformed JSON', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v1/authentication/CheckUserEmail',
      headers: { 'content-type': 'application/json' },
      payload: '{"Email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('answers PAYLOAD_TOO_LARGE for a body over the limit', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v1/authentication/CheckUserEmail',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ Email: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', http_status: 413 });
  });

  it('answers INTERNAL_ERROR with a request id and nothing of a thrown error', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/v1/test/throws' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toMatchObject({ code: 'INTERNAL_ERROR', http_status: 500 });
    expect(body.request_id).toBe(response.headers['x-request-id']);
    expect(response.body).not.toMatch(/hunter2|secret internals|stack|at /);
  });

  it('answers INTERNAL_ERROR for a database error without leaking SQL', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/v1/test/bad-sql' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 'INTERNAL_ERROR' });
    expect(response.body).not.toMatch(/table_that_does_not_exist|select|relation/i);
  });

  it('answers SERVICE_UNAVAILABLE when the database is out of reach, for the client to try again', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/v1/test/database-gone' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'error', http_status: 503, code: 'SERVICE_UNAVAILABLE' });
    expect(response.body).not.toMatch(/administrator|terminating/);
  });

  it('logs a server fault with its request id', async () => {
    const lines: string[] = [];
    const logged = await context.buildApp({
      logger: { level: 'error', stream: { write: (line: string) => lines.push(line) } },
    });
    logged.get('/api/v1/test/throws', async () => {
      throw new Error('disk on fire');
    });
    const response = await logged.inject('/api/v1/test/throws');
    await logged.close();
    const entry = lines.map((line) => JSON.parse(line)).find((line) => line.err?.message === 'disk on fire');
    expect(entry?.reqId).toBe(response.json().request_id);
  });

  it('answers UNSUPPORTED_MEDIA_TYPE for a body type the API does not read, plain text included', async () => {
    for (const [type, payload] of [
      ['application/xml', '<Email/>'],
      ['text/plain', '{"Email":"member@example.com"}'],
    ]) {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/v1/authentication/CheckUserEmail',
        headers: { 'content-type': type },
        payload,
      });
      expect(response.statusCode, type).toBe(415);
      expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
  });

  it('answers UNSUPPORTED_MEDIA_TYPE for a multipart body to a call that takes no upload', async () => {
    const form = multipartBody('Email', 'email.txt', 'text/plain', Buffer.from('member@example.com'));
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v1/authentication/CheckUserEmail',
      headers: form.headers,
      payload: form.payload,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ status: 'error', code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('gives every response a uuid request id', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a sane incoming X-Request-Id and echoes it, as a proxy in front expects', async () => {
    for (const sent of ['edge-7f3a9c.42', 'b1946ac92492d2347c6235b4d2611184', 'Root=1-67891233+abc:2']) {
      const response = await context.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': sent },
      });
      expect(response.headers['x-request-id']).toBe(sent);
    }
  });

  it('replaces an incoming X-Request-Id that is too long or carries other characters', async () => {
    for (const sent of ['x'.repeat(129), 'id with spaces', 'id\u0007bell', '<script>', 'a,b', '']) {
      const response = await context.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': sent },
      });
      expect(response.headers['x-request-id'], sent).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
