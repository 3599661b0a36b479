import { callRoutes } from 'virtual:api-calls';
import { callApi } from '@/lib/api-client';

/** POST Code/CheckCode: what a code is worth and until when, without using it (DESIGN §5). */
export async function checkCode(code: string) {
  return (await callApi(callRoutes.checkCode, { Code: code })).data;
}

/**
 * POST Code/ScanCode: uses the code once. The caller makes the Idempotency-Key once per previewed code,
 * so a retry after a lost answer cannot earn twice (DESIGN §5).
 */
export async function scanCode(code: string, idempotencyKey: string) {
  const body = await callApi(callRoutes.scanCode, { Code: code }, { headers: { 'Idempotency-Key': idempotencyKey } });
  return body.data;
}
