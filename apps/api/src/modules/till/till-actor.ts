import { createHash } from 'node:crypto';
import type { AuditAction } from '@loyalty/contracts';
import { AppError } from '../../app-error.js';
import type { Executor } from '../../db/client.js';
import { type AuditActor, recordAudit } from '../audit/audit-service.js';
import type { TillStore } from './till-repository.js';

/**
 * Who makes a till call (DESIGN §13): a partner's API client over `/api/partner/v1`, or an operator at the
 * console's till. `requestId` ties the audit row to the request's log lines.
 */
export type TillActor = ({ apiClientId: number } | { operatorId: number }) & { requestId?: string | null };

/** The two actor columns every till row carries (exactly one of them set). */
export function actorColumns(actor: TillActor): { apiClientId: number | null; operatorId: number | null } {
  return 'apiClientId' in actor
    ? { apiClientId: actor.apiClientId, operatorId: null }
    : { apiClientId: null, operatorId: actor.operatorId };
}

/**
 * Whether `actor` may see a till row: a client only its own (another partner's sale or hold is NOT_FOUND,
 * never FORBIDDEN, so its existence does not leak); an operator at the console every one.
 */
export function requireVisible<Row extends { apiClientId: number | null }>(
  actor: TillActor,
  row: Row | undefined,
): Row {
  if (!row || ('apiClientId' in actor && row.apiClientId !== actor.apiClientId)) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * What a call sent, hashed: a retry with the same values is told apart from the same receipt number or
 * reference with other values (IDEMPOTENCY_CONFLICT). The actor is part of it, so one client never
 * receives another's answer.
 */
export function fingerprintOf(actor: TillActor, values: Record<string, string | number>): string {
  const { apiClientId, operatorId } = actorColumns(actor);
  return createHash('sha256')
    .update(JSON.stringify({ apiClientId, operatorId, ...values }))
    .digest('hex');
}

/** THB in whole satang, so sums and shares never meet a binary fraction. */
export function satangOf(amount: number): number {
  return Math.round(amount * 100);
}

export function bahtOf(satang: number): number {
  return satang / 100;
}

/**
 * The audit row of a till write (DESIGN §13: every till call is audited with its client and store): the
 * audit actor has only an operator column, so the client and the store code travel in the row's data.
 */
export function auditTill(
  tx: Executor,
  actor: TillActor | null,
  entry: { action: AuditAction; entity: string; entityId: number; store: TillStore; after: Record<string, unknown> },
  now: Date,
) {
  const auditActor: AuditActor = {
    operatorId: actor && 'operatorId' in actor ? actor.operatorId : null,
    requestId: actor?.requestId ?? null,
  };
  const apiClientId = actor && 'apiClientId' in actor ? actor.apiClientId : null;
  return recordAudit(
    tx,
    {
      actor: auditActor,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      after: { api_client_id: apiClientId, store_code: entry.store.code, ...entry.after },
    },
    now,
  );
}
