import { identifyMember as identifyMemberCall } from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import { identifyMember } from '../../../modules/till/identify-service.js';
import { registerPartnerCall } from '../partner-route.js';

/** Members at the till (DESIGN §13): who a code or member number names. */
export default async function partnerMemberRoutes(app: FastifyInstance) {
  const { orm } = app.deps.database;
  const { sessionSecret } = app.deps.config;
  const { rules, tiers } = app.deps.caches;

  registerPartnerCall(app, identifyMemberCall, {
    handler: ({ input }) => identifyMember({ db: orm, sessionSecret, rules, tiers }, input),
  });
}
