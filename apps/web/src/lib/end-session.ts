import type { MessageReply } from '@tabarru/contract/accounts';

import { apiRequest } from './api-client';
import { getSession, signOut } from './session';

/**
 * Signs the member out: the API is asked to end this session, then the token is forgotten
 * here at once, whatever the answer. The request carries the token (the API client reads it as
 * the request leaves, before `signOut` runs); its answer is not waited for, so an offline device
 * or a slow API never keeps the member signed in (a session nobody uses ends on its own).
 */
export function endSession(): void {
  if (getSession().token !== null) {
    apiRequest<MessageReply>('/authentication/logout', { method: 'POST' }).catch(
      (error: unknown) => {
        console.warn('sign-out: the API could not end the session', error);
      },
    );
  }
  signOut();
}
