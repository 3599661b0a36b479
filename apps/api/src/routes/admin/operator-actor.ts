import type { FastifyRequest } from 'fastify';
import type { OperatorActor } from '../../modules/adjustments/adjustment-service.js';
import type { AuditActor } from '../../modules/audit/audit-service.js';
import type { CompanyScope } from '../../modules/companies/company-scope.js';
import { operatorOf } from '../../plugins/app/auth.js';

/** The signed-in operator with its role (maker-checker rules need it) and the request id for the audit. */
export function operatorActorOf(request: FastifyRequest, actor: AuditActor): OperatorActor {
  const operator = operatorOf(request);
  return { operatorId: operator.operatorId, role: operator.role, requestId: actor.requestId };
}

/** The group companies the signed-in operator works for (decision 063), for the modules that limit by them. */
export function companyScopeOf(request: FastifyRequest): CompanyScope {
  return operatorOf(request).companies;
}
