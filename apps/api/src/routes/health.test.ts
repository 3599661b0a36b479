import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../test/free-port.js';
import { buildTestApp, createTestDatabase } from '../../test/helper.js';
import { connectTestRedis } from '../../test/redis.js';
import { useTestApp } from '../../test/test-app.js';

const context = useTestApp();

describe('GET /api/health', () => {
  it('answers ok when the database answers', async () => {
    const response = await context.app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', version: '2.0.4', database: 'up' });
  });

  it('names the worker process that answered when the server runs several', async () => {
    const app = await context.buildApp({ config: { worker: 2 } });
    const response = await app.inject('/api/health');
    await app.close();
    expect(response.json()).toEqual({ status: 'ok', version: '2.0.4', database: 'up', worker: 2 });
  });

  it('answers 503 degraded when the database is gone', async () => {
    const doomed = await createTestDatabase();
    const app = await buildTestApp(doomed.database);
    await doomed.drop();
    const response = await app.inject('/api/health');
    await app.close();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'degraded', database: 'down' });
  });
});

describe('GET /api/ready', () => {
  it('answers the success envelope once the database is migrated, and says Redis is not configured without it', async () => {
    const response = await context.app.inject('/api/ready');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'success',
      data: { database: 'up', migrations: 'applied', redis: 'not_configured' },
    });
  });

  it('checks Redis when one is configured', async () => {
    const redis = await connectTestRedis();
    const app = await context.buildApp({ redis });
    const response = await app.inject('/api/ready');
    await app.close();
    redis.disconnect();
    expect(response.json().data).toEqual({ database: 'up', migrations: 'applied', redis: 'up' });
  });

  it('answers 503 SERVICE_UNAVAILABLE when the database is gone', async () => {
    const doomed = await createTestDatabase();
    const app = await buildTestApp(doomed.database);
    await doomed.drop();
    const response = await app.inject('/api/ready');
    await app.close();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'error', http_status: 503, code: 'SERVICE_UNAVAILABLE' });
  });

  it('answers 503 while migrations are pending', async () => {
    const blank = await createTestDatabase({ empty: true });
    const app = await buildTestApp(blank.database);
    const response = await app.inject('/api/ready');
    await app.close();
    await blank.drop();
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('SERVICE_UNAVAILABLE');
  });

  it('answers 503 when the configured Redis does not answer', async () => {
    const redis = new Redis({
      port: await freePort(),
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    redis.on('error', () => {});
    const app = await context.buildApp({ redis });
    const response = await app.inject('/api/ready');
    await app.close();
    redis.disconnect();
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('SERVICE_UNAVAILABLE');
  });
});
