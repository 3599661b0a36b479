import { getJobCall } from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import { getJob } from '../../../modules/jobs/job-service.js';
import { registerAdminCall } from '../admin-route.js';

/** A job's progress for every operator (decision 028): the console polls it while a batch or import runs. */
export default async function jobRoutes(app: FastifyInstance) {
  const { orm } = app.deps.database;

  registerAdminCall(app, getJobCall, {
    handler: ({ params }) => getJob(orm, params.id),
  });
}
