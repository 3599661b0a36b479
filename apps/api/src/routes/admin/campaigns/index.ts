import {
  activateCampaign,
  approveCampaign,
  createCampaign,
  endCampaign,
  getCampaign,
  listCampaigns,
  simulateCampaign,
  updateCampaign,
} from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import * as campaignService from '../../../modules/campaigns/campaign-service.js';
import { simulateCampaign as simulate } from '../../../modules/campaigns/campaign-simulation.js';
import { registerAdminCall } from '../admin-route.js';

/** Earn campaigns (DESIGN §14): every operator reads and simulates them; admins create, change, activate, approve and end them. */
export default async function campaignRoutes(app: FastifyInstance) {
  const { orm } = app.deps.database;
  /**
   * A write to a campaign that may be active: this process forgets its copy of the active campaigns once
   * it commits, so its own next purchase applies the change (read-your-writes); other processes forget
   * on the `campaign_changes` notice.
   */
  const forgettingCampaigns = async <T>(written: Promise<T>): Promise<T> => {
    const campaign = await written;
    app.deps.caches.forget('campaigns');
    return campaign;
  };

  registerAdminCall(app, listCampaigns, {
    handler: ({ input }) => campaignService.listCampaigns(orm, input),
  });

  registerAdminCall(app, getCampaign, {
    handler: ({ params }) => campaignService.getCampaign(orm, params.id),
  });

  registerAdminCall(app, createCampaign, {
    handler: ({ input, actor }) => campaignService.createCampaign(orm, actor, input),
  });

  registerAdminCall(app, updateCampaign, {
    handler: ({ params, input, actor }) =>
      forgettingCampaigns(campaignService.updateCampaign(orm, actor, params.id, input)),
  });

  registerAdminCall(app, simulateCampaign, {
    handler: ({ params, input }) =>
      simulate(orm, app.deps.caches, params.id, { from: new Date(input.from), to: new Date(input.to) }),
  });

  registerAdminCall(app, activateCampaign, {
    handler: ({ params, actor }) =>
      forgettingCampaigns(campaignService.activateCampaign(orm, app.deps.caches.rules, actor, params.id)),
  });

  registerAdminCall(app, approveCampaign, {
    handler: ({ params, actor }) => forgettingCampaigns(campaignService.approveCampaign(orm, actor, params.id)),
  });

  registerAdminCall(app, endCampaign, {
    handler: ({ params, actor }) => forgettingCampaigns(campaignService.endCampaign(orm, actor, params.id)),
  });
}
