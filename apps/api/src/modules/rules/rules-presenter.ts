import type {
  CallOutput,
  getPointRules,
  ProgrammeRuleName,
  ProgrammeRulesInput,
  ProgrammeRulesView,
} from '@loyalty/contracts';
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
} as const satisfies Record<ProgrammeRuleName, keyof ProgrammeRules>;

const RULE_ENTRIES = Object.entries(RULE_COLUMNS) as [ProgrammeRuleName, keyof ProgrammeRules][];

export function presentPointRules(rules: ProgrammeRules): CallOutput<typeof getPointRules> {
  return Object.fromEntries(RULE_ENTRIES.map(([name, column]) => [name, rules[column]])) as CallOutput<
    typeof getPointRules
  >;
}

export function presentAdminRules(row: ProgrammeRulesRow): ProgrammeRulesView {
  return { ...(presentPointRules(row) as ProgrammeRulesInput), updated_at: row.updatedAt.toISOString() };
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
