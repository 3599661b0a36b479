import { type AdminJob, isAllowedFor, isJobFinished, retryJobCall } from '@loyalty/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useErrorText } from '@/lib/error-message';
import { useSignedInOperator } from '../../lib/signed-in-operator';
import { useJob, useRetryJob } from './use-job';

/** An admin's button that runs a failed job again, with the refusal in words if there is one. */
function RetryJob({ job }: { job: AdminJob }) {
  const { t } = useTranslation('admin');
  const retry = useRetryJob();
  const failure = useErrorText(retry.error);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        variant="secondary"
        disabled={retry.isPending}
        onClick={() => retry.mutate(job.id)}
        data-testid="job-retry"
      >
        {t('job.retry')}
      </Button>
      {retry.isError ? (
        <p role="alert" className="text-sm text-brand-700">
          {failure}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A back-office job's progress (decision 028): a bar of `done` of `total`, its state in words, and the
 * last error while it retries or after it failed, which an admin may run again. `onFinished` runs when a
 * job seen unfinished is done or failed, so the screen reloads what the job changed.
 */
export function JobProgress({ job: initial, onFinished }: { job: AdminJob; onFinished?: (job: AdminJob) => void }) {
  const { t } = useTranslation('admin');
  const { t: errorText } = useTranslation('errors');
  const { role } = useSignedInOperator();
  const { data: job } = useJob(initial);
  const isFinished = isJobFinished(job);
  const wasUnfinished = useRef(!isFinished);
  useEffect(() => {
    if (!isFinished) wasUnfinished.current = true;
    else if (wasUnfinished.current) {
      wasUnfinished.current = false;
      onFinished?.(job);
    }
  }, [isFinished, job, onFinished]);
  const percent = job.total > 0 ? Math.floor((job.done / job.total) * 100) : 0;
  return (
    <div className="flex flex-col gap-1" data-testid="job-progress" data-state={job.state}>
      <div className="flex justify-between gap-3 text-sm text-ink-700">
        <span>{t(`job.state.${job.state}`)}</span>
        <span>{t('job.done', { done: job.done.toLocaleString(), total: job.total.toLocaleString() })}</span>
      </div>
      <progress
        className="h-2 w-full accent-brand-600"
        value={job.done}
        max={Math.max(job.total, 1)}
        aria-label={t('job.label', { percent })}
      />
      {job.error ? (
        <p role={job.state === 'failed' ? 'alert' : undefined} className="text-sm text-brand-700">
          {t(job.state === 'failed' ? 'job.failed' : 'job.retrying', {
            error: job.error === 'ATTEMPT_LOST' ? t('job.attemptLost') : errorText(job.error),
          })}
        </p>
      ) : null}
      {job.state === 'failed' && isAllowedFor(retryJobCall.access, role) ? <RetryJob job={job} /> : null}
    </div>
  );
}
