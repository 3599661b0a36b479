import { callRoutes } from 'virtual:api-calls';
import type { CallOutput, transferPoint as transferPointCall } from '@loyalty/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import type { SearchMemberInput } from '../lib/transfer-input';
import { pointKeys } from './keys';

export type TransferResult = CallOutput<typeof transferPointCall>;

/** GET Point/GetTransferPointInfo: balance, today's cap and what can be sent now. */
export function transferInfoQueryOptions() {
  return queryOptions({
    queryKey: pointKeys.transferInfo(),
    queryFn: async ({ signal }) => (await callApi(callRoutes.getTransferPointInfo, {}, { signal })).data,
    // What is left today moves with every transfer, from any device: always ask again on entry.
    staleTime: 0,
  });
}

/** POST Point/SearchMember: the masked recipient, or NOT_FOUND / INVALID_RECIPIENT. */
export async function searchMember(input: SearchMemberInput) {
  return (await callApi(callRoutes.searchMember, input)).data;
}

/** The one-time code an OTP_REQUIRED answer sent, as the member typed it, with its reference. */
export interface TransferCode {
  otp: string;
  refId: string;
}

/**
 * POST Point/TransferPoint. The caller makes the Idempotency-Key once per confirmed attempt, so a
 * retry after a lost answer sends the points once (DESIGN §5). Above the programme's threshold the first
 * call answers OTP_REQUIRED with where the code went; the call with `code` sends the points (DESIGN §6).
 */
export async function transferPoint(memberId: string, points: number, idempotencyKey: string, code?: TransferCode) {
  const body = await callApi(
    callRoutes.transferPoint,
    { Member_Id: memberId, Points: points, ...(code ? { Otp: code.otp, Ref_Id: code.refId } : {}) },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
  return body.data;
}
