import DataLoader from 'dataloader';

/**
 * The most keys one read is given: a bound on its statement's array and its answer, far above what the
 * calls arriving together in one turn of a busy process add up to (64 connections make at most 64).
 */
export const MOST_KEYS_A_READ = 256;

/**
 * A read by key whose calls in one turn of the event loop are read together (decision 066): `readMany`
 * runs once for the keys asked during the turn (a repeated key once), on the next turn (`setImmediate`),
 * and each caller is answered its key's value, or undefined when `readMany` found none. Nothing is kept
 * between turns: each call's read starts after the call was made, so it sees every write committed before
 * it, on any instance. When `readMany` fails, each call of its turn fails with the same error. A key that
 * is not a plain value (an object) names itself by `idOf`, which its answers are mapped by.
 */
export function readTogether<Key, Value>(
  readMany: (keys: readonly Key[]) => Promise<ReadonlyMap<Key, Value>>,
): (key: Key) => Promise<Value | undefined>;
export function readTogether<Key, Value, Id>(
  readMany: (keys: readonly Key[]) => Promise<ReadonlyMap<Id, Value>>,
  idOf: (key: Key) => Id,
): (key: Key) => Promise<Value | undefined>;
export function readTogether<Key, Value>(
  readMany: (keys: readonly Key[]) => Promise<ReadonlyMap<unknown, Value>>,
  idOf: (key: Key) => unknown = (key) => key,
): (key: Key) => Promise<Value | undefined> {
  const loader = new DataLoader<Key, Value | undefined>(
    async (keys) => {
      const distinct = new Map(keys.map((key) => [idOf(key), key]));
      const found = await readMany([...distinct.values()]);
      return keys.map((key) => found.get(idOf(key)));
    },
    { cache: false, maxBatchSize: MOST_KEYS_A_READ, batchScheduleFn: (send) => setImmediate(send) },
  );
  return (key) => loader.load(key);
}

/** A page of a member's list (a history, say), `offset` rows in, `limit` rows long. */
export interface ListPage<List extends string> {
  list: List;
  offset: number;
  limit: number;
}

interface MemberPage<List extends string> {
  memberId: number;
  page: ListPage<List>;
}

const pageIdOf = (page: ListPage<string>) => `${page.list} ${page.offset} ${page.limit}`;
const memberPageIdOf = ({ memberId, page }: MemberPage<string>) => `${pageIdOf(page)} ${memberId}`;

/**
 * `readTogether` for pages of members' lists: the calls of one turn are read with one `readPages` for
 * each page asked (the same list, offset and limit), whatever the members, and each is answered its
 * member's page, or undefined when `readPages` found none.
 */
export function readPagesTogether<List extends string, Page>(
  readPages: (memberIds: readonly number[], page: ListPage<List>) => Promise<ReadonlyMap<number, Page>>,
): (memberId: number, page: ListPage<List>) => Promise<Page | undefined> {
  const read = readTogether(async (keys: readonly MemberPage<List>[]) => {
    const membersByPage = new Map<string, { page: ListPage<List>; memberIds: number[] }>();
    for (const { memberId, page } of keys) {
      const asked = membersByPage.get(pageIdOf(page)) ?? { page, memberIds: [] };
      asked.memberIds.push(memberId);
      membersByPage.set(pageIdOf(page), asked);
    }
    const found = new Map<string, Page>();
    await Promise.all(
      [...membersByPage.values()].map(async ({ page, memberIds }) => {
        for (const [memberId, value] of await readPages(memberIds, page)) {
          found.set(memberPageIdOf({ memberId, page }), value);
        }
      }),
    );
    return found;
  }, memberPageIdOf);
  return (memberId, page) => read({ memberId, page });
}

/** A member's page as a statement that reads the pages of several members answers it. */
export interface MemberPageRows<Entry> {
  rows: Entry[];
  total: number;
}

/**
 * The rows of a statement that reads one page for several members (their ids unnested and joined
 * laterally to each member's page) as each member's page: every member has a row carrying their total,
 * and a member whose page is empty has that row alone, in which `entryOf` finds no entry (undefined).
 */
export function pagesOfMembers<Row extends { memberId: number; total: number }, Entry>(
  rows: readonly Row[],
  entryOf: (row: Row) => Entry | undefined,
): Map<number, MemberPageRows<Entry>> {
  const pages = new Map<number, MemberPageRows<Entry>>();
  for (const row of rows) {
    const page = pages.get(row.memberId) ?? { rows: [], total: row.total };
    pages.set(row.memberId, page);
    const entry = entryOf(row);
    if (entry !== undefined) page.rows.push(entry);
  }
  return pages;
}
