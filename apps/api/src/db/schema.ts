import type { ColumnType, Generated, Kysely, Selectable } from 'kysely';

import type { ModerationStatus } from '@tabarru/contract/admin';
import type { AuditAction, AuditTarget } from '@tabarru/contract/audit';
import type {
  Availability,
  ClaimStatus,
  ItemCondition,
  Language,
  PostKind,
  ShareMode,
} from '@tabarru/contract/constants';
import type { MessageStatus } from '@tabarru/contract/message-constants';
import type { NotificationKind } from '@tabarru/contract/notifications';
import type { NeedReceiptWay } from '@tabarru/contract/needs';
import type { OrganisationKind, OrganisationStatus } from '@tabarru/contract/organisations';
import type { AskEvent, AskStatus, PickupPlaceKind, PickupState } from '@tabarru/contract/pickups';
import type { NotificationChannel } from '@tabarru/contract/notification-preferences';
import type { ReportReason } from '@tabarru/contract/moderation';

/**
 * The database as Kysely sees it. Conventions kept identical on SQLite and PostgreSQL:
 * timestamps are ISO-8601 UTC strings written by the application (timestamptz in PostgreSQL,
 * parsed back to ISO strings by the pool); flags are integers 0 or 1 (CHECKed).
 */
export interface Database {
  users: UsersTable;
  phone_verifications: PhoneVerificationsTable;
  password_resets: PasswordResetsTable;
  posts: PostsTable;
  /** SQLite only: see PostsWordsTable. */
  posts_words: PostsWordsTable;
  post_points: PostPointsTable;
  search_vocabulary: SearchVocabularyTable;
  /** PostgreSQL only (migration 0042): each concept word of each post, kept by a trigger */
  post_concepts: PostConceptsTable;
  post_images: ImagesTable & { post_id: number };
  events: EventsTable;
  event_images: ImagesTable & { event_id: number };
  banners: BannersTable;
  donation_claims: DonationClaimsTable;
  feedback: FeedbackTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  post_reports: PostReportsTable;
  contact_messages: ContactMessagesTable;
  audit_log: AuditLogTable;
  member_blocks: MemberBlocksTable;
  rating_prompt_dismissals: RatingPromptDismissalsTable;
  notifications: NotificationsTable;
  notification_preferences: NotificationPreferencesTable;
  push_subscriptions: PushSubscriptionsTable;
  notification_deliveries: NotificationDeliveriesTable;
  notification_mailings: NotificationMailingsTable;
  used_unsubscribe_links: UsedUnsubscribeLinksTable;
  saved_searches: SavedSearchesTable;
  post_matching: PostMatchingTable;
  feed_version: FeedVersionTable;
  display_version: FeedVersionTable;
  member_sessions: MemberSessionsTable;
  recovery_codes: RecoveryCodesTable;
  email_changes: EmailChangesTable;
  item_asks: ItemAsksTable;
  pickup_windows: PickupWindowsTable;
  organisations: OrganisationsTable;
  need_receipts: NeedReceiptsTable;
  drop_off_points: DropOffPointsTable;
  campaigns: CampaignsTable;
  campaign_targets: CampaignTargetsTable;
}

export type Flag = 0 | 1;
type Timestamp = string;
type DefaultedFlag = ColumnType<Flag, Flag | undefined, Flag>;
type DefaultedNumber = ColumnType<number, number | undefined, number>;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  /** username lower-cased: unique, so 'Sara' and 'sara' cannot both register */
  username_key: string;
  /** stored lower-cased */
  email: string;
  /** +9627XXXXXXXX */
  phone_number: string;
  password_hash: string;
  is_admin: DefaultedFlag;
  location: string | null;
  locale: ColumnType<Language, Language | undefined, Language>;
  /** bumped to end every older token (password change or reset, demotion, sign-out everywhere) */
  token_version: DefaultedNumber;
  /** confirmed handovers as the donor, raised by confirming a claim */
  items_donated: DefaultedNumber;
  /** confirmed handovers as the receiver, raised by confirming a claim */
  items_received: DefaultedNumber;
  /** the sum and count of the ratings received, kept with each feedback insert and delete */
  rating_sum: DefaultedNumber;
  rating_count: DefaultedNumber;
  /** 1: messages and claims may reach the member between 23:00 and 07:00 (migration 0018) */
  notify_at_night: DefaultedFlag;
  /** the authenticator's secret, encrypted (modules/two-factor/secret-box.ts); null: no second step */
  two_factor_secret: string | null;
  /** a secret being set up, until a code from it confirms it */
  two_factor_pending_secret: string | null;
  /** when the second step was turned on */
  two_factor_since: Timestamp | null;
  /** the last time step whose code signed in: a code works once */
  two_factor_last_step: ColumnType<number | null, number | null | undefined, number | null>;
  /** when an administrator suspended the account; null while it is not (migration 0026) */
  suspended_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** the reason the administrator gave, if any */
  suspended_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** the member's home place (the contract's places.ts): the feed opens near it (migration 0027) */
  home_place_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** the member's asks that ended collected, and those they did not come for (migration 0033) */
  pickups_completed: DefaultedNumber;
  pickups_missed: DefaultedNumber;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** An account's row as read: every module that is handed a member gets this. */
export type UserRow = Selectable<UsersTable>;

export interface PhoneVerificationsTable {
  id: Generated<number>;
  phone: string;
  code_hash: string;
  /** wrong codes tried against this row */
  attempts: DefaultedNumber;
  created_at: Timestamp;
  expires_at: Timestamp;
  verified_at: Timestamp | null;
  /** set when a registration or phone change used this verification */
  consumed_at: Timestamp | null;
  /** the address of the client whose check verified the phone */
  verified_ip: string | null;
  /** keyed hash of the verification token that client got */
  token_hash: string | null;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export type { ModerationStatus };

export interface PostsTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  description: string;
  email: string;
  phone: string;
  /** 'Region - Specific area', or the region alone */
  location: string;
  /** the part of location before ' - ', kept for filtering */
  region: string;
  category: string;
  /** JSON list of the extra features (the category is not repeated here) */
  features: string;
  availability: ColumnType<Availability, Availability | undefined, Availability>;
  moderation_status: ColumnType<ModerationStatus, ModerationStatus | undefined, ModerationStatus>;
  /** the title normalised for search (lower case, Arabic letters unified, diacritics removed) */
  search_text: string;
  /** the title's words and their stems, for search by words (modules/feed/search-words.ts) */
  title_words: ColumnType<string, string | undefined, string>;
  /** the same of the description and the features */
  body_words: ColumnType<string, string | undefined, string>;
  /**
   * the things of the dictionary its text names and the places of its location, as `#id` and
   * `@id` (modules/feed/concept-words.ts, migration 0028)
   */
  concept_words: ColumnType<string, string | undefined, string>;
  /** raised by every edit: reports count per version */
  version: DefaultedNumber;
  /** the version an administrator last approved; its reports no longer hide it */
  approved_version: number | null;
  /** when it was last flagged, by reports or the blocklist */
  flagged_at: Timestamp | null;
  /** JSON list of what the blocklist found in its text since it was last reviewed */
  blocklist_matches: string | null;
  /** a giving post, or a member's wanted one (migration 0021) */
  kind: ColumnType<PostKind, PostKind | undefined, PostKind>;
  /**
   * when it leaves the feed unless renewed: a wanted post's end, or an offer's, 30 days after it
   * was posted or last renewed (migration 0035)
   */
  expires_at: Timestamp | null;
  /** while its owner is suspended (status 'removed'), the status to give back (migration 0026) */
  status_before_suspension: ColumnType<
    'visible' | 'flagged' | null,
    'visible' | 'flagged' | null | undefined,
    'visible' | 'flagged' | null
  >;
  /** one of Jordan's places (the contract's places.ts), by its id (migration 0027) */
  place_id: string | null;
  /** the exact point its donor gave, shown to the donor only; null without one */
  exact_lat: number | null;
  exact_lng: number | null;
  /** where everyone else sees it: the exact point blurred, else the place's centre */
  point_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** new, like new, used, needs repair; null when not said (migration 0034) */
  item_condition: ColumnType<
    ItemCondition | null,
    ItemCondition | null | undefined,
    ItemCondition | null
  >;
  /** how many of the item are given (1 to 99), and how many are left to give */
  quantity: DefaultedNumber;
  quantity_left: DefaultedNumber;
  can_deliver: DefaultedFlag;
  /** the day it must go by, YYYY-MM-DD on Amman's clock, and the end of that day */
  deadline: ColumnType<string | null, string | null | undefined, string | null>;
  deadline_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  share_mode: ColumnType<ShareMode, ShareMode | undefined, ShareMode>;
  /** the draw's seed, shown from the start; when the draw was done */
  draw_seed: ColumnType<string | null, string | null | undefined, string | null>;
  drawn_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** an organisation's need: how many it asks for (null on every other post) and has received (migration 0037) */
  need_quantity: ColumnType<number | null, number | null | undefined, number | null>;
  need_received: DefaultedNumber;
  /** when the freshness job took the offer off the feed; null while on it (migration 0035) */
  expired_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** the "Still available?" questions asked in this offer's 30 days (0 to 2) */
  offer_checks: DefaultedNumber;
  /** when the question now unanswered was asked; null when none waits */
  still_available_asked_at: ColumnType<
    Timestamp | null,
    Timestamp | null | undefined,
    Timestamp | null
  >;
  /** when its donor was told an organisation near them collects it (migration 0040) */
  organisation_suggested_at: ColumnType<
    Timestamp | null,
    Timestamp | null | undefined,
    Timestamp | null
  >;
}

/** A point posts are shown at (migration 0027): a place's centre or a blurred cell's. */
export interface PostPointsTable {
  id: Generated<number>;
  lat: number;
  lng: number;
}

/**
 * SQLite only: the contentless FTS5 index of posts.title_words, posts.body_words and
 * posts.concept_words, filled by triggers and never written by the application. Its rowid is
 * minus the post's id, so that newest first is the index's forward order (migrations 0003, 0012
 * and 0028). PostgreSQL searches through GIN indexes of the same columns.
 */
export interface PostsWordsTable {
  rowid: number;
  title_words: ColumnType<string, string | undefined, string>;
  body_words: ColumnType<string, string | undefined, string>;
  concept_words: ColumnType<string, string | undefined, string>;
}

/** Every word and stem ever indexed for search, once (migration 0012); never pruned. */
export interface SearchVocabularyTable {
  term: string;
}

/** A post's concept word, with the post's id and what the feed asks of the post. */
export type PostConceptsTable = { concept: string } & Pick<
  PostsTable,
  'id' | 'moderation_status' | 'kind' | 'availability' | 'expired_at' | 'category' | 'region'
>;

export interface ImagesTable {
  id: Generated<number>;
  position: number;
  /** content hash naming the stored WebP files */
  image_hash: string;
  width: number;
  height: number;
  created_at: Timestamp;
}

export interface EventsTable {
  id: Generated<number>;
  /** the English version; '' when only the Arabic one was written */
  title: string;
  description: string;
  /** the Arabic version; '' when only the English one was written (migration 0015) */
  title_ar: ColumnType<string, string | undefined, string>;
  description_ar: ColumnType<string, string | undefined, string>;
  location: string;
  owner_name: string;
  /** YYYY-MM-DD */
  event_date: string;
  /** HH:MM, 24-hour */
  start_time: string;
  end_time: string;
  created_by: number | null;
  created_at: Timestamp;
}

export interface BannersTable {
  id: Generated<number>;
  /** the English version, sanitised HTML; '' when only the Arabic one was written */
  content: string;
  /** the Arabic version, sanitised HTML; '' when only the English one was written */
  content_ar: ColumnType<string, string | undefined, string>;
  is_active: DefaultedFlag;
  created_by: number | null;
  created_at: Timestamp;
}

export interface DonationClaimsTable {
  id: Generated<number>;
  post_id: number;
  /** the member who received the item and claims it */
  receiver_id: number;
  /** the post's owner, who confirms or declines */
  donor_id: number;
  message: string | null;
  status: ColumnType<ClaimStatus, ClaimStatus | undefined, ClaimStatus>;
  created_at: Timestamp;
  decided_at: Timestamp | null;
  /** when the receiver saw the donor's answer; null while it counts on their badge */
  decision_seen_at: Timestamp | null;
}

export interface FeedbackTable {
  id: Generated<number>;
  giver_id: number;
  receiver_id: number;
  rating: number;
  comment: string | null;
  created_at: Timestamp;
}

/** A thread: one per pair of members and item (migration 0025). */
export interface ConversationsTable {
  id: Generated<number>;
  /** the pair of members, smaller id first */
  user_a_id: number;
  user_b_id: number;
  /** the post it is about, null for none; kept when the post is deleted (no foreign key) */
  item_id: ColumnType<number | null, number | null | undefined, never>;
  last_message_id: number | null;
  last_message_at: Timestamp | null;
  /** messages to this side not read yet, written with each message and each read */
  user_a_unread: DefaultedNumber;
  user_b_unread: DefaultedNumber;
  /** when the email about this side's unread messages is due; null when none is */
  user_a_email_due_at: Timestamp | null;
  user_b_email_due_at: Timestamp | null;
  /** when this side was last emailed about the conversation (at most once an hour) */
  user_a_emailed_at: Timestamp | null;
  user_b_emailed_at: Timestamp | null;
  created_at: Timestamp;
}

export interface MessagesTable {
  id: Generated<number>;
  conversation_id: number;
  sender_id: number;
  receiver_id: number;
  content: string;
  /** the item it was sent about (migration 0013); null for none, or once the post is deleted */
  post_id: ColumnType<number | null, number | null | undefined, number | null>;
  status: ColumnType<MessageStatus, MessageStatus | undefined, MessageStatus>;
  created_at: Timestamp;
  /** when a device of the receiver first had it */
  delivered_at: Timestamp | null;
  read_at: Timestamp | null;
  /** a step of an ask for the item (migration 0033); null for an ordinary message */
  ask_id: ColumnType<number | null, number | null | undefined, number | null>;
  ask_event: ColumnType<AskEvent | null, AskEvent | null | undefined, AskEvent | null>;
}

export interface PostReportsTable {
  id: Generated<number>;
  post_id: number;
  reporter_id: number;
  /** the post's version when it was reported */
  post_version: number;
  reason: ReportReason;
  note: string | null;
  created_at: Timestamp;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  message: string;
  user_id: number | null;
  created_at: Timestamp;
  /** when an administrator marked it handled; null while it is open */
  handled_at: Timestamp | null;
}

/**
 * Every administrator's action, append-only (triggers refuse updates and deletes). The ids are
 * those of the moment, without foreign keys, and the names are copied, so an entry outlives
 * what it names.
 */
export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number;
  actor_name: string;
  action: AuditAction;
  target_type: AuditTarget;
  target_id: number;
  target_label: string;
  reason: string | null;
  /** JSON of AuditDetails */
  details: ColumnType<string, string | undefined, never>;
  created_at: Timestamp;
}

/** A member who blocked another (migration 0011): one row per pair, gone with either account. */
export interface MemberBlocksTable {
  blocker_id: number;
  blocked_id: number;
  created_at: Timestamp;
}

/** A handle on the database, or on a transaction of it: what services pass to queries. */
export type Db = Kysely<Database>;

/** A member who said "not now" to rating another after a handover: not asked again. */
export interface RatingPromptDismissalsTable {
  member_id: number;
  other_id: number;
  dismissed_at: Timestamp;
}

/** One thing a member should hear of (migration 0017): see modules/notifications. */
export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  kind: NotificationKind;
  /** the member who caused it; null for an administrator's decision */
  actor_id: number | null;
  post_id: number | null;
  /** the stars of a rating received */
  rating: number | null;
  /** the events it stands for: a conversation's messages the member has not read yet */
  count: DefaultedNumber;
  /** one row per member and key: a conversation's messages ('message:<sender id>') */
  fold_key: string | null;
  /** JSON of what it says beyond its member and item: a new sign-in's browser and system */
  detail: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  read_at: Timestamp | null;
}

/** A member's choice for one kind and channel, stored only where it differs from the default. */
export interface NotificationPreferencesTable {
  user_id: number;
  kind: NotificationKind;
  channel: NotificationChannel;
  /** push: 'on' | 'off'; email: an EmailSetting */
  setting: string;
}

/** One device's web push subscription: its endpoint is the device, held by one member. */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: Timestamp;
}

/** How a notification still has to go out. */
export type DeliveryChannel = 'push' | 'email' | 'digest';

/** A push or email still to send: taken by one instance (claimed_until), removed once sent. */
export interface NotificationDeliveriesTable {
  id: Generated<number>;
  notification_id: number;
  user_id: number;
  kind: NotificationKind;
  channel: DeliveryChannel;
  /** not before: the quiet hours, the hour between two emails of a kind, the digest's time */
  due_at: Timestamp;
  /** an instance is sending it until then; another may take it once it has passed */
  claimed_until: Timestamp | null;
  /** tries that failed on our side or the push service's */
  attempts: DefaultedNumber;
}

/** When a member was last emailed about a kind ('digest' for the daily digest). */
export interface NotificationMailingsTable {
  user_id: number;
  kind: string;
  last_sent_at: Timestamp;
}

/** The unsubscribe links already used: each works once. */
export interface UsedUnsubscribeLinksTable {
  nonce: string;
  used_at: Timestamp;
}

/** A member's saved search (migration 0020): see modules/saved-searches. */
export interface SavedSearchesTable {
  id: Generated<number>;
  user_id: number;
  /** the words as the member typed them, '' for none */
  query: string;
  /** the stems searched for (searchedStems), sorted, separated by spaces; '' for none */
  stems: string;
  category: string | null;
  region: string | null;
  /** the place it measures from (migration 0029); null for none */
  place_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** how far from the place's centre, in km: set with place_id, null without */
  within_km: ColumnType<number | null, number | null | undefined, number | null>;
  /**
   * stems, category and region in one text, and the place and distance when there is a place:
   * the same search saved again is the same row
   */
  signature: string;
  /** what a new post must hold to be a candidate for this search (matching.ts, matchKeyOf) */
  match_key: string;
  /** the day in Amman (YYYY-MM-DD) that alerts_that_day counts */
  alert_day: string | null;
  alerts_that_day: DefaultedNumber;
  /** the wanted post this search stands for (migration 0021); null for one the member saved */
  wanted_post_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
}

/** A post whose matching against the saved searches is due, then done (migration 0020). */
export interface PostMatchingTable {
  post_id: number;
  due_at: Timestamp;
  done_at: Timestamp | null;
}

/**
 * One row: a number every change of a post the feed shows changes (feed_version, migration
 * 0022), or every change of how a post is shown (display_version, migration 0023).
 */
export interface FeedVersionTable {
  id: number;
  version: number;
}

/**
 * A member's session: one sign-in on one device, named by its token's `sid` (migration 0024). Live
 * while not ended, used within the idle limit and younger than the lifetime (docs/operations.md).
 */
export interface MemberSessionsTable {
  /** 128 random bits, base64url: the token's `sid` */
  id: string;
  user_id: number;
  created_at: Timestamp;
  /** kept to within a few minutes (modules/sessions/service.ts) */
  last_used_at: Timestamp;
  ended_at: Timestamp | null;
  /** as the user agent names them: 'Chrome', 'Android'; null when it does not say */
  device_browser: string | null;
  device_system: string | null;
  /** the address it signed in from, cut to its /24 (IPv4) or /48 (IPv6) */
  network: string | null;
  /** 1: signed in with the second step, or set it up in this session */
  second_factor: DefaultedFlag;
}

/** A recovery code of the second step, as a keyed hash; each works once. */
export interface RecoveryCodesTable {
  user_id: number;
  code_hash: string;
  used_at: Timestamp | null;
}

/**
 * An email change: the new address is used once the link mailed to it is followed; the old one
 * is told, with a link that undoes the change and ends every session.
 */
export interface EmailChangesTable {
  id: Generated<number>;
  user_id: number;
  old_email: string;
  new_email: string;
  /** keyed hashes of the two links' tokens */
  confirm_hash: string;
  undo_hash: string;
  created_at: Timestamp;
  confirm_by: Timestamp;
  undo_by: Timestamp;
  confirmed_at: Timestamp | null;
  undone_at: Timestamp | null;
  /** replaced by a newer change before it was confirmed */
  cancelled_at: Timestamp | null;
}

/** An ask for an item and, once promised, its pickup (migration 0033). */
export interface ItemAsksTable {
  id: Generated<number>;
  post_id: number;
  asker_id: number;
  /** the post's owner when the ask was made */
  donor_id: number;
  note: string | null;
  status: ColumnType<AskStatus, AskStatus | undefined, AskStatus>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** why the donor withdrew the promise */
  release_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** null until promised */
  pickup_state: ColumnType<PickupState | null, PickupState | null | undefined, PickupState | null>;
  place_kind: ColumnType<
    PickupPlaceKind | null,
    PickupPlaceKind | null | undefined,
    PickupPlaceKind | null
  >;
  meeting_point: ColumnType<string | null, string | null | undefined, string | null>;
  relative_may_collect: DefaultedFlag;
  collector_code: ColumnType<string | null, string | null | undefined, string | null>;
  collector_code_tries: DefaultedNumber;
  collector_code_used_at: ColumnType<
    Timestamp | null,
    Timestamp | null | undefined,
    Timestamp | null
  >;
  agreed_window_id: ColumnType<number | null, number | null | undefined, number | null>;
  agreed_starts_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  agreed_ends_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  reminded_soon_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  reminded_now_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  outcome_asked_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
}

/** A time the donor offers to collect a promised item. */
export interface PickupWindowsTable {
  id: Generated<number>;
  ask_id: number;
  starts_at: Timestamp;
  ends_at: Timestamp;
}

/** An organisation a member's account acts for, verified by an administrator (migration 0036). */
export interface OrganisationsTable {
  id: Generated<number>;
  user_id: number;
  name_en: string;
  name_ar: string;
  kind: OrganisationKind;
  registration_number: string;
  contact_name: string;
  contact_phone: string;
  /** JSON list of the categories it accepts */
  accepts: ColumnType<string, string | undefined, string>;
  accepts_note_en: ColumnType<string, string | undefined, string>;
  accepts_note_ar: ColumnType<string, string | undefined, string>;
  status: ColumnType<OrganisationStatus, OrganisationStatus | undefined, OrganisationStatus>;
  applied_at: Timestamp;
  decided_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  decided_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** What an organisation received for one of its needs (migration 0037). */
export interface NeedReceiptsTable {
  id: Generated<number>;
  post_id: number;
  quantity: number;
  way: NeedReceiptWay;
  /** the member who handed them over, when the organisation named one */
  donor_id: number | null;
  received_at: Timestamp;
}

/** Where and when an organisation takes what it accepts (migration 0038). */
export interface DropOffPointsTable {
  id: Generated<number>;
  organisation_id: number;
  /** its order on the organisation's page, from 0 */
  position: number;
  /** one of the places list's ids */
  place_id: string;
  address_en: string;
  address_ar: string;
  hours_en: string;
  hours_ar: string;
}

/** A campaign by season (migration 0039). */
export interface CampaignsTable {
  id: Generated<number>;
  /** the verified organisation running it; null when the administrators run it */
  organisation_id: number | null;
  /** the member who started it; null once their account is gone */
  created_by: number | null;
  title_en: string;
  title_ar: string;
  text_en: string;
  text_ar: string;
  /** JSON list of categories */
  categories: string;
  /** YYYY-MM-DD, Amman's clock */
  starts_on: string;
  ends_on: string;
  created_at: Timestamp;
}

/** A campaign's target in one governorate. */
export interface CampaignTargetsTable {
  campaign_id: number;
  region: string;
  quantity: number;
}
