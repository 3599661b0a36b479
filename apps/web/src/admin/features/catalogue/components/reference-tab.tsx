import {
  type AdminCategory,
  type AdminGroup,
  type AdminPartner,
  type AdminSubcategory,
  isAllowedFor,
} from '@loyalty/contracts';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { columnHelperOf, DataTable } from '../../../components/data-table/data-table';
import { sortableColumnsOf, useListParams } from '../../../components/data-table/list-params';
import { useNameOf } from '../../../lib/bilingual-name';
import { useSignedInOperator } from '../../../lib/signed-in-operator';
import { REFERENCE_CALLS, type ReferenceKind, useReferenceChoices, useReferenceList } from '../api/catalogue';
import { CategoryForm, GroupForm, PartnerForm, SubcategoryForm } from './reference-forms';

type ReferenceItem = AdminCategory | AdminSubcategory | AdminGroup | AdminPartner;
type AnyItem = ReferenceItem & Partial<AdminCategory & AdminSubcategory & AdminGroup & AdminPartner>;

const FORMS: Record<ReferenceKind, ComponentType<{ item: never; onDone: () => void }>> = {
  categories: CategoryForm,
  subcategories: SubcategoryForm,
  groups: GroupForm,
  partners: PartnerForm,
};

const column = columnHelperOf<AnyItem>();

/**
 * One of the catalogue's lists (categories, subcategories, groups, partners): search, sort and, for admins,
 * add and edit.
 */
export function ReferenceTab({ kind }: { kind: ReferenceKind }) {
  const { t } = useTranslation('admin-catalogue');
  const canEdit = isAllowedFor(REFERENCE_CALLS[kind].update.access, useSignedInOperator().role);
  const categories = useReferenceChoices('categories');
  const nameOf = useNameOf();
  // A subcategory names its category, not the category's number.
  const categoryName = (id: number | undefined) => {
    const category = categories.data?.items.find((item) => item.id === id);
    return category ? nameOf(category) : String(id ?? '');
  };
  const calls = REFERENCE_CALLS[kind];
  const params = useListParams(calls.list.input);
  const list = useReferenceList(kind, params.input);
  const [editing, setEditing] = useState<{ item: AnyItem | null } | null>(null);
  const Form = FORMS[kind];

  const columns = [
    column.accessor('id', { header: t('column.id') }),
    ...(kind === 'categories' ? [column.accessor('code', { header: t('field.code') })] : []),
    ...(kind === 'subcategories'
      ? [
          column.accessor('category_id', {
            header: t('field.category'),
            cell: (cell) => categoryName(cell.getValue()),
          }),
        ]
      : []),
    column.accessor('name_th', { header: t('field.nameTh') }),
    column.accessor('name_en', { id: 'name_en', header: t('field.nameEn') }),
    ...(kind === 'partners'
      ? [
          column.accessor('stores', {
            header: t('partners.stores'),
            cell: (cell) => (cell.getValue() ?? []).map((store) => store.code).join(', '),
          }),
        ]
      : [column.accessor('sort', { header: t('field.sort') })]),
    ...(canEdit
      ? [
          column.display({
            id: 'actions',
            header: () => <span className="sr-only">{t('column.actions')}</span>,
            cell: (cell) => (
              <button
                type="button"
                className="min-h-9 font-semibold text-brand-700 underline underline-offset-2"
                onClick={() => setEditing({ item: cell.row.original })}
                aria-label={t('actions.editLabel', { title: nameOf(cell.row.original) })}
              >
                {t('actions.edit')}
              </button>
            ),
          }),
        ]
      : []),
  ];

  return (
    <div className="flex flex-col gap-6">
      {editing ? (
        <Form key={editing.item?.id ?? 'new'} item={editing.item as never} onDone={() => setEditing(null)} />
      ) : null}
      <DataTable
        caption={t(`tabs.${kind}`)}
        columns={columns}
        list={list as never}
        params={params}
        sortable={sortableColumnsOf(calls.list.input)}
        getRowId={(item) => String(item.id)}
        actions={
          canEdit ? (
            <Button onClick={() => setEditing({ item: null })} data-testid={`${kind}-create`}>
              {t(`${kind}.add`)}
            </Button>
          ) : undefined
        }
      />
    </div>
  );
}
