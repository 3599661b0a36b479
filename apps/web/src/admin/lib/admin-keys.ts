/**
 * The console's one cache-key shape: `['admin', <call name>, …what picks one answer]`. A read is keyed by
 * the call it makes, so a write's invalidation names the same call, and no screen spells a key by hand.
 */
export const adminCallKey = (call: { readonly name: string }, ...parts: readonly (string | number)[]) =>
  ['admin', call.name, ...parts] as const;
