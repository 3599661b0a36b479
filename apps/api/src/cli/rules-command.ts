import { parseArgs } from 'node:util';
import { DECIMAL_PROGRAMME_RULES, PROGRAMME_RULE_LIMITS, type ProgrammeRuleName } from '@loyalty/contracts';
import type { Orm } from '../db/client.js';
import { TERMINAL_ACTOR } from '../modules/audit/audit-service.js';
import { RULE_COLUMNS } from '../modules/rules/rules-presenter.js';
import {
  type ProgrammeRuleChanges,
  type ProgrammeRules,
  UNCACHED_RULES,
  updateProgrammeRules,
} from '../modules/rules/rules-service.js';
import { CliError } from './cli-error.js';
import { textTable } from './text-table.js';

/** Each rule and what it means, in the order operators read them; its option is its name with dashes. */
const RULE_MEANINGS: readonly { name: ProgrammeRuleName; meaning: string }[] = [
  { name: 'transfer_daily_cap', meaning: 'points a member may send a day' },
  { name: 'referral_referrer_points', meaning: 'points for inviting' },
  { name: 'referral_referee_points', meaning: 'points for joining invited' },
  { name: 'receipt_baht_per_point', meaning: 'THB of receipt per point' },
  { name: 'receipt_daily_quota', meaning: 'receipt uploads a member a day' },
  { name: 'receipt_max_bytes', meaning: 'largest receipt file in bytes' },
  { name: 'point_expiry_years', meaning: 'years after the earn year' },
  { name: 'adjust_approval_threshold', meaning: 'largest adjustment an admin applies alone' },
  { name: 'burn_thb_per_point', meaning: 'THB one point pays at a till' },
  { name: 'transfer_otp_threshold', meaning: 'largest transfer sent without a one-time code' },
  { name: 'campaign_approval_threshold', meaning: 'largest campaign budget one admin activates alone' },
  { name: 'birthday_bonus_points', meaning: 'points in the birth month, once a year' },
  { name: 'broadcast_approval_threshold', meaning: 'most members a broadcast reaches without a second admin' },
  {
    name: 'deletion_grace_days',
    meaning: 'days from a deletion request or cancellation to the erasure of personal data',
  },
];

const RULE_OPTIONS = RULE_MEANINGS.map(({ name, meaning }) => ({
  option: name.replaceAll('_', '-'),
  isDecimal: DECIMAL_PROGRAMME_RULES.has(name),
  rule: RULE_COLUMNS[name],
  meaning,
  ...PROGRAMME_RULE_LIMITS[name],
}));

export const RULES_HELP = `Show or change the programme rules (DESIGN §6 defaults until changed).

Usage: npm run admin -- rules <command> [options]

Commands:
  show
      Every rule with its current value.
  set ${RULE_OPTIONS.map(({ option }) => `[--${option} <n>]`).join(' ')}
      Changes the given rules; a running app applies them within a minute.`;

function usageError(message: string): CliError {
  return new CliError(`${message}\nRun \`npm run admin -- rules --help\` for the commands.`, 2);
}

function table(rules: ProgrammeRules): string {
  return textTable(
    ['rule', 'value', 'meaning'],
    RULE_OPTIONS.map(({ option, rule, meaning }) => [option, String(rules[rule]), meaning]),
  );
}

export type RulesCommand = { name: 'show' } | { name: 'set'; changes: ProgrammeRuleChanges };

export function parseRulesCommand(args: string[]): RulesCommand {
  const [name, ...rest] = args;
  if (name === 'show') {
    if (rest.length > 0) throw usageError(`Unexpected argument: ${rest.join(' ')}`);
    return { name };
  }
  if (name !== 'set') throw usageError(`Unknown rules command: ${name}`);
  let values: Record<string, string | boolean | undefined>;
  try {
    const options = Object.fromEntries(RULE_OPTIONS.map(({ option }) => [option, { type: 'string' as const }]));
    values = parseArgs({ args: rest, options }).values;
  } catch (error) {
    throw usageError((error as Error).message);
  }
  const changes: ProgrammeRuleChanges = {};
  for (const { option, rule, min, max, isDecimal } of RULE_OPTIONS) {
    const text = values[option];
    if (typeof text !== 'string') continue;
    const shape = isDecimal ? /^\d{1,7}(\.\d{1,2})?$/ : /^\d{1,9}$/;
    if (!shape.test(text) || Number(text) < min || Number(text) > max) {
      const kind = isDecimal ? 'a number with at most two decimals' : 'a whole number';
      throw usageError(`--${option} needs ${kind} from ${min} to ${max}`);
    }
    changes[rule] = Number(text);
  }
  if (Object.keys(changes).length === 0) throw usageError('Give at least one rule to change.');
  return { name: 'set', changes };
}

export async function runRulesCommand(command: RulesCommand, context: { orm: Orm; print: (text: string) => void }) {
  if (command.name === 'show') {
    context.print(table(await UNCACHED_RULES.read(context.orm)));
    return;
  }
  context.print(
    `Rules changed.\n${table(await updateProgrammeRules(context.orm, undefined, TERMINAL_ACTOR, command.changes))}`,
  );
}
