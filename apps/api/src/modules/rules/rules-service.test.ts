import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_RULES } from '../../../test/fixtures/rules.js';
import { useTestDatabase } from '../../../test/helper.js';
import { createCacheRegistry } from '../../caches.js';
import { connectDatabase } from '../../db/client.js';
import { createRulesCache } from './rules-cache.js';
import { presentAdminRules, presentPointRules, ruleChangesOf } from './rules-presenter.js';
import { readProgrammeRules, updateProgrammeRules } from './rules-service.js';

const context = useTestDatabase();
const db = () => context.database.orm;
const terminal = { operatorId: null, requestId: null };
/** This process's caches, as an app keeps them (no change listener here: only its own writes forget). */
const caches = createCacheRegistry();

afterEach(() => updateProgrammeRules(db(), caches, terminal, { transferDailyCap: 10_000 }));

describe('changing the programme rules', () => {
  it('applies a change at once in this process and stamps when', async () => {
    expect((await caches.rules.read(db())).transferDailyCap).toBe(10_000);
    const at = new Date('2030-01-02T03:04:05.000Z');
    const after = await updateProgrammeRules(db(), caches, terminal, ruleChangesOf({ transfer_daily_cap: 7_000 }), at);
    expect(presentAdminRules(after)).toMatchObject({ transfer_daily_cap: 7_000, updated_at: at.toISOString() });
    expect((await caches.rules.read(db())).transferDailyCap).toBe(7_000);
    expect((await readProgrammeRules(db())).updatedAt).toEqual(at);
  });

  it("answers a transaction from its app's cache, and another process's cache from a query", async () => {
    expect((await caches.rules.read(db())).transferDailyCap).toBe(10_000);
    // A change behind the cache's back, as another API process makes it: this one sees it within a minute.
    await db().execute(sql`update programme_rules set transfer_daily_cap = 6000`);
    const inTransaction = await db().transaction(async (tx) => [
      (await caches.rules.read(tx)).transferDailyCap,
      await tx.transaction(async (nested) => (await caches.rules.read(nested)).transferDailyCap),
    ]);
    expect(inTransaction).toEqual([10_000, 10_000]);
    const other = connectDatabase(context.url, { max: 1 });
    try {
      expect((await createRulesCache().read(other.orm)).transferDailyCap).toBe(6000);
    } finally {
      await other.close();
    }
    expect((await caches.rules.read(db(), Date.now() + 60_000)).transferDailyCap).toBe(6000);
  });

  it('never makes a transaction wait for a load running on another connection', async () => {
    const single = connectDatabase(context.url, { max: 1, poolWaitMs: 2_000 });
    const singleCache = createRulesCache();
    try {
      const rules = await single.orm.transaction(async (tx) => {
        // The pool's one connection is this transaction's: a load through the pool waits for it.
        const loading = singleCache.read(single.orm);
        const inside = await singleCache.read(tx);
        return { inside, loading };
      });
      expect(rules.inside.transferDailyCap).toBe(10_000);
      expect((await rules.loading).transferDailyCap).toBe(10_000);
    } finally {
      await single.close();
    }
  });

  it('keeps rules a transaction loaded for the next ones', async () => {
    const fresh = connectDatabase(context.url, { max: 2 });
    const freshCache = createRulesCache();
    try {
      expect(await fresh.orm.transaction(async (tx) => (await freshCache.read(tx)).transferDailyCap)).toBe(10_000);
      await db().execute(sql`update programme_rules set transfer_daily_cap = 6000`);
      expect(await fresh.orm.transaction(async (tx) => (await freshCache.read(tx)).transferDailyCap)).toBe(10_000);
    } finally {
      await fresh.close();
    }
  });

  it('names every rule the way the contracts do', async () => {
    const view = presentAdminRules(await readProgrammeRules(db()));
    expect(view).toEqual({ ...DEFAULT_RULES, updated_at: expect.any(String), revision: expect.any(String) });
  });

  it('keeps the approval threshold out of the rules members read', async () => {
    const rules = presentPointRules(await readProgrammeRules(db()));
    expect(rules).not.toHaveProperty('adjust_approval_threshold');
    expect(rules.transfer_daily_cap).toBe(10_000);
  });
});
