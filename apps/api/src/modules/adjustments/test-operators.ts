import type { OperatorRole } from '@loyalty/contracts';
import { uniqueEmail } from '../../../test/factories.js';
import type { Orm } from '../../db/client.js';
import { createOperator } from '../operators/operator-service.js';
import type { OperatorActor } from './adjustment-service.js';

/** A real operator row of `role` (audit rows and adjustments refer to it), as the acting operator. */
export async function testOperatorActor(orm: Orm, role: OperatorRole): Promise<OperatorActor> {
  const operator = await createOperator(
    orm,
    { operatorId: null, requestId: null },
    { email: uniqueEmail(`operator-${role}`), name: `Test ${role}`, role, password: 'Operator1234!' },
  );
  return { operatorId: operator.id, role, requestId: `req-${operator.id}` };
}
