import { type AdminJob, getJobCall, isJobFinished, retryJobCall } from '@loyalty/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callAdmin } from '../../lib/admin-api';
import { adminCallKey } from '../../lib/admin-keys';

/** How often a running job is read again: often enough to see it move, rarely enough to stay cheap. */
export const JOB_POLL_MS = 1_000;

const jobKey = (id: string) => adminCallKey(getJobCall, id);

/**
 * GET /jobs/{id}, read again every second until the job is done or failed; `initial` (the job as the
 * call that started it answered) shows at once.
 */
export function useJob(initial: AdminJob) {
  return useQuery({
    queryKey: jobKey(initial.id),
    queryFn: ({ signal }) => callAdmin(getJobCall, { params: { id: initial.id }, signal }),
    initialData: initial,
    refetchInterval: (query) => (query.state.data && isJobFinished(query.state.data) ? false : JOB_POLL_MS),
  });
}

/** POST /jobs/{id}/retry: the job as answered (queued again) replaces the one shown, whose reads resume. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callAdmin(retryJobCall, { params: { id } }),
    onSuccess: (job) => queryClient.setQueryData(jobKey(job.id), job),
  });
}
