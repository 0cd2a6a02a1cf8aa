import path from 'node:path';

import { sql } from 'kysely';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';

import { eventToday } from '@tabarru/contract/event-time';
import { EVENT_MESSAGES, type Event, type EventDetail } from '@tabarru/contract/events';

import { get, createMember, type Member } from './support/accounts';
import {
  createdPostId,
  jpegImage,
  multipartBody,
  pngImage,
  storedFiles,
  type UploadFile,
} from './support/posts';
import { createTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let admin: Member;
let member: Member;

afterEach(async () => {
  await testApp.close();
});

async function start() {
  testApp = await createTestApp();
  admin = await createMember(testApp);
  await testApp.database.db
    .updateTable('users')
    .set({ is_admin: 1 })
    .where('id', '=', admin.id)
    .execute();
  member = await createMember(testApp);
}

/** The day `offset` days from today in Amman, as YYYY-MM-DD. */
function day(offset: number): string {
  const [year = 0, month = 1, date = 1] = eventToday().split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + offset)).toISOString().slice(0, 10);
}

function eventFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    title: 'Winter clothes drive',
    description: 'Bring warm clothes for families in need.',
    owner_name: 'Tabarru volunteers',
    location: 'Amman - Jabal Al-Weibdeh',
    event_date: day(7),
    start_time: '10:00',
    end_time: '14:30',
    ...overrides,
  };
}

async function postEvent(
  token: string | undefined,
  fields: Record<string, string> = eventFields(),
  files?: UploadFile[],
) {
  const body = multipartBody(fields, files ?? [await jpegImage()]);
  return testApp.app.inject({
    method: 'POST',
    url: '/events',
    headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: body.payload,
  });
}

async function createdEventId(fields?: Record<string, string>, files?: UploadFile[]) {
  const response = await postEvent(admin.token, fields, files);
  if (response.statusCode !== 201) throw new Error(`event not created: ${response.body}`);
  return response.json<{ event_id: number }>().event_id;
}

function deleteEvent(id: number | string, token?: string) {
  return testApp.app.inject({
    method: 'DELETE',
    url: `/events/${id}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

async function everythingStored() {
  const { db } = testApp.database;
  return {
    events: await db.selectFrom('events').selectAll().orderBy('id').execute(),
    images: await db.selectFrom('event_images').selectAll().orderBy('id').execute(),
    files: await storedFiles(testApp),
  };
}

async function expectRefused(
  response: Promise<{ statusCode: number; body: string; json: () => unknown }>,
  status: number,
  expected: Record<string, unknown>,
) {
  const before = await everythingStored();
  const reply = await response;
  expect(reply.statusCode, reply.body).toBe(status);
  expect(reply.json()).toMatchObject(expected);
  expect(await everythingStored()).toEqual(before);
}

/** An event row written directly, for days the API refuses (the past). */
async function insertEventOn(eventDate: string, startTime: string, title: string) {
  const row = await testApp.database.db
    .insertInto('events')
    .values({
      title,
      description: 'Earlier gathering',
      location: 'Irbid',
      owner_name: 'Volunteers',
      event_date: eventDate,
      start_time: startTime,
      end_time: '23:00',
      created_by: admin.id,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('POST /events', () => {
  it('lets an administrator create an event with its photos as WebP, full and thumbnail', async () => {
    await start();
    const response = await postEvent(admin.token, eventFields(), [
      await jpegImage(1),
      await pngImage(2),
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const { message, event_id } = response.json<{ message: string; event_id: number }>();
    expect(message).toBe('Event created successfully!');

    const detail = await get(testApp, `/events/${event_id}`);
    expect(detail.statusCode).toBe(200);
    const event = detail.json<EventDetail>();
    expect(event).toMatchObject({
      id: event_id,
      event_id,
      title: 'Winter clothes drive',
      description: 'Bring warm clothes for families in need.',
      owner_name: 'Tabarru volunteers',
      location: 'Amman - Jabal Al-Weibdeh',
      event_date: day(7),
      start_time: '10:00',
      end_time: '14:30',
      is_past: false,
    });
    expect(event.images).toHaveLength(2);
    expect(event.images[0]).toMatch(/^http:\/\/localhost:3001\/uploads\/[0-9a-f]{64}\.webp$/);
    expect(event.thumbnails[0]).toMatch(/-480\.webp$/);
    expect(event.gallery.map((image) => image.url)).toEqual(event.images);
    expect(event.gallery.map((image) => image.thumbnail_url)).toEqual(event.thumbnails);

    const files = await storedFiles(testApp);
    expect(files).toHaveLength(4);
    for (const file of files) {
      const stored = await sharp(path.join(testApp.config.dataDir, 'uploads', file)).metadata();
      expect(stored.format).toBe('webp');
    }
  });

  it('keeps an English and an Arabic version, answering each and the English one as the one text', async () => {
    await start();
    const id = await createdEventId(
      eventFields({ title_ar: ' حملة ملابس الشتاء ', description_ar: 'أحضروا الملابس الدافئة.' }),
    );
    const expected = {
      title: 'Winter clothes drive',
      description: 'Bring warm clothes for families in need.',
      title_en: 'Winter clothes drive',
      description_en: 'Bring warm clothes for families in need.',
      title_ar: 'حملة ملابس الشتاء',
      description_ar: 'أحضروا الملابس الدافئة.',
    };
    expect((await get(testApp, `/events/${id}`)).json()).toMatchObject(expected);
    const [listed] = (await get(testApp, '/events')).json<Event[]>();
    expect(listed).toMatchObject(expected);
  });

  it('takes an Arabic version alone, answering it as the one text for the earlier client', async () => {
    await start();
    const fields = eventFields({
      title_ar: 'تبادل الكتب',
      description_ar: 'أحضروا كتبكم القديمة.',
    });
    delete fields.title;
    fields.description = '  ';
    const id = await createdEventId(fields);
    expect((await get(testApp, `/events/${id}`)).json()).toMatchObject({
      title: 'تبادل الكتب',
      description: 'أحضروا كتبكم القديمة.',
      title_en: null,
      description_en: null,
      title_ar: 'تبادل الكتب',
      description_ar: 'أحضروا كتبكم القديمة.',
    });
    const [row] = (await everythingStored()).events;
    expect(row).toMatchObject({ title: '', description: '', title_ar: 'تبادل الكتب' });
    const audit = await testApp.database.db
      .selectFrom('audit_log')
      .select(['action', 'target_label'])
      .execute();
    expect(audit).toEqual([{ action: 'event.create', target_label: 'تبادل الكتب' }]);
  });

  it('takes the English version alone, as the earlier client sends it', async () => {
    await start();
    const id = await createdEventId();
    expect((await get(testApp, `/events/${id}`)).json()).toMatchObject({
      title: 'Winter clothes drive',
      title_en: 'Winter clothes drive',
      title_ar: null,
      description_ar: null,
    });
  });

  it.each([
    [
      'an Arabic title without its description',
      { title_ar: 'تبادل الكتب' },
      'description_ar',
      EVENT_MESSAGES.descriptionRequired,
    ],
    [
      'an Arabic description without its title',
      { description_ar: 'أحضروا كتبكم.' },
      'title_ar',
      EVENT_MESSAGES.titleRequired,
    ],
    [
      'an English description without its title beside an Arabic version',
      { title: '', title_ar: 'تبادل الكتب', description_ar: 'أحضروا كتبكم.' },
      'title',
      EVENT_MESSAGES.titleRequired,
    ],
  ])('refuses %s', async (_, change, field, message) => {
    await start();
    await expectRefused(postEvent(admin.token, eventFields(change)), 400, {
      field,
      message,
      code: 'FIELD_REQUIRED',
    });
  });

  it('refuses an event with no title in either language', async () => {
    await start();
    await expectRefused(
      postEvent(admin.token, eventFields({ title: '', description: '', title_ar: ' ' })),
      400,
      { field: 'title', message: EVENT_MESSAGES.titleRequired, code: 'FIELD_REQUIRED' },
    );
  });

  it('holds the Arabic texts to the same limits', async () => {
    await start();
    await expectRefused(
      postEvent(admin.token, eventFields({ title_ar: 'س'.repeat(101), description_ar: 'وصف' })),
      400,
      { field: 'title_ar', message: EVENT_MESSAGES.titleTooLong, code: 'FIELD_TOO_LONG' },
    );
    await expectRefused(
      postEvent(admin.token, eventFields({ title_ar: 'عنوان', description_ar: 'س'.repeat(2001) })),
      400,
      { field: 'description_ar', message: EVENT_MESSAGES.descriptionTooLong },
    );
  });

  it('accepts an event today, trimming the texts', async () => {
    await start();
    const id = await createdEventId(eventFields({ event_date: day(0), title: '  Book swap  ' }));
    const event = (await get(testApp, `/events/${id}`)).json<EventDetail>();
    expect(event).toMatchObject({ title: 'Book swap', event_date: day(0) });
  });

  it('refuses a visitor with 401 and a member with 403, storing nothing', async () => {
    await start();
    await expectRefused(postEvent(undefined), 401, { code: 'UNAUTHENTICATED' });
    await expectRefused(postEvent(member.token), 403, { code: 'ADMIN_ONLY' });
    await expectRefused(postEvent('not-a-token'), 401, { code: 'UNAUTHENTICATED' });
  });

  it('reads the role from the database, not from the token', async () => {
    await start();
    await testApp.database.db
      .updateTable('users')
      .set({ is_admin: 0 })
      .where('id', '=', admin.id)
      .execute();
    await expectRefused(postEvent(admin.token), 403, { code: 'ADMIN_ONLY' });
  });

  it.each([
    ['title', EVENT_MESSAGES.titleRequired],
    ['description', EVENT_MESSAGES.descriptionRequired],
    ['location', EVENT_MESSAGES.locationRequired],
    ['owner_name', EVENT_MESSAGES.ownerNameRequired],
    ['event_date', EVENT_MESSAGES.dateRequired],
    ['start_time', EVENT_MESSAGES.startTimeRequired],
    ['end_time', EVENT_MESSAGES.endTimeRequired],
  ])('names a missing or blank %s with the earlier product’s text', async (field, message) => {
    await start();
    const missing = Object.fromEntries(
      Object.entries(eventFields()).filter(([name]) => name !== field),
    );
    await expectRefused(postEvent(admin.token, missing), 400, {
      field,
      message,
      code: 'FIELD_REQUIRED',
    });
    await expectRefused(postEvent(admin.token, eventFields({ [field]: '   ' })), 400, {
      field,
      message,
      code: 'FIELD_REQUIRED',
    });
  });

  it.each([
    ['a start without a leading zero', { start_time: '9:00' }, 'start_time'],
    ['a start of 24:00', { start_time: '24:00' }, 'start_time'],
    ['a start with 60 minutes', { start_time: '10:60' }, 'start_time'],
    ['an end in words', { end_time: 'noon' }, 'end_time'],
    ['an end with seconds', { end_time: '14:30:00' }, 'end_time'],
  ])('refuses %s as not HH:MM', async (_, change, field) => {
    await start();
    await expectRefused(postEvent(admin.token, eventFields(change)), 400, {
      field,
      message: EVENT_MESSAGES.timeFormat,
      code: 'EVENT_TIME_INVALID',
    });
  });

  it('accepts afternoon times in 24-hour form', async () => {
    await start();
    const id = await createdEventId(eventFields({ start_time: '16:00', end_time: '23:59' }));
    expect((await get(testApp, `/events/${id}`)).json()).toMatchObject({ start_time: '16:00' });
  });

  it.each([
    ['the same as the start', '10:00'],
    ['before the start', '09:45'],
  ])('refuses an end time %s', async (_, end_time) => {
    await start();
    await expectRefused(postEvent(admin.token, eventFields({ end_time })), 400, {
      field: 'end_time',
      message: EVENT_MESSAGES.endBeforeStart,
      code: 'EVENT_END_BEFORE_START',
    });
  });

  it('refuses a day before today in Amman', async () => {
    await start();
    await expectRefused(postEvent(admin.token, eventFields({ event_date: day(-1) })), 400, {
      field: 'event_date',
      message: EVENT_MESSAGES.datePast,
    });
  });

  it.each(['2027-02-30', '30/12/2027', 'tomorrow'])('refuses the date %j', async (event_date) => {
    await start();
    await expectRefused(postEvent(admin.token, eventFields({ event_date })), 400, {
      field: 'event_date',
      message: EVENT_MESSAGES.dateFormat,
    });
  });

  it('refuses texts over their limits', async () => {
    await start();
    await expectRefused(postEvent(admin.token, eventFields({ title: 'x'.repeat(101) })), 400, {
      field: 'title',
      message: EVENT_MESSAGES.titleTooLong,
    });
    await expectRefused(
      postEvent(admin.token, eventFields({ description: 'x'.repeat(2001) })),
      400,
      { field: 'description' },
    );
  });

  it('refuses an event without images', async () => {
    await start();
    await expectRefused(postEvent(admin.token, eventFields(), []), 400, {
      field: 'images',
      message: 'Please upload at least one image',
    });
  });

  it('refuses a text file named .jpg with 415, even next to a real photo', async () => {
    await start();
    const fake: UploadFile = {
      name: 'poster.jpg',
      type: 'image/jpeg',
      content: Buffer.from('no picture here, only words'),
    };
    await expectRefused(postEvent(admin.token, eventFields(), [await jpegImage(3), fake]), 415, {
      code: 'IMAGE_NOT_SUPPORTED',
      field: 'images',
    });
  });

  it('refuses an image over 5 MB with 413', async () => {
    await start();
    const big: UploadFile = {
      name: 'big.jpg',
      type: 'image/jpeg',
      content: Buffer.concat([(await jpegImage()).content, Buffer.alloc(6 * 1024 * 1024)]),
    };
    await expectRefused(postEvent(admin.token, eventFields(), [await jpegImage(4), big]), 413, {
      code: 'IMAGE_TOO_LARGE',
      message: 'Some files were rejected. Only images under 5MB are allowed.',
    });
  });

  it('refuses an eleventh image with 413', async () => {
    await start();
    const image = await jpegImage(5, 40, 30);
    await expectRefused(
      postEvent(
        admin.token,
        eventFields(),
        Array.from({ length: 11 }, () => image),
      ),
      413,
      { field: 'images', code: 'TOO_MANY_IMAGES', message: 'At most 10 images per event' },
    );
  });

  it('refuses a JSON body with 415 and a field sent as a file by its name', async () => {
    await start();
    await expectRefused(
      testApp.app.inject({
        method: 'POST',
        url: '/events',
        headers: { authorization: `Bearer ${admin.token}` },
        payload: { ...eventFields(), start_time: 10, images: [] },
      }),
      415,
      { code: 'MULTIPART_REQUIRED' },
    );
    const fields = eventFields();
    delete fields.title;
    const titleAsFile: UploadFile = {
      name: 'title.txt',
      type: 'text/plain',
      content: Buffer.from('Hi'),
    };
    const body = multipartBody(fields, [titleAsFile], 'title');
    await expectRefused(
      testApp.app.inject({
        method: 'POST',
        url: '/events',
        headers: { ...body.headers, authorization: `Bearer ${admin.token}` },
        payload: body.payload,
      }),
      400,
      { field: 'title', message: EVENT_MESSAGES.titleRequired },
    );
  });

  it('leaves no event and no new file when the database write fails', async () => {
    await start();
    const shared = await jpegImage(6);
    await createdPostId(testApp, member.token, undefined, [shared]);
    const before = await everythingStored();
    const { db } = testApp.database;
    await sql`alter table events rename to events_away`.execute(db);
    try {
      const response = await postEvent(admin.token, eventFields(), [shared, await jpegImage(7)]);
      expect(response.statusCode).toBe(500);
    } finally {
      await sql`alter table events_away rename to events`.execute(db);
    }
    // The photo the post uses stays; the event's own new photo is gone again.
    expect(await everythingStored()).toEqual(before);
  });
});

describe('GET /events', () => {
  it('lists upcoming events soonest first, by day then start time', async () => {
    await start();
    const later = await createdEventId(eventFields({ title: 'Later', event_date: day(9) }));
    const afternoon = await createdEventId(
      eventFields({
        title: 'Afternoon',
        event_date: day(2),
        start_time: '15:00',
        end_time: '17:00',
      }),
    );
    const morning = await createdEventId(
      eventFields({ title: 'Morning', event_date: day(2), start_time: '08:30', end_time: '09:30' }),
    );
    const today = await createdEventId(eventFields({ title: 'Today', event_date: day(0) }));
    await insertEventOn(day(-3), '10:00', 'Past');

    const response = await get(testApp, '/events');
    expect(response.statusCode).toBe(200);
    const events = response.json<Event[]>();
    expect(events.map((event) => event.id)).toEqual([today, morning, afternoon, later]);
    expect(events.every((event) => !event.is_past)).toBe(true);
    expect(events[0]?.images).toHaveLength(1);
    expect(events[0]?.thumbnails[0]).toMatch(/-480\.webp$/);
  });

  it('adds past events for administrators only, after the upcoming ones, newest first', async () => {
    await start();
    const upcoming = await createdEventId(eventFields({ event_date: day(1) }));
    const lastMonth = await insertEventOn(day(-30), '10:00', 'Last month');
    const yesterdayMorning = await insertEventOn(day(-1), '09:00', 'Yesterday morning');
    const yesterdayEvening = await insertEventOn(day(-1), '18:00', 'Yesterday evening');

    const forAdmin = (await get(testApp, '/events', admin.token)).json<Event[]>();
    expect(forAdmin.map((event) => event.id)).toEqual([
      upcoming,
      yesterdayEvening,
      yesterdayMorning,
      lastMonth,
    ]);
    expect(forAdmin.map((event) => event.is_past)).toEqual([false, true, true, true]);
    expect(forAdmin[1]?.images).toEqual([]);

    for (const token of [undefined, member.token, 'not-a-token']) {
      const list = (await get(testApp, '/events', token)).json<Event[]>();
      expect(list.map((event) => event.id)).toEqual([upcoming]);
    }
  });

  it('answers an empty list when there are no events', async () => {
    await start();
    const response = await get(testApp, '/events');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});

describe('GET /events/:id', () => {
  it.each(['999', 'abc', '0', '-1', '1.5', '99999999999'])(
    'answers 404 Event Not Found for %j',
    async (id) => {
      await start();
      const response = await get(testApp, `/events/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        message: 'Event Not Found',
        code: 'EVENT_NOT_FOUND',
      });
    },
  );

  it('shows a past event by its id, marked as past', async () => {
    await start();
    const id = await insertEventOn(day(-2), '10:00', 'Two days ago');
    const response = await get(testApp, `/events/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, is_past: true, gallery: [] });
  });
});

describe('DELETE /events/:id', () => {
  it('lets an administrator delete an event and the files nothing else uses', async () => {
    await start();
    const shared = await jpegImage(8);
    await createdPostId(testApp, member.token, undefined, [shared]);
    const filesOfPost = await storedFiles(testApp);
    const id = await createdEventId(eventFields(), [shared, await jpegImage(9)]);
    expect(await storedFiles(testApp)).toHaveLength(4);

    const response = await deleteEvent(id, admin.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Event deleted.' });
    expect((await get(testApp, `/events/${id}`)).statusCode).toBe(404);
    expect(await everythingStored()).toEqual({ events: [], images: [], files: filesOfPost });
  });

  it('names an Arabic-only event in the audit log by its Arabic title', async () => {
    await start();
    const fields = eventFields({
      title: '',
      description: '',
      title_ar: 'تبادل الكتب',
      description_ar: 'أحضروا كتبكم.',
    });
    const id = await createdEventId(fields);
    expect((await deleteEvent(id, admin.token)).statusCode).toBe(200);
    const audit = await testApp.database.db
      .selectFrom('audit_log')
      .select(['action', 'target_label'])
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'event.create', target_label: 'تبادل الكتب' },
      { action: 'event.delete', target_label: 'تبادل الكتب' },
    ]);
  });

  it('refuses a visitor with 401 and a member with 403, deleting nothing', async () => {
    await start();
    await createdEventId();
    const [event] = (await everythingStored()).events;
    const id = event?.id ?? 0;
    await expectRefused(deleteEvent(id), 401, { code: 'UNAUTHENTICATED' });
    await expectRefused(deleteEvent(id, member.token), 403, { code: 'ADMIN_ONLY' });
  });

  it.each(['999', 'abc'])('answers 404 for the unknown id %j', async (id) => {
    await start();
    await createdEventId();
    await expectRefused(deleteEvent(id, admin.token), 404, { message: 'Event Not Found' });
  });
});
