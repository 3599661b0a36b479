import { AppError } from '../app-error.js';
import type { Orm } from '../db/client.js';
import { TERMINAL_ACTOR } from '../modules/audit/audit-service.js';
import { bangkokMinute } from '../modules/calendar/bangkok-calendar.js';
import { verifyCounterCodeAtCounter } from '../modules/cards/counter-verify-service.js';
import { UNCACHED_TIERS } from '../modules/tiers/tier-service.js';
import { CliError } from './cli-error.js';

export const COUNTER_HELP = `Check a member card's rotating counter code (until the back-office exists).

Usage: npm run admin -- counter verify <code>

Commands:
  verify <code>
      The code the member's card shows (card-detail screen, QR or barcode), typed or scanned; spaces
      and dashes are ignored. A good code answers the member, tier and card, and is then spent: the
      same code is refused as already used. Codes change every 60 s and are good for about two minutes.

Exit codes: 0 accepted, 1 refused (invalid, expired or already used), 2 a usage mistake.`;

export interface CounterCommandContext {
  orm: Orm;
  print: (text: string) => void;
}

export type CounterCommand = { name: 'verify'; code: string };

function usageError(message: string): CliError {
  return new CliError(`${message}\nRun \`npm run admin -- counter --help\` for the commands.`, 2);
}

/** `counter verify <code>` read from argv before any database work. The code may arrive in several words. */
export function parseCounterCommand(args: string[]): CounterCommand {
  const [command = '', ...rest] = args;
  if (command !== 'verify') throw usageError(`Unknown counter command: ${command}`);
  const code = rest.join(' ').trim();
  if (code === '') throw usageError('Give the code the member’s card shows.');
  if (rest.some((word) => word.startsWith('--'))) throw usageError(`Unexpected option: ${rest.join(' ')}`);
  return { name: 'verify', code };
}

/** The service's refusals in the words staff need at the till. */
const REFUSALS: Partial<Record<AppError['code'], string>> = {
  CODE_INVALID: 'Refused: this is not a valid member card code. Ask the member to show the card again.',
  CODE_EXPIRED:
    'Refused: this code has expired (or the card has). Ask the member to open the card again for a fresh code.',
  CODE_USED: 'Refused: this code was already used. Ask the member for the next code, shown within a minute.',
};

/** Verifies the code against the cards service and prints the member, tier and card it belongs to. */
export async function runCounterCommand(command: CounterCommand, context: CounterCommandContext): Promise<void> {
  try {
    const { member, card } = await verifyCounterCodeAtCounter(
      context.orm,
      UNCACHED_TIERS,
      TERMINAL_ACTOR,
      command.code,
    );
    context.print(
      [
        'Accepted.',
        `Member:  ${member.name} (${member.memberNumber})`,
        `Tier:    ${member.tier}`,
        `Card:    ${card.name}, ${card.level} — ${card.company}`,
        `Number:  ${card.cardNumber}`,
        `Expires: ${bangkokMinute(card.expiresAt)} (Bangkok)`,
      ].join('\n'),
    );
  } catch (error) {
    const refusal = error instanceof AppError ? REFUSALS[error.code] : undefined;
    if (refusal) throw new CliError(refusal);
    throw error;
  }
}
