import { operatorTotpDisable, operatorTotpEnable, operatorTotpSetup } from '@loyalty/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callAdmin } from '../../../lib/admin-api';
import { OPERATOR_ME_KEY } from './operator-session';

/**
 * POST /auth/totp/setup: a new authenticator secret, not in force until a code confirms it. Asked again
 * (a lost QR, a new phone before confirming), it replaces the unconfirmed one.
 */
export function useTotpSetup() {
  return useMutation({ mutationFn: () => callAdmin(operatorTotpSetup, { input: {} }) });
}

/** Turning the second factor on or off answers the operator as they now are: the shell's `me` follows. */
function useTotpChange(call: typeof operatorTotpEnable | typeof operatorTotpDisable) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { code: string }) => callAdmin(call, { input }),
    onSuccess: (operator) => queryClient.setQueryData(OPERATOR_ME_KEY, operator),
  });
}

/** POST /auth/totp/enable with a code from the app, proving it holds the secret. */
export function useEnableTotp() {
  return useTotpChange(operatorTotpEnable);
}

/** POST /auth/totp/disable with a current code, proving the app is still in hand. */
export function useDisableTotp() {
  return useTotpChange(operatorTotpDisable);
}
