import type { ProgrammeRulesView } from '@loyalty/contracts';

/** GET /rules as the console reads them in tests: DESIGN §6's defaults, with the revision a save sends back. */
export const PROGRAMME_RULES: ProgrammeRulesView = {
  transfer_daily_cap: 10_000,
  referral_referrer_points: 100,
  referral_referee_points: 50,
  receipt_baht_per_point: 25,
  receipt_daily_quota: 5,
  receipt_max_bytes: 5_242_880,
  point_expiry_years: 2,
  adjust_approval_threshold: 1000,
  burn_thb_per_point: 0.25,
  transfer_otp_threshold: 1000,
  campaign_approval_threshold: 100_000,
  birthday_bonus_points: 200,
  broadcast_approval_threshold: 1000,
  deletion_grace_days: 30,
  admin_second_factor_required: 0,
  updated_at: '2026-11-01T03:00:00.000Z',
  revision: 'r-rules-1',
};
