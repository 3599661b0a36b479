import { ADMIN_BANNER_GROUPS, type AdminBanner, listBanners, updateBanner } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-time';
import { currentLanguage } from '@/lib/i18n';
import { columnHelperOf } from '../../../components/data-table/data-table';
import { ListFilterSelect } from '../../../components/data-table/list-filter-select';
import { sortableColumnsOf, useListParams } from '../../../components/data-table/list-params';
import { EditableListScreen } from '../../../components/edit-form/editable-list-screen';
import { windowStateOf } from '../../../lib/display-window';
import { useBannerList } from '../api/banners';
import { BannerForm } from './banner-form';

const column = columnHelperOf<AdminBanner>();
const SORTABLE = sortableColumnsOf(listBanners.input);

/** DESIGN §11 banners: every group's pictures with their link, order and window; admins add and change them. */
export function BannersScreen() {
  const { t } = useTranslation('admin-banners');
  const { t: tAdmin } = useTranslation('admin');
  const params = useListParams(listBanners.input);
  const list = useBannerList(params.input);
  const language = currentLanguage();
  const when = (instant: string | null) => (instant ? formatDateTime(instant, language) : tAdmin('content.none'));

  const columns = [
    column.display({
      id: 'picture',
      header: () => <span className="sr-only">{t('image')}</span>,
      cell: (cell) => (
        <img
          src={cell.row.original.image_url}
          alt=""
          className="h-12 w-20 max-w-none rounded-lg bg-ink-100 object-cover"
        />
      ),
    }),
    column.accessor('group', { header: t('group'), cell: (cell) => t(`groups.${cell.getValue()}`) }),
    column.accessor('name', { header: t('name') }),
    column.accessor(language === 'th' ? 'title_th' : 'title_en', {
      id: 'title',
      header: t(language === 'th' ? 'titleTh' : 'titleEn'),
    }),
    column.accessor('link_path', { header: t('linkPath'), cell: (cell) => cell.getValue() ?? t('noLink') }),
    column.accessor('sort', { header: tAdmin('content.sort') }),
    column.accessor('starts_at', { header: tAdmin('content.startsAt'), cell: (cell) => when(cell.getValue()) }),
    column.accessor('ends_at', { header: tAdmin('content.endsAt'), cell: (cell) => when(cell.getValue()) }),
    column.display({
      id: 'state',
      header: tAdmin('content.window'),
      cell: (cell) => tAdmin(`content.state.${windowStateOf(cell.row.original.starts_at, cell.row.original.ends_at)}`),
    }),
  ];

  return (
    <EditableListScreen
      title={t('title')}
      writeAccess={updateBanner.access}
      nameOf={(banner) => banner.name}
      addLabel={t('add')}
      addTestId="banner-create"
      renderForm={(banner, { close }) => <BannerForm banner={banner} onDone={close} />}
      caption={t('caption')}
      columns={columns}
      list={list}
      params={params}
      sortable={SORTABLE}
      filters={
        <ListFilterSelect
          params={params}
          name="group"
          label={t('group')}
          placeholder={t('allGroups')}
          options={ADMIN_BANNER_GROUPS.map((group) => ({ value: group, label: t(`groups.${group}`) }))}
        />
      }
    />
  );
}
