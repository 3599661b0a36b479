/** A prepared statement of one page whose every row carries the list's `total` (DESIGN §10 read budget). */
interface PageStatement<Params, Row extends { total: number }> {
  execute(params: Params & { offset: number; limit: number }): Promise<Row[]>;
}

/**
 * One page from `statement` in one round trip, with the total its rows carry. A page past the end has no
 * row to carry it, so then the statement's first row alone is read to learn it (a rare second trip).
 */
export async function executePage<Params, Row extends { total: number }>(
  statement: PageStatement<Params, Row>,
  params: Params,
  page: { offset: number; limit: number },
): Promise<{ rows: Omit<Row, 'total'>[]; total: number }> {
  const rows = await statement.execute({ ...params, ...page });
  const carrier =
    rows.length > 0 || page.offset === 0 ? rows : await statement.execute({ ...params, offset: 0, limit: 1 });
  return { rows: rows.map(({ total: _total, ...row }) => row), total: carrier[0]?.total ?? 0 };
}
