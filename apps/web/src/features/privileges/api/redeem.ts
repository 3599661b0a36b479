import { callRoutes } from 'virtual:api-calls';
import type { CallInput, redeem as redeemCall } from '@loyalty/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { withLoader } from '@/components/feedback/loader-store';
import { callApi } from '@/lib/api-client';
import { isOutcomeUnknown } from '@/lib/attempt-key';
import { refreshHistories, setPointBalance } from '@/lib/query-keys';
import { privilegeKeys } from './privilege-keys';

export type RedeemInput = CallInput<typeof redeemCall>;

interface RedeemAttempt {
  input: RedeemInput;
  /** Made once per confirmed attempt by the caller, so a retry after a lost answer redeems once (DESIGN §5). */
  idempotencyKey: string;
}

/** POST Privilege/Redeem with its Idempotency-Key. */
export async function redeem({ input, idempotencyKey }: RedeemAttempt) {
  const body = await callApi(callRoutes.redeem, input, { headers: { 'Idempotency-Key': idempotencyKey } });
  return body.data;
}

/**
 * Redeems under the loader overlay. The answer carries the member's new balance: the cached customer info
 * takes it (no second read of GetCustomerInfo), and the new redemption is cached for its screen. Stock and
 * limits have moved, so the privilege lists, details and histories are read afresh; a refusal (stock gone,
 * limit reached) changes what the detail should say too, while a lost answer tells nothing.
 */
export function useRedeem() {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const readPrivilegesAfresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: privilegeKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: privilegeKeys.details() }),
    ]);
  return useMutation({
    mutationFn: (attempt: RedeemAttempt) => withLoader(() => redeem(attempt)),
    onSuccess: ({ point_balance, ...redemption }) => {
      setPointBalance(queryClient, point_balance);
      queryClient.setQueryData(privilegeKeys.redemption(redemption.redemption_id, i18n.language), redemption);
      void refreshHistories(queryClient);
      void readPrivilegesAfresh();
    },
    onError: (failure) => {
      if (!isOutcomeUnknown(failure)) void readPrivilegesAfresh();
    },
  });
}
