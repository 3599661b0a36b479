import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories.js';
import { useTestApp } from '../../../test/test-app.js';
import { within } from '../../../test/within.js';
import { DAY_MS } from '../calendar/bangkok-calendar.js';
import { applyMemberTierChange, createMemberTierCache } from './member-tier-cache.js';
import { heldTierOf } from './member-tier-service.js';
import { UNCACHED_TIERS } from './tier-cache.js';
import { recordSpending } from './tier-service.js';

const context = useTestApp();

/** A cache of its own, trusted, as the app's is while its change listener runs. */
function trustedReaders() {
  const memberTiers = createMemberTierCache();
  memberTiers.startTrusting();
  return { tiers: UNCACHED_TIERS, memberTiers };
}

async function tierRows() {
  const { rows } = await context.db.execute<{ id: number; code: string }>(
    sql`select id, code from tiers order by min_spending`,
  );
  const lowest = rows[0];
  const highest = rows.at(-1);
  if (!lowest || !highest) throw new Error('no tiers');
  return { lowest, highest };
}

/** Holds `tierId` for the member until `expiresAt` (null: the lowest tier's unending hold), as plain SQL would. */
const hold = (memberId: number, tierId: number, expiresAt: Date | null) =>
  context.db.execute(sql`insert into member_tier_statuses (member_id, tier_id, expires_at)
    values (${memberId}, ${tierId}, ${expiresAt?.toISOString() ?? null}::timestamptz)
    on conflict (member_id) do update set tier_id = excluded.tier_id, expires_at = excluded.expires_at`);

describe('the member tier cache (decision 065)', () => {
  it('answers a member’s tier from memory until a notice names the member', async () => {
    const { lowest, highest } = await tierRows();
    const readers = trustedReaders();
    const member = await createMember(context.db);
    const now = new Date();
    expect((await heldTierOf(context.db, readers, member.id, now)).id).toBe(lowest.id);

    await hold(member.id, highest.id, new Date(now.getTime() + 100 * DAY_MS));
    expect((await heldTierOf(context.db, readers, member.id, now)).id).toBe(lowest.id);
    applyMemberTierChange(readers.memberTiers, String(member.id));
    expect((await heldTierOf(context.db, readers, member.id, now)).id).toBe(highest.id);
  });

  it('answers a kept tier only between the instant it was read and the end of its hold', async () => {
    const { lowest, highest } = await tierRows();
    const tiers = await UNCACHED_TIERS.read(context.db);
    const kept = tiers.find((tier) => tier.id === highest.id);
    if (!kept) throw new Error('no tier row');
    const readers = trustedReaders();
    const member = await createMember(context.db);
    const readAt = Date.now();
    const holdEnds = readAt + DAY_MS;
    // What memory holds for the member; the table itself holds no status for them (the lowest tier).
    await readers.memberTiers.read(member.id, async () => ({ tier: kept, from: readAt, until: holdEnds }));

    const tierAt = async (at: number) => (await heldTierOf(context.db, readers, member.id, new Date(at))).id;
    expect(await tierAt(readAt + 1000)).toBe(highest.id);
    expect(await tierAt(holdEnds)).toBe(highest.id);
    expect(await tierAt(holdEnds + 1)).toBe(lowest.id);
    expect(await tierAt(readAt - 1)).toBe(lowest.id);
  });

  it('reads the table inside a transaction, which must see its own writes', async () => {
    const { lowest, highest } = await tierRows();
    const readers = trustedReaders();
    const member = await createMember(context.db);
    const now = new Date();
    expect((await heldTierOf(context.db, readers, member.id, now)).id).toBe(lowest.id);
    const inside = await context.db.transaction(async (tx) => {
      await tx.execute(sql`insert into member_tier_statuses (member_id, tier_id, expires_at)
        values (${member.id}, ${highest.id}, now() + interval '100 days')`);
      return (await heldTierOf(tx, readers, member.id, now)).id;
    });
    expect(inside).toBe(highest.id);
  });

  it('is told of a status row that moved, not of a spending that only locked it', async () => {
    const { lowest, highest } = await tierRows();
    const locked = await createMember(context.db);
    const raised = await createMember(context.db);
    const listener = await context.database.pool.connect();
    const told: string[] = [];
    listener.on('notification', (notice) => told.push(notice.payload ?? ''));
    try {
      await listener.query('LISTEN member_tier_changes');
      await hold(locked.id, lowest.id, null);
      const now = new Date();
      await context.db.transaction((tx) =>
        recordSpending(tx, UNCACHED_TIERS, { memberId: locked.id, amount: 1, spentAt: now }, now),
      );
      await hold(raised.id, highest.id, new Date(Date.now() + 100 * DAY_MS));
      // Notices arrive in commit order: once the last change is heard, the spending's would have been.
      expect(await within(2000, async () => told.includes(String(raised.id)))).toBe(true);
      expect(told).toEqual([String(locked.id), String(raised.id)]);
    } finally {
      await listener.query('UNLISTEN member_tier_changes');
      listener.release();
    }
  });
});
