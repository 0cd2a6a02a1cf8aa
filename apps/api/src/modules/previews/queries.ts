import type { Db } from '../../db/schema';

/**
 * A visible post as a visitor may see it, with its donor's name and rating totals. The
 * columns are named one by one so a contact phone or email is never read here.
 */
export function findVisiblePost(db: Db, postId: number) {
  return db
    .selectFrom('posts')
    .innerJoin('users', 'users.id', 'posts.user_id')
    .select([
      'posts.id',
      'posts.title',
      'posts.description',
      'posts.location',
      'posts.category',
      'posts.availability',
      'posts.expired_at',
      'posts.created_at',
      'users.username',
      'users.rating_sum',
      'users.rating_count',
    ])
    .where('posts.id', '=', postId)
    .where('posts.moderation_status', '=', 'visible')
    .executeTakeFirst();
}

export type VisiblePostRow = NonNullable<Awaited<ReturnType<typeof findVisiblePost>>>;

export function findEvent(db: Db, eventId: number) {
  return db
    .selectFrom('events')
    .select([
      'id',
      'title',
      'description',
      'title_ar',
      'description_ar',
      'location',
      'event_date',
      'start_time',
      'end_time',
    ])
    .where('id', '=', eventId)
    .executeTakeFirst();
}

export type EventRow = NonNullable<Awaited<ReturnType<typeof findEvent>>>;

export function coverOfEvent(db: Db, eventId: number) {
  return db
    .selectFrom('event_images')
    .select(['image_hash', 'width', 'height'])
    .where('event_id', '=', eventId)
    .orderBy('position')
    .limit(1)
    .executeTakeFirst();
}

/**
 * The newest `limit` posts anyone can take (visible and available) for the sitemap, read along
 * posts_feed_idx (moderation_status, id).
 */
export function availablePostsForSitemap(db: Db, limit: number) {
  return db
    .selectFrom('posts')
    .select(['id', 'updated_at'])
    .where('moderation_status', '=', 'visible')
    .where('kind', '=', 'give')
    .where('availability', '=', 'available')
    .where('expired_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Events of `today` and later, for the sitemap (events_date_idx). */
export function upcomingEventsForSitemap(db: Db, today: string, limit: number) {
  return db
    .selectFrom('events')
    .select(['id', 'created_at'])
    .where('event_date', '>=', today)
    .orderBy('event_date')
    .orderBy('id')
    .limit(limit)
    .execute();
}
