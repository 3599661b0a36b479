import { retryJobCall } from '@loyalty/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAdmin, roleMatrix, type SignedInOperator, signInOperator } from '../../../../test/admin-kit.js';
import { auditRowsOf } from '../../../../test/audit-rows.js';
import { useTestApp } from '../../../../test/test-app.js';
import { findJob, recordFailure, startAttempt } from '../../../modules/jobs/job-repository.js';
import { createJob } from '../../../modules/jobs/job-service.js';

const context = useTestApp();
let admin: SignedInOperator;

beforeAll(async () => {
  admin = await signInOperator(context.app, 'admin');
});

/** A job whose attempts are spent, as the queue leaves one: failed, with its last error and end time. */
async function failedJob() {
  const row = await createJob(context.db, { kind: 'bulk-import', total: 10, createdBy: null });
  await startAttempt(context.db, row.id, new Date());
  await recordFailure(context.db, row.id, { attempt: 1, error: 'INTERNAL_ERROR', isFinal: true, at: new Date() });
  return row;
}

describe('POST /jobs/{id}/retry', () => {
  it('is for admins only', async () => {
    const row = await failedJob();
    expect(await roleMatrix(context.app, retryJobCall, { params: { id: row.id } })).toEqual({
      noToken: 401,
      member: 401,
      staff: 403,
    });
    expect(await findJob(context.db, row.id)).toMatchObject({ state: 'failed' });
  });

  it('puts a failed job back in the queue with its last error and attempts, audited', async () => {
    const row = await failedJob();
    const answer = await callAdmin(context.app, retryJobCall, { params: { id: row.id } }, { as: admin });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: 'success',
      data: { id: row.id, state: 'queued', attempts: 1, error: 'INTERNAL_ERROR', finished_at: null },
    });
    const [audit] = await auditRowsOf(context.db, 'job.retry', row.id);
    expect(audit).toMatchObject({
      operatorId: admin.id,
      before: { state: 'failed', attempts: 1, error: 'INTERNAL_ERROR' },
      after: { state: 'queued' },
    });
  });

  it('answers NOT_ACTIVE for a job that has not failed, and changes nothing', async () => {
    const row = await failedJob();
    await callAdmin(context.app, retryJobCall, { params: { id: row.id } }, { as: admin });
    const again = await callAdmin(context.app, retryJobCall, { params: { id: row.id } }, { as: admin });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ status: 'error', code: 'NOT_ACTIVE' });
    expect(await auditRowsOf(context.db, 'job.retry', row.id)).toHaveLength(1);
  });

  it('answers NOT_FOUND for an unknown job and VALIDATION_FAILED for an id that is not one', async () => {
    const unknown = await callAdmin(context.app, retryJobCall, { params: { id: crypto.randomUUID() } }, { as: admin });
    expect(unknown.status).toBe(404);
    const malformed = await callAdmin(context.app, retryJobCall, { params: { id: '1' } }, { as: admin });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ status: 'error', code: 'VALIDATION_FAILED' });
  });
});
