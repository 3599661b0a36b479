import { callRoutes } from 'virtual:api-calls';
import type { CallInput, register as registerCall } from '@loyalty/contracts';
import { callApi } from '@/lib/api-client';

export type RegisterInput = CallInput<typeof registerCall>;

/**
 * POST Customer/Register with the draft (SPEC §3). The Idempotency-Key is made once per attempt by the
 * caller, so a retry after a lost answer does not register twice (DESIGN §5).
 */
export async function registerMember(input: RegisterInput, idempotencyKey: string) {
  const body = await callApi(callRoutes.register, input, { headers: { 'Idempotency-Key': idempotencyKey } });
  return body.data;
}
