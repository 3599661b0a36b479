import type { CounterVerification as CounterVerificationView } from '@loyalty/contracts';
import { AppError } from '../../app-error.js';
import type { Executor, Orm } from '../../db/client.js';
import { type AuditActor, recordAudit } from '../audit/audit-service.js';
import { getCustomerInfo } from '../customers/customer-service.js';
import type { TierReader } from '../tiers/tier-service.js';
import { type Clock, matchCounterCode, verifyCounterCode } from './counter-code.js';
import { findCodeCard, insertCounterCodeUse } from './member-card-repository.js';

/** What staff learn from a good counter code (DESIGN §11 counter verify): the member, tier and card. */
export interface CounterVerification {
  card: { cardId: number; cardNumber: string; name: string; level: string; company: string; expiresAt: Date };
  member: { memberId: number; memberNumber: string; name: string; tier: string };
}

const REFUSALS = { invalid: 'CODE_INVALID', expired: 'CODE_EXPIRED', used: 'CODE_USED' } as const;

/**
 * Counter verify: accepts a member card's rotating code once (decision 014) and answers whose card it
 * is, in English for staff; refuses with CODE_INVALID, CODE_EXPIRED or CODE_USED. The code is spent
 * and the counter check audited (`counter.verify`) in one transaction: a refusal writes neither.
 */
export async function verifyCounterCodeAtCounter(
  orm: Orm,
  tiers: TierReader,
  actor: AuditActor,
  code: string,
  clock: Clock = Date.now,
): Promise<CounterVerification> {
  return orm.transaction(async (tx) => {
    const result = await verifyCounterCode(code, {
      clock,
      findCard: async (cardId) => {
        const row = await findCodeCard(tx, cardId);
        return row && { ...row, isDeleted: row.deletedAt !== null };
      },
      spend: (cardId, step) => insertCounterCodeUse(tx, cardId, step),
    });
    if (result.outcome !== 'accepted') throw new AppError(REFUSALS[result.outcome]);
    const { card } = result;
    const member = await getCustomerInfo(tx, tiers, card.memberId, 'en', new Date(clock()));
    const verification = {
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
    await recordAudit(
      tx,
      {
        actor,
        action: 'counter.verify',
        entity: 'member_card',
        entityId: card.cardId,
        after: { member_id: card.memberId, mbk_member_id: member.mbk_member_id, card_id: card.cardId },
      },
      new Date(clock()),
    );
    return verification;
  });
}

/** Whose card a good counter code is, or why it is not good: what a till needs of a code. */
export type CounterCodeHolder =
  | { outcome: 'valid'; memberId: number; cardId: number }
  | { outcome: 'invalid' | 'expired' };

/**
 * The member whose card a counter code is, WITHOUT spending the code (DESIGN §13: the calls of one visit
 * at a till, identify, sale, hold, may all use the code while it is valid). Counter verify spends it.
 */
export async function findCounterCodeHolder(
  db: Executor,
  code: string,
  clock: Clock = Date.now,
): Promise<CounterCodeHolder> {
  const match = await matchCounterCode(code, {
    clock,
    findCard: async (cardId) => {
      const row = await findCodeCard(db, cardId);
      return row && { ...row, isDeleted: row.deletedAt !== null };
    },
  });
  if (match.outcome !== 'valid') return match;
  return { outcome: 'valid', memberId: match.card.memberId, cardId: match.card.cardId };
}

/** The back-office's view of an accepted code (DESIGN §11 counter). */
export function presentCounterVerification({ member, card }: CounterVerification): CounterVerificationView {
  return {
    member: { member_id: member.memberId, mbk_member_id: member.memberNumber, name: member.name, tier: member.tier },
    card: {
      card_id: card.cardId,
      card_number: card.cardNumber,
      name: card.name,
      level: card.level,
      company: card.company,
      expires_at: card.expiresAt.toISOString(),
    },
  };
}
