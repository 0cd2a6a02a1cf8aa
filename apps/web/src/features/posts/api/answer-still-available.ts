import { useMutation, useQueryClient } from '@tanstack/react-query';

import type {
  PostDetail,
  StillAvailableAnswer,
  StillAvailableReply,
} from '@tabarru/contract/posts';

import { apiRequest } from '../../../lib/api-client';
import { postQueryKey } from './get-post';

/**
 * POST /api/posts/:id/still-available: the donor's answer to "Still available?" (yes, given
 * away, withdraw); 'yes' is also how an offer is renewed, ended or not.
 */
export function answerStillAvailable(
  postId: number,
  answer: StillAvailableAnswer,
): Promise<StillAvailableReply> {
  return apiRequest<StillAvailableReply>(`/api/posts/${postId}/still-available`, {
    method: 'POST',
    body: { answer },
  });
}

/**
 * On the post's page: the page shows the reply's post at once, and every list of posts it shows
 * in, has left or has come back to (the feed, My posts, its donor's items) is read again. They
 * are named by the key all of them start with, not by their modules, which the post's page
 * would then load for nothing. Given away may close the post's waiting asks, kept under the
 * account.
 */
export function useAnswerStillAvailable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, answer }: { postId: number; answer: StillAvailableAnswer }) =>
      answerStillAvailable(postId, answer),
    onSuccess: (reply, { answer }) => {
      const detailKey = postQueryKey(String(reply.post.post_id));
      queryClient.setQueryData<PostDetail>(detailKey, reply.post);
      void queryClient.invalidateQueries({
        queryKey: ['posts'],
        predicate: (query) => query.queryKey[1] !== detailKey[1],
      });
      if (answer === 'given_away') void queryClient.invalidateQueries({ queryKey: ['account'] });
    },
  });
}
