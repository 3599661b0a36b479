import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  type AdminReceipt,
  adminCallPath,
  getReceiptFile,
  getReceiptView,
  pointsForAmount,
  RECEIPT_REJECT_REASON_WORDS,
  type ReceiptRejectReason,
  type ReceiptStatus,
  receiptNeedsAdmin,
} from '@loyalty/contracts';
import type { FileStorage } from '../../adapters/storage/file-storage.js';
import { AppError } from '../../app-error.js';
import type { Executor, Orm } from '../../db/client.js';
import type { OperatorActor } from '../adjustments/adjustment-service.js';
import { runIdempotentLocked } from '../idempotency/idempotency-service.js';
import { findTillStore } from '../till/till-checks.js';
import type { TillStoreCache } from '../till/till-store-cache.js';
import {
  type AdminReceiptRow,
  type AdminReceiptSort,
  findReceipt,
  lockReceipt,
  selectAdminReceipt,
  selectAdminReceiptPage,
  selectReceiptsWithoutHash,
  setReceiptHash,
} from './receipt-repository.js';
import { approveReceiptIn, type ReviewReaders, rejectReceiptIn } from './receipt-review-service.js';

/** What a browser shows of a receipt: its file, or a HEIC photo's JPEG copy once the job has made it. */
function viewUrlOf(row: AdminReceiptRow, fileUrl: string): string | null {
  if (row.contentType !== 'image/heic') return fileUrl;
  return row.viewFileKey ? adminCallPath(getReceiptView, { id: row.id }) : null;
}

export function presentAdminReceipt(row: AdminReceiptRow): AdminReceipt {
  const fileUrl = adminCallPath(getReceiptFile, { id: row.id });
  return {
    id: row.id,
    member_id: row.memberCode,
    member_name: row.memberName,
    status: row.status,
    content_type: row.contentType as AdminReceipt['content_type'],
    size_bytes: row.sizeBytes,
    file_url: fileUrl,
    view_url: viewUrlOf(row, fileUrl),
    duplicate_of: row.duplicateOf,
    store: row.store && { store_code: row.store.code, name: row.store.nameTh, name_en: row.store.nameEn },
    receipt_no: row.receiptNo,
    purchased_on: row.purchasedOn,
    same_receipt_as: row.sameReceiptAs,
    amount: row.amount,
    points: row.points,
    reject_reason_code: row.rejectReasonCode,
    reject_reason: row.rejectReasonEn,
    reject_reason_th: row.rejectReasonTh,
    reviewed_by: row.reviewedBy,
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

async function sha256Of(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk);
  return hash.digest('hex');
}

const HASH_BATCH = 100;
const hashed = new WeakMap<Executor, Promise<void>>();

/**
 * Receipts uploaded before hashes were kept get theirs from the stored file (a migration cannot read the
 * file store), once per process and database, before the first back-office read compares hashes. A
 * file that is gone keeps no hash and is simply never flagged.
 */
function hashOlderReceipts(db: Executor, storage: FileStorage): Promise<void> {
  let done = hashed.get(db);
  if (!done) {
    done = (async () => {
      for (let afterId = 0; ; ) {
        const rows = await selectReceiptsWithoutHash(db, afterId, HASH_BATCH);
        for (const row of rows) {
          const stream = await storage.open(row.fileKey);
          if (stream) await setReceiptHash(db, row.id, await sha256Of(stream));
        }
        if (rows.length < HASH_BATCH) return;
        afterId = rows.at(-1)?.id ?? afterId;
      }
    })();
    done.catch(() => hashed.delete(db));
    hashed.set(db, done);
  }
  return done;
}

export interface ReceiptQueueQuery {
  page: number;
  limit: number;
  sort: AdminReceiptSort;
  status?: ReceiptStatus | undefined;
  memberCode?: string | undefined;
}

/** DESIGN §11 receipt queue: filtered by status and member, oldest first unless sorted otherwise. */
export async function listReceiptQueue(context: { orm: Orm; privateStorage: FileStorage }, query: ReceiptQueueQuery) {
  await hashOlderReceipts(context.orm, context.privateStorage);
  const offset = (query.page - 1) * query.limit;
  const { rows, total } = await selectAdminReceiptPage(context.orm, { ...query, offset });
  return {
    items: rows.map(presentAdminReceipt),
    page: query.page,
    limit: query.limit,
    total,
    end_page: offset + rows.length >= total,
  };
}

async function adminReceiptOf(db: Executor, receiptId: number): Promise<AdminReceipt> {
  const row = await selectAdminReceipt(db, receiptId);
  if (!row) throw new AppError('NOT_FOUND');
  return presentAdminReceipt(row);
}

export async function getAdminReceipt(
  context: { orm: Orm; privateStorage: FileStorage },
  receiptId: number,
): Promise<AdminReceipt> {
  await hashOlderReceipts(context.orm, context.privateStorage);
  return adminReceiptOf(context.orm, receiptId);
}

/**
 * The receipt's stored file, its type and a download name (`receipt-12.pdf`, the extension the upload
 * gave its key), for an operator's viewer; NOT_FOUND when either the receipt or its file is gone.
 */
export async function openReceiptFile(
  context: { orm: Orm; privateStorage: FileStorage },
  receiptId: number,
): Promise<{ contentType: string; filename: string; stream: Readable }> {
  const receipt = await findReceipt(context.orm, receiptId);
  const stream = receipt && (await context.privateStorage.open(receipt.fileKey));
  if (!receipt || !stream) throw new AppError('NOT_FOUND');
  const extension = /\.([a-z0-9]+)$/.exec(receipt.fileKey)?.[1];
  const filename = extension ? `receipt-${receipt.id}.${extension}` : `receipt-${receipt.id}`;
  return { contentType: receipt.contentType, filename, stream };
}

/** A HEIC receipt's JPEG copy for an operator's viewer; NOT_FOUND for a receipt without one (yet). */
export async function openReceiptView(
  context: { orm: Orm; privateStorage: FileStorage },
  receiptId: number,
): Promise<{ contentType: string; filename: string; stream: Readable }> {
  const receipt = await findReceipt(context.orm, receiptId);
  const stream = receipt?.viewFileKey ? await context.privateStorage.open(receipt.viewFileKey) : undefined;
  if (!receipt || !stream) throw new AppError('NOT_FOUND');
  return { contentType: 'image/jpeg', filename: `receipt-${receipt.id}.jpg`, stream };
}

/** How an operator's review is signed on the receipt (the CLI signs with the name it was given). */
function reviewerOf(actor: OperatorActor): string {
  return `operator #${actor.operatorId}`;
}

export interface OperatorApproval {
  receiptId: number;
  amount: number;
  storeCode: string;
  receiptNo: string;
  purchasedOn: string;
  idempotencyKey?: string | undefined;
}

/**
 * The back-office approval: the review service's approval, with the store, number and purchase date the
 * operator read, in a transaction that first locks the receipt and keeps the answer under the operator's
 * Idempotency-Key, so a retry waits for the first approval and answers it instead of NOT_ACTIVE. Staff
 * approve receipts whose base points are at most the adjustment approval threshold, as they could grant
 * by adjustment; a larger one waits for an admin (ADMIN_APPROVAL_REQUIRED, decision 037). Campaign
 * awards are left out of that check: approved campaigns give them, within their own budgets, not the
 * operator's reading of the total. An unknown store is NOT_FOUND.
 */
export async function approveReceiptAsOperator(
  context: { orm: Orm; stores: TillStoreCache } & ReviewReaders,
  actor: OperatorActor,
  request: OperatorApproval,
  now = new Date(),
): Promise<AdminReceipt> {
  const { orm, rules: programmeRules } = context;
  const receipt = await findReceipt(orm, request.receiptId);
  if (!receipt) throw new AppError('NOT_FOUND');
  const store = await findTillStore(orm, context.stores, request.storeCode);
  if (actor.role !== 'admin') {
    const rules = await programmeRules.read(orm);
    if (receiptNeedsAdmin(pointsForAmount(request.amount, rules.receiptBahtPerPoint), rules.adjustApprovalThreshold)) {
      throw new AppError('ADMIN_APPROVAL_REQUIRED');
    }
  }
  return orm.transaction(async (tx) => {
    // The receipt first, not the member (decision 055): the approval then locks the campaigns it draws on
    // before the earn locks the member, as a till sale does (decision 052's order).
    await lockReceipt(tx, receipt.id);
    return runIdempotentLocked(
      tx,
      {
        memberId: receipt.memberId,
        operatorId: actor.operatorId,
        key: request.idempotencyKey,
        payload: {
          call: 'ApproveReceipt',
          id: receipt.id,
          amount: request.amount,
          store: store.code,
          receipt_no: request.receiptNo,
          purchased_on: request.purchasedOn,
        },
      },
      async (claimed) => {
        await approveReceiptIn(
          claimed,
          context,
          actor,
          {
            receiptId: receipt.id,
            amount: request.amount,
            reviewedBy: reviewerOf(actor),
            printed: { store, receiptNo: request.receiptNo, purchasedOn: request.purchasedOn },
          },
          now,
        );
        return adminReceiptOf(claimed, receipt.id);
      },
    );
  });
}

/** A preset reason's words, or the operator's own for `other` (the contract requires them then). */
function reasonWordsOf(request: { reasonCode: ReceiptRejectReason; reasonEn?: string; reasonTh?: string }) {
  if (request.reasonCode === 'other') return { reasonEn: request.reasonEn ?? '', reasonTh: request.reasonTh };
  const words = RECEIPT_REJECT_REASON_WORDS[request.reasonCode];
  return { reasonEn: words.en, reasonTh: words.th };
}

/** Rejects with a preset reason, whose words the member reads in their language, or the operator's own. */
export async function rejectReceiptAsOperator(
  orm: Orm,
  actor: OperatorActor,
  request: { receiptId: number; reasonCode: ReceiptRejectReason; reasonEn?: string; reasonTh?: string },
  now = new Date(),
): Promise<AdminReceipt> {
  return orm.transaction(async (tx) => {
    await rejectReceiptIn(
      tx,
      actor,
      {
        receiptId: request.receiptId,
        reasonCode: request.reasonCode,
        ...reasonWordsOf(request),
        reviewedBy: reviewerOf(actor),
      },
      now,
    );
    return adminReceiptOf(tx, request.receiptId);
  });
}
