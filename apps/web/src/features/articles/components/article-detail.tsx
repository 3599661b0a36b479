import { pathOf } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/feedback/load-error';
import { ArticleHtml } from '@/components/ui/article-html';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { isErrorBody } from '@/lib/api-client';
import { srcsetFor } from '@/lib/image-slots';
import { useArticleDetail } from '../api/articles';
import { type EarnedReward, RewardPanel } from './reward-panel';

export function ArticleNotFound() {
  const { t } = useTranslation('articles');
  return (
    <div data-testid="article-not-found">
      <EmptyState
        action={
          <ButtonLink to={pathOf('home-list')} variant="secondary">
            {t('detail.backToList')}
          </ButtonLink>
        }
      >
        {t('detail.notFound')}
      </EmptyState>
    </div>
  );
}

/** home-detail: the article, and its reward once the member has read it long enough. */
export function ArticleDetail({
  articleId,
  onEarned,
}: {
  articleId: number;
  onEarned: (reward: EarnedReward) => void;
}) {
  const { t } = useTranslation('articles');
  const detail = useArticleDetail(articleId);
  if (detail.isPending) {
    return (
      <div className="flex flex-col gap-4" aria-hidden>
        <div className="aspect-video w-full animate-pulse rounded-3xl bg-white/70" />
        <div className="h-8 w-2/3 animate-pulse rounded-xl bg-white/70" />
      </div>
    );
  }
  if (detail.isError) {
    if (isErrorBody(detail.error) && detail.error.code === 'NOT_FOUND') return <ArticleNotFound />;
    return <LoadError title={t('detail.loadError')} error={detail.error} onRetry={() => void detail.refetch()} />;
  }
  const article = detail.data;
  return (
    <article className="flex flex-col gap-5" data-testid="article-detail">
      <img
        src={article.image_url}
        {...srcsetFor(article.image_srcset, 'column')}
        alt=""
        width={1280}
        height={720}
        className="aspect-video w-full rounded-3xl bg-brand-50 object-cover shadow-sm"
      />
      <h2 className="text-2xl font-bold text-ink-900 desktop:text-3xl" data-testid="article-title">
        {article.title}
      </h2>
      <ArticleHtml
        html={article.body_html}
        className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink-100"
        testId="article-body"
      />
      {/* After the body: the reward is for reading it. */}
      {article.reward_points > 0 ? (
        <RewardPanel
          articleId={article.article_id}
          points={article.reward_points}
          isRewarded={article.rewarded}
          availableAt={article.reward_available_at}
          onEarned={onEarned}
        />
      ) : null}
    </article>
  );
}
