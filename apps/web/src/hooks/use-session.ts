import { useSyncExternalStore } from 'react';

import { getSession, subscribeToSession, type Session } from '../lib/session';

/** The current session; the component renders again when someone signs in or out. */
export function useSession(): Session {
  return useSyncExternalStore(subscribeToSession, getSession, getSession);
}

/** The signed-in member's id, or undefined for a visitor and while the session is checked. */
export function useSignedInUserId(): number | undefined {
  const { status, user } = useSession();
  return status === 'signedIn' ? user?.userId : undefined;
}
