import type { IdentifiedMember } from '@loyalty/contracts';
import type { MemberRow } from '../members/member-service.js';
import { pointBalance } from '../points/point-service.js';
import type { RulesReader } from '../rules/rules-service.js';
import { currentTierOf, type TierReader } from '../tiers/tier-service.js';
import { resolveTillMember, type TillMemberContext, type TillMemberReference } from './till-member.js';

/** What a cashier may read aloud: the first name and the initial of the last name ("Ploy S."). */
export function displayNameOf(member: { firstName: string | null; lastName: string | null }): string {
  const first = member.firstName?.trim() ?? '';
  const initial = member.lastName?.trim().slice(0, 1).toLocaleUpperCase() ?? '';
  return [first, initial && `${initial}.`].filter(Boolean).join(' ');
}

type IdentifyContext = TillMemberContext & { rules: RulesReader; tiers: TierReader };

/** What a till shows of a member it has found: number, greeting name, tier, balance and the burn rate. */
export async function describeTillMember(
  context: IdentifyContext,
  member: MemberRow,
  now: Date,
): Promise<IdentifiedMember> {
  const [tier, balance, rules] = await Promise.all([
    currentTierOf(context.db, context.tiers, member.id, now),
    pointBalance(context.db, member.id, now),
    context.rules.read(context.db),
  ]);
  return {
    member_id: member.mbkMemberId,
    display_name: displayNameOf(member),
    tier: { code: tier.code, name_en: tier.nameEn, name_th: tier.nameTh },
    point_balance: balance,
    burn_thb_per_point: rules.burnThbPerPoint,
  };
}

/**
 * POST /members/identify (DESIGN §13): who the member at the till is, their tier, balance, and what a
 * point is worth when paying with points. A read: it spends no code and writes no audit row.
 */
export async function identifyMember(
  context: IdentifyContext,
  reference: TillMemberReference,
  now = new Date(context.clock?.() ?? Date.now()),
): Promise<IdentifiedMember> {
  return describeTillMember(context, await resolveTillMember(context, reference), now);
}
