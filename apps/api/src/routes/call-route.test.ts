import { defineCall } from '@loyalty/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createMember, logIn } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { pointLots } from '../db/schema.js';
import { runIdempotent } from '../modules/idempotency/idempotency-service.js';
import { principalOf } from '../plugins/app/auth.js';
import { registerCall } from './call-route.js';

/** A stand-in for the point-moving calls later issues add (Redeem, TransferPoint…). */
const earnTestPoints = defineCall({
  name: 'EarnTestPoints',
  method: 'POST',
  path: '/Test/EarnTestPoints',
  summary: 'Test-only call that creates a point lot',
  access: ['bcrm-member'],
  input: z.object({ Points: z.number().int().min(1) }),
  output: z.object({ lot_id: z.number().int() }),
  errors: ['VALIDATION_FAILED', 'IDEMPOTENCY_CONFLICT'],
  idempotent: true,
});

const context = useTestApp();

beforeAll(async () => {
  const { orm } = context.database;
  registerCall(context.app, earnTestPoints, {
    handler: ({ input, request, idempotencyKey }) => {
      const { memberId } = principalOf(request);
      return runIdempotent(orm, { memberId, key: idempotencyKey, payload: input }, async (tx) => {
        const [lot] = await tx
          .insert(pointLots)
          .values({
            memberId,
            amount: input.Points,
            remaining: input.Points,
            expiresAt: new Date(Date.now() + 1e9),
            source: 'test',
          })
          .returning({ id: pointLots.id });
        return { lot_id: lot?.id ?? 0 };
      });
    },
  });
  await context.app.ready();
});

describe('calls that move points', () => {
  it('replays the first answer for a retry with the same Idempotency-Key header', async () => {
    const member = await createMember(context.database.orm);
    const token = await logIn(context.app, member.email ?? '');
    const send = (Points: number) =>
      context.app.inject({
        method: 'POST',
        url: '/api/v1/Test/EarnTestPoints',
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'attempt-0001' },
        payload: { Points },
      });
    const first = await send(100);
    const retry = await send(100);
    expect(retry.json()).toEqual(first.json());
    expect(first.json().status).toBe('success');
    const other = await send(500);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
    const lots = await context.database.orm.select().from(pointLots).where(eq(pointLots.memberId, member.id));
    expect(lots).toHaveLength(1);
  });

  it('documents the Idempotency-Key header in the OpenAPI document', async () => {
    const document = (await context.app.inject('/api/docs/json')).json();
    const operation = document.paths['/api/v1/Test/EarnTestPoints'].post;
    expect(operation.parameters).toEqual([expect.objectContaining({ in: 'header', name: 'idempotency-key' })]);
  });
});
