import {
  changeMemberStatus,
  correctMemberContact,
  getMember,
  getMemberLedger,
  getMemberTierProgress,
  listMemberCards,
  listMemberConsentHistory,
  listMemberRedemptions,
  mergeMember,
  searchMembers,
  unlockMember,
} from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import * as contactService from '../../../modules/member-admin/member-contact-service.js';
import { mergeMembers } from '../../../modules/member-admin/member-merge-service.js';
import {
  getMemberDetail,
  getMemberLedgerPage,
  searchMemberList,
} from '../../../modules/member-admin/member-search-service.js';
import * as statusService from '../../../modules/member-admin/member-status-service.js';
import * as storyService from '../../../modules/member-admin/member-story-service.js';
import { registerAdminCall } from '../admin-route.js';

/**
 * Members (DESIGN §11): every operator searches, reads and ends a lock; only admins change a state, a
 * contact or merge.
 */
export default async function memberRoutes(app: FastifyInstance) {
  const { orm } = app.deps.database;
  const context = { orm, sessions: app.deps.auth.sessions };

  registerAdminCall(app, searchMembers, {
    handler: ({ input }) => searchMemberList(orm, input),
  });

  registerAdminCall(app, getMember, {
    handler: ({ params }) => getMemberDetail(orm, app.deps.caches.tiers, params.member_id),
  });

  registerAdminCall(app, getMemberLedger, {
    handler: ({ params, input }) => getMemberLedgerPage(orm, params.member_id, input),
  });

  // The member's whole story on the member page (issue 35): redemptions, cards and tier progress.
  registerAdminCall(app, listMemberRedemptions, {
    handler: ({ params, input }) => storyService.getMemberRedemptionPage(orm, params.member_id, input),
  });

  registerAdminCall(app, listMemberCards, {
    handler: ({ params, input }) => storyService.getMemberCardPage(orm, params.member_id, input),
  });

  registerAdminCall(app, getMemberTierProgress, {
    handler: ({ params }) => storyService.getMemberTierProgress(orm, app.deps.caches.tiers, params.member_id),
  });

  registerAdminCall(app, listMemberConsentHistory, {
    handler: ({ params, input }) => storyService.getMemberConsentHistoryPage(orm, params.member_id, input),
  });

  registerAdminCall(app, changeMemberStatus, {
    handler: ({ params, input, actor }) => statusService.changeMemberStatus(context, actor, params.member_id, input),
  });

  registerAdminCall(app, mergeMember, {
    handler: ({ params, input, actor, idempotencyKey }) =>
      mergeMembers(context, actor, params.member_id, { ...input, idempotencyKey }),
  });

  registerAdminCall(app, correctMemberContact, {
    handler: ({ params, input, actor }) => contactService.correctMemberContact(orm, actor, params.member_id, input),
  });

  registerAdminCall(app, unlockMember, {
    handler: ({ params, input, actor }) => contactService.unlockMember(orm, actor, params.member_id, input.reason),
  });
}
