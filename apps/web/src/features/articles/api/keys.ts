/** The articles feature's query keys, one factory for every read. */
export const articleKeys = {
  list: () => ['article-list'] as const,
  detail: (articleId: number) => ['article-detail', articleId] as const,
};
