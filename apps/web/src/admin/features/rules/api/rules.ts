import { type AdminCallInput, listAudit, putRules } from '@loyalty/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callAdmin } from '../../../lib/admin-api';
import { adminListKey } from '../../../lib/admin-list';
import { programmeRulesKey, programmeRulesQuery } from '../../../lib/programme-rules';

export function useProgrammeRules() {
  return useQuery(programmeRulesQuery());
}

/** PUT /rules (admins): every rule at once, with the revision the form read; the answer is the rules now in force. */
export function useSaveRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminCallInput<typeof putRules>) => callAdmin(putRules, { input }),
    onSuccess: (rules) => {
      queryClient.setQueryData(programmeRulesKey, rules);
      // The history below the form gains the change just made.
      void queryClient.invalidateQueries({ queryKey: adminListKey(listAudit) });
    },
  });
}
