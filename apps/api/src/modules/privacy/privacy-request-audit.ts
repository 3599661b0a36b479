import type { Executor } from '../../db/client.js';
import { type AuditActor, recordAudit } from '../audit/audit-service.js';
import { presentPrivacyRequest } from './privacy-request-presenter.js';
import type { PrivacyRequestRow } from './privacy-request-repository.js';

/** How a request is carried out: when, and by which admin ahead of the programme's own jobs (`audit`). */
export interface ProcessOptions {
  now: Date;
  /** The admin's "process now" (DESIGN §16), audited in the transaction that carries the request out. */
  audit?: AuditActor | undefined;
}

/** The audit row of an admin's "process now": the request before and after, never the member's data. */
export async function auditProcessing(
  tx: Executor,
  actor: AuditActor,
  before: PrivacyRequestRow,
  after: PrivacyRequestRow,
  at: Date,
): Promise<void> {
  await recordAudit(
    tx,
    {
      actor,
      action: 'privacy-request.process',
      entity: 'privacy_request',
      entityId: after.id,
      before: presentPrivacyRequest(before),
      after: presentPrivacyRequest(after),
    },
    at,
  );
}
