import { listShipments, type Shipment, shipmentLabels, TRACKING_STEPS } from '@loyalty/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-time';
import { currentLanguage } from '@/lib/i18n';
import { BulkBar } from '../../../components/bulk-actions/bulk-bar';
import { CsvExportButton } from '../../../components/data-table/csv-export-button';
import { columnHelperOf, DataTable } from '../../../components/data-table/data-table';
import { ListFilterSelect } from '../../../components/data-table/list-filter-select';
import { sortableColumnsOf, useListParams } from '../../../components/data-table/list-params';
import { useRowSelection } from '../../../components/data-table/row-selection';
import { advanceShipments, useShipmentList, useShipmentsRefresh } from '../api/shipments';
import { AdvanceShipmentForm, nextStepOf } from './advance-shipment';
import { TrackingImport } from './tracking-import';

const column = columnHelperOf<Shipment>();
const SORTABLE = sortableColumnsOf(listShipments.input);

/** What names a shipment to the operator: its order number. */
const orderOf = (shipment: Shipment) => shipment.order_no;

/**
 * The selected shipments each moved one step, naming the step each was at when read: one moved meanwhile
 * comes back SHIPMENT_STEP_CHANGED instead of going a step too far.
 */
function advanceSelected(rows: Shipment[]) {
  return advanceShipments(
    rows.flatMap((shipment) => {
      const to = nextStepOf(shipment);
      return to ? [{ redemption_id: shipment.redemption_id, to }] : [];
    }),
  );
}

/**
 * DESIGN §11 shipping: physical rewards step by step or many at once (a selection, a carrier's tracking
 * CSV), and the packing labels of those waiting.
 */
export function ShipmentsScreen() {
  const { t } = useTranslation('admin-shipments');
  const { t: tAdmin } = useTranslation('admin');
  const params = useListParams(listShipments.input);
  const list = useShipmentList(params.input);
  const [advancing, setAdvancing] = useState<Shipment | null>(null);
  const selection = useRowSelection<Shipment>((shipment) => shipment.redemption_id);
  const refresh = useShipmentsRefresh();
  const language = currentLanguage();

  const columns = [
    column.accessor('order_no', {
      header: t('order'),
      cell: (cell) => <span className="font-mono">{cell.getValue()}</span>,
    }),
    column.accessor('redeemed_at', {
      header: t('redeemedAt'),
      cell: (cell) => formatDateTime(cell.getValue(), language),
    }),
    column.accessor('member', {
      header: t('member'),
      cell: (cell) => (
        <>
          {cell.getValue().name}
          <span className="block font-mono text-xs text-ink-600">{cell.getValue().mbk_member_id}</span>
        </>
      ),
    }),
    column.accessor('privilege', {
      header: t('reward'),
      cell: (cell) => (language === 'th' ? cell.getValue().title_th : cell.getValue().title),
    }),
    column.accessor('status', {
      header: t('step'),
      cell: (cell) => (
        <>
          <span className="font-semibold">{t(`steps.${cell.getValue()}`)}</span>
          <span className="block text-xs text-ink-600">{formatDateTime(cell.row.original.status_at, language)}</span>
        </>
      ),
    }),
    column.accessor('tracking_no', {
      header: t('tracking'),
      cell: (cell) => (cell.getValue() ? `${cell.row.original.carrier ?? ''} ${cell.getValue()}`.trim() : t('none')),
    }),
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">{t('actions')}</span>,
      cell: (cell) => {
        const next = nextStepOf(cell.row.original);
        if (!next) return null;
        return (
          <button
            type="button"
            className="min-h-9 font-semibold text-brand-700 underline underline-offset-2"
            onClick={() => setAdvancing(cell.row.original)}
            aria-label={t('advanceLabel', { order: cell.row.original.order_no, step: t(`steps.${next}`) })}
          >
            {t('advanceTo', { step: t(`steps.${next}`) })}
          </button>
        );
      },
    }),
  ];

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink-900">{tAdmin('nav.shipments')}</h1>
      {advancing ? (
        <AdvanceShipmentForm key={advancing.redemption_id} shipment={advancing} onDone={() => setAdvancing(null)} />
      ) : null}
      <TrackingImport />
      <BulkBar
        selection={selection}
        idOf={(shipment) => shipment.redemption_id}
        nameOf={orderOf}
        onFinished={refresh}
        actions={[
          {
            label: t('bulk.advance'),
            confirmTitle: (count) => t('bulk.advanceTitle', { count }),
            confirmBody: () => t('bulk.advanceBody'),
            describe: (code) => (code === 'VALIDATION_FAILED' ? t('bulk.needsTracking') : undefined),
            run: advanceSelected,
          },
        ]}
      />
      <DataTable
        caption={tAdmin('nav.shipments')}
        selection={{
          state: selection,
          nameOf: orderOf,
          canSelect: (shipment) => nextStepOf(shipment) !== null,
          listCall: listShipments,
        }}
        columns={columns}
        list={list}
        params={params}
        sortable={SORTABLE}
        getRowId={(shipment) => String(shipment.redemption_id)}
        actions={<CsvExportButton call={shipmentLabels} input={{}} fileName="shipment-labels.csv" />}
        filters={
          <ListFilterSelect
            params={params}
            name="status"
            label={t('filterStep')}
            placeholder={t('allOpen')}
            options={TRACKING_STEPS.map((step) => ({ value: step, label: t(`steps.${step}`) }))}
            data-testid="shipment-step-filter"
          />
        }
      />
    </div>
  );
}
