import { parseArgs } from 'node:util';
import { RECEIPT_STATUSES, type ReceiptStatus } from '@loyalty/contracts';
import { AppError } from '../app-error.js';
import type { Orm } from '../db/client.js';
import { bangkokMinute } from '../modules/calendar/bangkok-calendar.js';
import { approveReceipt, listReceiptsForReview, rejectReceipt } from '../modules/receipts/receipt-review-service.js';
import { CliError } from './cli-error.js';
import { fileSize, textTable } from './text-table.js';

export const RECEIPTS_HELP = `Review uploaded receipts (until the back-office exists).

Usage: npm run admin -- receipts <command> [options]

Commands:
  list [--status pending|approved|rejected] [--member CR10000001]
      Receipts oldest first, with where to open each file.
  approve <id> --amount 1250.50 [--by <operator>]
      Approves a pending receipt: 1 point per full 25 THB, the total counts as spending.
  reject <id> --reason "..." [--reason-th "..."] [--by <operator>]
      Rejects a pending receipt; the member sees the reason (in Thai when given).

--by defaults to the operating-system user.`;

export interface ReceiptsCommandContext {
  orm: Orm;
  print: (text: string) => void;
  /** Where an operator opens the stored file of `fileKey` (a local path or an object URL). */
  locateFile: (fileKey: string) => string;
  /** Who reviews when --by is not given. */
  defaultOperator: string;
}

function usageError(message: string): CliError {
  return new CliError(`${message}\nRun \`npm run admin -- receipts --help\` for the commands.`, 2);
}

/** parseArgs refuses unknown options and missing values with a TypeError: a usage mistake. */
function parsed<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    throw usageError((error as Error).message);
  }
}

function receiptIdOf(positionals: string[]): number {
  const [id, ...extra] = positionals;
  if (!id || !/^\d{1,15}$/.test(id) || Number(id) < 1) throw usageError('Give the receipt id (a whole number).');
  if (extra.length > 0) throw usageError(`Unexpected argument: ${extra.join(' ')}`);
  return Number(id);
}

/** A THB total as printed on a receipt: digits with at most two decimals, thousands commas allowed. */
function amountOf(text: string | undefined): number {
  const plain = text?.replaceAll(',', '') ?? '';
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(plain) || Number(plain) <= 0) {
    throw usageError('--amount needs the receipt total in THB above 0, e.g. --amount 1250.50');
  }
  return Number(plain);
}

function statusOf(text: string | undefined): ReceiptStatus | undefined {
  if (text === undefined) return undefined;
  if (!(RECEIPT_STATUSES as readonly string[]).includes(text)) {
    throw usageError(`--status is one of ${RECEIPT_STATUSES.join(', ')}`);
  }
  return text as ReceiptStatus;
}

export type ReceiptsCommand =
  | { name: 'list'; status: ReceiptStatus | undefined; memberCode: string | undefined }
  | { name: 'approve'; receiptId: number; amount: number; by: string | undefined }
  | { name: 'reject'; receiptId: number; reasonEn: string; reasonTh: string | undefined; by: string | undefined };

function parseList(args: string[]): ReceiptsCommand {
  const { values, positionals } = parsed(() =>
    parseArgs({ args, options: { status: { type: 'string' }, member: { type: 'string' } }, allowPositionals: true }),
  );
  if (positionals.length > 0) throw usageError(`Unexpected argument: ${positionals.join(' ')}`);
  return {
    name: 'list',
    status: statusOf(values.status),
    memberCode: values.member?.trim().toUpperCase() || undefined,
  };
}

function parseApprove(args: string[]): ReceiptsCommand {
  const { values, positionals } = parsed(() =>
    parseArgs({ args, options: { amount: { type: 'string' }, by: { type: 'string' } }, allowPositionals: true }),
  );
  return { name: 'approve', receiptId: receiptIdOf(positionals), amount: amountOf(values.amount), by: values.by };
}

function parseReject(args: string[]): ReceiptsCommand {
  const { values, positionals } = parsed(() =>
    parseArgs({
      args,
      options: { reason: { type: 'string' }, 'reason-th': { type: 'string' }, by: { type: 'string' } },
      allowPositionals: true,
    }),
  );
  const receiptId = receiptIdOf(positionals);
  if (!values.reason?.trim()) throw usageError('--reason is required: the member reads it in their receipt history.');
  return { name: 'reject', receiptId, reasonEn: values.reason, reasonTh: values['reason-th'], by: values.by };
}

const PARSERS: Record<string, (args: string[]) => ReceiptsCommand> = {
  list: parseList,
  approve: parseApprove,
  reject: parseReject,
};

/** `receipts <command> ...` read from argv before any database work, so a typo costs nothing. */
export function parseReceiptsCommand(args: string[]): ReceiptsCommand {
  const [command = '', ...rest] = args;
  const parser = Object.hasOwn(PARSERS, command) ? PARSERS[command] : undefined;
  if (!parser) throw usageError(`Unknown receipts command: ${command}`);
  return parser(rest);
}

const thb = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

async function list(command: Extract<ReceiptsCommand, { name: 'list' }>, context: ReceiptsCommandContext) {
  const rows = await listReceiptsForReview(context.orm, { status: command.status, memberCode: command.memberCode });
  if (rows.length === 0) return context.print('No receipts match.');
  context.print(
    textTable(
      ['ID', 'MEMBER', 'NAME', 'UPLOADED (BANGKOK)', 'SIZE', 'TYPE', 'STATUS', 'FILE'],
      rows.map((row) => [
        String(row.id),
        row.memberCode,
        [row.firstName, row.lastName].filter(Boolean).join(' ') || '-',
        bangkokMinute(row.createdAt),
        fileSize(row.sizeBytes),
        row.contentType,
        row.status,
        context.locateFile(row.fileKey),
      ]),
    ),
  );
}

async function approve(command: Extract<ReceiptsCommand, { name: 'approve' }>, context: ReceiptsCommandContext) {
  const receipt = await approveReceipt(context.orm, {
    receiptId: command.receiptId,
    amount: command.amount,
    reviewedBy: command.by ?? context.defaultOperator,
  });
  const entry = receipt.entryId ? ` (ledger entry #${receipt.entryId})` : ' (under 25 THB: no points)';
  context.print(
    `Receipt #${receipt.id} approved: ${thb.format(command.amount)} THB, ${receipt.points} points${entry}, reviewed by ${receipt.reviewedBy}.`,
  );
}

async function reject(command: Extract<ReceiptsCommand, { name: 'reject' }>, context: ReceiptsCommandContext) {
  const receipt = await rejectReceipt(context.orm, {
    receiptId: command.receiptId,
    reasonEn: command.reasonEn,
    reasonTh: command.reasonTh,
    reviewedBy: command.by ?? context.defaultOperator,
  });
  const thai = receipt.rejectReasonTh ? ` / ${receipt.rejectReasonTh}` : '';
  context.print(
    `Receipt #${receipt.id} rejected: ${receipt.rejectReasonEn}${thai}, reviewed by ${receipt.reviewedBy}.`,
  );
}

/** The service's refusals in an operator's words. */
function explain(error: AppError, id: number): CliError {
  if (error.code === 'NOT_FOUND') return new CliError(`There is no receipt #${id}.`);
  if (error.code === 'NOT_ACTIVE') {
    return new CliError(`Receipt #${id} was already reviewed: only pending receipts can be approved or rejected.`);
  }
  const details = error.fieldErrors?.map((field) => `${field.field}: ${field.message}`).join('; ');
  return new CliError(details ? `Refused: ${details}` : `Refused: ${error.code}`);
}

/** Runs a parsed command against the review service; its refusals come back as CliError. */
export async function runReceiptsCommand(command: ReceiptsCommand, context: ReceiptsCommandContext): Promise<void> {
  try {
    if (command.name === 'list') await list(command, context);
    else if (command.name === 'approve') await approve(command, context);
    else await reject(command, context);
  } catch (error) {
    if (error instanceof AppError) throw explain(error, 'receiptId' in command ? command.receiptId : 0);
    throw error;
  }
}
