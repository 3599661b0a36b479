import { type AdminProduct, isAllowedFor, listProducts, updateProduct } from '@loyalty/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { currentLanguage } from '@/lib/i18n';
import { columnHelperOf, DataTable } from '../../../components/data-table/data-table';
import { sortableColumnsOf, useListParams } from '../../../components/data-table/list-params';
import { editColumnOf } from '../../../components/edit-form/edit-column';
import { useSignedInOperator } from '../../../lib/signed-in-operator';
import { useProductList } from '../api/products';
import { ProductForm, useKindOptions } from './product-form';

const column = columnHelperOf<AdminProduct>();
const SORTABLE = sortableColumnsOf(listProducts.input);

type Editing = { product: AdminProduct | null } | null;

/** DESIGN §11 products: the group's companies and brands members browse (§12); admins add and change them. */
export function ProductsScreen() {
  const { t } = useTranslation('admin-products');
  const { t: tAdmin } = useTranslation('admin');
  const params = useListParams(listProducts.input);
  const list = useProductList(params.input);
  const [editing, setEditing] = useState<Editing>(null);
  const operator = useSignedInOperator();
  const canWrite = isAllowedFor(updateProduct.access, operator.role);
  const kindOptions = useKindOptions();
  const thai = currentLanguage() === 'th';

  const columns = [
    column.display({
      id: 'logo',
      header: () => <span className="sr-only">{t('logo')}</span>,
      cell: (cell) => (
        <img
          src={cell.row.original.logo_url}
          alt=""
          className="size-12 max-w-none rounded-lg bg-ink-100 object-contain"
        />
      ),
    }),
    column.accessor('name_en', {
      header: t(thai ? 'nameTh' : 'nameEn'),
      cell: (cell) => (thai ? cell.row.original.name_th : cell.getValue()),
    }),
    column.accessor('kind', {
      header: t('kind'),
      cell: (cell) => kindOptions.find((option) => option.value === cell.getValue())?.label ?? cell.getValue(),
    }),
    column.accessor(thai ? 'category_th' : 'category_en', {
      id: 'category',
      header: t(thai ? 'categoryTh' : 'categoryEn'),
    }),
    column.accessor('branches', {
      header: t('branches'),
      cell: (cell) => t('branchCount', { count: cell.getValue().length }),
    }),
    column.accessor('is_published', {
      header: t('status'),
      cell: (cell) => (cell.getValue() ? t('statusPublished') : t('statusHidden')),
    }),
    column.accessor('sort', { header: tAdmin('content.sort') }),
    ...(canWrite
      ? [editColumnOf(column, { nameOf: (product) => product.name_en, onEdit: (product) => setEditing({ product }) })]
      : []),
  ];

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink-900">{t('title')}</h1>
      {editing ? (
        <ProductForm key={editing.product?.id ?? 'new'} product={editing.product} onDone={() => setEditing(null)} />
      ) : null}
      <DataTable
        caption={t('caption')}
        columns={columns}
        list={list}
        params={params}
        sortable={SORTABLE}
        getRowId={(product) => String(product.id)}
        filters={
          <SelectField
            label={t('kind')}
            placeholder={t('allKinds')}
            options={kindOptions}
            value={params.input.kind ?? ''}
            onChange={(event) => params.update({ kind: event.target.value || null })}
            className="w-56"
          />
        }
        actions={
          canWrite ? (
            <Button onClick={() => setEditing({ product: null })} data-testid="product-create">
              {t('add')}
            </Button>
          ) : null
        }
      />
    </div>
  );
}
