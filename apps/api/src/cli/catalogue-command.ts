import { parseArgs } from 'node:util';
import { AppError } from '../app-error.js';
import type { Orm } from '../db/client.js';
import { TERMINAL_ACTOR } from '../modules/audit/audit-service.js';
import { bangkokMinute, fromBangkokWallClock } from '../modules/calendar/bangkok-calendar.js';
import { WHOLE_GROUP } from '../modules/companies/company-scope.js';
import {
  type CatalogueAdminRow,
  changePrivilegeStock,
  createFlashSale,
  listCatalogueForOperators,
} from '../modules/privileges/privilege-admin-service.js';
import { CliError } from './cli-error.js';
import { textTable } from './text-table.js';

export const CATALOGUE_HELP = `Review the privilege catalogue, add stock and open flash sales (until the back-office exists).

Usage: npm run admin -- catalogue <command> [options]

Commands:
  list [--category <id>]
      Privileges with cost, stock used/total, limit, tier, end (Bangkok) and current or next flash sale.
  stock <privilegeId> --add <n>
      Adds n to the stock (--add=-n withdraws; never below what was already redeemed).
  flash-sale <privilegeId> --price <points> --stock <n> --starts "2026-11-23 10:00" --hours <n>
      Opens a flash sale with its own price (below the normal one) and stock; --starts is Bangkok time.`;

const HOUR_MS = 60 * 60 * 1000;
/** A flash sale is a short window; a month is the longest that still reads as one. */
const MAX_FLASH_SALE_HOURS = 24 * 31;

function usageError(message: string): CliError {
  return new CliError(`${message}\nRun \`npm run admin -- catalogue --help\` for the commands.`, 2);
}

/** parseArgs refuses unknown options and missing values with a TypeError: a usage mistake. */
function parsed<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    throw usageError((error as Error).message);
  }
}

function wholeNumber(text: string | undefined, option: string, min: number, max = 1_000_000): number {
  if (text === undefined || !/^-?\d{1,9}$/.test(text) || Number(text) < min || Number(text) > max) {
    throw usageError(`${option} needs a whole number from ${min} to ${max}`);
  }
  return Number(text);
}

function privilegeIdOf(positionals: string[]): number {
  const [id, ...extra] = positionals;
  if (!id || !/^\d{1,15}$/.test(id) || Number(id) < 1) throw usageError('Give the privilege id (a whole number).');
  if (extra.length > 0) throw usageError(`Unexpected argument: ${extra.join(' ')}`);
  return Number(id);
}

/** "2026-11-23 10:00" as Bangkok wall-clock time (UTC+7 all year); an impossible date is refused. */
export function parseBangkokTime(text: string | undefined): Date {
  const match = text?.trim().match(/^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})$/);
  if (!match) throw usageError('--starts needs Bangkok time as "YYYY-MM-DD HH:mm", e.g. "2026-11-23 10:00"');
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number];
  const instant = fromBangkokWallClock(year, month, day, hour, minute);
  if (bangkokMinute(instant) !== `${match[1]}-${match[2]}-${match[3]} ${match[4]}:${match[5]}`) {
    throw usageError(`--starts is not a real date and time: ${text}`);
  }
  return instant;
}

export type CatalogueCommand =
  | { name: 'list'; categoryId: number | undefined }
  | { name: 'stock'; privilegeId: number; add: number }
  | { name: 'flash-sale'; privilegeId: number; pointCost: number; stockTotal: number; startsAt: Date; endsAt: Date };

function parseList(args: string[]): CatalogueCommand {
  const { values, positionals } = parsed(() =>
    parseArgs({ args, options: { category: { type: 'string' } }, allowPositionals: true }),
  );
  if (positionals.length > 0) throw usageError(`Unexpected argument: ${positionals.join(' ')}`);
  const categoryId = values.category === undefined ? undefined : wholeNumber(values.category, '--category', 1);
  return { name: 'list', categoryId };
}

function parseStock(args: string[]): CatalogueCommand {
  const { values, positionals } = parsed(() =>
    parseArgs({ args, options: { add: { type: 'string' } }, allowPositionals: true }),
  );
  const privilegeId = privilegeIdOf(positionals);
  const add = wholeNumber(values.add, '--add', -1_000_000);
  if (add === 0) throw usageError('--add 0 changes nothing: give how many to add (or --add=-n to withdraw).');
  return { name: 'stock', privilegeId, add };
}

function parseFlashSale(args: string[]): CatalogueCommand {
  const { values, positionals } = parsed(() =>
    parseArgs({
      args,
      options: {
        price: { type: 'string' },
        stock: { type: 'string' },
        starts: { type: 'string' },
        hours: { type: 'string' },
      },
      allowPositionals: true,
    }),
  );
  const privilegeId = privilegeIdOf(positionals);
  const pointCost = wholeNumber(values.price, '--price', 0);
  const stockTotal = wholeNumber(values.stock, '--stock', 1);
  const startsAt = parseBangkokTime(values.starts);
  const hours = wholeNumber(values.hours, '--hours', 1, MAX_FLASH_SALE_HOURS);
  const endsAt = new Date(startsAt.getTime() + hours * HOUR_MS);
  return { name: 'flash-sale', privilegeId, pointCost, stockTotal, startsAt, endsAt };
}

const PARSERS: Record<string, (args: string[]) => CatalogueCommand> = {
  list: parseList,
  stock: parseStock,
  'flash-sale': parseFlashSale,
};

/** `catalogue <command> ...` read from argv before any database work, so a typo costs nothing. */
export function parseCatalogueCommand(args: string[]): CatalogueCommand {
  const [command = '', ...rest] = args;
  const parser = Object.hasOwn(PARSERS, command) ? PARSERS[command] : undefined;
  if (!parser) throw usageError(`Unknown catalogue command: ${command}`);
  return parser(rest);
}

export interface CatalogueCommandContext {
  orm: Orm;
  print: (text: string) => void;
  now?: () => Date;
}

function flashSaleCell(row: CatalogueAdminRow): string {
  const sale = row.flashSale;
  if (!sale) return '-';
  const left = sale.stockTotal - sale.stockUsed;
  return `#${sale.id} ${sale.pointCost} pts, ${left}/${sale.stockTotal} left, ${bangkokMinute(sale.startsAt)} to ${bangkokMinute(sale.endsAt)}`;
}

async function list(command: Extract<CatalogueCommand, { name: 'list' }>, context: CatalogueCommandContext) {
  const now = context.now?.() ?? new Date();
  const rows = await listCatalogueForOperators(context.orm, { categoryId: command.categoryId }, now);
  if (rows.length === 0) return context.print('No privileges match.');
  context.print(
    textTable(
      ['ID', 'CATEGORY', 'TITLE', 'KIND', 'COST', 'STOCK', 'LIMIT', 'TIER', 'ENDS (BANGKOK)', 'FLASH SALE'],
      rows.map((row) => [
        String(row.id),
        row.categoryCode,
        row.titleEn,
        row.kind,
        String(row.pointCost),
        `${row.stockUsed}/${row.stockTotal}`,
        String(row.perMemberLimit),
        row.minTierCode ?? '-',
        bangkokMinute(row.endsAt),
        flashSaleCell(row),
      ]),
    ),
  );
}

/** The console's services, called as the terminal (decision 011): audited without an operator id. */
async function run(command: CatalogueCommand, context: CatalogueCommandContext): Promise<void> {
  if (command.name === 'list') return await list(command, context);
  const now = context.now?.() ?? new Date();
  if (command.name === 'stock') {
    // No caches: this process keeps none, and the API processes hear of the change by its notice.
    const row = await changePrivilegeStock(
      context.orm,
      undefined,
      TERMINAL_ACTOR,
      { privilegeId: command.privilegeId, companies: WHOLE_GROUP, add: command.add },
      now,
    );
    return context.print(
      `Privilege #${row.id} stock is now ${row.stock_total} (${row.stock_used} redeemed, ${row.stock_left} left).`,
    );
  }
  const sale = await createFlashSale(
    context.orm,
    undefined,
    TERMINAL_ACTOR,
    WHOLE_GROUP,
    command.privilegeId,
    {
      point_cost: command.pointCost,
      stock_total: command.stockTotal,
      starts_at: command.startsAt.toISOString(),
      ends_at: command.endsAt.toISOString(),
    },
    now,
  );
  context.print(
    `Flash sale #${sale.id} for privilege #${sale.privilege_id}: ${sale.point_cost} points, ${sale.stock_total} in stock, ${bangkokMinute(new Date(sale.starts_at))} to ${bangkokMinute(new Date(sale.ends_at))} Bangkok time.`,
  );
}

/** The service's field names as the CLI's options. */
const OPTION_OF_FIELD: Record<string, string> = {
  add: 'add',
  point_cost: 'price',
  stock_total: 'stock',
  starts_at: 'starts',
  ends_at: 'hours',
};

/** Runs a parsed command; the service's refusals come back as CliError in an operator's words. */
export async function runCatalogueCommand(command: CatalogueCommand, context: CatalogueCommandContext): Promise<void> {
  try {
    await run(command, context);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === 'NOT_FOUND' && 'privilegeId' in command) {
      throw new CliError(`There is no privilege #${command.privilegeId}.`);
    }
    const details = error.fieldErrors
      ?.map((field) => `--${OPTION_OF_FIELD[field.field] ?? field.field}: ${field.message}`)
      .join('; ');
    throw new CliError(details ? `Refused: ${details}` : `Refused: ${error.code}`);
  }
}
