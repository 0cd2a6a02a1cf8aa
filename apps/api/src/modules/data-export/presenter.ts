import type { DataExport } from '@tabarru/contract/data-export';
import type { OrganisationApplicationReply } from '@tabarru/contract/organisations';
import type { SavedSearch } from '@tabarru/contract/saved-searches';

import type { UserRow } from '../../db/schema';
import type { ImageStore } from '../../infra/media';
import type { BlockRow } from '../blocks/service';
import { extrasOf } from '../feed/service';
import { averageRating } from '../feedback/policy';
import type { MemberRecords } from './queries';

/** The member's records, with what other modules keep of them, as those modules show it. */
export type ExportedRecords = MemberRecords & {
  blocks: BlockRow[];
  savedSearches: SavedSearch[];
  organisation: OrganisationApplicationReply | null;
};

/** Rows grouped by a key, each group in the rows' order. */
function groupBy<Row>(rows: Row[], key: (row: Row) => number): Map<number, Row[]> {
  const groups = new Map<number, Row[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

const member = (id: number, username: string) => ({ id, username });

/**
 * The member's download: their account without its secrets (no password hash, token version
 * or codes), and their records, another member named only by id and username.
 */
export function presentDataExport(
  images: ImageStore,
  account: UserRow,
  records: ExportedRecords,
  exportedAt: string,
  messageEmails: boolean,
): DataExport {
  const photos = groupBy(records.photos, (photo) => photo.post_id);
  const messages = groupBy(records.messages, (message) => message.conversation_id);
  const claim = (row: MemberRecords['claimsMade'][number]) => ({
    id: row.id,
    post_id: row.post_id,
    post_title: row.post_title,
    message: row.message,
    status: row.status,
    created_at: row.created_at,
    decided_at: row.decided_at,
  });
  const feedback = (row: MemberRecords['feedbackGiven'][number]) => ({
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    created_at: row.created_at,
  });
  return {
    format: 'tabarru-data-export',
    version: 1,
    exported_at: exportedAt,
    account: {
      id: account.id,
      username: account.username,
      email: account.email,
      phone_number: account.phone_number,
      location: account.location,
      home_place: account.home_place_id,
      locale: account.locale,
      is_admin: account.is_admin === 1,
      message_emails: messageEmails,
      items_donated: account.items_donated,
      items_received: account.items_received,
      rating: averageRating(account.rating_sum, account.rating_count),
      rating_count: account.rating_count,
      two_step_since: account.two_factor_since,
      created_at: account.created_at,
      updated_at: account.updated_at,
    },
    posts: records.posts.map((post) => ({
      id: post.id,
      title: post.title,
      description: post.description,
      category: post.category,
      features: extrasOf(post),
      location: post.location,
      place: post.place_id,
      exact_point:
        post.exact_lat === null || post.exact_lng === null
          ? null
          : { lat: post.exact_lat, lng: post.exact_lng },
      email: post.email === '' ? null : post.email,
      phone: post.phone,
      availability: post.availability,
      moderation_status: post.moderation_status,
      images: (photos.get(post.id) ?? []).map((photo) => images.urlOf(photo.image_hash)),
      created_at: post.created_at,
      updated_at: post.updated_at,
    })),
    conversations: records.conversations.map((conversation) => ({
      with: member(conversation.partner_id, conversation.partner_username),
      messages: (messages.get(conversation.id) ?? []).map((message) => ({
        id: message.id,
        sender_id: message.sender_id,
        receiver_id: message.receiver_id,
        content: message.content,
        post_id: message.post_id,
        status: message.status,
        sent_at: message.created_at,
        delivered_at: message.delivered_at,
        read_at: message.read_at,
      })),
    })),
    claims_made: records.claimsMade.map((row) => ({
      ...claim(row),
      donor: member(row.other_id, row.other_username),
    })),
    claims_received: records.claimsReceived.map((row) => ({
      ...claim(row),
      claimant: member(row.other_id, row.other_username),
    })),
    feedback_given: records.feedbackGiven.map((row) => ({
      ...feedback(row),
      to: member(row.other_id, row.other_username),
    })),
    feedback_received: records.feedbackReceived.map((row) => ({
      ...feedback(row),
      from: member(row.other_id, row.other_username),
    })),
    reports: records.reports.map((report) => ({
      id: report.id,
      post_id: report.post_id,
      post_title: report.post_title,
      reason: report.reason,
      note: report.note,
      created_at: report.created_at,
    })),
    blocks: records.blocks.map((block) => ({
      member: member(block.id, block.username),
      blocked_at: block.blocked_at,
    })),
    saved_searches: records.savedSearches,
    rating_prompts_dismissed: records.ratingPromptsDismissed.map((row) => ({
      member: member(row.other_id, row.other_username),
      dismissed_at: row.dismissed_at,
    })),
    notifications: records.notifications.map((row) => ({
      id: row.id,
      kind: row.kind,
      member:
        row.other_id === null || row.other_username === null
          ? null
          : member(row.other_id, row.other_username),
      post_id: row.post_id,
      rating: row.rating,
      count: row.count,
      created_at: row.created_at,
      read_at: row.read_at,
    })),
    sessions: records.sessions.map((session) => ({
      browser: session.device_browser,
      system: session.device_system,
      network: session.network,
      two_step: session.second_factor === 1,
      created_at: session.created_at,
      last_used_at: session.last_used_at,
      ended_at: session.ended_at,
    })),
    organisation: records.organisation,
    given_to_organisations: records.givenToOrganisations.map((receipt) => ({
      post_id: receipt.post_id,
      need_title: receipt.need_title,
      organisation: { name_en: receipt.name_en, name_ar: receipt.name_ar },
      quantity: receipt.quantity,
      way: receipt.way,
      received_at: receipt.received_at,
    })),
    campaigns_started: records.campaignsStarted,
    contact_messages: records.contactMessages.map((message) => ({
      id: message.id,
      name: message.name,
      email: message.email,
      message: message.message,
      created_at: message.created_at,
    })),
  };
}
