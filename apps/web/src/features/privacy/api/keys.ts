/** The privacy feature's query keys, one factory for every read. */
export const privacyKeys = {
  all: ['privacy'] as const,
  requests: () => [...privacyKeys.all, 'requests'] as const,
  consentHistory: () => [...privacyKeys.all, 'consent-history'] as const,
};
