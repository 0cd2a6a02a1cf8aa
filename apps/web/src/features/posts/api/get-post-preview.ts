import { useQuery } from '@tanstack/react-query';

import { POST_FETCH_RETRY_DELAY_MS } from '@tabarru/contract/constants';
import type { PostPreview } from '@tabarru/contract/previews';
import { POST_PREVIEW_ELEMENT_ID } from '@tabarru/contract/runtime-config';

import { apiRequest } from '../../../lib/api-client';
import { takePageData } from '../../../lib/page-data';
import { shouldRetryPostLoad } from './get-post';

/** What a visitor may see of a post (`GET /api/posts/:id/preview`): no contact, no actions. */
export function getPostPreview(postId: string, signal?: AbortSignal): Promise<PostPreview> {
  return apiRequest<PostPreview>(`/api/posts/${encodeURIComponent(postId)}/preview`, { signal });
}

export const postPreviewQueryKey = (postId: string) => ['posts', 'preview', postId] as const;

/**
 * The preview the web host wrote into the page it served for this post, read once: the page
 * then shows the post as soon as the app runs, without waiting for the API. Another post's, or
 * none (a page the app navigated to), is undefined.
 */
export function previewInPage(postId: string): PostPreview | undefined {
  const preview = takePageData<PostPreview>(POST_PREVIEW_ELEMENT_ID);
  return preview && String(preview.post_id) === postId ? preview : undefined;
}

/** Retried like the post page: up to 3 times, never after a 404. */
export function usePostPreview(postId: string) {
  return useQuery({
    queryKey: postPreviewQueryKey(postId),
    queryFn: ({ signal }) => getPostPreview(postId, signal),
    initialData: () => previewInPage(postId),
    // Shown at once, then asked again behind it: the page may have been written a while ago,
    // and the reply the service worker keeps is what opens the post offline.
    initialDataUpdatedAt: 0,
    retry: shouldRetryPostLoad,
    retryDelay: POST_FETCH_RETRY_DELAY_MS,
  });
}
