import { type AdminCallInput, acceptOperatorInvite } from '@loyalty/contracts';
import { useMutation } from '@tanstack/react-query';
import { callAdmin } from '../../../lib/admin-api';

/** POST /auth/accept-invite: the invitation link's token sets the operator's first password. */
export function useAcceptInvite() {
  return useMutation({
    mutationFn: (input: AdminCallInput<typeof acceptOperatorInvite>) => callAdmin(acceptOperatorInvite, { input }),
  });
}
