/** The points feature's query keys, one factory for every read. */
export const pointKeys = {
  histories: () => ['point-history'] as const,
  history: (type: string, language: string) => [...pointKeys.histories(), type, language] as const,
  expireTimeline: () => ['point-expire-timeline'] as const,
  transferInfo: () => ['transfer-point-info'] as const,
  friendReferral: () => ['friend-referral'] as const,
};
