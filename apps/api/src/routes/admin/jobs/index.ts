import { getJobCall, retryJobCall } from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import { getJob, retryJob } from '../../../modules/jobs/job-service.js';
import { registerAdminCall } from '../admin-route.js';

/**
 * A job's progress for every operator (decision 028): the console polls it while a batch or import runs.
 * An admin may run a failed job again.
 */
export default async function jobRoutes(app: FastifyInstance) {
  const { database, jobs } = app.deps;

  registerAdminCall(app, getJobCall, {
    handler: ({ params }) => getJob(database.orm, params.id),
  });

  registerAdminCall(app, retryJobCall, {
    handler: ({ params, actor }) => retryJob({ database, jobs }, actor, params.id),
  });
}
