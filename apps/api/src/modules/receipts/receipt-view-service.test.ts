import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories.js';
import { HEIC_FIXTURE, receiptFiles } from '../../../test/fixtures/receipts.js';
import { TEST_PRIVATE_DIR, useTestDatabase } from '../../../test/helper.js';
import { createLocalStorage } from '../../adapters/storage/local-storage.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { UNCACHED_RULES } from '../rules/rules-service.js';
import { findReceipt } from './receipt-repository.js';
import { uploadReceiptFile } from './receipt-service.js';
import { makeReceiptView } from './receipt-view-service.js';

const context = useTestDatabase();
const privateStorage = createLocalStorage({ dir: TEST_PRIVATE_DIR });
const dispatched: string[] = [];
const jobs = { dispatch: async (job: { id: string }) => void dispatched.push(job.id) } as unknown as JobQueue;
let files: Awaited<ReturnType<typeof receiptFiles>>;

beforeAll(async () => {
  files = await receiptFiles();
});

/** A member's HEIC receipt as uploaded, with the id of the job that makes its copy. */
async function uploadHeic(bytes: Buffer) {
  const member = await createMember(context.database.orm);
  const orm = context.database.orm;
  const { receipt_id } = await uploadReceiptFile(
    { orm, rules: UNCACHED_RULES, privateStorage, jobs },
    { memberId: member.id, bytes, idempotencyKey: undefined, language: 'en' },
  );
  const receipt = await findReceipt(orm, receipt_id);
  if (!receipt?.viewJobId) throw new Error('the upload queued no view job');
  expect(dispatched).toContain(receipt.viewJobId);
  return { receiptId: receipt_id, jobId: receipt.viewJobId };
}

/** The fixture with its photo data (the `mdat` box's payload) zeroed: the container reads, no pixel decodes. */
function undecodableHeic(): Buffer {
  const bytes = Buffer.from(files.heic);
  const mdat = bytes.indexOf('mdat');
  bytes.fill(0, mdat + 4);
  return bytes;
}

describe('the receipt-view job', () => {
  it('stores an upright JPEG of the photo beside the original and records it once', async () => {
    const { receiptId, jobId } = await uploadHeic(files.heic);
    const job = { orm: context.database.orm, privateStorage };
    await makeReceiptView(job, jobId);
    const receipt = await findReceipt(context.database.orm, receiptId);
    expect(receipt?.viewFileKey).toBe(receipt?.fileKey.replace(/\.heic$/, '.jpg'));
    const jpeg = readFileSync(join(TEST_PRIVATE_DIR, receipt?.viewFileKey ?? ''));
    expect(await sharp(jpeg).metadata()).toMatchObject({
      format: 'jpeg',
      width: HEIC_FIXTURE.width,
      height: HEIC_FIXTURE.height,
    });
    expect(readFileSync(join(TEST_PRIVATE_DIR, receipt?.fileKey ?? '')).equals(files.heic)).toBe(true);
    // A second attempt (pg-boss hands a job out again after a crash) finds the copy recorded.
    const storedAgain: string[] = [];
    const recording = { ...privateStorage, put: async (key: string) => String(storedAgain.push(key)) };
    await makeReceiptView({ orm: context.database.orm, privateStorage: recording }, jobId);
    expect(storedAgain).toEqual([]);
  });

  it('fails as UNSUPPORTED_FILE for a photo whose pixels do not decode, leaving no copy', async () => {
    const { receiptId, jobId } = await uploadHeic(undecodableHeic());
    await expect(makeReceiptView({ orm: context.database.orm, privateStorage }, jobId)).rejects.toMatchObject({
      code: 'UNSUPPORTED_FILE',
    });
    expect((await findReceipt(context.database.orm, receiptId))?.viewFileKey).toBeNull();
  });
});
