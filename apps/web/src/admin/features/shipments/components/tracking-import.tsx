import { type ErrorCode, MAX_TRACKING_CSV_CHARACTERS, TRACKING_IMPORT_COLUMNS } from '@loyalty/contracts';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cardClasses } from '@/components/ui/card-classes';
import { Notice } from '@/components/ui/notice';
import { BulkProgress, BulkSummary } from '../../../components/bulk-actions/bulk-report';
import { useChunkedRun } from '../../../components/bulk-actions/use-chunked-run';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { FilePicker } from '../../../components/file-picker/file-picker';
import { importTrackingNumbers, useShipmentsRefresh } from '../api/shipments';

/** One line of the chosen file with its number in the file, as the operator's spreadsheet shows it. */
interface FileLine {
  lineNo: number;
  text: string;
}

/** The lines to send: blank ones left out, a first line naming the columns taken as the header. */
export function trackingFileLines(text: string): FileLine[] {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/)
    .map((line, index) => ({ lineNo: index + 1, text: line }))
    .filter((line) => line.text.trim() !== '');
  const isHeader = lines[0]?.text.trim().toLowerCase().startsWith(TRACKING_IMPORT_COLUMNS[0]);
  return isHeader ? lines.slice(1) : lines;
}

type Chosen = { lines: FileLine[] } | { isTooLarge: true } | null;

/**
 * A carrier's tracking-number CSV (redemption_id, carrier, tracking_no) ships every packed reward it
 * lists: read in the browser, confirmed, sent in pieces the API takes with the progress shown, and
 * answered line by line, each failed line named by its number in the file.
 */
export function TrackingImport() {
  const { t } = useTranslation('admin-shipments');
  const { t: tErrors } = useTranslation('errors');
  const [chosen, setChosen] = useState<Chosen>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const run = useChunkedRun<FileLine>();
  const refresh = useShipmentsRefresh();
  const lineName = (line: FileLine) => t('trackingImport.line', { line: line.lineNo });
  // What a line's refusal means here: the general words speak of a form, or of a shipment moved meanwhile.
  const lineProblem = (code: ErrorCode) => {
    if (code === 'VALIDATION_FAILED') return t('trackingImport.badLine');
    if (code === 'SHIPMENT_STEP_CHANGED') return t('trackingImport.notPacked');
    return undefined;
  };

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    run.dismiss();
    const file = event.target.files?.[0];
    if (!file) return setChosen(null);
    if (file.size > MAX_TRACKING_CSV_CHARACTERS) return setChosen({ isTooLarge: true });
    setChosen({ lines: trackingFileLines(await file.text()) });
  }

  function ship(lines: FileLine[]) {
    setIsConfirming(false);
    run.start(
      {
        items: lines,
        nameOf: lineName,
        runPiece: async (piece) => {
          const results = await importTrackingNumbers(piece.map((line) => line.text).join('\n'));
          return results.map((result) => ({
            name: lineName(piece[result.line - 1] ?? { lineNo: result.line, text: '' }),
            ok: result.ok,
            code: result.code,
            text: result.code ? lineProblem(result.code) : undefined,
          }));
        },
      },
      () => {
        setChosen(null);
        refresh();
      },
    );
  }

  const lines = chosen && 'lines' in chosen ? chosen.lines : null;
  return (
    <section
      aria-labelledby="tracking-import-title"
      className={cardClasses({ radius: 'md', padding: 'md' }, 'flex flex-col gap-3')}
    >
      <h2 id="tracking-import-title" className="text-lg font-bold text-ink-900">
        {t('trackingImport.title')}
      </h2>
      <FilePicker
        label={t('trackingImport.file')}
        hint={t('trackingImport.hint', { columns: TRACKING_IMPORT_COLUMNS.join(', ') })}
        accept=".csv,.txt,text/csv,text/plain"
        disabled={run.isRunning}
        onChange={(event) => void choose(event)}
        testId="tracking-file"
      />
      {chosen && 'isTooLarge' in chosen ? (
        <Notice testId="tracking-too-large">{tErrors('FILE_TOO_LARGE')}</Notice>
      ) : null}
      {lines && !run.isRunning ? (
        <div className="flex flex-wrap items-center gap-3">
          <span>{t('trackingImport.ready', { count: lines.length })}</span>
          <Button disabled={lines.length === 0} onClick={() => setIsConfirming(true)}>
            {t('trackingImport.ship', { count: lines.length })}
          </Button>
        </div>
      ) : null}
      {run.isRunning && run.progress ? <BulkProgress progress={run.progress} /> : null}
      {run.outcomes ? <BulkSummary outcomes={run.outcomes} onDismiss={run.dismiss} /> : null}
      {isConfirming && lines ? (
        <ConfirmDialog
          title={t('trackingImport.confirmTitle', { count: lines.length })}
          confirmLabel={t('trackingImport.ship', { count: lines.length })}
          cancelLabel={t('cancel')}
          isPending={run.isRunning}
          onConfirm={() => ship(lines)}
          onCancel={() => setIsConfirming(false)}
        >
          <p>{t('trackingImport.confirmBody')}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
