import Fastify from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractSerializerCompiler } from './response-serializer.js';

const app = Fastify();
let lastError: unknown;

beforeAll(async () => {
  app.setSerializerCompiler(contractSerializerCompiler);
  app.setErrorHandler((error, _request, reply) => {
    lastError = error;
    return reply.status(500).send('failed');
  });
  const response = { 200: z.object({ name: z.string(), points: z.number().int() }) };
  app.get('/extra', { schema: { response } }, async () => ({ name: 'Somchai', points: 5, passwordHash: 'x' }));
  app.get('/broken', { schema: { response } }, async () => ({ name: 'Somchai', points: 'five' }));
  await app.ready();
});
afterAll(() => app.close());

describe('the contract serializer', () => {
  it('writes only the fields the contract names', async () => {
    const reply = await app.inject({ url: '/extra' });
    expect(reply.json()).toEqual({ name: 'Somchai', points: 5 });
  });

  it('refuses an answer that breaks its contract instead of sending it', async () => {
    const reply = await app.inject({ url: '/broken' });
    expect(reply.statusCode).toBe(500);
    expect(reply.body).not.toContain('five');
    expect(isResponseSerializationError(lastError)).toBe(true);
  });
});
