import type { listMemberCards, listMemberRedemptions, MemberTierProgress } from '@loyalty/contracts';
import type { z } from 'zod';
import { AppError } from '../../app-error.js';
import type { Executor } from '../../db/client.js';
import { listCardsOfMember } from '../cards/member-card-admin-service.js';
import { getConsentHistory } from '../consent/consent-service.js';
import { listRedemptionsOfMember } from '../redemptions/redemption-admin-service.js';
import type { TierRow } from '../tiers/tier-repository.js';
import { memberStandingOf, type TierReader } from '../tiers/tier-service.js';
import { findMemberIdByCode } from './member-admin-repository.js';

type RedemptionQuery = z.output<typeof listMemberRedemptions.input>;
type CardQuery = z.output<typeof listMemberCards.input>;

/**
 * The member's whole story on the console's member page (DESIGN §11, issue 35): each part read by the
 * module that owns it, for the member a member code names (NOT_FOUND for none).
 */
async function memberIdOf(db: Executor, memberCode: string): Promise<number> {
  const memberId = await findMemberIdByCode(db, memberCode);
  if (memberId === undefined) throw new AppError('NOT_FOUND');
  return memberId;
}

/** `GET /members/{member_id}/redemptions`: coupons and rewards, their state at `now`. */
export async function getMemberRedemptionPage(
  db: Executor,
  memberCode: string,
  query: RedemptionQuery,
  now = new Date(),
) {
  const memberId = await memberIdOf(db, memberCode);
  return listRedemptionsOfMember(
    db,
    { memberId, page: query.page, limit: query.limit, isNewestFirst: query.sort.startsWith('-') },
    now,
  );
}

/** `GET /members/{member_id}/cards`: every card, the deleted ones too, their state at `now`. */
export async function getMemberCardPage(db: Executor, memberCode: string, query: CardQuery, now = new Date()) {
  const memberId = await memberIdOf(db, memberCode);
  return listCardsOfMember(
    db,
    { memberId, page: query.page, limit: query.limit, isNewestFirst: query.sort.startsWith('-') },
    now,
  );
}

/** THB to the satang: a difference of two amounts never shows binary noise (1000 - 999.9). */
const baht = (amount: number) => Math.round(amount * 100) / 100;

const tierSummary = (tier: TierRow) => ({
  code: tier.code,
  name_en: tier.nameEn,
  name_th: tier.nameTh,
  min_spending: tier.minSpending,
});

/** `GET /members/{member_id}/tier`: the standing the member's own profile shows, in the console's words. */
export async function getMemberTierProgress(
  db: Executor,
  tierTable: TierReader,
  memberCode: string,
  now = new Date(),
): Promise<MemberTierProgress> {
  const memberId = await memberIdOf(db, memberCode);
  const found = await memberStandingOf(db, tierTable, memberId, now);
  if (!found) throw new AppError('NOT_FOUND');
  const { standing, window } = found;
  const progress: MemberTierProgress = {
    current: tierSummary(standing.current),
    held_until: standing.expiresAt?.toISOString() ?? null,
    amount_to_keep: standing.keep ? baht(standing.keep.amount) : null,
    spending: baht(standing.spending),
    window_from: window.rollingFrom.toISOString(),
    next: standing.next
      ? {
          ...tierSummary(standing.next.tier),
          amount_to_spend: baht(standing.next.amount),
          deadline: standing.next.deadline.toISOString(),
        }
      : null,
  };
  return progress;
}

/** `GET /members/{member_id}/consent-history`: the member's consent changes as their own consent page lists them. */
export async function getMemberConsentHistoryPage(
  db: Executor,
  memberCode: string,
  paging: { page: number; limit: number },
) {
  return getConsentHistory(db, await memberIdOf(db, memberCode), paging);
}
