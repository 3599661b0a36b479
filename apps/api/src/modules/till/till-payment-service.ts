import type { TillPayment } from '@loyalty/contracts';
import type { Orm } from '../../db/client.js';
import type { RulesReader } from '../rules/rules-service.js';
import type { TillActor } from './till-actor.js';
import { captureAnswer, captureLocked, type HoldRequest, placeHoldIn } from './till-hold-service.js';

/**
 * Pays with points at once (the console's till, `PayWithTillPoints`): a hold and its capture in one
 * transaction, so the member's history shows the one payment at the store. One reference per store, as
 * for holds: a retry answers the same payment, other values are IDEMPOTENCY_CONFLICT, and a reference
 * whose hold was released or expired is NOT_ACTIVE.
 */
export function payWithPoints(
  orm: Orm,
  rules: RulesReader,
  actor: TillActor,
  request: HoldRequest,
  now = new Date(),
): Promise<TillPayment> {
  return orm.transaction(async (tx) => {
    const hold = await placeHoldIn(tx, rules, actor, request, now);
    const captured = await captureLocked(tx, actor, hold, request.store, now);
    return { hold_id: captured.id, ...(await captureAnswer(tx, captured, now)) };
  });
}
