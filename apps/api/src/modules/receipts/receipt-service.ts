import { createHash, randomUUID } from 'node:crypto';
import {
  type checkDocumentQuota,
  fieldError,
  type getReceiptHistory,
  IMAGE_UPLOAD_MAX_PIXELS,
  type Language,
  RECEIPT_FIELD,
  RECEIPT_MEDIA_TYPES,
  type Receipt,
  type uploadReceipt,
} from '@loyalty/contracts';
import type { z } from 'zod';
import type { FileStorage } from '../../adapters/storage/file-storage.js';
import { AppError } from '../../app-error.js';
import type { Executor, Orm } from '../../db/client.js';
import { DAY_MS, startOfBangkokDay } from '../calendar/bangkok-calendar.js';
import { runIdempotent } from '../idempotency/idempotency-service.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { createJob } from '../jobs/job-service.js';
import { readHeicSize } from '../media/heic-decoder.js';
import type { RulesReader } from '../rules/rules-service.js';
import { detectReceiptFile, type ReceiptMediaType } from './receipt-file.js';
import {
  clearReceiptFilesOf,
  countReceiptsSince,
  insertReceipt,
  type ReceiptRow,
  reassignReceipts,
  selectReceiptFileKeysOf,
  selectReceiptPage,
} from './receipt-repository.js';

export { selectReceiptsOf as listReceiptsOf } from './receipt-repository.js';

type DocumentQuota = z.output<typeof checkDocumentQuota.output>;
type UploadedReceipt = z.output<typeof uploadReceipt.output>;
type ReceiptHistoryQuery = z.output<typeof getReceiptHistory.input>;
type ReceiptHistoryPage = z.output<typeof getReceiptHistory.output>;

async function quotaOf(db: Executor, programmeRules: RulesReader, memberId: number, now: Date): Promise<DocumentQuota> {
  const dayStart = startOfBangkokDay(now);
  const [usedToday, rules] = await Promise.all([countReceiptsSince(db, memberId, dayStart), programmeRules.read(db)]);
  return {
    daily_quota: rules.receiptDailyQuota,
    used_today: usedToday,
    remaining: Math.max(rules.receiptDailyQuota - usedToday, 0),
    max_bytes: rules.receiptMaxBytes,
    accepted_types: [...RECEIPT_MEDIA_TYPES],
    resets_at: new Date(dayStart.getTime() + DAY_MS).toISOString(),
  };
}

/** Document/CheckDocumentQuota: today's uploads against the daily quota of the programme rules. */
export function checkReceiptQuota(
  db: Executor,
  rules: RulesReader,
  memberId: number,
  now = new Date(),
): Promise<DocumentQuota> {
  return quotaOf(db, rules, memberId, now);
}

/** The rejection reason in the member's language; an operator who gave only one reason gave it for both. */
function rejectReasonIn(row: ReceiptRow, language: Language): string | null {
  if (language === 'th') return row.rejectReasonTh ?? row.rejectReasonEn;
  return row.rejectReasonEn ?? row.rejectReasonTh;
}

export function presentReceipt(row: ReceiptRow, language: Language): Receipt {
  return {
    receipt_id: row.id,
    status: row.status,
    content_type: row.contentType as ReceiptMediaType,
    size_bytes: row.sizeBytes,
    amount: row.amount,
    points: row.points,
    reject_reason: row.status === 'rejected' ? rejectReasonIn(row, language) : null,
    created_at: row.createdAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
  };
}

export interface ReceiptUpload {
  memberId: number;
  bytes: Buffer;
  idempotencyKey: string | undefined;
  language: Language;
}

/**
 * A HEIC photo libheif can read, within the pixel limit of every upload (decision 025). Its signature
 * alone lets through a damaged or truncated file, which operators could then neither see nor convert:
 * refused here, where the member can take the photo again.
 */
async function checkHeicReadable(bytes: Buffer): Promise<void> {
  const size = await readHeicSize(bytes);
  if (!size) throw new AppError('VALIDATION_FAILED', { fieldErrors: [fieldError(RECEIPT_FIELD, 'receiptPhoto')] });
  if (size.width * size.height > IMAGE_UPLOAD_MAX_PIXELS) throw new AppError('FILE_TOO_LARGE');
}

/**
 * Document/UploadReceipt: stores the original bytes in the private file store (receipts are personal
 * data, never served publicly) and a pending receipt. `runIdempotent` locks the member's row before
 * today's uploads are counted, so parallel uploads queue and the quota holds exactly; the file is written
 * only once the quota allows it. The payload hash of the Idempotency-Key is the file's own hash: a retry with the same
 * key and file answers the first result, the same key with another file is IDEMPOTENCY_CONFLICT. A HEIC
 * photo, which operators' browsers cannot show, also gets a `receipt-view` job that makes its JPEG copy
 * (seconds of CPU for a phone photo: never in the request).
 */
export async function uploadReceiptFile(
  context: { orm: Orm; rules: RulesReader; privateStorage: FileStorage; jobs: JobQueue },
  upload: ReceiptUpload,
  now = new Date(),
): Promise<UploadedReceipt> {
  const kind = detectReceiptFile(upload.bytes);
  if (!kind) throw new AppError('UNSUPPORTED_FILE');
  const isHeic = kind.contentType === 'image/heic';
  if (isHeic) await checkHeicReadable(upload.bytes);
  const fileHash = createHash('sha256').update(upload.bytes).digest('hex');
  let viewJobId: string | undefined;
  const uploaded = await runIdempotent(
    context.orm,
    { memberId: upload.memberId, key: upload.idempotencyKey, payload: { call: 'UploadReceipt', fileHash } },
    async (tx) => {
      const quota = await quotaOf(tx, context.rules, upload.memberId, now);
      if (upload.bytes.length > quota.max_bytes) throw new AppError('FILE_TOO_LARGE');
      if (quota.remaining === 0) throw new AppError('QUOTA_EXCEEDED');
      const fileKey = `receipts/${upload.memberId}/${randomUUID()}.${kind.extension}`;
      await context.privateStorage.put(fileKey, upload.bytes, kind.contentType);
      viewJobId = isHeic ? (await createJob(tx, { kind: 'receipt-view', total: 1, createdBy: null })).id : undefined;
      const row = await insertReceipt(tx, {
        memberId: upload.memberId,
        fileKey,
        contentType: kind.contentType,
        sizeBytes: upload.bytes.length,
        fileHash,
        viewJobId,
        createdAt: now,
      });
      return { ...presentReceipt(row, upload.language), remaining: quota.remaining - 1 };
    },
  );
  if (viewJobId) await context.jobs.dispatch({ id: viewJobId, kind: 'receipt-view' });
  return uploaded;
}

/** Document/GetReceiptHistory: the member's receipts newest first, reasons in the request's language. */
export async function listReceiptHistory(
  db: Executor,
  memberId: number,
  query: ReceiptHistoryQuery,
  language: Language,
): Promise<ReceiptHistoryPage> {
  const offset = (query.page - 1) * query.limit;
  const { rows, total } = await selectReceiptPage(db, { memberId, offset, limit: query.limit });
  return {
    items: rows.map((row) => presentReceipt(row, language)),
    page: query.page,
    limit: query.limit,
    total,
    end_page: offset + rows.length >= total,
  };
}

/**
 * An account merge (DESIGN §11): the survivor holds the merged member's receipts, so a pending one is
 * credited to the survivor when approved and the upload quota counts the person's receipts once.
 */
export function moveReceiptsToMember(tx: Executor, fromMemberId: number, toMemberId: number): Promise<number> {
  return reassignReceipts(tx, fromMemberId, toMemberId);
}

/**
 * Removes a member's receipt files from the private storage and forgets their views and hashes (DESIGN §16
 * erasure); the receipts' amounts and points stay for the ledger. Removing an absent file is fine, so a
 * retry after a failure finishes the work.
 */
export async function eraseReceiptFilesOf(
  tx: Executor,
  privateStorage: FileStorage,
  memberId: number,
): Promise<number> {
  const keys = await selectReceiptFileKeysOf(tx, memberId);
  for (const key of keys) await privateStorage.remove(key);
  await clearReceiptFilesOf(tx, memberId);
  return keys.length;
}
