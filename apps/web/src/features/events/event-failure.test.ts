import { describe, expect, it } from 'vitest';

import { EVENT_MESSAGES } from '@tabarru/contract/events';

import { ApiError, NETWORK_ERROR_CODE } from '../../lib/api-client';
import { eventFailure } from './event-failure';

const refusal = (status: number, message: string, field?: string, code = 'INVALID_INPUT') =>
  new ApiError(status, { message, code, field });

describe('eventFailure', () => {
  it('puts a refused field on the form, the location on the governorate', () => {
    expect(eventFailure(refusal(400, EVENT_MESSAGES.endBeforeStart, 'end_time'))).toEqual({
      toast: 'events.create.failed',
      field: { name: 'end_time', key: 'events.form.endBeforeStart' },
    });
    expect(eventFailure(refusal(400, EVENT_MESSAGES.locationRequired, 'location')).field).toEqual({
      name: 'region',
      key: 'events.form.locationRequired',
    });
  });

  it('says what was wrong with the photos', () => {
    expect(eventFailure(refusal(413, EVENT_MESSAGES.tooManyImages, 'images')).images).toBe(
      'events.form.tooManyImages',
    );
    expect(eventFailure(refusal(413, 'Some files were rejected.', 'images')).images).toBe(
      'imagePicker.imagesRejected',
    );
    expect(eventFailure(refusal(415, 'Only JPEG', 'images', 'UNSUPPORTED_MEDIA')).images).toBe(
      'events.form.notAnImage',
    );
    expect(eventFailure(refusal(400, EVENT_MESSAGES.imageRequired, 'images')).images).toBe(
      'events.form.imageRequired',
    );
  });

  it('tells a network failure, a refusal of the role and a limit apart', () => {
    expect(eventFailure(new ApiError(0, { message: 'x', code: NETWORK_ERROR_CODE })).toast).toBe(
      'events.create.networkError',
    );
    expect(eventFailure(refusal(403, 'Only administrators', undefined, 'FORBIDDEN')).toast).toBe(
      'events.create.notAllowed',
    );
    expect(eventFailure(refusal(429, 'Slow down', undefined, 'RATE_LIMITED')).toast).toBe(
      'events.create.rateLimited',
    );
    expect(eventFailure(new Error('boom')).toast).toBe('events.create.failed');
  });
});
