import { parseArgs } from 'node:util';
import type { Orm } from '../db/client.js';
import { getProgrammeRules, type ProgrammeRules, updateProgrammeRules } from '../modules/rules/rules-service.js';
import { CliError } from './cli-error.js';
import { textTable } from './text-table.js';

/** Each rule's option name and what it means, in the order operators read them. */
const RULE_OPTIONS: readonly { option: string; rule: keyof ProgrammeRules; meaning: string; min: number }[] = [
  { option: 'transfer-daily-cap', rule: 'transferDailyCap', meaning: 'points a member may send a day', min: 1 },
  { option: 'referral-referrer-points', rule: 'referralReferrerPoints', meaning: 'points for inviting', min: 0 },
  { option: 'referral-referee-points', rule: 'referralRefereePoints', meaning: 'points for joining invited', min: 0 },
  { option: 'receipt-baht-per-point', rule: 'receiptBahtPerPoint', meaning: 'THB of receipt per point', min: 1 },
  { option: 'receipt-daily-quota', rule: 'receiptDailyQuota', meaning: 'receipt uploads a member a day', min: 0 },
  { option: 'receipt-max-bytes', rule: 'receiptMaxBytes', meaning: 'largest receipt file in bytes', min: 1 },
  { option: 'point-expiry-years', rule: 'pointExpiryYears', meaning: 'years after the earn year', min: 0 },
  {
    option: 'adjust-approval-threshold',
    rule: 'adjustApprovalThreshold',
    meaning: 'largest adjustment an admin applies alone',
    min: 0,
  },
];

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

export type RulesCommand = { name: 'show' } | { name: 'set'; changes: Partial<ProgrammeRules> };

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
  const changes: Partial<ProgrammeRules> = {};
  for (const { option, rule, min } of RULE_OPTIONS) {
    const text = values[option];
    if (typeof text !== 'string') continue;
    if (!/^\d{1,9}$/.test(text) || Number(text) < min)
      throw usageError(`--${option} needs a whole number of ${min} or more`);
    changes[rule] = Number(text);
  }
  if (Object.keys(changes).length === 0) throw usageError('Give at least one rule to change.');
  return { name: 'set', changes };
}

export async function runRulesCommand(command: RulesCommand, context: { orm: Orm; print: (text: string) => void }) {
  if (command.name === 'show') {
    context.print(table(await getProgrammeRules(context.orm)));
    return;
  }
  context.print(`Rules changed.\n${table(await updateProgrammeRules(context.orm, command.changes))}`);
}
