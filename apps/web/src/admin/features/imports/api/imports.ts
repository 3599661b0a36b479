import {
  type AdminCallInput,
  executeImportCall,
  getImportCall,
  importPartnerCodesCall,
  importPointAdjustmentsCall,
  issueCardsCall,
  listCardTemplatesCall,
  listImportsCall,
} from '@loyalty/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callAdmin } from '../../../lib/admin-api';
import { adminCallKey } from '../../../lib/admin-keys';
import { adminListKey, adminListQuery } from '../../../lib/admin-list';

export type ImportListInput = AdminCallInput<typeof listImportsCall>;

/** GET /imports: one page of imports, newest first, each with its counts and any job. */
export function useImportList(input: ImportListInput) {
  return useQuery(adminListQuery(listImportsCall, input));
}

/**
 * Reads every page of the list again: a dry run adds an import, an execution or a finished job changes
 * one. Not awaited by the calls below, so their answer shows without waiting for the list.
 */
export function useReloadImports() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: adminListKey(listImportsCall) }), [queryClient]);
}

/** POST /privileges/{id}/partner-codes: the dry run of a partner-code file. */
export function useReviewPartnerCodes() {
  const reload = useReloadImports();
  return useMutation({
    mutationFn: ({ privilegeId, csv }: { privilegeId: number; csv: string }) =>
      callAdmin(importPartnerCodesCall, { params: { id: String(privilegeId) }, input: { csv } }),
    onSuccess: () => void reload(),
  });
}

/** POST /adjustments/import: the dry run of bulk point grants and claw-backs. */
export function useReviewPointAdjustments() {
  const reload = useReloadImports();
  return useMutation({
    mutationFn: (csv: string) => callAdmin(importPointAdjustmentsCall, { input: { csv } }),
    onSuccess: () => void reload(),
  });
}

/** POST /cards/issue: the dry run of issuing a template's card to a member list. */
export function useReviewCardIssue() {
  const reload = useReloadImports();
  return useMutation({
    mutationFn: (input: AdminCallInput<typeof issueCardsCall>) => callAdmin(issueCardsCall, { input }),
    onSuccess: () => void reload(),
  });
}

/**
 * POST /imports/{id}/execute: applies a reviewed import once. The list is read again after a refusal too:
 * NOT_ACTIVE means another operator executed it meanwhile.
 */
export function useExecuteImport() {
  const reload = useReloadImports();
  return useMutation({
    mutationFn: (id: number) => callAdmin(executeImportCall, { params: { id: String(id) } }),
    onSettled: () => void reload(),
  });
}

/**
 * GET /imports/{id}, read each time its job finishes (`refetch`), and again after an admin ran a failed
 * job once more: the counts then also hold the lines execution skipped, each with why.
 */
export function useFinishedImport(id: number) {
  return useQuery({
    queryKey: adminCallKey(getImportCall, id),
    queryFn: ({ signal }) => callAdmin(getImportCall, { params: { id: String(id) }, signal }),
    enabled: false,
  });
}

/** The templates to issue from: the newest hundred, which is every template a programme has. */
export function useTemplateChoices() {
  return useQuery(adminListQuery(listCardTemplatesCall, { limit: 100 }));
}
