import { type AdminArticle, isAllowedFor, listArticles, updateArticle } from '@loyalty/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatPoints } from '@/lib/format';
import { formatDateTime } from '@/lib/format-time';
import { currentLanguage } from '@/lib/i18n';
import { columnHelperOf, DataTable } from '../../../components/data-table/data-table';
import { sortableColumnsOf, useListParams } from '../../../components/data-table/list-params';
import { editColumnOf } from '../../../components/edit-form/edit-column';
import { windowStateOf } from '../../../lib/display-window';
import { useSignedInOperator } from '../../../lib/signed-in-operator';
import { useArticleList } from '../api/articles';
import { ArticleForm } from './article-form';

const column = columnHelperOf<AdminArticle>();
const SORTABLE = sortableColumnsOf(listArticles.input);

type Editing = { article: AdminArticle | null } | null;

/** DESIGN §11 articles: both languages, the reading reward and the publish window; admins write them. */
export function ArticlesScreen() {
  const { t } = useTranslation('admin-articles');
  const { t: tAdmin } = useTranslation('admin');
  const params = useListParams(listArticles.input);
  const list = useArticleList(params.input);
  const [editing, setEditing] = useState<Editing>(null);
  const operator = useSignedInOperator();
  const canWrite = isAllowedFor(updateArticle.access, operator.role);
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
    ...(canWrite
      ? [editColumnOf(column, { nameOf: (article) => article.title_en, onEdit: (article) => setEditing({ article }) })]
      : []),
  ];

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink-900">{t('title')}</h1>
      {editing ? (
        <ArticleForm
          key={editing.article?.id ?? 'new'}
          article={editing.article}
          onSaved={(article) => setEditing({ article })}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <DataTable
        caption={t('caption')}
        columns={columns}
        list={list}
        params={params}
        sortable={SORTABLE}
        getRowId={(article) => String(article.id)}
        actions={
          canWrite ? (
            <Button onClick={() => setEditing({ article: null })} data-testid="article-create">
              {t('add')}
            </Button>
          ) : null
        }
      />
    </div>
  );
}
