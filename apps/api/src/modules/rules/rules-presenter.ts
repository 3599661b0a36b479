import type { CallOutput, getPointRules } from '@loyalty/contracts';
import type { ProgrammeRules } from './rules-service.js';

export function presentPointRules(rules: ProgrammeRules): CallOutput<typeof getPointRules> {
  return {
    transfer_daily_cap: rules.transferDailyCap,
    referral_referrer_points: rules.referralReferrerPoints,
    referral_referee_points: rules.referralRefereePoints,
    receipt_baht_per_point: rules.receiptBahtPerPoint,
    receipt_daily_quota: rules.receiptDailyQuota,
    receipt_max_bytes: rules.receiptMaxBytes,
    point_expiry_years: rules.pointExpiryYears,
  };
}
