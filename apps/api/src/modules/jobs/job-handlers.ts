import { runCodeBatchJob } from '../codes/code-admin-service.js';
import { runImportJob } from '../imports/import-service.js';
import type { JobHandler } from './job-queue.js';
import type { JobKind } from './job-service.js';

/** The handler of each job kind; every one resumes from what its earlier attempts committed. */
export const JOB_HANDLERS: Record<JobKind, JobHandler> = {
  'code-batch': runCodeBatchJob,
  'bulk-import': runImportJob,
};
