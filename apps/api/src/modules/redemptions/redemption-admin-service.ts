import type { MemberRedemption } from '@loyalty/contracts';
import type { Executor } from '../../db/client.js';
import { pagedListOf } from '../../paged-list.js';
import { selectAdminRedemptionPage } from './redemption-list-repository.js';
import { presentMemberRedemption } from './redemption-presenter.js';

/** One page of a member's redemptions for the back-office's member page (DESIGN §11), states at `now`. */
export async function listRedemptionsOfMember(
  db: Executor,
  request: { memberId: number; page: number; limit: number; isNewestFirst: boolean },
  now = new Date(),
): Promise<{ items: MemberRedemption[]; page: number; limit: number; total: number; end_page: boolean }> {
  const { page, limit } = request;
  const { rows, total } = await selectAdminRedemptionPage(db, {
    memberId: request.memberId,
    isNewestFirst: request.isNewestFirst,
    offset: (page - 1) * limit,
    limit,
  });
  return pagedListOf(
    rows.map((row) => presentMemberRedemption(row, now)),
    { page, limit },
    total,
  );
}
