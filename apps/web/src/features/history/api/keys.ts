import { HISTORY_QUERY_KEY } from '@/lib/query-keys';

/**
 * The history feature's query keys, one factory for every read, all under the shared root other features
 * mark stale through lib/query-keys' refreshHistories.
 */
export const historyKeys = {
  all: HISTORY_QUERY_KEY,
  list: (name: string, language: string) => [...historyKeys.all, name, language] as const,
  tracking: (redemptionId: number, language: string) =>
    [...historyKeys.all, 'tracking', redemptionId, language] as const,
};
