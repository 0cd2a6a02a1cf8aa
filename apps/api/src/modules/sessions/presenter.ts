import type { MemberSession } from '@tabarru/contract/sessions';

import { placeOf } from './client';
import type { SessionRow } from './queries';

/** A session as its member's list shows it: never its token, never the full address. */
export function presentMemberSession(row: SessionRow, currentSessionId: string): MemberSession {
  return {
    id: row.id,
    browser: row.device_browser,
    system: row.device_system,
    place: placeOf(row.network),
    created_at: row.created_at,
    last_used_at: row.last_used_at,
    current: row.id === currentSessionId,
  };
}
