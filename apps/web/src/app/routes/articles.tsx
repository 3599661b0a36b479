import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ArticleDetail, ArticleNotFound } from '@/features/articles/components/article-detail';
import { ArticleList } from '@/features/articles/components/article-list';
import { Framed } from './framed';

export const ArticleListRoute = () => (
  <Framed>
    <ArticleList />
  </Framed>
);

/** home-detail takes the article as `?id=` (contracts: routes.ts); anything else is no article at all. */
export function ArticleDetailRoute() {
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  const id = Number(search.get('id'));
  const isValidId = Number.isInteger(id) && id > 0;
  return (
    <Framed>
      {isValidId ? (
        // The reward moves the balance, the history and the list's badges: everything seen is refreshed.
        <ArticleDetail key={id} articleId={id} onEarned={() => void queryClient.invalidateQueries()} />
      ) : (
        <ArticleNotFound />
      )}
    </Framed>
  );
}
