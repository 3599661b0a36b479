import { successEnvelope } from '@loyalty/contracts';
import type { FastifySchema } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from './test-app.js';

const context = useTestApp();

beforeAll(async () => {
  const schema: FastifySchema = { response: { 200: successEnvelope(z.object({ count: z.int() })) } };
  context.app.get('/api/v1/test/Counted', { schema }, async () => ({ status: 'success', data: { count: 1 } }));
  // Answers text it wrote itself, which no serializer checks: what a handler bypassing its contract would send.
  context.app.get('/api/v1/test/Miscounted', { schema }, async (_request, reply) =>
    reply.type('application/json').send('{"status":"success","data":{"count":"one"}}'),
  );
  context.app.get('/api/v1/test/Accepted', { schema }, async (_request, reply) =>
    reply.code(202).send({ status: 'success', data: { count: 1 } }),
  );
});

describe('the test apps check every JSON answer against the OpenAPI document', () => {
  it('pass an answer its route documents', async () => {
    expect((await context.app.inject('/api/v1/test/Counted')).json()).toEqual({
      status: 'success',
      data: { count: 1 },
    });
  });

  it('fail on an answer unlike its documented schema, naming the route, the status and the difference', async () => {
    await expect(context.app.inject('/api/v1/test/Miscounted')).rejects.toThrow(
      /GET \/api\/v1\/test\/Miscounted answered 200 unlike its documented schema: answer\/data\/count must be integer/,
    );
  });

  it('fail on a status the route does not document', async () => {
    await expect(context.app.inject('/api/v1/test/Accepted')).rejects.toThrow(
      /GET \/api\/v1\/test\/Accepted answered 202, a status the document does not list/,
    );
  });
});
