import type { FastifyInstance } from 'fastify';
import { addPointLot, bearer, createMember, sessionTokenFor, uniqueMobile } from '../../../../test/factories.js';
import type { Database } from '../../../db/client.js';
import type { NewMemberRow } from '../../../modules/customers/member-repository.js';

const FAR_EXPIRY = new Date('2040-06-30T00:00:00Z');

/** An active member with a mobile, a session and `points` in one far-expiring lot (none when 0). */
export async function memberWithPoints(database: Database, points: number, fields: Partial<NewMemberRow> = {}) {
  const member = await createMember(database.orm, { mobileNo: uniqueMobile(), ...fields });
  if (points > 0) await addPointLot(database.orm, { memberId: member.id, amount: points, expiresAt: FAR_EXPIRY });
  return { member, token: await sessionTokenFor(database.orm, member) };
}

/** A call of the Point controller as the app receives it: GET inputs as query, POST ones as JSON. */
export function callPoint(
  app: FastifyInstance,
  action: string,
  options: { token?: string; payload?: object; key?: string } = {},
) {
  return app.inject({
    method: options.payload ? 'POST' : 'GET',
    url: `/api/v1/Point/${action}`,
    ...(options.payload ? { payload: options.payload } : {}),
    headers: {
      ...(options.token ? bearer(options.token) : {}),
      ...(options.key ? { 'idempotency-key': options.key } : {}),
    },
  });
}
