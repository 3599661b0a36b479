import {
  type CallOutput,
  getPointRules,
  PROGRAMME_RULE_NAMES,
  type ProgrammeRuleName,
  type ProgrammeRulesInput,
  type ProgrammeRulesView,
} from '@loyalty/contracts';
import { editRevision } from '../../edit-revision.js';
import type { ProgrammeRuleChanges, ProgrammeRules, ProgrammeRulesRow } from './rules-service.js';

/** Each rule's contract name and its column: the one map between the two spellings. */
export const RULE_COLUMNS = {
  transfer_daily_cap: 'transferDailyCap',
  referral_referrer_points: 'referralReferrerPoints',
  referral_referee_points: 'referralRefereePoints',
  receipt_baht_per_point: 'receiptBahtPerPoint',
  receipt_daily_quota: 'receiptDailyQuota',
  receipt_max_bytes: 'receiptMaxBytes',
  point_expiry_years: 'pointExpiryYears',
  adjust_approval_threshold: 'adjustApprovalThreshold',
  burn_thb_per_point: 'burnThbPerPoint',
  transfer_otp_threshold: 'transferOtpThreshold',
  campaign_approval_threshold: 'campaignApprovalThreshold',
  birthday_bonus_points: 'birthdayBonusPoints',
  broadcast_approval_threshold: 'broadcastApprovalThreshold',
  deletion_grace_days: 'deletionGraceDays',
  admin_second_factor_required: 'adminSecondFactorRequired',
} as const satisfies Record<ProgrammeRuleName, keyof ProgrammeRules>;

const RULE_ENTRIES = Object.entries(RULE_COLUMNS) as [ProgrammeRuleName, keyof ProgrammeRules][];

/** The rules members may read (GetPointRules); operator-only rules such as the approval threshold stay out. */
const MEMBER_RULES: ReadonlySet<string> = new Set(getPointRules.output.keyof().options);

export function presentPointRules(rules: ProgrammeRules): CallOutput<typeof getPointRules> {
  return Object.fromEntries(
    RULE_ENTRIES.filter(([name]) => MEMBER_RULES.has(name)).map(([name, column]) => [name, rules[column]]),
  ) as CallOutput<typeof getPointRules>;
}

export function presentAllRules(rules: ProgrammeRules): ProgrammeRulesInput {
  return Object.fromEntries(RULE_ENTRIES.map(([name, column]) => [name, rules[column]])) as ProgrammeRulesInput;
}

export function presentAdminRules(row: ProgrammeRulesRow): ProgrammeRulesView {
  const rules = presentAllRules(row);
  return { ...rules, updated_at: row.updatedAt.toISOString(), revision: rulesRevision(rules) };
}

/** The revision of the rules' values (`editRevision`): what a form read, to refuse a save over a later change. */
export function rulesRevision(rules: ProgrammeRulesInput): string {
  return editRevision(rules, PROGRAMME_RULE_NAMES);
}

/** The columns to change from rules named as the contract names them. */
export function ruleChangesOf(input: Partial<ProgrammeRulesInput>): ProgrammeRuleChanges {
  const changes: ProgrammeRuleChanges = {};
  for (const [name, column] of RULE_ENTRIES) {
    const value = input[name];
    if (value !== undefined) changes[column] = value;
  }
  return changes;
}
