import { type AdminJob, getJobCall, isJobFinished } from '@loyalty/contracts';
import { useQuery } from '@tanstack/react-query';
import { callAdmin } from '../../lib/admin-api';

/** How often a running job is read again: often enough to see it move, rarely enough to stay cheap. */
export const JOB_POLL_MS = 1_000;

/**
 * GET /jobs/{id}, read again every second until the job is done or failed; `initial` (the job as the
 * call that started it answered) shows at once.
 */
export function useJob(initial: AdminJob) {
  return useQuery({
    queryKey: ['admin', 'job', initial.id],
    queryFn: ({ signal }) => callAdmin(getJobCall, { params: { id: initial.id }, signal }),
    initialData: initial,
    refetchInterval: (query) => (query.state.data && isJobFinished(query.state.data) ? false : JOB_POLL_MS),
  });
}
