import { type ArticleSummary, pathOf } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cardClasses } from '@/components/ui/card-classes';
import { PagedList } from '@/components/ui/paged-list';
import { Picture } from '@/components/ui/picture';
import { WordBreaks } from '@/components/ui/word-breaks';
import { useArticleList } from '../api/articles';
import { RewardBadge } from './reward-badge';

const GRID = 'grid gap-4 tablet:grid-cols-2';

function ArticleCard({ article }: { article: ArticleSummary }) {
  const { t } = useTranslation('articles');
  return (
    <Link
      to={`${pathOf('home-detail')}?id=${article.article_id}`}
      className={cardClasses(
        { padding: 'none', isOutlined: true, isInteractive: true },
        'group flex h-full flex-col overflow-hidden',
      )}
      data-testid="article-card"
      data-article-id={article.article_id}
    >
      {/* The slot keeps its 16:9 shape before the image arrives, so nothing below it jumps (DESIGN §10). */}
      <Picture
        src={article.image_url}
        srcset={article.image_srcset}
        slot="half"
        ratio="video"
        width={640}
        height={360}
        loading="lazy"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        {article.reward_points > 0 ? (
          <div>
            <RewardBadge points={article.reward_points} isCollected={article.rewarded} />
          </div>
        ) : null}
        <h2 className="text-lg font-bold text-ink-900 group-hover:text-brand-700">
          <WordBreaks text={article.title} />
        </h2>
        <p className="line-clamp-3 text-ink-600">{article.summary}</p>
        <span className="mt-auto pt-2 text-sm font-semibold text-brand-700">{t('list.read')}</span>
      </div>
    </Link>
  );
}

/** home-list: the articles, newest first, each with the points it still gives this member. */
export function ArticleList() {
  const { t } = useTranslation('articles');
  const list = useArticleList();
  return (
    <>
      <p className="leading-relaxed text-ink-700">{t('list.intro')}</p>
      <PagedList
        query={list}
        keyOf={(article) => article.article_id}
        renderItem={(article) => <ArticleCard article={article} />}
        emptyText={t('list.empty')}
        skeleton={
          <ul className={GRID} aria-hidden>
            {[0, 1].map((slot) => (
              <li key={slot} className="h-72 animate-pulse rounded-3xl bg-white/70" />
            ))}
          </ul>
        }
        loadErrorTitle={t('list.loadError')}
        listClassName={GRID}
        testId="article-list"
      />
    </>
  );
}
