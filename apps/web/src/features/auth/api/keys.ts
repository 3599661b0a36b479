/** The auth feature's query keys, one factory for every read. */
export const authKeys = {
  landingBanner: (group: string) => ['landing-banner', group] as const,
  consent: () => ['consent'] as const,
};
