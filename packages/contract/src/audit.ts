import { z } from 'zod';

import { REPORT_REASONS } from './moderation';

/** The audit log: every administrator's action, readable by administrators, never edited. */

export const AUDIT_ACTIONS = [
  'user.promote',
  'user.demote',
  'user.delete',
  'user.end_sessions',
  'user.suspend',
  'user.unsuspend',
  'post.approve',
  'post.delete',
  'event.create',
  'event.delete',
  'banner.create',
  'banner.activate',
  'banner.deactivate',
  'contact_message.handle',
  'contact_message.reopen',
  'organisation.verify',
  'organisation.reject',
  'campaign.create',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGETS = [
  'user',
  'post',
  'event',
  'banner',
  'contact_message',
  'organisation',
  'campaign',
] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

export const AUDIT_PAGE_SIZE = 50;
const AUDIT_PAGE_SIZE_MAX = 100;

/** What an entry knew beside its target: a post's owner and why it was flagged. */
export const auditDetailsSchema = z.object({
  owner: z.string().optional(),
  reports: z
    .array(z.object({ reason: z.enum(REPORT_REASONS), count: z.number().int() }))
    .optional(),
  blocklist_matches: z.array(z.string()).optional(),
});
export type AuditDetails = z.infer<typeof auditDetailsSchema>;

/**
 * One entry. Names are copied when the action happens, so an entry still reads right after the
 * administrator, the member or the post it names is deleted; the ids are those of that moment.
 */
const auditEntrySchema = z.object({
  id: z.number().int(),
  actor_id: z.number().int(),
  actor_name: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  target_type: z.enum(AUDIT_TARGETS),
  target_id: z.number().int(),
  target_label: z.string(),
  reason: z.string().nullable(),
  details: auditDetailsSchema,
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_SIZE_MAX).default(AUDIT_PAGE_SIZE),
  cursor: z.string().max(200).optional(),
});
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

/** GET /admin/audit-log: newest first, `nextCursor` null on the last page. */
export const auditLogReplySchema = z.object({
  entries: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AuditLogReply = z.infer<typeof auditLogReplySchema>;
