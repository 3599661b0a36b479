import type { BulkRowResult, ErrorCode } from '@loyalty/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cardClasses } from '@/components/ui/card-classes';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';
import type { RowSelection } from '../data-table/row-selection';
import { BulkProgress, BulkSummary } from './bulk-report';
import { useChunkedRun } from './use-chunked-run';

/** One thing the bulk bar does to every selected row, asked first in a confirmation. */
export interface BulkAction<Row> {
  label: string;
  confirmTitle: (count: number) => string;
  confirmBody: (count: number) => string;
  /** This action's own words for a row's error code, where the general ones would mislead; undefined keeps them. */
  describe?: (code: ErrorCode) => string | undefined;
  /** Sends one piece of the selection (at most PIECE_ROWS rows) to the bulk call and answers its results. */
  run: (rows: Row[]) => Promise<BulkRowResult[]>;
}

/**
 * The bar above a selectable table (DESIGN §11 bulk work): "N selected", the actions, a confirmation
 * before any runs, the progress while it runs in pieces, and a summary naming each row that failed and
 * why. The selection is cleared once the action has run; `onFinished` reads the list again.
 */
export function BulkBar<Row>({
  selection,
  idOf,
  nameOf,
  actions,
  onFinished,
}: {
  selection: RowSelection<Row>;
  /** The id the bulk call answers for the row. */
  idOf: (row: Row) => number;
  nameOf: (row: Row) => string;
  actions: BulkAction<Row>[];
  onFinished: () => void;
}) {
  const { t } = useTranslation('admin');
  const [confirming, setConfirming] = useState<BulkAction<Row> | null>(null);
  const bulk = useChunkedRun<Row>();
  const count = selection.rows.length;

  function runConfirmed(action: BulkAction<Row>) {
    setConfirming(null);
    const rows = selection.rows;
    const nameOfId = new Map(rows.map((row) => [idOf(row), nameOf(row)]));
    bulk.start(
      {
        items: rows,
        nameOf,
        runPiece: async (piece) =>
          (await action.run(piece)).map((result) => ({
            name: nameOfId.get(result.id) ?? String(result.id),
            ok: result.ok,
            code: result.code,
            text: result.code ? action.describe?.(result.code) : undefined,
          })),
      },
      () => {
        selection.clear();
        onFinished();
      },
    );
  }

  return (
    <>
      {count > 0 || bulk.isRunning ? (
        <section
          aria-label={t('bulk.barLabel')}
          className={cardClasses({ radius: 'md', padding: 'sm' }, 'flex flex-wrap items-center gap-3')}
          data-testid="bulk-bar"
        >
          <span className="font-semibold text-ink-900">{t('bulk.selected', { count })}</span>
          {actions.map((action) => (
            <Button key={action.label} disabled={bulk.isRunning} onClick={() => setConfirming(action)}>
              {action.label}
            </Button>
          ))}
          <Button variant="ghost" disabled={bulk.isRunning} onClick={selection.clear}>
            {t('bulk.clear')}
          </Button>
          {bulk.isRunning && bulk.progress ? <BulkProgress progress={bulk.progress} /> : null}
        </section>
      ) : null}
      {bulk.outcomes ? <BulkSummary outcomes={bulk.outcomes} onDismiss={bulk.dismiss} /> : null}
      {confirming ? (
        <ConfirmDialog
          title={confirming.confirmTitle(count)}
          confirmLabel={confirming.label}
          cancelLabel={t('bulk.cancel')}
          isPending={bulk.isRunning}
          onConfirm={() => runConfirmed(confirming)}
          onCancel={() => setConfirming(null)}
        >
          <p>{confirming.confirmBody(count)}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
