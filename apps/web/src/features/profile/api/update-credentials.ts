import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { UpdateCredentialsReply, UpdateCredentialsRequest } from '@tabarru/contract/accounts';

import { apiRequest } from '../../../lib/api-client';
import { signIn } from '../../../lib/session';
import { ownProfileQuery } from './get-own-profile';

export function updateCredentials(
  request: UpdateCredentialsRequest,
): Promise<UpdateCredentialsReply> {
  return apiRequest<UpdateCredentialsReply>('/update-credentials', {
    method: 'PUT',
    body: request,
  });
}

/** Keeps the new token (it carries the username) and shows the saved profile at once. */
export function useUpdateCredentials() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCredentials,
    onSuccess: ({ jwtToken, user }) => {
      signIn(jwtToken);
      queryClient.setQueryData(ownProfileQuery(user.id).queryKey, user);
    },
  });
}
