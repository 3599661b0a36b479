import { type ArticleSummary, pathOf } from '@loyalty/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '@/components/feedback/load-error';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useArticleList } from '../api/articles';
import { RewardBadge } from './reward-badge';

function ArticleCard({ article }: { article: ArticleSummary }) {
  const { t } = useTranslation('articles');
  return (
    <li>
      <Link
        to={`${pathOf('home-detail')}?id=${article.article_id}`}
        className="group flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-ink-100 transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-3 focus-visible:outline-brand-600"
        data-testid="article-card"
        data-article-id={article.article_id}
      >
        {/* The slot keeps its 16:9 shape before the image arrives, so nothing below it jumps (DESIGN §10). */}
        <img
          src={article.image_url}
          alt=""
          width={640}
          height={360}
          loading="lazy"
          className="aspect-video w-full bg-brand-50 object-cover"
        />
        <div className="flex flex-1 flex-col gap-2 p-5">
          {article.reward_points > 0 ? (
            <div>
              <RewardBadge points={article.reward_points} isCollected={article.rewarded} />
            </div>
          ) : null}
          <h2 className="text-lg font-bold text-ink-900 group-hover:text-brand-700">{article.title}</h2>
          <p className="line-clamp-3 text-ink-600">{article.summary}</p>
          <span className="mt-auto pt-2 text-sm font-semibold text-brand-700">{t('list.read')}</span>
        </div>
      </Link>
    </li>
  );
}

/** The next page loads when the end of the list comes into view; the button stays for keyboards. */
function useLoadWhenVisible(onVisible: () => void, isEnabled: boolean) {
  const sentinel = useRef<HTMLDivElement>(null);
  const onVisibleRef = useRef(onVisible);
  onVisibleRef.current = onVisible;
  useEffect(() => {
    const element = sentinel.current;
    if (!isEnabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onVisibleRef.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [isEnabled]);
  return sentinel;
}

/** home-list: the articles, newest first, each with the points it still gives this member. */
export function ArticleList() {
  const { t } = useTranslation('articles');
  const list = useArticleList();
  const articles = list.data?.pages.flatMap((page) => page.items) ?? [];
  const canLoadMore = list.hasNextPage && !list.isFetchingNextPage;
  const sentinel = useLoadWhenVisible(() => void list.fetchNextPage(), canLoadMore);
  return (
    <>
      <p className="leading-relaxed text-ink-700">{t('list.intro')}</p>
      {list.isPending ? (
        <ul className="grid gap-4 tablet:grid-cols-2" aria-hidden>
          {[0, 1].map((slot) => (
            <li key={slot} className="h-72 animate-pulse rounded-3xl bg-white/70" />
          ))}
        </ul>
      ) : null}
      {list.isError ? (
        <LoadError title={t('list.loadError')} error={list.error} onRetry={() => void list.refetch()} />
      ) : null}
      {list.isSuccess && articles.length === 0 ? <EmptyState>{t('list.empty')}</EmptyState> : null}
      {articles.length > 0 ? (
        <ul className="grid gap-4 tablet:grid-cols-2" data-testid="article-list">
          {articles.map((article) => (
            <ArticleCard key={article.article_id} article={article} />
          ))}
        </ul>
      ) : null}
      <div ref={sentinel} />
      {list.hasNextPage ? (
        <Button
          variant="secondary"
          className="self-center"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
          data-testid="article-list-more"
        >
          {list.isFetchingNextPage ? t('list.loading') : t('list.more')}
        </Button>
      ) : null}
    </>
  );
}
