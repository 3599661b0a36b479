import { type BulkImport, IMPORT_OUTCOMES, importErrorsCall } from '@loyalty/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Table, TableCell, TableRow } from '@/components/ui/table';
import { useErrorText } from '@/lib/error-message';
import { envelopeFieldErrors, errorTextOf, fromEnvelope } from '@/lib/forms/field-errors';
import { currentLanguage } from '@/lib/i18n';
import { CsvExportButton } from '../../../components/data-table/csv-export-button';
import { JobProgress } from '../../../components/job-progress/job-progress';
import { useExecuteImport, useFinishedImport, useReloadImports } from '../api/imports';
import { KIND_TITLES } from './import-kinds';

/**
 * A dry run's review (what would happen, line by line) with the error file, then the execute step; a
 * long import shows its job's progress, a short one its result. Once executed, the counts and the error
 * file are the executed import's: lines execution skipped (taken meanwhile, expired) show with why. An
 * import opened from the list may be at any of these steps; once done, the review says what it did.
 */
export function ImportReview({ review, onClose }: { review: BulkImport; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin-imports');
  const execute = useExecuteImport();
  const failure = useErrorText(execute.error);
  const [executed, setExecuted] = useState<BulkImport | null>(null);
  const finished = useFinishedImport(review.id);
  const { refetch: readFinished } = finished;
  const reloadList = useReloadImports();
  const onJobFinished = useCallback(() => {
    void readFinished();
    void reloadList();
  }, [readFinished, reloadList]);
  const current = finished.data ?? executed ?? review;
  const isDone = current.state === 'done';
  const refusalFields = envelopeFieldErrors(execute.error);
  const language = currentLanguage();
  // The review opens above the forms and the list: its heading takes the focus, which also scrolls to it.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card
      aria-labelledby={`import-${review.id}-title`}
      as="section"
      radius="md"
      padding="lg"
      className="flex flex-col gap-4"
      data-testid="import-review"
    >
      <h2
        ref={heading}
        tabIndex={-1}
        id={`import-${review.id}-title`}
        className="text-lg font-semibold text-ink-900 focus:outline-none"
      >
        {t(current.state === 'reviewed' ? 'review.title' : 'review.titleDone', {
          kind: t(KIND_TITLES[review.kind]),
          count: review.lines,
        })}
      </h2>
      <Table caption={t(isDone ? 'review.countsCaptionDone' : 'review.countsCaption')} className="max-w-md">
        {IMPORT_OUTCOMES.map((outcome) => (
          <TableRow key={outcome}>
            <TableCell isHeader className="font-normal text-ink-700">
              {outcome === 'ok' && isDone ? t('review.applied') : t(`outcomes.${outcome}`)}
            </TableCell>
            <TableCell isNumeric className="font-semibold text-ink-900" data-testid={`count-${outcome}`}>
              {current.counts[outcome].toLocaleString()}
            </TableCell>
          </TableRow>
        ))}
      </Table>
      {current.error_file_url ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-ink-700">{t('review.errorFile')}</p>
          <CsvExportButton
            call={importErrorsCall}
            params={{ id: String(review.id) }}
            input={{ lang: i18n.language === 'th' ? 'th' : 'en' }}
            fileName={`import-${review.id}-errors.csv`}
            label={t('review.downloadErrors')}
            testId="import-errors"
          />
        </div>
      ) : null}
      {current.state === 'reviewed' ? (
        <div className="flex flex-wrap gap-3">
          <Button
            disabled={execute.isPending || review.counts.ok === 0}
            onClick={() => execute.mutate(review.id, { onSuccess: setExecuted })}
            data-testid="import-execute"
          >
            {t('review.execute', { count: review.counts.ok })}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {t('review.close')}
          </Button>
        </div>
      ) : null}
      {execute.isError ? (
        <div role="alert" className="text-brand-700">
          <p>{failure}</p>
          {/* No field here holds a refusal's field errors (an expiry passed since the review): they show with it. */}
          {refusalFields.length > 0 ? (
            <ul>
              {refusalFields.map((error) => (
                <li key={error.field}>{errorTextOf(fromEnvelope(error), language)}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {current.job ? <JobProgress job={current.job} onFinished={onJobFinished} /> : null}
      {isDone ? (
        <p role="status" className="font-semibold text-ink-900" data-testid="import-done">
          {t('review.done', { applied: current.applied })}
        </p>
      ) : null}
      {current.state === 'reviewed' ? null : (
        <Button variant="ghost" className="self-start" onClick={onClose}>
          {t('review.close')}
        </Button>
      )}
    </Card>
  );
}
