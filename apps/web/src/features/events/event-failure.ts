import { EVENT_MESSAGES } from '@tabarru/contract/events';

import { ApiError, NETWORK_ERROR_CODE } from '../../lib/api-client';
import type { CatalogKey } from '../../lib/form-errors';
import { EVENT_MESSAGE_KEYS, formFieldOf, type EventFormField } from './event-form-values';

export interface EventFailure {
  /** the toast: 'Failed to create event', or why when it is not a field's fault */
  toast: CatalogKey;
  /** a refused text field and what to say there */
  field?: { name: EventFormField; key: CatalogKey };
  /** what to say about the photos */
  images?: CatalogKey;
}

/** What a refused POST /events says, and where (spec 001 §8: the server's reason, by field). */
export function eventFailure(error: unknown): EventFailure {
  if (!(error instanceof ApiError)) return { toast: 'events.create.failed' };
  if (error.code === NETWORK_ERROR_CODE) return { toast: 'events.create.networkError' };
  if (error.status === 403) return { toast: 'events.create.notAllowed' };
  if (error.status === 429) return { toast: 'events.create.rateLimited' };
  if (error.field === 'images') {
    const images: CatalogKey =
      error.status === 415
        ? 'events.form.notAnImage'
        : error.message === EVENT_MESSAGES.tooManyImages
          ? 'events.form.tooManyImages'
          : error.status === 413
            ? 'imagePicker.imagesRejected'
            : (EVENT_MESSAGE_KEYS[error.message] ?? 'events.form.imageRequired');
    return { toast: 'events.create.failed', images };
  }
  const name = error.status === 400 ? formFieldOf(error.field) : undefined;
  if (name) {
    return {
      toast: 'events.create.failed',
      field: { name, key: EVENT_MESSAGE_KEYS[error.message] ?? 'events.create.failed' },
    };
  }
  return { toast: 'events.create.failed' };
}
