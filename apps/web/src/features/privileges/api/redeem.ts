import { callRoutes } from 'virtual:api-calls';
import type { CallInput, CallOutput, redeem as redeemCall } from '@loyalty/contracts';
import { callApi } from '@/lib/api-client';

export type RedeemInput = CallInput<typeof redeemCall>;
export type RedeemResult = CallOutput<typeof redeemCall>;

/**
 * POST Privilege/Redeem. The caller makes the Idempotency-Key once per confirmed attempt, so a retry
 * after a lost answer redeems (and spends the points) once (DESIGN §5).
 */
export async function redeemPrivilege(input: RedeemInput, idempotencyKey: string): Promise<RedeemResult> {
  const body = await callApi(callRoutes.redeem, input, { headers: { 'Idempotency-Key': idempotencyKey } });
  return body.data;
}
