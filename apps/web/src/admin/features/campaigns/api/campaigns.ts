import {
  type AdminCallInput,
  activateCampaign,
  approveCampaign,
  type Campaign,
  createCampaign,
  endCampaign,
  getCampaign,
  listCampaigns,
  simulateCampaign,
  updateCampaign,
} from '@loyalty/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callAdmin } from '../../../lib/admin-api';
import { adminCallKey } from '../../../lib/admin-keys';
import { adminListKey, adminListQuery } from '../../../lib/admin-list';

export type CampaignListInput = AdminCallInput<typeof listCampaigns>;
export type CampaignInput = AdminCallInput<typeof createCampaign>;

const campaignKey = (id: number) => adminCallKey(getCampaign, id);

/** GET /campaigns: one page of campaigns with their status and the budget used. */
export function useCampaignList(input: CampaignListInput) {
  return useQuery(adminListQuery(listCampaigns, input));
}

/** GET /campaigns/{id}: one campaign, read afresh each time (another admin may approve or end it). */
export function useCampaign(id: number) {
  return useQuery(
    queryOptions({
      queryKey: campaignKey(id),
      queryFn: ({ signal }) => callAdmin(getCampaign, { params: { id: String(id) }, signal }),
      staleTime: 0,
    }),
  );
}

/** After a write the campaign's page shows what the server answered, and every list page reads afresh. */
function useKeepCampaign() {
  const queryClient = useQueryClient();
  return (campaign: Campaign) => {
    queryClient.setQueryData(campaignKey(campaign.id), campaign);
    return queryClient.invalidateQueries({ queryKey: adminListKey(listCampaigns) });
  };
}

/** POST /campaigns (admins): a new draft. */
export function useCreateCampaign() {
  const keep = useKeepCampaign();
  return useMutation({
    mutationFn: (input: CampaignInput) => callAdmin(createCampaign, { input }),
    onSuccess: keep,
  });
}

/** PUT /campaigns/{id} (admins): the whole campaign; a running one takes only a later end and a larger budget. */
export function useUpdateCampaign(id: number) {
  const keep = useKeepCampaign();
  return useMutation({
    mutationFn: (input: CampaignInput) => callAdmin(updateCampaign, { params: { id: String(id) }, input }),
    onSuccess: keep,
  });
}

/** The status changes of DESIGN §14, each answering the campaign as it now stands. */
const STATUS_CALLS = { activate: activateCampaign, approve: approveCampaign, end: endCampaign } as const;
export type CampaignStep = keyof typeof STATUS_CALLS;

/**
 * POST /campaigns/{id}/activate, /approve or /end (admins). Each answers a retry with the campaign as it
 * stands, so none needs an Idempotency-Key.
 */
export function useCampaignStep(id: number, step: CampaignStep) {
  const keep = useKeepCampaign();
  return useMutation({
    mutationFn: () => callAdmin(STATUS_CALLS[step], { params: { id: String(id) } }),
    onSuccess: keep,
  });
}

/** POST /campaigns/{id}/simulate (every operator): what a past period would have awarded; changes nothing. */
export function useSimulateCampaign(id: number) {
  return useMutation({
    mutationFn: (input: AdminCallInput<typeof simulateCampaign>) =>
      callAdmin(simulateCampaign, { params: { id: String(id) }, input }),
  });
}
