import { z } from 'zod';

import { REGIONS, type Region } from '@tabarru/contract/constants';
import { eventToday } from '@tabarru/contract/event-time';
import {
  checkSchedule,
  checkVersions,
  EVENT_MESSAGES,
  EVENT_VENUE_MAX,
  eventFormFields as contractFields,
  SCHEDULE_CHECK_PARAMS,
} from '@tabarru/contract/events';
import { joinLocation } from '@tabarru/contract/location';

/**
 * The create form: the title and description in English and in Arabic (either pair may be left
 * empty), the location as a governorate and an optional venue.
 */
export interface EventFormValues {
  title: string;
  description: string;
  title_ar: string;
  description_ar: string;
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
  title_ar: '',
  description_ar: '',
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
      title_ar: contractFields.title_ar,
      description_ar: contractFields.description_ar,
      region: z.enum(REGIONS, { error: EVENT_MESSAGES.locationRequired }),
      venue: z.string().trim().max(EVENT_VENUE_MAX),
      owner_name: contractFields.owner_name,
      event_date: contractFields.event_date,
      start_time: contractFields.start_time,
      end_time: contractFields.end_time,
    })
    .superRefine(checkVersions, SCHEDULE_CHECK_PARAMS)
    .superRefine(checkSchedule(today), SCHEDULE_CHECK_PARAMS) satisfies z.ZodType<
    unknown,
    EventFormValues
  >;
}

/** The text fields of POST /events: `title` and `description` are the English version. */
export function eventFormFields(values: EventFormValues): Record<string, string> {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    title_ar: values.title_ar.trim(),
    description_ar: values.description_ar.trim(),
    location: joinLocation(values.region, values.venue),
    owner_name: values.owner_name.trim(),
    event_date: values.event_date,
    start_time: values.start_time,
    end_time: values.end_time,
  };
}
