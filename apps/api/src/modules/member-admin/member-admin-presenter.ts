import type { AdminMemberDetail, AdminMemberLedgerItem, AdminMemberSummary } from '@loyalty/contracts';
import { describeEntry } from '../points/entry-description.js';
import type { LedgerRow, LotRow } from '../points/ledger-read-service.js';
import type { TierRow } from '../tiers/tier-repository.js';
import type { MemberRow } from './member-admin-repository.js';

export function presentMemberSummary(member: MemberRow): AdminMemberSummary {
  return {
    member_id: member.mbkMemberId,
    login_type: member.loginType,
    email: member.email,
    mobile_no: member.mobileNo,
    first_name: member.firstName,
    last_name: member.lastName,
    status: member.status,
    created_at: member.createdAt.toISOString(),
  };
}

export function presentMemberDetail(detail: {
  member: MemberRow;
  balance: number;
  spending: number;
  tier: TierRow;
  mergedIntoCode: string | null;
  mergedCodes: readonly string[];
  lots: readonly LotRow[];
}): AdminMemberDetail {
  const { member } = detail;
  return {
    ...presentMemberSummary(member),
    gender: member.gender,
    date_of_birth: member.dateOfBirth,
    has_line: member.lineUserId !== null,
    status_reason: member.statusReason,
    status_changed_at: member.statusChangedAt?.toISOString() ?? null,
    merged_into_member_id: detail.mergedIntoCode,
    merged_member_ids: [...detail.mergedCodes],
    tier: {
      code: detail.tier.code,
      name_en: detail.tier.nameEn,
      name_th: detail.tier.nameTh,
      spending: detail.spending,
    },
    point_balance: detail.balance,
    lots: detail.lots.map((lot) => ({
      lot_id: lot.id,
      amount: lot.amount,
      remaining: lot.remaining,
      source: lot.source,
      expires_at: lot.expiresAt.toISOString(),
      created_at: lot.createdAt.toISOString(),
    })),
  };
}

/**
 * One entry of a member's ledger for the console: its label and what it was for, in both languages, by
 * the rule the member's own history uses (`describeEntry`): "Reward redemption: Starbucks ฿100 voucher".
 */
export function presentLedgerItem(row: LedgerRow, memberCode: string): AdminMemberLedgerItem {
  return {
    entry_id: row.id,
    member_id: memberCode,
    kind: row.kind,
    source: row.source,
    points: row.delta,
    reason: row.reason,
    reason_th: row.reasonTh,
    label_en: describeEntry(row, 'en'),
    label_th: describeEntry(row, 'th'),
    awards: row.awards,
    reference: row.reference,
    expires_at: row.delta > 0 && row.expiresAt ? row.expiresAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
  };
}
