import type { FastifyBaseLogger } from 'fastify';

import { eventToday } from '@tabarru/contract/event-time';
import {
  EVENT_MESSAGES,
  eventFieldsSchema,
  type Event,
  type EventDetail,
  type EventFields,
} from '@tabarru/contract/events';

import type { ModuleContext } from '../../context';
import { badRequest, notFound } from '../../infra/http-errors';
import {
  processUploads,
  removeUnusedFiles,
  withStoredImages,
  type ImageForm,
} from '../../infra/image-uploads';
import type { UserRow } from '../users/queries';
import { isImageInUse } from '../posts/queries';
import { presentEvent, presentEventDetail } from './presenter';
import {
  deleteEvent,
  findEvent,
  imagesOfEvent,
  imagesOfEvents,
  insertEvent,
  insertEventImages,
  pastEvents,
  upcomingEvents,
} from './queries';

const MAX_ID = 2 ** 31 - 1;

/** The id of /events/:id, or null when it cannot name an event (the page then says Not Found). */
export function eventIdOf(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** A 400 naming the first bad field with the specified text (spec 001 §5). */
function parseFields(fields: Record<string, string>, today: string): EventFields {
  const result = eventFieldsSchema(today).safeParse(fields);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  throw badRequest(
    issue?.message ?? 'Invalid input',
    issue?.path.map(String).join('.') || undefined,
  );
}

const inUse = (context: ModuleContext) => (hash: string) => isImageInUse(context.db, hash);

export async function createEvent(
  context: ModuleContext,
  admin: UserRow,
  form: ImageForm,
): Promise<number> {
  const fields = parseFields(form.fields, eventToday());
  if (form.files.length === 0) throw badRequest(EVENT_MESSAGES.imageRequired, 'images');
  const images = await processUploads(form.files);
  return withStoredImages(context.images, inUse(context), images, () =>
    context.db.transaction().execute(async (trx) => {
      const id = await insertEvent(trx, {
        title: fields.title,
        description: fields.description,
        location: fields.location,
        ownerName: fields.owner_name,
        eventDate: fields.event_date,
        startTime: fields.start_time,
        endTime: fields.end_time,
        createdBy: admin.id,
      });
      await insertEventImages(trx, id, images);
      return id;
    }),
  );
}

/**
 * Upcoming events (today in Amman and later, soonest first) for everyone; administrators also
 * get the past ones after them, the most recent first.
 */
export async function eventList(context: ModuleContext, viewer: UserRow | null): Promise<Event[]> {
  const today = eventToday();
  const upcoming = await upcomingEvents(context.db, today);
  const past = viewer?.is_admin === 1 ? await pastEvents(context.db, today) : [];
  const rows = [...upcoming, ...past];
  const images = await imagesOfEvents(
    context.db,
    rows.map((row) => row.id),
  );
  const hashesOf = new Map<number, string[]>();
  for (const image of images) {
    hashesOf.set(image.event_id, [...(hashesOf.get(image.event_id) ?? []), image.image_hash]);
  }
  return rows.map((row) => presentEvent(context.images, row, hashesOf.get(row.id) ?? [], today));
}

export async function eventDetail(context: ModuleContext, idText: string): Promise<EventDetail> {
  const id = eventIdOf(idText);
  const event = id === null ? undefined : await findEvent(context.db, id);
  if (!event) throw notFound(EVENT_MESSAGES.notFound);
  return presentEventDetail(
    context.images,
    event,
    await imagesOfEvent(context.db, event.id),
    eventToday(),
  );
}

/** Deletes the event, then the stored files no post or event uses any more. */
export async function removeEvent(
  context: ModuleContext,
  idText: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const id = eventIdOf(idText);
  const event = id === null ? undefined : await findEvent(context.db, id);
  if (!event) throw notFound(EVENT_MESSAGES.notFound);
  const images = await imagesOfEvent(context.db, event.id);
  await deleteEvent(context.db, event.id);
  await removeUnusedFiles(
    context.images,
    inUse(context),
    images.map((image) => image.image_hash),
    log,
  );
}
