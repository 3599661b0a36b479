import { parseArgs } from 'node:util';
import { OPEN_SHIPMENT_STEPS, type OpenShipmentStep } from '@loyalty/contracts';
import { AppError } from '../app-error.js';
import type { Orm } from '../db/client.js';
import { TERMINAL_ACTOR } from '../modules/audit/audit-service.js';
import { bangkokMinute } from '../modules/calendar/bangkok-calendar.js';
import { advanceShipment, listShipments } from '../modules/redemptions/shipment-service.js';
import { CliError } from './cli-error.js';
import { textTable } from './text-table.js';

/** The list prints one back-office page, the largest there is. */
const CLI_LIST_LIMIT = 100;

export const SHIPMENTS_HELP = `Move physical rewards through their tracking steps (until the back-office exists).

Usage: npm run admin -- shipments <command> [options]

Commands:
  list [--status ordered|packed|shipped]
      Rewards not yet delivered (or in one step), oldest first, with where they ship to
      (the first ${CLI_LIST_LIMIT}; the back-office pages through the rest).
  advance <redemptionId> [--carrier "Kerry Express" --tracking TH123456789]
      Moves a reward to its next step: ordered → packed → shipped → delivered.
      Moving to shipped needs --carrier and --tracking; the member sees both.`;

export interface ShipmentsCommandContext {
  orm: Orm;
  print: (text: string) => void;
}

export type ShipmentsCommand =
  | { name: 'list'; status: OpenShipmentStep | undefined }
  | { name: 'advance'; redemptionId: number; carrier: string | undefined; trackingNo: string | undefined };

function usageError(message: string): CliError {
  return new CliError(`${message}\nRun \`npm run admin -- shipments --help\` for the commands.`, 2);
}

/** parseArgs refuses unknown options and missing values with a TypeError: a usage mistake. */
function parsed<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    throw usageError((error as Error).message);
  }
}

function statusOf(text: string | undefined): OpenShipmentStep | undefined {
  if (text === undefined) return undefined;
  if (!(OPEN_SHIPMENT_STEPS as readonly string[]).includes(text)) {
    throw usageError(`--status is one of ${OPEN_SHIPMENT_STEPS.join(', ')}`);
  }
  return text as OpenShipmentStep;
}

function parseList(args: string[]): ShipmentsCommand {
  const { values, positionals } = parsed(() =>
    parseArgs({ args, options: { status: { type: 'string' } }, allowPositionals: true }),
  );
  if (positionals.length > 0) throw usageError(`Unexpected argument: ${positionals.join(' ')}`);
  return { name: 'list', status: statusOf(values.status) };
}

function parseAdvance(args: string[]): ShipmentsCommand {
  const { values, positionals } = parsed(() =>
    parseArgs({
      args,
      options: { carrier: { type: 'string' }, tracking: { type: 'string' } },
      allowPositionals: true,
    }),
  );
  const [id, ...extra] = positionals;
  if (!id || !/^\d{1,15}$/.test(id) || Number(id) < 1) throw usageError('Give the redemption id (a whole number).');
  if (extra.length > 0) throw usageError(`Unexpected argument: ${extra.join(' ')}`);
  const carrier = values.carrier?.trim() || undefined;
  const trackingNo = values.tracking?.trim() || undefined;
  if ((carrier === undefined) !== (trackingNo === undefined)) {
    throw usageError('--carrier and --tracking go together.');
  }
  return { name: 'advance', redemptionId: Number(id), carrier, trackingNo };
}

const PARSERS: Record<string, (args: string[]) => ShipmentsCommand> = { list: parseList, advance: parseAdvance };

/** `shipments <command> ...` read from argv before any database work, so a typo costs nothing. */
export function parseShipmentsCommand(args: string[]): ShipmentsCommand {
  const [command = '', ...rest] = args;
  const parser = Object.hasOwn(PARSERS, command) ? PARSERS[command] : undefined;
  if (!parser) throw usageError(`Unknown shipments command: ${command}`);
  return parser(rest);
}

async function list(command: Extract<ShipmentsCommand, { name: 'list' }>, context: ShipmentsCommandContext) {
  const { items, total } = await listShipments(context.orm, {
    status: command.status,
    page: 1,
    limit: CLI_LIST_LIMIT,
    sort: 'redeemed_at',
  });
  if (items.length === 0) return context.print('No shipments match.');
  const table = textTable(
    ['ID', 'MEMBER', 'REWARD', 'STATUS', 'REDEEMED (BANGKOK)', 'SHIP TO'],
    items.map((item) => [
      String(item.redemption_id),
      item.member.mbk_member_id,
      item.privilege.title,
      item.status,
      bangkokMinute(new Date(item.redeemed_at)),
      item.ship_to ? `${item.ship_to.recipient_name} ${item.ship_to.mobile_no}, ${item.ship_to.address}` : '',
    ]),
  );
  context.print(total > items.length ? `${table}\n(${items.length} of ${total} shown)` : table);
}

/** The service's refusals in an operator's words. */
function explain(error: AppError, id: number): CliError {
  if (error.code === 'NOT_FOUND') return new CliError(`There is no physical reward redemption #${id}.`);
  if (error.code === 'NOT_ACTIVE') return new CliError(`Redemption #${id} is already delivered.`);
  if (error.code === 'VALIDATION_FAILED') {
    return new CliError(`Redemption #${id} moves to shipped next: give --carrier and --tracking.`, 2);
  }
  return new CliError(`Refused: ${error.code}`);
}

/** Runs a parsed command against the shipment service; its refusals come back as CliError. */
export async function runShipmentsCommand(command: ShipmentsCommand, context: ShipmentsCommandContext): Promise<void> {
  if (command.name === 'list') return list(command, context);
  try {
    const moved = await advanceShipment(context.orm, TERMINAL_ACTOR, command);
    const carrier = moved.status === 'shipped' ? ` with ${moved.carrier} ${moved.tracking_no}` : '';
    context.print(`Redemption #${moved.redemption_id} is now ${moved.status}${carrier}.`);
  } catch (error) {
    if (error instanceof AppError) throw explain(error, command.redemptionId);
    throw error;
  }
}
