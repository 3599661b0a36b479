import { type AdminArticle, listArticles, updateArticle } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { formatPoints } from '@/lib/format';
import { formatDateTime } from '@/lib/format-time';
import { currentLanguage } from '@/lib/i18n';
import { columnHelperOf } from '../../../components/data-table/data-table';
import { sortableColumnsOf, useListParams } from '../../../components/data-table/list-params';
import { EditableListScreen } from '../../../components/edit-form/editable-list-screen';
import { windowStateOf } from '../../../lib/display-window';
import { useArticleList } from '../api/articles';
import { ArticleForm } from './article-form';

const column = columnHelperOf<AdminArticle>();
const SORTABLE = sortableColumnsOf(listArticles.input);

/** DESIGN §11 articles: both languages, the reading reward and the publish window; admins write them. */
export function ArticlesScreen() {
  const { t } = useTranslation('admin-articles');
  const { t: tAdmin } = useTranslation('admin');
  const params = useListParams(listArticles.input);
  const list = useArticleList(params.input);
  const language = currentLanguage();
  const thai = language === 'th';

  const columns = [
    column.accessor('title_en', {
      header: t(thai ? 'titleTh' : 'titleEn'),
      cell: (cell) => (thai ? cell.row.original.title_th : cell.getValue()),
    }),
    column.accessor('reward_points', {
      header: t('rewardPoints'),
      cell: (cell) => formatPoints(cell.getValue(), language),
    }),
    column.accessor('min_read_seconds', { header: t('minReadSeconds') }),
    column.accessor('published_at', {
      header: t('publishedAt'),
      cell: (cell) => formatDateTime(cell.getValue(), language),
    }),
    column.accessor('ends_at', {
      header: t('endsAt'),
      cell: (cell) => {
        const ends = cell.getValue();
        return ends ? formatDateTime(ends, language) : tAdmin('content.none');
      },
    }),
    column.display({
      id: 'state',
      header: tAdmin('content.window'),
      cell: (cell) =>
        tAdmin(`content.state.${windowStateOf(cell.row.original.published_at, cell.row.original.ends_at)}`),
    }),
  ];

  return (
    <EditableListScreen
      title={t('title')}
      writeAccess={updateArticle.access}
      nameOf={(article) => article.title_en}
      addLabel={t('add')}
      addTestId="article-create"
      renderForm={(article, { close, edit }) => <ArticleForm article={article} onSaved={edit} onClose={close} />}
      caption={t('caption')}
      columns={columns}
      list={list}
      params={params}
      sortable={SORTABLE}
    />
  );
}
