import {
  type AdminCallInput,
  correctMemberContact,
  executeImportCall,
  getMemberTierProgress,
  issueCardsCall,
  listImportsCall,
  listMemberCards,
  listMemberConsentHistory,
  listMemberRedemptions,
  listReceipts,
  listShipments,
  searchMembers,
  unlockMember,
} from '@loyalty/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callAdmin } from '../../../lib/admin-api';
import { adminListKey, adminListQuery } from '../../../lib/admin-list';
import { memberKeys, refreshMemberReads } from '../../../lib/member-keys';

/** How many rows each part of the member's story shows at a time: the page stays one page. */
export const STORY_PAGE_SIZE = 5;

/** GET /members/{member_id}/consent-history: one page of the consents the member gave or withdrew, newest first. */
export function useMemberConsentHistory(memberId: string, page: number) {
  const input = { page, limit: STORY_PAGE_SIZE } as const;
  return useQuery(
    queryOptions({
      queryKey: memberKeys.story(memberId, 'consent-history', input),
      queryFn: ({ signal }) => callAdmin(listMemberConsentHistory, { params: { member_id: memberId }, input, signal }),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  );
}

/** GET /members/{member_id}/redemptions: one page of the member's coupons and rewards, newest first. */
export function useMemberRedemptions(memberId: string, page: number) {
  const input = { page, limit: STORY_PAGE_SIZE, sort: '-created_at' } as const;
  return useQuery(
    queryOptions({
      queryKey: memberKeys.story(memberId, 'redemptions', input),
      queryFn: ({ signal }) => callAdmin(listMemberRedemptions, { params: { member_id: memberId }, input, signal }),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  );
}

/** GET /members/{member_id}/cards: one page of every card of the member, newest issued first. */
export function useMemberCards(memberId: string, page: number) {
  const input = { page, limit: STORY_PAGE_SIZE, sort: '-issued_at' } as const;
  return useQuery(
    queryOptions({
      queryKey: memberKeys.story(memberId, 'cards', input),
      queryFn: ({ signal }) => callAdmin(listMemberCards, { params: { member_id: memberId }, input, signal }),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  );
}

/** GET /members/{member_id}/tier: the tier, the rolling spending and what the next tier still needs. */
export function useMemberTierProgress(memberId: string) {
  return useQuery(
    queryOptions({
      queryKey: memberKeys.story(memberId, 'tier'),
      queryFn: ({ signal }) => callAdmin(getMemberTierProgress, { params: { member_id: memberId }, signal }),
      staleTime: 0,
    }),
  );
}

/** GET /receipts?member_id=: the member's latest receipts (the receipts area lists them all). */
export function useMemberReceipts(memberId: string) {
  return useQuery(adminListQuery(listReceipts, { member_id: memberId, sort: '-created_at', limit: STORY_PAGE_SIZE }));
}

/** GET /shipments?member_id=: the member's latest rewards to ship, every step (the shipments area lists them all). */
export function useMemberShipments(memberId: string) {
  return useQuery(adminListQuery(listShipments, { member_id: memberId, sort: '-redeemed_at', limit: STORY_PAGE_SIZE }));
}

/** After a contact correction or an unlock: the member and the search read afresh. */
function useRefreshMember(memberId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      refreshMemberReads(queryClient, [memberId]),
      queryClient.invalidateQueries({ queryKey: adminListKey(searchMembers) }),
    ]);
}

/** PUT /members/{member_id}/contact (admins): the e-mail or the mobile, with a reason. */
export function useCorrectContact(memberId: string) {
  const refresh = useRefreshMember(memberId);
  return useMutation({
    mutationFn: (input: AdminCallInput<typeof correctMemberContact>) =>
      callAdmin(correctMemberContact, { params: { member_id: memberId }, input }),
    onSuccess: () => refresh(),
  });
}

/** POST /members/{member_id}/unlock: ends the sign-in and one-time-code locks, with a reason. */
export function useUnlockMember(memberId: string) {
  const refresh = useRefreshMember(memberId);
  return useMutation({
    mutationFn: (input: AdminCallInput<typeof unlockMember>) =>
      callAdmin(unlockMember, { params: { member_id: memberId }, input }),
    onSuccess: () => refresh(),
  });
}

/**
 * Issues one card to this member with the bulk calls an admin issues cards with: the dry run of
 * `POST /cards/issue` for this one member id, then `POST /imports/{id}/execute` only when the review
 * says the line applies. Answers the review and, when it was executed, the executed import.
 */
export function useIssueCardToMember(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Omit<AdminCallInput<typeof issueCardsCall>, 'member_ids'>) => {
      const review = await callAdmin(issueCardsCall, { input: { ...input, member_ids: [memberId] } });
      if (review.counts.ok !== 1) return { review, executed: null };
      const executed = await callAdmin(executeImportCall, { params: { id: String(review.id) } });
      return { review, executed };
    },
    onSettled: () =>
      Promise.all([
        refreshMemberReads(queryClient, [memberId]),
        queryClient.invalidateQueries({ queryKey: adminListKey(listImportsCall) }),
      ]),
  });
}
