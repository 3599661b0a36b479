import type { FileStorage } from '../../adapters/storage/file-storage.js';
import { runCodeBatchJob } from '../codes/code-admin-service.js';
import { runImportJob } from '../imports/import-service.js';
import { makeReceiptView } from '../receipts/receipt-view-service.js';
import type { JobHandler } from './job-queue.js';
import type { JobKind } from './job-service.js';

/** The handler of each job kind; every one resumes from what its earlier attempts committed. */
export function jobHandlersOf(files: { privateStorage: FileStorage }): Record<JobKind, JobHandler> {
  return {
    'code-batch': runCodeBatchJob,
    'bulk-import': runImportJob,
    'receipt-view': (orm, jobId) => makeReceiptView({ orm, privateStorage: files.privateStorage }, jobId),
  };
}
