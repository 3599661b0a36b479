import { pathOf } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/feedback/load-error';
import { ArticleHtml } from '@/components/ui/article-html';
import { ButtonLink } from '@/components/ui/button';
import { cardClasses } from '@/components/ui/card-classes';
import { EmptyState } from '@/components/ui/empty-state';
import { Picture } from '@/components/ui/picture';
import { WordBreaks } from '@/components/ui/word-breaks';
import { isErrorBody } from '@/lib/api-client';
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
      <Picture src={article.image_url} srcset={article.image_srcset} ratio="video" className="rounded-3xl shadow-sm" />
      <h2 className="text-2xl font-bold text-ink-900 desktop:text-3xl" data-testid="article-title">
        <WordBreaks text={article.title} />
      </h2>
      <ArticleHtml
        html={article.body_html}
        className={cardClasses({ padding: 'lg', isOutlined: true })}
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
