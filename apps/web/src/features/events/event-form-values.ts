import { z } from 'zod';

import { REGIONS, type Region } from '@tabarru/contract/constants';
import { eventToday } from '@tabarru/contract/event-time';
import {
  checkSchedule,
  EVENT_MESSAGES,
  EVENT_VENUE_MAX,
  eventFormFields as contractFields,
  SCHEDULE_CHECK_PARAMS,
} from '@tabarru/contract/events';
import { joinLocation } from '@tabarru/contract/location';

import type { CatalogKey } from '../../lib/form-errors';

/** The create form (spec 001 §5): the location is a governorate and an optional venue. */
export interface EventFormValues {
  title: string;
  description: string;
  region: Region | '';
  venue: string;
  owner_name: string;
  event_date: string;
  start_time: string;
  end_time: string;
}

export type EventFormField = keyof EventFormValues;

export const EMPTY_EVENT_FORM: EventFormValues = {
  title: '',
  description: '',
  region: '',
  venue: '',
  owner_name: '',
  event_date: '',
  start_time: '',
  end_time: '',
};

/** The API's rules on the form's fields, with "today" taken when the form is checked. */
export function eventFormSchema(today: string = eventToday()) {
  return z
    .object({
      title: contractFields.title,
      description: contractFields.description,
      region: z.enum(REGIONS, { error: EVENT_MESSAGES.locationRequired }),
      venue: z.string().trim().max(EVENT_VENUE_MAX),
      owner_name: contractFields.owner_name,
      event_date: contractFields.event_date,
      start_time: contractFields.start_time,
      end_time: contractFields.end_time,
    })
    .superRefine(checkSchedule(today), SCHEDULE_CHECK_PARAMS) satisfies z.ZodType<
    unknown,
    EventFormValues
  >;
}

/** The text fields of POST /events. */
export function eventFormFields(values: EventFormValues): Record<string, string> {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    location: joinLocation(values.region, values.venue),
    owner_name: values.owner_name.trim(),
    event_date: values.event_date,
    start_time: values.start_time,
    end_time: values.end_time,
  };
}

/** The catalog key of each text the contract (and so the API) gives a refused field. */
export const EVENT_MESSAGE_KEYS: Record<string, CatalogKey> = {
  [EVENT_MESSAGES.titleRequired]: 'events.form.titleRequired',
  [EVENT_MESSAGES.titleTooLong]: 'events.form.titleTooLong',
  [EVENT_MESSAGES.descriptionRequired]: 'events.form.descriptionRequired',
  [EVENT_MESSAGES.descriptionTooLong]: 'events.form.descriptionTooLong',
  [EVENT_MESSAGES.locationRequired]: 'events.form.locationRequired',
  [EVENT_MESSAGES.locationTooLong]: 'events.form.locationTooLong',
  [EVENT_MESSAGES.ownerNameRequired]: 'events.form.ownerNameRequired',
  [EVENT_MESSAGES.ownerNameTooLong]: 'events.form.ownerNameTooLong',
  [EVENT_MESSAGES.dateRequired]: 'events.form.dateRequired',
  [EVENT_MESSAGES.dateFormat]: 'events.form.dateInvalid',
  [EVENT_MESSAGES.datePast]: 'events.form.datePast',
  [EVENT_MESSAGES.startTimeRequired]: 'events.form.startTimeRequired',
  [EVENT_MESSAGES.endTimeRequired]: 'events.form.endTimeRequired',
  [EVENT_MESSAGES.timeFormat]: 'events.form.timeFormat',
  [EVENT_MESSAGES.endBeforeStart]: 'events.form.endBeforeStart',
  [EVENT_MESSAGES.imageRequired]: 'events.form.imageRequired',
  [EVENT_MESSAGES.tooManyImages]: 'events.form.tooManyImages',
};

/** The form field an API refusal names: the API's `location` is the form's governorate. */
export function formFieldOf(apiField: string | undefined): EventFormField | undefined {
  if (apiField === 'location') return 'region';
  const fields = Object.keys(EMPTY_EVENT_FORM) as EventFormField[];
  return fields.find((field) => field === apiField);
}
