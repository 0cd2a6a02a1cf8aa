import { z } from 'zod';

import { ERROR_CODES, withCode } from './errors';
import { isBeforeToday, isEndAfterStart, isValidDate, isValidTime } from './event-time';

/** Community events: list, detail, create, delete. */

export const EVENT_TITLE_MAX = 100;
export const EVENT_DESCRIPTION_MAX = 2000;
const EVENT_LOCATION_MAX = 200;
export const EVENT_VENUE_MAX = 100;
export const EVENT_OWNER_NAME_MAX = 100;
/** Ten photos, as for posts: enough to show an event, and a bound on a request. */
export const EVENT_IMAGES_MAX = 10;

export const EVENT_MESSAGES = {
  created: 'Event created successfully!',
  deleted: 'Event deleted.',
  notFound: 'Event Not Found',
  titleRequired: 'Please enter an event title',
  descriptionRequired: 'Please enter an event description',
  locationRequired: 'Please select an event location',
  ownerNameRequired: 'Please enter the organizer name',
  dateRequired: 'Please select an event date',
  startTimeRequired: 'Please enter a start time',
  endTimeRequired: 'Please enter an end time',
  timeFormat: 'Please enter valid time format (HH:MM)',
  endBeforeStart: 'End time must be after start time',
  dateFormat: 'Please enter a valid date (YYYY-MM-DD)',
  datePast: 'The event date cannot be earlier than today',
  imageRequired: 'Please upload at least one image',
  tooManyImages: `At most ${EVENT_IMAGES_MAX} images per event`,
  titleTooLong: `An event title can be at most ${EVENT_TITLE_MAX} characters long`,
  descriptionTooLong: `An event description can be at most ${EVENT_DESCRIPTION_MAX} characters long`,
  locationTooLong: `An event location can be at most ${EVENT_LOCATION_MAX} characters long`,
  ownerNameTooLong: `The organizer name can be at most ${EVENT_OWNER_NAME_MAX} characters long`,
} as const;

/** A required text: the same message whether it is missing, blank or not text at all. */
function requiredText(max: number, required: string, tooLong: string) {
  return z.string({ error: required }).trim().min(1, required).max(max, tooLong);
}

function time(required: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine(isValidTime, {
      message: EVENT_MESSAGES.timeFormat,
      params: withCode(ERROR_CODES.eventTimeInvalid),
    });
}

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * An event's texts in English and in Arabic, like the banner's: `title` and `description` are
 * the English version (what the earlier client sends), `title_ar` and `description_ar` the
 * Arabic one. Each may be blank (and left out of a request); the rules across them are
 * `checkVersions`.
 */
const versionText = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);

const textFields = {
  title: versionText(EVENT_TITLE_MAX, EVENT_MESSAGES.titleTooLong),
  description: versionText(EVENT_DESCRIPTION_MAX, EVENT_MESSAGES.descriptionTooLong),
  title_ar: versionText(EVENT_TITLE_MAX, EVENT_MESSAGES.titleTooLong),
  description_ar: versionText(EVENT_DESCRIPTION_MAX, EVENT_MESSAGES.descriptionTooLong),
} as const;

/** A version's text as a request may send it: left out is blank. */
const sentText = (text: z.ZodString) => text.optional().transform((value) => value ?? '');

type VersionField = keyof typeof textFields;

interface Versions {
  title: string;
  description: string;
  title_ar: string;
  description_ar: string;
}

/** Each language's pair of fields, English first. */
const VERSIONS = [
  { title: 'title', description: 'description' },
  { title: 'title_ar', description: 'description_ar' },
] as const satisfies readonly { title: VersionField; description: VersionField }[];

/**
 * The rules across the versions: at least one is written, and a version is a title with its
 * description, both or neither. With neither version, the English fields are named, as the
 * earlier client's form asks for them.
 */
export function checkVersions(value: Versions, context: z.RefinementCtx) {
  const required = (path: VersionField, message: string) =>
    context.addIssue({
      code: 'custom',
      path: [path],
      message,
      params: withCode(ERROR_CODES.fieldRequired),
    });
  const texts = value as Partial<Versions>;
  const written = (field: VersionField) => {
    const text = texts[field];
    return isText(text) && text.trim() !== '';
  };
  const versions = VERSIONS.filter(
    (version) => written(version.title) || written(version.description),
  );
  for (const version of versions.length === 0 ? [VERSIONS[0]] : versions) {
    if (!written(version.title)) required(version.title, EVENT_MESSAGES.titleRequired);
    if (!written(version.description)) {
      required(version.description, EVENT_MESSAGES.descriptionRequired);
    }
  }
}

const scheduleFields = {
  owner_name: requiredText(
    EVENT_OWNER_NAME_MAX,
    EVENT_MESSAGES.ownerNameRequired,
    EVENT_MESSAGES.ownerNameTooLong,
  ),
  event_date: z
    .string({ error: EVENT_MESSAGES.dateRequired })
    .trim()
    .min(1, EVENT_MESSAGES.dateRequired)
    .refine(isValidDate, {
      message: EVENT_MESSAGES.dateFormat,
      params: withCode(ERROR_CODES.eventDateInvalid),
    }),
  start_time: time(EVENT_MESSAGES.startTimeRequired),
  end_time: time(EVENT_MESSAGES.endTimeRequired),
} as const;

interface Schedule {
  event_date: string;
  start_time: string;
  end_time: string;
}

/** Run the checks across fields even when another field failed, so every error shows at once. */
export const SCHEDULE_CHECK_PARAMS = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null,
};

/**
 * The rules across fields: the day is today (in Amman) or later, and the end comes after the
 * start. Each applies only to well-formed fields, so a field shows one error at a time.
 */
export function checkSchedule(today: string) {
  return (value: Schedule, context: z.RefinementCtx) => {
    const { event_date: day, start_time: start, end_time: end } = value as Partial<Schedule>;
    if (isText(day) && isValidDate(day) && isBeforeToday(day, today)) {
      context.addIssue({
        code: 'custom',
        path: ['event_date'],
        message: EVENT_MESSAGES.datePast,
        params: withCode(ERROR_CODES.eventDatePast),
      });
    }
    const bothTimes = isText(start) && isText(end) && isValidTime(start) && isValidTime(end);
    if (bothTimes && !isEndAfterStart(start, end)) {
      context.addIssue({
        code: 'custom',
        path: ['end_time'],
        message: EVENT_MESSAGES.endBeforeStart,
        params: withCode(ERROR_CODES.eventEndBeforeStart),
      });
    }
  };
}

/** The text fields of POST /events (multipart), as the API validates them on `today`. */
export function eventFieldsSchema(today: string) {
  return z
    .object({
      title: sentText(textFields.title),
      description: sentText(textFields.description),
      title_ar: sentText(textFields.title_ar),
      description_ar: sentText(textFields.description_ar),
      location: requiredText(
        EVENT_LOCATION_MAX,
        EVENT_MESSAGES.locationRequired,
        EVENT_MESSAGES.locationTooLong,
      ),
      ...scheduleFields,
    })
    .superRefine(checkVersions, SCHEDULE_CHECK_PARAMS)
    .superRefine(checkSchedule(today), SCHEDULE_CHECK_PARAMS);
}
export type EventFields = z.output<ReturnType<typeof eventFieldsSchema>>;

/** The pieces of the create form, which asks for the location as a region and a venue. */
export const eventFormFields = { ...textFields, ...scheduleFields } as const;

const eventImageSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  thumbnail_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

/**
 * An event of the list: `images` are full URLs (the first is the cover), `thumbnails` alike.
 * `title_en`, `description_en`, `title_ar` and `description_ar` are the versions the
 * administrator wrote (null when left empty); `title` and `description` are the English
 * version or else the Arabic one, for a client that shows one text (the earlier client). A page
 * shows its language's version and falls back to the other.
 */
const eventSchema = z.object({
  id: z.number().int(),
  /** the same id, under the name the create reply uses */
  event_id: z.number().int(),
  title: z.string(),
  description: z.string(),
  title_en: z.string().nullable(),
  description_en: z.string().nullable(),
  title_ar: z.string().nullable(),
  description_ar: z.string().nullable(),
  location: z.string(),
  owner_name: z.string(),
  /** YYYY-MM-DD */
  event_date: z.string(),
  /** HH:MM, 24-hour */
  start_time: z.string(),
  end_time: z.string(),
  images: z.array(z.string()),
  thumbnails: z.array(z.string()),
  /** the day has passed (in Amman); only administrators get past events in the list */
  is_past: z.boolean(),
  created_at: z.string(),
});
export type Event = z.infer<typeof eventSchema>;

export const eventListReplySchema = z.array(eventSchema);

export const eventDetailSchema = eventSchema.extend({ gallery: z.array(eventImageSchema) });
export type EventDetail = z.infer<typeof eventDetailSchema>;

export const createEventReplySchema = z.object({
  message: z.string(),
  event_id: z.number().int(),
});
export type CreateEventReply = z.infer<typeof createEventReplySchema>;
