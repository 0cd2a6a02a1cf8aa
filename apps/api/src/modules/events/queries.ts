import type { Selectable } from 'kysely';

import type { Db, EventsTable } from '../../db/schema';

export type EventRow = Selectable<EventsTable>;

export interface NewEvent {
  /** the English version; '' when only the Arabic one was written */
  title: string;
  description: string;
  /** the Arabic version; '' when only the English one was written */
  titleAr: string;
  descriptionAr: string;
  location: string;
  ownerName: string;
  eventDate: string;
  startTime: string;
  endTime: string;
  /** null for the demo events, which no administrator created */
  createdBy: number | null;
}

export interface NewEventImage {
  hash: string;
  width: number;
  height: number;
}

export async function insertEvent(db: Db, event: NewEvent): Promise<number> {
  const row = await db
    .insertInto('events')
    .values({
      title: event.title,
      description: event.description,
      title_ar: event.titleAr,
      description_ar: event.descriptionAr,
      location: event.location,
      owner_name: event.ownerName,
      event_date: event.eventDate,
      start_time: event.startTime,
      end_time: event.endTime,
      created_by: event.createdBy,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The gallery of a new event, in the order the files came; the first is the cover. */
export async function insertEventImages(
  db: Db,
  eventId: number,
  images: NewEventImage[],
): Promise<void> {
  if (images.length === 0) return;
  const now = new Date().toISOString();
  await db
    .insertInto('event_images')
    .values(
      images.map((image, position) => ({
        event_id: eventId,
        position,
        image_hash: image.hash,
        width: image.width,
        height: image.height,
        created_at: now,
      })),
    )
    .execute();
}

export function findEvent(db: Db, eventId: number) {
  return db.selectFrom('events').selectAll().where('id', '=', eventId).executeTakeFirst();
}

export function imagesOfEvent(db: Db, eventId: number) {
  return db
    .selectFrom('event_images')
    .select(['id', 'image_hash', 'width', 'height'])
    .where('event_id', '=', eventId)
    .orderBy('position')
    .execute();
}

export function imagesOfEvents(db: Db, eventIds: number[]) {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('event_images')
    .select(['event_id', 'image_hash'])
    .where('event_id', 'in', eventIds)
    .orderBy('event_id')
    .orderBy('position')
    .execute();
}

/** Today's and later events, soonest first (the events_date_idx order). */
export function upcomingEvents(db: Db, today: string) {
  return db
    .selectFrom('events')
    .selectAll()
    .where('event_date', '>=', today)
    .orderBy('event_date')
    .orderBy('start_time')
    .orderBy('id')
    .execute();
}

/** Events of earlier days, the most recent first. */
export function pastEvents(db: Db, today: string) {
  return db
    .selectFrom('events')
    .selectAll()
    .where('event_date', '<', today)
    .orderBy('event_date', 'desc')
    .orderBy('start_time', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Removes the event; its image rows go with it (ON DELETE CASCADE). */
export async function deleteEvent(db: Db, eventId: number): Promise<void> {
  await db.deleteFrom('events').where('id', '=', eventId).execute();
}
