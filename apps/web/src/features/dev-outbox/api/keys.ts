/** The dev outbox's query keys, one factory for every read. */
export const devOutboxKeys = {
  outbox: (recipient: string) => ['dev-outbox', recipient] as const,
};
