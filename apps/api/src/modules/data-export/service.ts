import type { DataExport } from '@tabarru/contract/data-export';

import type { ModuleContext } from '../../context';
import { wantsMessageEmails } from '../notification-delivery/service';
import type { UserRow } from '../users/queries';
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
  return presentDataExport(
    context.images,
    member,
    await memberRecords(context.db, member.id),
    new Date(context.now()).toISOString(),
    await wantsMessageEmails(context.db, member.id),
  );
}
