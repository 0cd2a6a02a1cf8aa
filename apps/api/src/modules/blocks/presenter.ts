import type { BlockedMember } from '@tabarru/contract/blocks';

import type { BlockRow } from './queries';

export function presentBlockedMember(row: BlockRow): BlockedMember {
  return { id: row.id, username: row.username, blocked_at: row.blocked_at };
}
