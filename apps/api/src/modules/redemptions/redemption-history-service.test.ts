import { eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { memberWithPoints } from '../../../test/fixtures/points.js';
import { redeemedOffer } from '../../../test/fixtures/redemptions.js';
import { loggingOrm } from '../../../test/statement-log.js';
import { useTestApp } from '../../../test/test-app.js';
import { redemptions } from '../../db/schema.js';
import { redemptionHistoryReader } from './redemption-history-service.js';

const context = useTestApp();

describe('the redemption histories as the routes read them (decision 066)', () => {
  it('reads the calls of one turn with one statement a page of a list, each member their own', async () => {
    const { orm } = context.database;
    const first = await redeemedOffer(context.app, orm);
    const second = await redeemedOffer(context.app, orm);
    const expired = await redeemedOffer(context.app, orm, { member: second.member });
    await orm
      .update(redemptions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(redemptions.id, expired.redemptionId));
    const nobody = await memberWithPoints(orm, 0);
    const pool = new pg.Pool({ connectionString: context.url, max: 1 });
    const { orm: logging, statements } = loggingOrm(pool);
    const history = redemptionHistoryReader(logging);
    const asked = (member: { member: { id: number } }, page = 1) => ({
      memberId: member.member.id,
      language: 'en' as const,
      query: { page, limit: 20 },
    });
    try {
      const [firstAll, secondAll, none, pastTheEnd, active, expiredOnes] = await Promise.all([
        history.redemptions(asked(first.member)),
        history.redemptions(asked(second.member)),
        history.redemptions(asked(nobody)),
        history.redemptions(asked(second.member, 3)),
        history.coupons({ ...asked(second.member), query: { page: 1, limit: 20, State: 'active' } }),
        history.coupons({ ...asked(second.member), query: { page: 1, limit: 20, State: 'expired' } }),
      ]);

      expect(statements).toHaveLength(4);
      expect(firstAll.items.map((item) => item.redemption_id)).toEqual([first.redemptionId]);
      expect(secondAll.items.map((item) => item.redemption_id)).toEqual([expired.redemptionId, second.redemptionId]);
      expect(secondAll.items.map((item) => item.state)).toEqual(['expired', 'active']);
      expect(secondAll).toMatchObject({ total: 2, end_page: true });
      expect(none).toEqual({ items: [], page: 1, limit: 20, total: 0, end_page: true });
      expect(pastTheEnd).toEqual({ items: [], page: 3, limit: 20, total: 2, end_page: true });
      expect(active.items.map((item) => item.redemption_id)).toEqual([second.redemptionId]);
      expect(expiredOnes.items.map((item) => item.redemption_id)).toEqual([expired.redemptionId]);
    } finally {
      await pool.end();
    }
  });
});
