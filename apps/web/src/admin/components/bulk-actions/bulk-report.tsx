import { useTranslation } from 'react-i18next';
import { Notice } from '@/components/ui/notice';
import type { ChunkProgress, RowOutcome } from './use-chunked-run';

/** "12 of 40" while a bulk action runs: a polite status the operator can watch without losing their place. */
export function BulkProgress({ progress }: { progress: ChunkProgress }) {
  const { t } = useTranslation('admin');
  const text = t('bulk.progress', { done: progress.done, total: progress.total });
  return (
    <div role="status" className="flex items-center gap-3 text-ink-800" data-testid="bulk-progress">
      <progress value={progress.done} max={progress.total} aria-label={text} className="h-2 w-48 accent-brand-600" />
      <span>{text}</span>
    </div>
  );
}

/**
 * What a bulk action did: how many rows succeeded, and each row that did not, named, with its error in the
 * console's language, so the operator can act on exactly those.
 */
export function BulkSummary({ outcomes, onDismiss }: { outcomes: RowOutcome[]; onDismiss: () => void }) {
  const { t } = useTranslation('admin');
  const { t: tErrors } = useTranslation('errors');
  const failures = outcomes.filter((outcome) => !outcome.ok);
  const succeeded = outcomes.length - failures.length;
  return (
    <Notice tone={failures.length === 0 ? 'success' : 'error'} testId="bulk-summary">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-2">
          <p className="font-semibold">{t('bulk.succeeded', { count: succeeded, total: outcomes.length })}</p>
          {failures.length > 0 ? (
            <>
              <p>{t('bulk.failed', { count: failures.length })}</p>
              <ul className="list-disc pl-5" data-testid="bulk-failures">
                {failures.map((failure) => (
                  // Each row (or file line) is named once: a bulk call takes no row twice.
                  <li key={failure.name}>
                    {failure.name}: {failure.text ?? tErrors(failure.code ?? 'INTERNAL_ERROR')}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
        <button type="button" className="min-h-9 font-semibold underline underline-offset-2" onClick={onDismiss}>
          {t('bulk.dismiss')}
        </button>
      </div>
    </Notice>
  );
}
