import type { AdminArticle, Language } from '@loyalty/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArticleHtml } from '@/components/ui/article-html';
import { cardClasses } from '@/components/ui/card-classes';
import { Picture } from '@/components/ui/picture';
import { currentLanguage } from '@/lib/i18n';

/**
 * The saved article as members read it: the body the server stored after its allow-list, drawn by the
 * component the member app draws it with, in either language.
 */
export function ArticlePreview({ article }: { article: AdminArticle }) {
  const { t } = useTranslation('admin-articles');
  const { t: tAdmin } = useTranslation('admin');
  const [language, setLanguage] = useState<Language>(currentLanguage());
  const thai = language === 'th';
  return (
    <section
      aria-labelledby="article-preview-title"
      className="flex flex-col gap-4 rounded-2xl bg-ink-50 p-6 desktop:col-span-2"
      data-testid="article-preview"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id="article-preview-title" className="text-lg font-semibold text-ink-900">
            {t('preview')}
          </h3>
          <p className="text-sm text-ink-600">{t('previewHint')}</p>
        </div>
        <fieldset className="flex gap-2">
          <legend className="sr-only">{t('previewLanguage')}</legend>
          {(['th', 'en'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={language === option}
              onClick={() => setLanguage(option)}
              className="min-h-9 rounded-full border border-ink-300 px-4 text-sm font-semibold text-ink-800 aria-pressed:border-brand-600 aria-pressed:bg-brand-600 aria-pressed:text-white"
            >
              {tAdmin(option === 'th' ? 'content.thai' : 'content.english')}
            </button>
          ))}
        </fieldset>
      </div>
      <article lang={language} className="mx-auto flex w-full max-w-2xl flex-col gap-5">
        <Picture src={article.image_url} ratio="video" className="rounded-3xl shadow-sm" />
        <h4 className="text-2xl font-bold text-ink-900">{thai ? article.title_th : article.title_en}</h4>
        <ArticleHtml
          html={thai ? article.body_th : article.body_en}
          className={cardClasses({ padding: 'lg', isOutlined: true })}
          testId="article-preview-body"
        />
      </article>
    </section>
  );
}
