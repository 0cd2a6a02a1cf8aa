import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { CreateEventReply } from '@tabarru/contract/events';

import { uploadForm, type PhotoUpload } from '../../../lib/upload-form';
import { eventFormFields, type EventFormValues } from '../event-form-values';
import { EVENTS_QUERY_KEY } from './get-events';

/** POST /events (administrators only, multipart), with the photos under `images`. */
export function createEvent({
  values,
  files,
  onProgress,
}: PhotoUpload<EventFormValues>): Promise<CreateEventReply> {
  return uploadForm<CreateEventReply>('/events', {
    method: 'POST',
    fields: eventFormFields(values),
    files,
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
