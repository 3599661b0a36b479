import { type AdminJob, isJobFinished } from '@loyalty/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useJob } from './use-job';

/**
 * A back-office job's progress (decision 028): a bar of `done` of `total`, its state in words, and the
 * last error while it retries or after it failed. `onFinished` runs once it is done or failed, so the
 * screen reloads what the job changed.
 */
export function JobProgress({ job: initial, onFinished }: { job: AdminJob; onFinished?: (job: AdminJob) => void }) {
  const { t } = useTranslation('admin');
  const { data: job } = useJob(initial);
  const isFinished = isJobFinished(job);
  useEffect(() => {
    if (isFinished) onFinished?.(job);
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
          {t(job.state === 'failed' ? 'job.failed' : 'job.retrying', { error: job.error })}
        </p>
      ) : null}
    </div>
  );
}
