import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { CreateEventReply } from '@tabarru/contract/events';

import { uploadForm } from '../../../lib/upload-form';
import { eventFormFields, type EventFormValues } from '../event-form-values';
import { EVENTS_QUERY_KEY } from './get-events';

/** The multipart body of POST /events: its fields, then its photos under `images`. */
export function eventFormData(values: EventFormValues, files: File[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(eventFormFields(values))) form.append(name, value);
  for (const file of files) form.append('images', file, file.name);
  return form;
}

export interface NewEvent {
  values: EventFormValues;
  files: File[];
  /** the share of the upload sent so far, 0 to 100 */
  onProgress: (percent: number) => void;
}

/** POST /events (administrators only). */
export function createEvent({ values, files, onProgress }: NewEvent): Promise<CreateEventReply> {
  return uploadForm<CreateEventReply>('/events', {
    method: 'POST',
    form: eventFormData(values, files),
    onProgress,
  });
}

/** A new event shows in the events list, the feed's carousel and the admin list. */
export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_KEY }),
  });
}
