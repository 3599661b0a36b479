import { getQueueCounts } from '@loyalty/contracts';
import { useQuery } from '@tanstack/react-query';
import { callAdmin } from '../lib/admin-api';
import { adminCallKey } from '../lib/admin-keys';

/** How often the menu asks again while the console stays open: the queues move with members' uploads. */
const QUEUE_POLL_MS = 60_000;

/** GET /queues: the work waiting, for the counts beside the menu's areas (DESIGN §11). */
export function useQueueCounts() {
  return useQuery({
    queryKey: adminCallKey(getQueueCounts),
    queryFn: ({ signal }) => callAdmin(getQueueCounts, { signal }),
    refetchInterval: QUEUE_POLL_MS,
    staleTime: QUEUE_POLL_MS / 2,
  });
}
