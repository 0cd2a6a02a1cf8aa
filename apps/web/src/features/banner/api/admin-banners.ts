import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { BannerListReply, BannerReply, CreateBannerRequest } from '@tabarru/contract/banners';

import { apiRequest } from '../../../lib/api-client';
import { BANNER_QUERY_KEY } from './get-active-banner';

const BANNER_HISTORY_QUERY_KEY = [...BANNER_QUERY_KEY, 'history'] as const;

/** Every banner, newest first (GET /admin/banners). */
export function useBannerHistory() {
  return useQuery({
    queryKey: BANNER_HISTORY_QUERY_KEY,
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest<BannerListReply>('/admin/banners', { signal });
      } catch (error) {
        if (!signal.aborted) console.warn('Banner history fetch failed', error);
        throw error;
      }
    },
  });
}

/** After a change both the history and the shell's banner are read again. */
function useRefreshBanners() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: BANNER_QUERY_KEY });
}

export function useCreateBanner() {
  const refresh = useRefreshBanners();
  return useMutation({
    mutationFn: (banner: CreateBannerRequest) =>
      apiRequest<BannerReply>('/admin/banner', { method: 'POST', body: banner }),
    onSuccess: refresh,
  });
}

export function useToggleBanner() {
  const refresh = useRefreshBanners();
  return useMutation({
    mutationFn: (bannerId: number) =>
      apiRequest<BannerReply>(`/admin/banner/${bannerId}/toggle`, { method: 'PUT' }),
    onSuccess: refresh,
  });
}
