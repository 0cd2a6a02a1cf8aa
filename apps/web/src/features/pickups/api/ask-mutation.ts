import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { AskReply, PostAsksReply } from '@tabarru/contract/pickups';

import { withAsk } from '../pickup-rules';
import { postAsksQueryKey } from './get-post-asks';

/**
 * A call that answers with the ask it changed: the post's asks show the change at once, then are
 * read again for what it changed besides (whether the item is promised, how many asked, the
 * next asker's turn). `alsoChanges` names what else to read again.
 */
export function useAskMutation<Variables>(
  { postId, viewerId }: { postId: number; viewerId: number | undefined },
  call: (variables: Variables) => Promise<AskReply>,
  alsoChanges: (reply: AskReply, variables: Variables) => (readonly unknown[])[] = () => [],
) {
  const queryClient = useQueryClient();
  const queryKey = postAsksQueryKey(postId, viewerId);
  return useMutation({
    mutationFn: call,
    onSuccess: (reply, variables) => {
      queryClient.setQueryData<PostAsksReply>(queryKey, (asks) => asks && withAsk(asks, reply.ask));
      void queryClient.invalidateQueries({ queryKey });
      for (const key of alsoChanges(reply, variables)) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
  });
}
