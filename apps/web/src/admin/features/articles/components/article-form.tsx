import { type AdminArticle, articleInput, listArticles, uploadArticleImage } from '@loyalty/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { EditFormFrame } from '../../../components/edit-form/edit-form-frame';
import { ImageUpload } from '../../../components/image-upload/image-upload';
import { useListRefresh } from '../../../lib/admin-write';
import { bangkokOfInstant, instantOfBangkok } from '../../../lib/bangkok-time';
import { wholeNumberOf } from '../../../lib/form-values';
import { useCreateArticle, useUpdateArticle } from '../api/articles';
import { ArticlePreview } from './article-preview';

/** TipTap is the heaviest thing in the console: it loads when an article form opens, not with the list. */
const RichTextEditor = lazy(() => import('./rich-text-editor').then((module) => ({ default: module.RichTextEditor })));

interface ArticleValues {
  title_th: string;
  title_en: string;
  summary_th: string;
  summary_en: string;
  body_th: string;
  body_en: string;
  image_url: string;
  reward_points: string;
  min_read_seconds: string;
  published_at: string;
  ends_at: string;
}

const valuesOf = (article: AdminArticle | null): ArticleValues => ({
  title_th: article?.title_th ?? '',
  title_en: article?.title_en ?? '',
  summary_th: article?.summary_th ?? '',
  summary_en: article?.summary_en ?? '',
  body_th: article?.body_th ?? '',
  body_en: article?.body_en ?? '',
  image_url: article?.image_url ?? '',
  reward_points: String(article?.reward_points ?? 0),
  min_read_seconds: String(article?.min_read_seconds ?? 30),
  published_at: bangkokOfInstant(article?.published_at),
  ends_at: bangkokOfInstant(article?.ends_at),
});

const inputOf = (values: ArticleValues) => ({
  ...values,
  reward_points: wholeNumberOf(values.reward_points),
  min_read_seconds: wholeNumberOf(values.min_read_seconds),
  published_at: instantOfBangkok(values.published_at) ?? undefined,
  ends_at: instantOfBangkok(values.ends_at),
});

function EditorLoading() {
  const { t } = useTranslation('admin-articles');
  return (
    <p role="status" className="min-h-48 rounded-2xl border border-ink-200 p-4 text-ink-600">
      {t('editorLoading')}
    </p>
  );
}

/**
 * A new article or the whole of an existing one (DESIGN §11 content). Once saved, the form stays open on
 * the saved article with its preview: what the server stored is what members will read.
 */
export function ArticleForm({
  article,
  onSaved,
  onClose,
}: {
  article: AdminArticle | null;
  onSaved: (article: AdminArticle) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-articles');
  const { t: tAdmin } = useTranslation('admin');
  const create = useCreateArticle();
  const update = useUpdateArticle();
  const form = useContractForm(articleInput, { defaultValues: valuesOf(article), toInput: inputOf });
  const refreshList = useListRefresh(listArticles);
  const bodyTh = form.valueProps('body_th');
  const bodyEn = form.valueProps('body_en');
  return (
    <EditFormFrame
      form={form}
      titleId={article ? 'edit-article-title' : 'create-article-title'}
      title={article ? t('editTitle', { title: article.title_en }) : t('createTitle')}
      isNew={article === null}
      onSave={(input) =>
        article ? update.mutateAsync({ params: { id: String(article.id) }, input }) : create.mutateAsync({ input })
      }
      onSaved={onSaved}
      onCancel={onClose}
      testId="article-form"
      noticeTestId="article-notice"
      footer={article ? <ArticlePreview article={article} /> : null}
    >
      <TextField label={t('titleTh')} lang="th" {...form.fieldProps('title_th')} />
      <TextField label={t('titleEn')} lang="en" {...form.fieldProps('title_en')} />
      <TextField label={t('summaryTh')} lang="th" {...form.fieldProps('summary_th')} />
      <TextField label={t('summaryEn')} lang="en" {...form.fieldProps('summary_en')} />
      <Suspense fallback={<EditorLoading />}>
        <RichTextEditor label={t('bodyTh')} hint={t('bodyHint')} lang="th" testId="article-body-th" {...bodyTh} />
        <RichTextEditor label={t('bodyEn')} hint={t('bodyHint')} lang="en" testId="article-body-en" {...bodyEn} />
      </Suspense>
      <TextField label={t('image')} hint={tAdmin('content.imageUrlHint')} {...form.fieldProps('image_url')} />
      <div className="hidden desktop:block" />
      {article ? (
        <div className="desktop:col-span-2">
          <ImageUpload
            call={uploadArticleImage}
            id={article.id}
            label={t('upload')}
            currentUrl={article.image_url}
            onUploaded={(image) => {
              // The upload saved the picture; the form's next save must keep it.
              form.setValue('image_url', image.url);
              refreshList();
            }}
          />
        </div>
      ) : null}
      <TextField
        label={t('rewardPoints')}
        hint={t('rewardHint')}
        inputMode="numeric"
        {...form.fieldProps('reward_points')}
      />
      <TextField label={t('minReadSeconds')} inputMode="numeric" {...form.fieldProps('min_read_seconds')} />
      <TextField label={t('publishedAt')} type="datetime-local" {...form.fieldProps('published_at')} />
      <TextField
        label={t('endsAt')}
        hint={tAdmin('content.openEndHint')}
        type="datetime-local"
        {...form.fieldProps('ends_at')}
      />
    </EditFormFrame>
  );
}
