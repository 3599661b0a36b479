import {
  type AdminPrivilege,
  isAllowedFor,
  listAdminPrivileges,
  PRIVILEGE_STATES,
  PRIVILEGE_STOCK_FILTERS,
  updateAdminPrivilege,
} from '@loyalty/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { formatPoints } from '@/lib/format';
import { formatDateTime } from '@/lib/format-time';
import { currentLanguage } from '@/lib/i18n';
import { columnHelperOf, DataTable } from '../../../components/data-table/data-table';
import { type ListPatch, sortableColumnsOf, useListParams } from '../../../components/data-table/list-params';
import { useNameOf } from '../../../lib/bilingual-name';
import { useSignedInOperator } from '../../../lib/signed-in-operator';
import { type PrivilegeListInput, usePrivilegeList, useReferenceChoices } from '../api/catalogue';
import { FlashSalesPanel } from './flash-sales-panel';
import { PrivilegeForm } from './privilege-form';
import { StockForm } from './stock-form';

const column = columnHelperOf<AdminPrivilege>();
const SORTABLE = sortableColumnsOf(listAdminPrivileges.input);

type Open = { kind: 'create' } | { kind: 'edit' | 'stock' | 'flash-sales'; privilege: AdminPrivilege } | null;

const FILTERS = ['category_id', 'group_id', 'partner_id', 'state', 'stock'] as const;
type FilterName = (typeof FILTERS)[number];

function PrivilegeFilters({ input, onApply }: { input: PrivilegeListInput; onApply: (patch: ListPatch) => void }) {
  const { t } = useTranslation('admin-catalogue');
  const nameOf = useNameOf();
  const [chosen, setChosen] = useState<Record<FilterName, string>>(() => ({
    category_id: input.category_id === undefined ? '' : String(input.category_id),
    group_id: input.group_id === undefined ? '' : String(input.group_id),
    partner_id: input.partner_id === undefined ? '' : String(input.partner_id),
    state: input.state ?? '',
    stock: input.stock ?? '',
  }));
  const references = {
    category_id: useReferenceChoices('categories'),
    group_id: useReferenceChoices('groups'),
    partner_id: useReferenceChoices('partners'),
  };
  const choose = (name: FilterName) => ({
    value: chosen[name],
    onChange: (event: { target: { value: string } }) => setChosen({ ...chosen, [name]: event.target.value }),
    className: 'w-44',
  });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply(chosen);
  };
  const referenceFilter = (name: 'category_id' | 'group_id' | 'partner_id') => (
    <SelectField
      label={t(`filter.${name}`)}
      placeholder={t('filter.all')}
      options={(references[name].data?.items ?? []).map((item) => ({ value: String(item.id), label: nameOf(item) }))}
      {...choose(name)}
    />
  );
  return (
    <form onSubmit={apply} className="flex flex-wrap items-end gap-3" data-testid="privilege-filters">
      {referenceFilter('category_id')}
      {referenceFilter('group_id')}
      {referenceFilter('partner_id')}
      <SelectField
        label={t('filter.state')}
        placeholder={t('filter.all')}
        options={PRIVILEGE_STATES.map((state) => ({ value: state, label: t(`state.${state}`) }))}
        {...choose('state')}
      />
      <SelectField
        label={t('filter.stock')}
        placeholder={t('filter.all')}
        options={PRIVILEGE_STOCK_FILTERS.map((stock) => ({ value: stock, label: t(`stockFilter.${stock}`) }))}
        {...choose('stock')}
      />
      <Button type="submit" variant="secondary">
        {t('filter.apply')}
      </Button>
    </form>
  );
}

/**
 * DESIGN §11 catalogue: the privileges table with its filters and, for admins, per row edit, stock and flash
 * sales (staff read the list: every change is an admin's).
 */
export function PrivilegesTab() {
  const { t } = useTranslation('admin-catalogue');
  const canEdit = isAllowedFor(updateAdminPrivilege.access, useSignedInOperator().role);
  const params = useListParams(listAdminPrivileges.input);
  const list = usePrivilegeList(params.input);
  const [open, setOpen] = useState<Open>(null);
  const language = currentLanguage();
  const close = () => setOpen(null);
  const action = (kind: 'edit' | 'stock' | 'flash-sales', privilege: AdminPrivilege) => (
    <button
      type="button"
      className="min-h-9 font-semibold text-brand-700 underline underline-offset-2"
      onClick={() => setOpen({ kind, privilege })}
      aria-label={t(`actions.${kind}Label`, { title: language === 'th' ? privilege.title_th : privilege.title_en })}
    >
      {t(`actions.${kind}`)}
    </button>
  );

  const columns = [
    column.accessor('id', { header: t('column.id') }),
    column.accessor(language === 'th' ? 'title_th' : 'title_en', { id: 'title_en', header: t('column.title') }),
    column.accessor(language === 'th' ? 'category_name_th' : 'category_name_en', {
      id: 'category',
      header: t('column.category'),
    }),
    column.accessor(language === 'th' ? 'partner_name_th' : 'partner_name_en', {
      id: 'partner',
      header: t('column.partner'),
    }),
    column.accessor('point_cost', {
      header: t('column.pointCost'),
      cell: (cell) => formatPoints(cell.getValue(), language),
    }),
    column.accessor('stock_left', {
      header: t('column.stock'),
      cell: (cell) =>
        t('column.stockValue', {
          left: formatPoints(cell.getValue(), language),
          total: formatPoints(cell.row.original.stock_total, language),
        }),
    }),
    column.accessor('state', { header: t('column.state'), cell: (cell) => t(`state.${cell.getValue()}`) }),
    column.accessor('ends_at', {
      header: t('column.endsAt'),
      cell: (cell) => formatDateTime(cell.getValue(), language),
    }),
    ...(canEdit
      ? [
          column.display({
            id: 'actions',
            header: () => <span className="sr-only">{t('column.actions')}</span>,
            cell: (cell) => (
              <div className="flex flex-wrap gap-3">
                {action('edit', cell.row.original)}
                {action('stock', cell.row.original)}
                {action('flash-sales', cell.row.original)}
              </div>
            ),
          }),
        ]
      : []),
  ];

  return (
    <div className="flex flex-col gap-6">
      {open?.kind === 'create' ? (
        <PrivilegeForm
          privilege={null}
          onDone={(created) => setOpen(created ? { kind: 'edit', privilege: created } : null)}
        />
      ) : null}
      {open?.kind === 'edit' ? (
        <PrivilegeForm key={open.privilege.id} privilege={open.privilege} onDone={close} />
      ) : null}
      {open?.kind === 'stock' ? <StockForm key={open.privilege.id} privilege={open.privilege} onDone={close} /> : null}
      {open?.kind === 'flash-sales' ? (
        <FlashSalesPanel key={open.privilege.id} privilege={open.privilege} onDone={close} />
      ) : null}
      <DataTable
        caption={t('tabs.privileges')}
        columns={columns}
        list={list}
        params={params}
        sortable={SORTABLE}
        getRowId={(privilege) => String(privilege.id)}
        filters={<PrivilegeFilters key={JSON.stringify(params.input)} input={params.input} onApply={params.update} />}
        actions={
          canEdit ? (
            <Button onClick={() => setOpen({ kind: 'create' })} data-testid="privilege-create">
              {t('privilege.add')}
            </Button>
          ) : undefined
        }
      />
    </div>
  );
}
