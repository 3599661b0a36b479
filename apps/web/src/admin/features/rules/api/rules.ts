import { type ProgrammeRulesInput, putRules } from '@loyalty/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callAdmin } from '../../../lib/admin-api';
import { programmeRulesKey, programmeRulesQuery } from '../../../lib/programme-rules';

export function useProgrammeRules() {
  return useQuery(programmeRulesQuery());
}

/** PUT /rules (admins): every rule at once; the answer is the rules now in force. */
export function useSaveRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProgrammeRulesInput) => callAdmin(putRules, { input }),
    onSuccess: (rules) => queryClient.setQueryData(programmeRulesKey, rules),
  });
}
