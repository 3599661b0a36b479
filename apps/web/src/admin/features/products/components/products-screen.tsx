import { type AdminProduct, listProducts, updateProduct } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { columnHelperOf } from '../../../components/data-table/data-table';
import { ListFilterSelect } from '../../../components/data-table/list-filter-select';
import { sortableColumnsOf, useListParams } from '../../../components/data-table/list-params';
import { EditableListScreen } from '../../../components/edit-form/editable-list-screen';
import { useProductList } from '../api/products';
import { ProductForm, useKindOptions } from './product-form';

const column = columnHelperOf<AdminProduct>();
const SORTABLE = sortableColumnsOf(listProducts.input);

/** DESIGN §11 products: the group's companies and brands members browse (§12); admins add and change them. */
export function ProductsScreen() {
  const { t } = useTranslation('admin-products');
  const { t: tAdmin } = useTranslation('admin');
  const params = useListParams(listProducts.input);
  const list = useProductList(params.input);
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
  ];

  return (
    <EditableListScreen
      title={t('title')}
      writeAccess={updateProduct.access}
      nameOf={(product) => product.name_en}
      addLabel={t('add')}
      addTestId="product-create"
      renderForm={(product, { close }) => <ProductForm product={product} onDone={close} />}
      caption={t('caption')}
      columns={columns}
      list={list}
      params={params}
      sortable={SORTABLE}
      filters={
        <ListFilterSelect
          params={params}
          name="kind"
          label={t('kind')}
          placeholder={t('allKinds')}
          options={kindOptions}
        />
      }
    />
  );
}
