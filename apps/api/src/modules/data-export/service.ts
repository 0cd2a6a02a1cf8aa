import type { DataExport } from '@tabarru/contract/data-export';

import type { ModuleContext } from '../../context';
import { blocksOf } from '../blocks/queries';
import type { UserRow } from '../users/queries';
import { presentDataExport } from './presenter';
import {
  claimsOf,
  contactMessagesOf,
  conversationsOf,
  feedbackOf,
  messagesOf,
  photosOf,
  postsOf,
  reportsBy,
} from './queries';

/**
 * GET /api/users/me/export: everything the product holds about the member (the Privacy
 * Policy's right of access), read from each table, as one document. The account is the one the
 * request's session read a moment ago.
 */
export async function exportMemberData(
  context: ModuleContext,
  member: UserRow,
): Promise<DataExport> {
  const { db } = context;
  const id = member.id;
  const [
    posts,
    photos,
    conversations,
    messages,
    claimsMade,
    claimsReceived,
    feedbackGiven,
    feedbackReceived,
    reports,
    blocks,
    contactMessages,
  ] = await Promise.all([
    postsOf(db, id),
    photosOf(db, id),
    conversationsOf(db, id),
    messagesOf(db, id),
    claimsOf(db, id, 'receiver'),
    claimsOf(db, id, 'donor'),
    feedbackOf(db, id, 'giver'),
    feedbackOf(db, id, 'receiver'),
    reportsBy(db, id),
    blocksOf(db, id),
    contactMessagesOf(db, id),
  ]);
  return presentDataExport(
    context.images,
    {
      account: member,
      posts,
      photos,
      conversations,
      messages,
      claimsMade,
      claimsReceived,
      feedbackGiven,
      feedbackReceived,
      reports,
      blocks,
      contactMessages,
    },
    new Date(context.now()).toISOString(),
  );
}
