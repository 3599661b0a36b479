/** The sign-in feature's query keys, one factory for every read. */
export const signInKeys = {
  landingBanner: (group: string) => ['landing-banner', group] as const,
};
