import { AppError } from '../../app-error.js';
import type { Orm } from '../../db/client.js';
import { getCustomerInfo } from '../customers/customer-service.js';
import { findCodeCard, insertCounterCodeUse } from './card-repository.js';
import { type Clock, verifyCounterCode } from './counter-code.js';

/** What staff learn from a good counter code (DESIGN §11 counter verify): the member, tier and card. */
export interface CounterVerification {
  card: { cardId: number; cardNumber: string; name: string; level: string; company: string; expiresAt: Date };
  member: { memberId: number; memberNumber: string; name: string; tier: string };
}

const REFUSALS = { invalid: 'CODE_INVALID', expired: 'CODE_EXPIRED', used: 'CODE_USED' } as const;

/**
 * Counter verify: accepts a member card's rotating code once (decision 014) and answers whose card it
 * is, in English for staff; refuses with CODE_INVALID, CODE_EXPIRED or CODE_USED.
 */
export async function verifyCounterCodeAtCounter(
  orm: Orm,
  code: string,
  clock: Clock = Date.now,
): Promise<CounterVerification> {
  const result = await verifyCounterCode(code, {
    clock,
    findCard: async (cardId) => {
      const row = await findCodeCard(orm, cardId);
      return row && { ...row, isDeleted: row.deletedAt !== null };
    },
    spend: (cardId, step) => insertCounterCodeUse(orm, cardId, step),
  });
  if (result.outcome !== 'accepted') throw new AppError(REFUSALS[result.outcome]);
  const { card } = result;
  const member = await getCustomerInfo(orm, card.memberId, 'en', new Date(clock()));
  return {
    card: {
      cardId: card.cardId,
      cardNumber: card.cardNumber,
      name: card.nameEn,
      level: card.levelEn,
      company: card.companyNameEn,
      expiresAt: card.expiresAt,
    },
    member: {
      memberId: card.memberId,
      memberNumber: member.mbk_member_id,
      name: `${member.first_name} ${member.last_name}`.trim(),
      tier: member.member_tier_desc,
    },
  };
}
