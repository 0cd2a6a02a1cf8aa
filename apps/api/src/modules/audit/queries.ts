import type { Insertable, Selectable } from 'kysely';

import type { AuditLogTable, Db } from '../../db/schema';

export type AuditRow = Selectable<AuditLogTable>;

export async function insertAuditEntry(db: Db, entry: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto('audit_log').values(entry).execute();
}

/** A page of the log, newest first, after the entry with id `beforeId`. */
export function auditPage(db: Db, limit: number, beforeId: number | undefined) {
  let query = db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(limit);
  if (beforeId !== undefined) query = query.where('id', '<', beforeId);
  return query.execute();
}
