import type { SortingState } from '@tanstack/react-table';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';

/** What every list call of DESIGN §11 takes (`adminListQuery`), besides its own filters. */
export interface ListInput {
  page: number;
  limit: number;
  sort: string;
  q?: string | undefined;
}

export type ListPatch = Record<string, string | number | null | undefined>;

export interface ListParams<Input extends ListInput> {
  /** The call's input as the URL holds it, checked by the call's own schema. */
  input: Input;
  /** Changes some of the URL's values; changing anything but the page goes back to page 1. */
  update: (patch: ListPatch) => void;
  /** Whether a search or a filter narrows the list (an empty list then says so and offers to clear). */
  isNarrowed: boolean;
  clear: () => void;
}

/** Keys that shape a page rather than narrow the list (`tab`: which of a screen's lists is open). */
const VIEW_KEYS = new Set(['page', 'limit', 'sort', 'tab']);

/**
 * The input of a list call from the URL's query: values the schema refuses (a hand-edited address, a
 * column no longer sortable) are dropped and their defaults apply, so a bad link still opens the list.
 */
export function parseListInput<Schema extends z.ZodType<ListInput>>(
  schema: Schema,
  search: URLSearchParams,
): z.output<Schema> {
  const raw: Record<string, string> = Object.fromEntries(search);
  const first = schema.safeParse(raw);
  if (first.success) return first.data;
  for (const issue of first.error.issues) delete raw[String(issue.path[0])];
  const second = schema.safeParse(raw);
  return second.success ? second.data : schema.parse({});
}

/** The columns a list call sorts by, read from its `sort` enum (`adminListQuery`): one home for them. */
export function sortableColumnsOf(schema: z.ZodType): string[] {
  if (!(schema instanceof z.ZodObject)) return [];
  let sort: unknown = schema.shape.sort;
  if (sort instanceof z.ZodDefault) sort = sort.unwrap();
  if (!(sort instanceof z.ZodEnum)) return [];
  return (sort.options as string[]).filter((value) => !value.startsWith('-'));
}

/** `-at` → descending by `at`: the API's sort value as the table's sorting state, and back. */
export function sortingOf(sort: string): SortingState {
  return sort.startsWith('-') ? [{ id: sort.slice(1), desc: true }] : [{ id: sort, desc: false }];
}

export function sortOf(sorting: SortingState): string | null {
  const [first] = sorting;
  return first ? `${first.desc ? '-' : ''}${first.id}` : null;
}

/**
 * A list's paging, sort, search and filters kept in the URL query (DESIGN §11 tables): a reload, the
 * back button and a shared link show the same page of the same list.
 */
export function useListParams<Schema extends z.ZodType<ListInput>>(schema: Schema): ListParams<z.output<Schema>> {
  const [search, setSearch] = useSearchParams();
  const input = useMemo(() => parseListInput(schema, search), [schema, search]);

  const update = useCallback(
    (patch: ListPatch) => {
      const next = new URLSearchParams(search);
      let isChanged = false;
      for (const [key, value] of Object.entries(patch)) {
        const text =
          value === null || value === undefined || value === '' || (key === 'page' && value === 1)
            ? null
            : String(value);
        if (search.get(key) === text) continue;
        isChanged = true;
        if (text === null) next.delete(key);
        else next.set(key, text);
      }
      if (!isChanged) return;
      if (!('page' in patch)) next.delete('page');
      setSearch(next);
    },
    [search, setSearch],
  );

  const clear = useCallback(() => {
    const next = new URLSearchParams();
    for (const [key, value] of search) if (VIEW_KEYS.has(key) && key !== 'page') next.set(key, value);
    setSearch(next);
  }, [search, setSearch]);

  const isNarrowed = [...search.keys()].some((key) => !VIEW_KEYS.has(key));
  return { input, update, isNarrowed, clear };
}
