import type {
  AuditAction,
  AuditDetails,
  AuditLogReply,
  AuditTarget,
} from '@tabarru/contract/audit';
import { ERROR_CODES } from '@tabarru/contract/errors';

import type { ModuleContext } from '../../context';
import type { Db, UserRow } from '../../db/schema';
import { badRequest } from '../../infra/http-errors';
import { decodeIdCursor, encodeIdCursor } from '../../infra/id-cursor';
import { presentAuditEntry } from './presenter';
import { auditPage, insertAuditEntry } from './queries';

/** The longest label kept of a target (a title, a banner's text). */
const LABEL_MAX = 120;

export interface AdminAction {
  actor: Pick<UserRow, 'id' | 'username'>;
  action: AuditAction;
  target: { type: AuditTarget; id: number; label: string };
  /** what the administrator gave as the reason, when they gave one */
  reason?: string | undefined;
  details?: AuditDetails;
}

/**
 * Writes one entry of the audit log. Called inside the transaction of the action it records, so
 * the action and its entry land together or not at all.
 */
export async function recordAdminAction(trx: Db, entry: AdminAction): Promise<void> {
  await insertAuditEntry(trx, {
    actor_id: entry.actor.id,
    actor_name: entry.actor.username,
    action: entry.action,
    target_type: entry.target.type,
    target_id: entry.target.id,
    target_label: [...entry.target.label].slice(0, LABEL_MAX).join(''),
    reason: entry.reason || null,
    details: JSON.stringify(entry.details ?? {}),
    created_at: new Date().toISOString(),
  });
}

/** A page of the log, newest first. */
export async function auditLog(
  context: Pick<ModuleContext, 'db'>,
  query: { limit: number; cursor?: string | undefined },
): Promise<AuditLogReply> {
  const before = query.cursor === undefined ? undefined : decodeIdCursor(query.cursor);
  if (before === null) {
    throw badRequest(ERROR_CODES.cursorInvalid, 'This cursor is not valid', 'cursor');
  }
  const rows = await auditPage(context.db, query.limit + 1, before);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    entries: page.map(presentAuditEntry),
    nextCursor: rows.length > query.limit && last ? encodeIdCursor(last.id) : null,
  };
}
