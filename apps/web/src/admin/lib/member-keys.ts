import type { AdminCallInput, getMemberLedger } from '@loyalty/contracts';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The cached reads of members (the members screens'), here because another screen's write makes them
 * stale too: an approved adjustment moves a member's balance and ledger. One factory, so no screen names
 * the key by hand.
 */
export const memberKeys = {
  all: ['admin', 'member'] as const,
  /** Every cached read of one member: the detail and each page of its ledger. */
  member: (memberId: string) => [...memberKeys.all, memberId] as const,
  detail: (memberId: string) => [...memberKeys.member(memberId), 'detail'] as const,
  ledger: (memberId: string, input: AdminCallInput<typeof getMemberLedger>) =>
    [...memberKeys.member(memberId), 'ledger', input] as const,
  /** A part of the member's story on the member page (redemptions, cards, tier), by what picks one answer. */
  story: (memberId: string, part: 'redemptions' | 'cards' | 'tier' | 'consent-history', input: object = {}) =>
    [...memberKeys.member(memberId), part, input] as const,
};

/** Reads the named members afresh, or every member read when none is named. */
export function refreshMemberReads(queryClient: QueryClient, memberIds?: string[]) {
  if (!memberIds) return queryClient.invalidateQueries({ queryKey: memberKeys.all });
  return Promise.all(
    memberIds.map((memberId) => queryClient.invalidateQueries({ queryKey: memberKeys.member(memberId) })),
  );
}
