import { useMutation, useQueryClient } from '@tanstack/react-query';

import type {
  EmailChangeLinkRequest,
  EmailChangeUndoneReply,
} from '@tabarru/contract/email-change';

import { apiRequest } from '../../../lib/api-client';
import { getSession, signOut } from '../../../lib/session';

/** POST /api/email-change/undo: "this was not me"; it ends every session of the account. */
export function undoEmailChange(token: string): Promise<EmailChangeUndoneReply> {
  return apiRequest<EmailChangeUndoneReply>('/api/email-change/undo', {
    method: 'POST',
    body: { token } satisfies EmailChangeLinkRequest,
  });
}

/**
 * The API has ended every session, so a session of this browser is over too: it signs out here
 * without waiting to be refused, and forgets what it read as that member.
 */
export function useUndoEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoEmailChange,
    onSuccess: () => {
      if (getSession().status !== 'signedOut') signOut();
      queryClient.removeQueries({ queryKey: ['account'] });
    },
  });
}
