import { describe, expect, it } from 'vitest';
import { MOST_KEYS_A_READ, pagesOfMembers, readPagesTogether, readTogether } from './read-together.js';

/** A read of squares that records the keys of each of its runs. */
function squares(missing: ReadonlySet<number> = new Set()) {
  const runs: number[][] = [];
  const read = readTogether(async (keys: readonly number[]) => {
    runs.push([...keys]);
    return new Map(keys.filter((key) => !missing.has(key)).map((key) => [key, key * key]));
  });
  return { read, runs };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('readTogether (decision 066)', () => {
  it('reads the keys asked in one turn of the event loop with one run, a repeated key once', async () => {
    const { read, runs } = squares();

    const answers = await Promise.all([read(2), read(3), read(2), read(4)]);

    expect(answers).toEqual([4, 9, 4, 16]);
    expect(runs).toEqual([[2, 3, 4]]);
  });

  it('keeps nothing between turns: each turn’s keys are read again', async () => {
    const { read, runs } = squares();

    expect(await read(5)).toBe(25);
    expect(await read(5)).toBe(25);
    const first = read(6);
    await nextTurn();
    const second = read(7);

    expect(await Promise.all([first, second])).toEqual([36, 49]);
    expect(runs).toEqual([[5], [5], [6], [7]]);
  });

  it('answers undefined for a key the read did not find, and the others their values', async () => {
    const { read } = squares(new Set([3]));

    expect(await Promise.all([read(2), read(3)])).toEqual([4, undefined]);
  });

  it('fails each call of a failed run with its error, and runs again for the next turn', async () => {
    const failure = new Error('connection lost');
    let fail = true;
    const read = readTogether(async (keys: readonly number[]) => {
      if (fail) throw failure;
      return new Map(keys.map((key) => [key, key]));
    });

    const outcomes = await Promise.allSettled([read(1), read(2)]);
    fail = false;

    expect(outcomes).toEqual([
      { status: 'rejected', reason: failure },
      { status: 'rejected', reason: failure },
    ]);
    expect(await read(3)).toBe(3);
  });

  it(`splits a turn of more than ${MOST_KEYS_A_READ} keys into runs of at most that many`, async () => {
    const { read, runs } = squares();
    const keys = Array.from({ length: MOST_KEYS_A_READ + 10 }, (_, index) => index);

    const answers = await Promise.all(keys.map(read));

    expect(answers).toEqual(keys.map((key) => key * key));
    expect(runs.map((run) => run.length)).toEqual([MOST_KEYS_A_READ, 10]);
  });

  it('reads keys that are objects once for each id `idOf` gives them, and answers each by its id', async () => {
    const runs: string[][] = [];
    const read = readTogether(
      async (keys: readonly { member: number; page: number }[]) => {
        runs.push(keys.map(({ member, page }) => `${member}/${page}`));
        return new Map(keys.map(({ member, page }) => [`${member}/${page}`, member * 100 + page]));
      },
      ({ member, page }) => `${member}/${page}`,
    );

    const answers = await Promise.all([
      read({ member: 1, page: 1 }),
      read({ member: 1, page: 2 }),
      read({ member: 1, page: 1 }),
      read({ member: 2, page: 1 }),
    ]);

    expect(answers).toEqual([101, 102, 101, 201]);
    expect(runs).toEqual([['1/1', '1/2', '2/1']]);
  });
});

describe('readPagesTogether', () => {
  it('reads the pages asked in one turn with one run a page, whatever the members, each member their own', async () => {
    const runs: string[] = [];
    const read = readPagesTogether(async (memberIds, page: { list: 'all' | 'earn'; offset: number; limit: number }) => {
      runs.push(`${page.list} ${page.offset} ${page.limit}: ${memberIds.join(',')}`);
      return new Map(memberIds.map((memberId) => [memberId, `${memberId} ${page.list} from ${page.offset}`]));
    });
    const first = { list: 'all', offset: 0, limit: 20 } as const;

    const answers = await Promise.all([
      read(1, first),
      read(2, { ...first }),
      read(1, { list: 'earn', offset: 0, limit: 20 }),
      read(1, { list: 'all', offset: 20, limit: 20 }),
      read(2, first),
    ]);

    expect(answers).toEqual(['1 all from 0', '2 all from 0', '1 earn from 0', '1 all from 20', '2 all from 0']);
    expect(runs).toEqual(['all 0 20: 1,2', 'earn 0 20: 1', 'all 20 20: 1']);
  });
});

describe('pagesOfMembers', () => {
  it('answers each member their total and entries in order, and a member whose page is empty the total alone', () => {
    const rows = [
      { memberId: 1, total: 3, entry: 'a' },
      { memberId: 1, total: 3, entry: 'b' },
      { memberId: 2, total: 5, entry: null },
      { memberId: 3, total: 0, entry: null },
    ];

    const pages = pagesOfMembers(rows, (row) => row.entry ?? undefined);

    expect([...pages]).toEqual([
      [1, { rows: ['a', 'b'], total: 3 }],
      [2, { rows: [], total: 5 }],
      [3, { rows: [], total: 0 }],
    ]);
  });
});
