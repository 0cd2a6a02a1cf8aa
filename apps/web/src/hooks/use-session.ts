import { useSyncExternalStore } from 'react';

import { getSession, subscribeToSession, type Session } from '../lib/session';

/** The current session; the component renders again when someone signs in or out. */
export function useSession(): Session {
  return useSyncExternalStore(subscribeToSession, getSession, getSession);
}
