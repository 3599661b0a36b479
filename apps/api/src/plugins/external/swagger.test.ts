import { calls } from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, useTestDatabase } from '../../../test/helper.js';

const context = useTestDatabase();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp(context.database);
});
afterAll(() => app.close());

describe('OpenAPI document', () => {
  it('lists every contracts call with its input, output and error codes', async () => {
    const response = await app.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    for (const call of Object.values(calls)) {
      const operation = document.paths[`/api/v1${call.path}`]?.[call.method.toLowerCase()];
      expect(operation, call.name).toBeDefined();
      expect(operation.operationId).toBe(call.name);
      expect(operation.responses['200']).toBeDefined();
      const described = JSON.stringify(operation.responses);
      for (const code of call.errors) expect(described, `${call.name} ${code}`).toContain(code);
      const fields = Object.keys((call.input as { shape?: object }).shape ?? {});
      if (call.method !== 'GET') expect(operation.requestBody, call.name).toBeDefined();
      else expect((operation.parameters ?? []).map((parameter: { name: string }) => parameter.name)).toEqual(fields);
      expect(Boolean(operation.security), call.name).toBe(call.access !== 'public');
    }
  });

  it('leaves the method fallbacks and static files out of the document', async () => {
    const document = (await app.inject('/api/docs/json')).json();
    expect(Object.keys(document.paths['/api/v1/authentication/LoginEmail'])).toEqual(['post']);
  });

  it('serves the reference page', async () => {
    const response = await app.inject('/api/docs');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
