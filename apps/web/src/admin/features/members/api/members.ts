import {
  type AdminCallInput,
  changeMemberStatus,
  createAdjustment,
  getMember,
  getMemberLedger,
  listAdjustments,
  mergeMember,
  searchMembers,
  withdrawAdjustment,
} from '@loyalty/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callAdmin } from '../../../lib/admin-api';
import { adminListKey, adminListQuery } from '../../../lib/admin-list';
import { memberKeys, refreshMemberReads } from '../../../lib/member-keys';

export type MemberSearchInput = AdminCallInput<typeof searchMembers>;
export type MemberLedgerInput = AdminCallInput<typeof getMemberLedger>;

/** GET /members: one page of the search (member id, e-mail, mobile or name). */
export function useMemberSearch(input: MemberSearchInput) {
  return useQuery(adminListQuery(searchMembers, input));
}

/** GET /members/{member_id}: profile, state, tier, balance and lots. */
export function useMember(memberId: string) {
  return useQuery(
    queryOptions({
      queryKey: memberKeys.detail(memberId),
      queryFn: ({ signal }) => callAdmin(getMember, { params: { member_id: memberId }, signal }),
      staleTime: 0,
    }),
  );
}

/** GET /members/{member_id}/ledger: one page of the member's point entries, merged members' included. */
export function useMemberLedger(memberId: string, input: MemberLedgerInput) {
  return useQuery(
    queryOptions({
      queryKey: memberKeys.ledger(memberId, input),
      queryFn: ({ signal }) => callAdmin(getMemberLedger, { params: { member_id: memberId }, input, signal }),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  );
}

/** After a write the member, the search and (for an adjustment) the approval queue read afresh. */
function useRefreshMember() {
  const queryClient = useQueryClient();
  return (memberIds: string[]) =>
    Promise.all([
      refreshMemberReads(queryClient, memberIds),
      queryClient.invalidateQueries({ queryKey: adminListKey(searchMembers) }),
      queryClient.invalidateQueries({ queryKey: adminListKey(listAdjustments) }),
    ]);
}

/** POST /members/{member_id}/status (admins): active, suspended or blocked, with a reason. */
export function useChangeMemberStatus(memberId: string) {
  const refresh = useRefreshMember();
  return useMutation({
    mutationFn: (input: AdminCallInput<typeof changeMemberStatus>) =>
      callAdmin(changeMemberStatus, { params: { member_id: memberId }, input }),
    onSuccess: () => refresh([memberId]),
  });
}

/** POST /members/{member_id}/merge (admins), with the attempt's Idempotency-Key. */
export function useMergeMember(memberId: string) {
  const refresh = useRefreshMember();
  return useMutation({
    mutationFn: ({ input, key }: { input: AdminCallInput<typeof mergeMember>; key: string }) =>
      callAdmin(mergeMember, { params: { member_id: memberId }, input, idempotencyKey: key }),
    onSuccess: (merged) => refresh([memberId, merged.into_member_id]),
  });
}

/** POST /members/{member_id}/adjustments, with the attempt's Idempotency-Key. */
export function useCreateAdjustment(memberId: string) {
  const refresh = useRefreshMember();
  return useMutation({
    mutationFn: ({ input, key }: { input: AdminCallInput<typeof createAdjustment>; key: string }) =>
      callAdmin(createAdjustment, { params: { member_id: memberId }, input, idempotencyKey: key }),
    onSuccess: () => refresh([memberId]),
  });
}

/** GET /adjustments?status=pending&member_id=: the member's adjustments still waiting for an admin. */
export function useMemberPendingAdjustments(memberId: string, page: number) {
  return useQuery(adminListQuery(listAdjustments, { status: 'pending', member_id: memberId, page, limit: 10 }));
}

/** POST /adjustments/{id}/withdraw: its maker takes a pending adjustment back. */
export function useWithdrawAdjustment(memberId: string) {
  const refresh = useRefreshMember();
  return useMutation({
    mutationFn: (id: number) => callAdmin(withdrawAdjustment, { params: { id } }),
    onSuccess: () => refresh([memberId]),
  });
}
