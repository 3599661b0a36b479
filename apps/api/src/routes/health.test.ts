import { describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase, useTestDatabase } from '../../test/helper.js';

const context = useTestDatabase();

describe('GET /api/health', () => {
  it('answers ok when the database answers', async () => {
    const app = await buildTestApp(context.database);
    const response = await app.inject('/api/health');
    await app.close();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', version: '2.0.4', database: 'up' });
  });

  it('names the worker process that answered when the server runs several', async () => {
    const app = await buildTestApp(context.database, { config: { worker: 2 } });
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
