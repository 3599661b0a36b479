import { getRules, putRules } from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import { presentAdminRules, ruleChangesOf } from '../../../modules/rules/rules-presenter.js';
import * as rulesService from '../../../modules/rules/rules-service.js';
import { registerAdminCall } from '../admin-route.js';

/** The programme rules (DESIGN §6, decision 012): every operator reads them, admins change them. */
export default async function rulesRoutes(app: FastifyInstance) {
  const { orm } = app.deps.database;

  registerAdminCall(app, getRules, {
    handler: async () => presentAdminRules(await rulesService.readProgrammeRules(orm)),
  });

  registerAdminCall(app, putRules, {
    handler: async ({ input, actor }) =>
      presentAdminRules(
        await rulesService.updateProgrammeRules(
          orm,
          app.deps.caches,
          actor,
          ruleChangesOf(input),
          new Date(),
          input.revision,
        ),
      ),
  });
}
