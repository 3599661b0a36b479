import { type CustomerInfo, DEFAULT_POINT_BALANCE } from '@loyalty/contracts';
import type { MemberSummary } from '@/components/chrome/member-bar';

/** What the desktop and tablet bars show of the member (SPEC §2; the balance defaults to 0, SPEC §9). */
export function toMemberSummary(customer: CustomerInfo): MemberSummary {
  return {
    firstName: customer.first_name?.trim() || null,
    points: customer.point_balance ?? DEFAULT_POINT_BALANCE,
    tier: customer.member_tier_desc || null,
    pictureUrl: customer.picture_url,
  };
}
