import { describe, expect, it } from 'vitest';

import { MEETING_POINT_MAX } from '@tabarru/contract/pickups';

import {
  emptyPromiseForm,
  hasFormErrors,
  offerTimesRequestOf,
  promiseFormErrors,
  promiseRequestOf,
  type PromiseFormValues,
} from './promise-form-values';

const DAYS = { first: '2026-12-05', last: '2027-01-04' };

function formWith(patch: Partial<PromiseFormValues>): PromiseFormValues {
  return {
    windows: [{ key: 1, date: '2026-12-06', from: '17:00', to: '19:00' }],
    placeKind: 'area',
    meetingPoint: '',
    relativeMayCollect: false,
    ...patch,
  };
}

describe('promiseFormErrors', () => {
  it('finds nothing wrong with a whole time around the area', () => {
    const errors = promiseFormErrors(formWith({}), DAYS);
    expect(errors).toEqual({ windows: {} });
    expect(hasFormErrors(errors)).toBe(false);
  });

  it('asks for each part of an empty time', () => {
    const errors = promiseFormErrors(emptyPromiseForm(), DAYS);
    expect(Object.values(errors.windows)).toEqual([
      {
        date: 'pickups.form.errors.dateRequired',
        from: 'pickups.form.errors.timeRequired',
        to: 'pickups.form.errors.timeRequired',
      },
    ]);
    expect(hasFormErrors(errors)).toBe(true);
  });

  it('keeps the day within the days that may be offered, and the end after the start', () => {
    const errors = promiseFormErrors(
      formWith({
        windows: [
          { key: 1, date: '2026-12-04', from: '17:00', to: '19:00' },
          { key: 2, date: '2027-01-05', from: '17:00', to: '17:00' },
          { key: 3, date: '2027-01-04', from: '09:00', to: '09:15' },
        ],
      }),
      DAYS,
    );
    expect(errors.windows).toEqual({
      1: { date: 'pickups.form.errors.datePast' },
      2: { date: 'pickups.form.errors.dateTooFar', to: 'pickups.form.errors.endBeforeStart' },
    });
  });

  it('asks for the name of a meeting point, not too long, and only when one is chosen', () => {
    expect(promiseFormErrors(formWith({ placeKind: 'meeting_point' }), DAYS).meetingPoint).toBe(
      'pickups.form.errors.meetingPointRequired',
    );
    expect(
      promiseFormErrors(
        formWith({ placeKind: 'meeting_point', meetingPoint: 'x'.repeat(MEETING_POINT_MAX + 1) }),
        DAYS,
      ).meetingPoint,
    ).toBe('pickups.form.errors.meetingPointTooLong');
    expect(
      promiseFormErrors(formWith({ placeKind: 'in_chat', meetingPoint: '' }), DAYS).meetingPoint,
    ).toBeUndefined();
  });
});

describe('the requests of the form', () => {
  it('sends the times without their row keys, and the meeting point trimmed only when chosen', () => {
    const values = formWith({
      windows: [
        { key: 4, date: '2026-12-06', from: '17:00', to: '19:00' },
        { key: 9, date: '2026-12-07', from: '10:00', to: '11:30' },
      ],
      placeKind: 'meeting_point',
      meetingPoint: '  City Mall, main gate ',
      relativeMayCollect: true,
    });
    expect(promiseRequestOf(values)).toEqual({
      windows: [
        { date: '2026-12-06', from: '17:00', to: '19:00' },
        { date: '2026-12-07', from: '10:00', to: '11:30' },
      ],
      place: { kind: 'meeting_point', meeting_point: 'City Mall, main gate' },
      relative_may_collect: true,
    });
    expect(offerTimesRequestOf(values)).not.toHaveProperty('relative_may_collect');
  });

  it('sends no meeting point for the area or the chat, whatever was typed before', () => {
    expect(offerTimesRequestOf(formWith({ placeKind: 'in_chat', meetingPoint: 'Mall' }))).toEqual({
      windows: [{ date: '2026-12-06', from: '17:00', to: '19:00' }],
      place: { kind: 'in_chat' },
    });
  });
});
