import { calls } from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import { changeEmail, changeMobileNo, updateCustomer } from '../../../modules/customers/profile-service.js';
import { principalOf } from '../../../plugins/app/auth.js';
import { registerCall } from '../../call-route.js';

/** The member's own profile and contact details (SPEC §3 payload, SPEC §4 contact changes). */
export function registerProfileCalls(app: FastifyInstance) {
  const { orm } = app.deps.database;

  registerCall(app, calls.updateCustomer, {
    handler: ({ input, request }) => updateCustomer(orm, app.deps.caches.rules, principalOf(request).memberId, input),
  });

  registerCall(app, calls.changeEmail, {
    handler: ({ input, request }) => changeEmail(orm, principalOf(request).memberId, input.Email),
  });

  registerCall(app, calls.changeMobileNo, {
    handler: ({ input, request }) => changeMobileNo(orm, principalOf(request).memberId, input.Mobile_No),
  });
}
