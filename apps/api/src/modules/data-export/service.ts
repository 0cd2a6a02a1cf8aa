import type { DataExport } from '@tabarru/contract/data-export';

import type { ModuleContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { blocksOf } from '../blocks/service';
import { wantsMessageEmails } from '../notification-delivery/service';
import { myOrganisation } from '../organisations/service';
import { savedSearchList } from '../saved-searches/service';
import { presentDataExport } from './presenter';
import { memberRecords } from './queries';

/**
 * GET /api/users/me/export: everything the product holds about the member (the Privacy
 * Policy's right of access), read from each table, as one document. The account is the one the
 * request's session read a moment ago.
 */
export async function exportMemberData(
  context: ModuleContext,
  member: UserRow,
): Promise<DataExport> {
  const [records, blocks, savedSearches, organisation, messageEmails] = await Promise.all([
    memberRecords(context.db, member.id),
    blocksOf(context.db, member.id),
    savedSearchList(context, member),
    myOrganisation(context, member),
    wantsMessageEmails(context.db, member.id),
  ]);
  return presentDataExport(
    context.images,
    member,
    { ...records, blocks, savedSearches: savedSearches.savedSearches, organisation },
    new Date(context.now()).toISOString(),
    messageEmails,
  );
}
