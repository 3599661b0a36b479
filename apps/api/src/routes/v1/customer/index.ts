import { calls } from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import { customerInfoReader } from '../../../modules/customers/customer-service.js';
import { registerMember } from '../../../modules/customers/registration-service.js';
import { getDataList } from '../../../modules/reference/data-list-service.js';
import { getMemberCode } from '../../../modules/till/member-code-service.js';
import { principalOf } from '../../../plugins/app/auth.js';
import { statedLanguageOf } from '../../../plugins/app/language.js';
import { registerCall } from '../../call-route.js';
import { registerConsentCalls } from './consent.js';
import { registerMembershipCalls } from './membership.js';
import { registerPasswordCalls } from './passwords.js';
import { registerPictureCalls } from './picture.js';
import { registerProfileCalls } from './profile.js';

export default async function customerRoutes(app: FastifyInstance) {
  const { orm } = app.deps.database;
  const { auth } = app.deps;

  const customerInfo = customerInfoReader(orm, app.deps.caches.tiers);
  registerCall(app, calls.getCustomerInfo, {
    handler: ({ request }) => customerInfo(principalOf(request).memberId, request.language),
  });

  registerCall(app, calls.register, {
    handler: ({ input, request, idempotencyKey }) => {
      const principal = principalOf(request);
      return registerMember(
        { ...auth, orm, rules: app.deps.caches.rules, language: statedLanguageOf(request) },
        { memberId: principal.memberId, jti: principal.jti, idempotencyKey, draft: input },
      );
    },
  });

  registerCall(app, calls.getMemberCode, {
    handler: async ({ request }) => getMemberCode(app.deps.config.sessionSecret, principalOf(request).memberId),
  });

  registerCall(app, calls.getCustomerDataList, {
    handler: ({ input }) => getDataList(orm, input.Type, input.Parent_Id),
  });

  registerConsentCalls(app);
  registerPasswordCalls(app);
  registerProfileCalls(app);
  registerMembershipCalls(app);
  registerPictureCalls(app);
}
