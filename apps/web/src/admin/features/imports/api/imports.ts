import {
  type AdminCallInput,
  executeImportCall,
  getImportCall,
  importPartnerCodesCall,
  issueCardsCall,
  listCardTemplatesCall,
} from '@loyalty/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callAdmin } from '../../../lib/admin-api';
import { adminListQuery } from '../../../lib/admin-list';

/** POST /privileges/{id}/partner-codes: the dry run of a partner-code file. */
export function useReviewPartnerCodes() {
  return useMutation({
    mutationFn: ({ privilegeId, csv }: { privilegeId: number; csv: string }) =>
      callAdmin(importPartnerCodesCall, { params: { id: String(privilegeId) }, input: { csv } }),
  });
}

/** POST /cards/issue: the dry run of issuing a template's card to a member list. */
export function useReviewCardIssue() {
  return useMutation({
    mutationFn: (input: AdminCallInput<typeof issueCardsCall>) => callAdmin(issueCardsCall, { input }),
  });
}

/** POST /imports/{id}/execute: applies a reviewed import once. */
export function useExecuteImport() {
  return useMutation({
    mutationFn: (id: number) => callAdmin(executeImportCall, { params: { id: String(id) } }),
  });
}

/**
 * GET /imports/{id}, read each time its job finishes (`refetch`), and again after an admin ran a failed
 * job once more: the counts then also hold the lines execution skipped, each with why.
 */
export function useFinishedImport(id: number) {
  return useQuery({
    queryKey: ['admin', 'import', id],
    queryFn: ({ signal }) => callAdmin(getImportCall, { params: { id: String(id) }, signal }),
    enabled: false,
  });
}

/** The templates to issue from: the newest hundred, which is every template a programme has. */
export function useTemplateChoices() {
  return useQuery(adminListQuery(listCardTemplatesCall, { limit: 100 }));
}
