/** DESIGN §5 list answer: `{items, page, limit, total, end_page}`, `end_page` true on the last page. */
export function pagedListOf<T>(items: T[], paging: { page: number; limit: number }, total: number) {
  const shown = (paging.page - 1) * paging.limit + items.length;
  return { items, page: paging.page, limit: paging.limit, total, end_page: shown >= total };
}

/** A list `sort` value as column and direction: `-created_at` is created_at, descending. */
export function sortOf<Column extends string>(sort: string): { column: Column; descending: boolean } {
  const descending = sort.startsWith('-');
  return { column: (descending ? sort.slice(1) : sort) as Column, descending };
}
