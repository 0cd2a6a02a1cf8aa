import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type {
  Campaign,
  CampaignCreate,
  CampaignListReply,
  CampaignReply,
} from '@tabarru/contract/campaigns';

import { loadPageTexts } from '../../../i18n/i18n';
import { apiRequest } from '../../../lib/api-client';

/** Who starts a campaign: a verified organisation of its own, or the administrators of the site's. */
export type CampaignRunner = 'organisation' | 'site';

/** POST /api/campaigns, or /api/admin/campaigns for the site's own. */
export function startCampaign({
  campaign,
  runner,
}: {
  campaign: CampaignCreate;
  runner: CampaignRunner;
}): Promise<CampaignReply> {
  return apiRequest<CampaignReply>(runner === 'site' ? '/api/admin/campaigns' : '/api/campaigns', {
    method: 'POST',
    body: campaign,
  });
}

export function getCampaign(id: number, signal?: AbortSignal): Promise<Campaign> {
  return apiRequest<Campaign>(`/api/campaigns/${id}`, { signal });
}

export function getRunningCampaigns(signal?: AbortSignal): Promise<CampaignListReply> {
  return apiRequest<CampaignListReply>('/api/campaigns', { signal });
}

const CAMPAIGNS_QUERY_KEY = ['campaigns'] as const;

export function useCampaign(id: number, enabled = true) {
  return useQuery({
    queryKey: [...CAMPAIGNS_QUERY_KEY, id],
    queryFn: ({ signal }) => getCampaign(id, signal),
    enabled,
  });
}

/**
 * The running campaigns, for home: home loads only the shell's texts, so when there is one to
 * show, the texts of the pages (the campaign's words, the governorates' names) load with it.
 */
export function useRunningCampaigns(enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: [...CAMPAIGNS_QUERY_KEY, 'running'],
    queryFn: async ({ signal }) => {
      const { campaigns } = await getRunningCampaigns(signal);
      if (campaigns.length > 0) await loadPageTexts();
      return campaigns;
    },
  });
}

export function useStartCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startCampaign,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: CAMPAIGNS_QUERY_KEY }),
  });
}
