import { parseArgs } from 'node:util';
import { AppError } from '../app-error.js';
import type { Orm } from '../db/client.js';
import { bangkokMinute } from '../modules/calendar/bangkok-calendar.js';
import { issueCardToMember, listCardTemplates } from '../modules/cards/card-issuer.js';
import { CliError } from './cli-error.js';
import { textTable } from './text-table.js';

export const CARDS_HELP = `Issue member cards from templates (until the back-office exists).

Usage: npm run admin -- cards <command> [options]

Commands:
  templates
      The card templates: id, company, name, level and how many days a new card lasts.
  issue <memberCode> <templateId> [--expires-in-days 30]
      Issues a card to the member (e.g. CR10000001). It lasts the template's days unless told;
      a negative number issues an already expired card. The member sees the new-card alert once.`;

export interface CardsCommandContext {
  orm: Orm;
  print: (text: string) => void;
}

export type CardsCommand =
  | { name: 'templates' }
  | { name: 'issue'; memberCode: string; templateId: number; expiresInDays: number | undefined };

function usageError(message: string): CliError {
  return new CliError(`${message}\nRun \`npm run admin -- cards --help\` for the commands.`, 2);
}

/** parseArgs refuses unknown options and missing values with a TypeError: a usage mistake. */
function parsed<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    throw usageError((error as Error).message);
  }
}

function parseIssue(args: string[]): CardsCommand {
  const { values, positionals } = parsed(() =>
    parseArgs({ args, options: { 'expires-in-days': { type: 'string' } }, allowPositionals: true }),
  );
  const [memberCode, templateId, ...extra] = positionals;
  if (!memberCode || !/^CR\d{8}$/i.test(memberCode)) throw usageError('Give the member code, such as CR10000001.');
  if (!templateId || !/^[1-9]\d{0,14}$/.test(templateId)) throw usageError('Give the template id (a whole number).');
  if (extra.length > 0) throw usageError(`Unexpected argument: ${extra.join(' ')}`);
  const days = values['expires-in-days'];
  if (days !== undefined && (!/^-?\d{1,4}$/.test(days) || Number(days) === 0)) {
    throw usageError('--expires-in-days is a whole number of days other than 0 (negative: already expired).');
  }
  return {
    name: 'issue',
    memberCode: memberCode.toUpperCase(),
    templateId: Number(templateId),
    expiresInDays: days === undefined ? undefined : Number(days),
  };
}

/** `cards <command> ...` read from argv before any database work, so a typo costs nothing. */
export function parseCardsCommand(args: string[]): CardsCommand {
  const [command = '', ...rest] = args;
  if (command === 'templates') {
    if (rest.length > 0) throw usageError(`Unexpected argument: ${rest.join(' ')}`);
    return { name: 'templates' };
  }
  if (command === 'issue') return parseIssue(rest);
  throw usageError(`Unknown cards command: ${command}`);
}

/** Runs a parsed command against the cards module; its refusals come back as CliError. */
export async function runCardsCommand(command: CardsCommand, context: CardsCommandContext): Promise<void> {
  if (command.name === 'templates') {
    const rows = await listCardTemplates(context.orm);
    if (rows.length === 0) return context.print('No card templates yet.');
    context.print(
      textTable(
        ['ID', 'COMPANY', 'CARD', 'LEVEL', 'DAYS'],
        rows.map((row) => [String(row.id), row.companyNameEn, row.nameEn, row.levelEn, String(row.validDays)]),
      ),
    );
    return;
  }
  try {
    const issued = await issueCardToMember(context.orm, command);
    context.print(
      `Card #${issued.cardId} issued to ${command.memberCode}, valid until ${bangkokMinute(issued.expiresAt)} (Bangkok).`,
    );
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') {
      throw new CliError(`There is no member ${command.memberCode} or no card template #${command.templateId}.`);
    }
    throw error;
  }
}
