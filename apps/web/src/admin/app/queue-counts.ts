import { getQueueCounts, isAllowedFor, type OperatorRole } from '@loyalty/contracts';
import { useQuery } from '@tanstack/react-query';
import { callAdmin } from '../lib/admin-api';
import { adminCallKey } from '../lib/admin-keys';

/** How often the menu asks again while the console stays open: the queues move with members' uploads. */
const QUEUE_POLL_MS = 60_000;

/**
 * GET /queues: the work waiting, for the counts beside the menu's areas (DESIGN §11); not asked for a
 * role the queues are closed to (a cashier, content), whose menu holds none of them.
 */
export function useQueueCounts(role: OperatorRole | undefined) {
  return useQuery({
    enabled: role !== undefined && isAllowedFor(getQueueCounts.access, role),
    queryKey: adminCallKey(getQueueCounts),
    queryFn: ({ signal }) => callAdmin(getQueueCounts, { signal }),
    refetchInterval: QUEUE_POLL_MS,
    staleTime: QUEUE_POLL_MS / 2,
  });
}
