import { calls } from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import { addAddress, deleteAddress, editAddress, getAddresses } from '../../../modules/addresses/address-service.js';
import { principalOf } from '../../../plugins/app/auth.js';
import { registerCall } from '../../call-route.js';

/** Address controller: the member's own shipping addresses; the owner is always the session's member. */
export default async function addressRoutes(app: FastifyInstance) {
  const { orm } = app.deps.database;

  registerCall(app, calls.getAddress, {
    handler: ({ input, request }) => getAddresses(orm, principalOf(request).memberId, input.Address_Id),
  });

  registerCall(app, calls.addAddress, {
    handler: ({ input, request }) => addAddress(orm, principalOf(request).memberId, input),
  });

  registerCall(app, calls.editAddress, {
    handler: ({ input, request }) => editAddress(orm, principalOf(request).memberId, input),
  });

  registerCall(app, calls.deleteAddress, {
    handler: ({ input, request }) => deleteAddress(orm, principalOf(request).memberId, input.Address_Id),
  });
}
