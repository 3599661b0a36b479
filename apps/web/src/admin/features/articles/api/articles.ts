import { type AdminCallInput, createArticle, listArticles, updateArticle } from '@loyalty/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminListQuery } from '../../../lib/admin-list';
import { useAdminWrite } from '../../../lib/admin-write';

export type ArticleListInput = AdminCallInput<typeof listArticles>;

/** GET /articles: one page of articles, scheduled and ended ones included. */
export function useArticleList(input: ArticleListInput) {
  return useQuery(adminListQuery(listArticles, input));
}

/** POST /articles (admins): the server sanitises the bodies. */
export function useCreateArticle() {
  return useAdminWrite(createArticle, listArticles);
}

/** PUT /articles/{id} (admins): the whole article. */
export function useUpdateArticle() {
  return useAdminWrite(updateArticle, listArticles);
}
