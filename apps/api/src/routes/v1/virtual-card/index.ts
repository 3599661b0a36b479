import { calls } from '@loyalty/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  acknowledgeAlert,
  type CardViewer,
  deleteCard,
  getCardDetail,
  getCounterCode,
  listCards,
  toggleCardFavourite,
} from '../../../modules/cards/card-service.js';
import { principalOf } from '../../../plugins/app/auth.js';
import { registerCall } from '../../call-route.js';

function viewerOf(request: FastifyRequest): CardViewer {
  return { memberId: principalOf(request).memberId, clock: Date.now };
}

/** VirtualCard controller (DESIGN §12): the member's own cards; the owner is always the session's member. */
export default async function virtualCardRoutes(app: FastifyInstance) {
  const { orm } = app.deps.database;

  registerCall(app, calls.getActiveVirtualCardList, {
    handler: ({ input, request }) => listCards(orm, viewerOf(request), 'active', input),
  });

  registerCall(app, calls.getExpiredVirtualCardList, {
    handler: ({ input, request }) => listCards(orm, viewerOf(request), 'expired', input),
  });

  registerCall(app, calls.getVirtualCardDetail, {
    handler: ({ input, request }) => getCardDetail(orm, viewerOf(request), input.card_Id),
  });

  registerCall(app, calls.updateFavVirtualCard, {
    handler: ({ input, request }) => toggleCardFavourite(orm, principalOf(request).memberId, input.Card_Id),
  });

  registerCall(app, calls.deleteVirtualCard, {
    handler: ({ input, request }) => deleteCard(orm, viewerOf(request), input.Card_Id),
  });

  registerCall(app, calls.updateCreateAlert, {
    handler: ({ input, request }) => acknowledgeAlert(orm, viewerOf(request), input.Card_Id, 'create'),
  });

  registerCall(app, calls.updateExpireAlert, {
    handler: ({ input, request }) => acknowledgeAlert(orm, viewerOf(request), input.Card_Id, 'expire'),
  });

  registerCall(app, calls.getCounterCode, {
    handler: ({ input, request }) => getCounterCode(orm, viewerOf(request), input.card_Id),
  });
}
