import type { ModuleContext } from '../../context';
import type { UserRow } from '../users/queries';
import { countUnreadConversations } from './queries';

/** How many conversations hold a message the member has not read (DESIGN §4). */
export function unreadConversations(context: ModuleContext, member: UserRow): Promise<number> {
  return countUnreadConversations(context.db, member.id);
}
