import { type AdminCallInput, adminVerifyCounterCode } from '@loyalty/contracts';
import { useMutation } from '@tanstack/react-query';
import { callAdmin } from '../../../lib/admin-api';

/** POST /counter/verify: whose card a rotating code is. A code is good once, so this is a write. */
export function useVerifyCounterCode() {
  return useMutation({
    mutationFn: (input: AdminCallInput<typeof adminVerifyCounterCode>) => callAdmin(adminVerifyCounterCode, { input }),
  });
}
