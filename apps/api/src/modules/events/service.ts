import type { FastifyBaseLogger } from 'fastify';

import { eventToday } from '@tabarru/contract/event-time';
import {
  EVENT_MESSAGES,
  eventFieldsSchema,
  type Event,
  type EventDetail,
  type EventFields,
} from '@tabarru/contract/events';

import { ERROR_CODES } from '@tabarru/contract/errors';

import type { ModuleContext } from '../../context';
import { badRequest, notFound } from '../../infra/http-errors';
import { parseFormFields, type MultipartForm } from '../../infra/multipart-form';
import type { UserRow } from '../../db/schema';
import { recordAdminAction } from '../audit/service';
import { processUploads, writeDroppingImages, writeWithImages } from '../images/service';
import { writeAs, type Session } from '../sessions/service';
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

// The demo seed writes its events with these.
export { insertEvent, insertEventImages } from './queries';

const MAX_ID = 2 ** 31 - 1;

/** The id of /events/:id, or null when it cannot name an event (the page then says Not Found). */
export function eventIdOf(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** What the audit log calls an event: its English title, or else the Arabic one. */
const eventLabel = (event: { title: string; title_ar: string }) => event.title || event.title_ar;

const eventNotFound = () => notFound(ERROR_CODES.eventNotFound, EVENT_MESSAGES.notFound);

export async function createEvent(
  context: ModuleContext,
  session: Session,
  form: MultipartForm,
): Promise<number> {
  const fields: EventFields = parseFormFields(eventFieldsSchema(eventToday()), form.fields);
  if (form.files.length === 0) {
    throw badRequest(ERROR_CODES.imageRequired, EVENT_MESSAGES.imageRequired, 'images');
  }
  const images = await processUploads(context, form);
  return writeWithImages(context, session, images, async (trx, admin) => {
    const id = await insertEvent(trx, {
      title: fields.title,
      description: fields.description,
      titleAr: fields.title_ar,
      descriptionAr: fields.description_ar,
      location: fields.location,
      ownerName: fields.owner_name,
      eventDate: fields.event_date,
      startTime: fields.start_time,
      endTime: fields.end_time,
      createdBy: admin.id,
    });
    await insertEventImages(trx, id, images);
    await recordAdminAction(trx, {
      actor: admin,
      action: 'event.create',
      target: { type: 'event', id, label: eventLabel(fields) },
    });
    return id;
  });
}

/**
 * Upcoming events (today in Amman and later, soonest first) for everyone; administrators also
 * get the past ones after them, the most recent first.
 */
export async function eventList(
  context: Pick<ModuleContext, 'db' | 'images'>,
  viewer: UserRow | null,
): Promise<Event[]> {
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
  if (!event) throw eventNotFound();
  return presentEventDetail(
    context.images,
    event,
    await imagesOfEvent(context.db, event.id),
    eventToday(),
  );
}

/**
 * Deletes the event with its audit entry, then the stored files no post or event uses any more.
 */
export async function removeEvent(
  context: ModuleContext,
  session: Session,
  idText: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const id = eventIdOf(idText);
  await writeDroppingImages(context, log, (dropping) =>
    writeAs(context, session, async (trx, admin) => {
      const event = id === null ? undefined : await findEvent(trx, id);
      if (!event) throw eventNotFound();
      const gallery = await imagesOfEvent(trx, event.id);
      await deleteEvent(trx, event.id);
      await recordAdminAction(trx, {
        actor: admin,
        action: 'event.delete',
        target: { type: 'event', id: event.id, label: eventLabel(event) },
      });
      dropping(gallery.map((image) => image.image_hash));
    }),
  );
}
