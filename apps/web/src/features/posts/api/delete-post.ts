import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { MessageReply } from '@tabarru/contract/accounts';

import { apiRequest } from '../../../lib/api-client';
import { FEED_QUERY_KEY } from './get-feed';
import { MEMBER_ITEMS_QUERY_KEY } from './get-member-items';
import { MY_POSTS_QUERY_KEY } from './get-my-posts';
import { postQueryKey } from './get-post';

/** DELETE /Posting/delete-post/:id. */
export function deletePost(postId: number): Promise<MessageReply> {
  return apiRequest<MessageReply>(`/Posting/delete-post/${postId}`, { method: 'DELETE' });
}

/**
 * A deleted post leaves My posts, the feed and its donor's items, and its page is not shown
 * from memory.
 */
export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: (_reply, postId) => {
      queryClient.removeQueries({ queryKey: postQueryKey(String(postId)) });
      void queryClient.invalidateQueries({ queryKey: MY_POSTS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: MEMBER_ITEMS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: FEED_QUERY_KEY });
    },
  });
}
