/** The registration feature's query keys, one factory for every read. */
export const registrationKeys = {
  consent: () => ['consent'] as const,
  checkConsent: () => ['consent', 'check'] as const,
};
