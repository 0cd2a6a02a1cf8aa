import type { CreateEventReply } from '@tabarru/contract/events';

import { uploadForm } from '../../../lib/api-client';
import { eventFormFields, type EventFormValues } from '../event-form-values';

/** The multipart body of POST /events: its fields, then its photos under `images`. */
export function eventFormData(values: EventFormValues, files: File[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(eventFormFields(values))) form.append(name, value);
  for (const file of files) form.append('images', file, file.name);
  return form;
}

export function createEvent(
  values: EventFormValues,
  files: File[],
  onProgress: (percent: number) => void,
): Promise<CreateEventReply> {
  return uploadForm<CreateEventReply>('/events', {
    method: 'POST',
    form: eventFormData(values, files),
    onProgress,
  });
}
