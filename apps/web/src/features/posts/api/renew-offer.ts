import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { PostDetail, StillAvailableReply } from '@tabarru/contract/posts';

import { apiRequest } from '../../../lib/api-client';
import { FEED_QUERY_KEY } from './get-feed';
import { MEMBER_ITEMS_QUERY_KEY } from './get-member-items';
import { MY_POSTS_QUERY_KEY } from './get-my-posts';
import { postQueryKey } from './get-post';

/**
 * POST /api/posts/:id/still-available with the answer 'yes', from My posts: an offer that ended
 * is back on the feed. Its own module rather than answer-still-available's: a module that My
 * posts and a member's page of a post both imported would be a chunk of its own, one more name
 * in the lists of chunks that the entry and a shared post's page carry, so every first visit
 * would grow.
 */
export function renewOffer(postId: number): Promise<StillAvailableReply> {
  return apiRequest<StillAvailableReply>(`/api/posts/${postId}/still-available`, {
    method: 'POST',
    body: { answer: 'yes' },
  });
}

/** The renewed offer's row says so once My posts is read again, and it is in the feed again. */
export function useRenewOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewOffer,
    onSuccess: (reply) => {
      queryClient.setQueryData<PostDetail>(postQueryKey(String(reply.post.post_id)), reply.post);
      for (const queryKey of [MY_POSTS_QUERY_KEY, FEED_QUERY_KEY, MEMBER_ITEMS_QUERY_KEY]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
