import { buffer } from 'node:stream/consumers';
import type { FileStorage } from '../../adapters/storage/file-storage.js';
import { AppError } from '../../app-error.js';
import type { Orm } from '../../db/client.js';
import { setJobProgress } from '../jobs/job-service.js';
import { heicToJpeg } from '../media/heic-decoder.js';
import { findReceiptByViewJob, updateReceipt } from './receipt-repository.js';

/** Where a receipt's viewable copy is stored: beside the original, `receipts/7/<uuid>.heic` → `…/<uuid>.jpg`. */
function viewKeyOf(fileKey: string): string {
  return `${fileKey.replace(/\.[a-z0-9]+$/, '')}.jpg`;
}

/**
 * The `receipt-view` job: a HEIC receipt's JPEG copy, for operators' browsers (none shows HEIC). The
 * original stays as the member sent it. A copy already recorded is not made again; one stored by an
 * attempt that died before recording it is simply written again under the same key. A photo whose
 * pixels do not decode fails as UNSUPPORTED_FILE, and operators still have the original to download.
 */
export async function makeReceiptView(context: { orm: Orm; privateStorage: FileStorage }, jobId: string) {
  const receipt = await findReceiptByViewJob(context.orm, jobId);
  if (!receipt) throw new Error(`No receipt for job ${jobId}`);
  if (receipt.viewFileKey) return;
  const stream = await context.privateStorage.open(receipt.fileKey);
  if (!stream) throw new AppError('NOT_FOUND');
  const copy = await heicToJpeg(await buffer(stream)).catch((error: unknown) => {
    throw new AppError('UNSUPPORTED_FILE', { cause: error });
  });
  const viewKey = viewKeyOf(receipt.fileKey);
  await context.privateStorage.put(viewKey, copy.jpeg, 'image/jpeg');
  await context.orm.transaction(async (tx) => {
    await updateReceipt(tx, receipt.id, { viewFileKey: viewKey });
    await setJobProgress(tx, jobId, 1);
  });
}
