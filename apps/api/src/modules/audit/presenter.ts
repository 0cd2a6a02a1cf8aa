import { auditDetailsSchema, type AuditDetails, type AuditEntry } from '@tabarru/contract/audit';

import type { AuditRow } from './queries';

/** The stored details, read back through their schema; an unreadable entry shows none. */
function detailsOf(row: Pick<AuditRow, 'details'>): AuditDetails {
  try {
    const parsed = auditDetailsSchema.safeParse(JSON.parse(row.details));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export function presentAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    actor_id: row.actor_id,
    actor_name: row.actor_name,
    action: row.action,
    target_type: row.target_type,
    target_id: row.target_id,
    target_label: row.target_label,
    reason: row.reason,
    details: detailsOf(row),
    created_at: row.created_at,
  };
}
