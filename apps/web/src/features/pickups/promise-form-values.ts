import { isEndAfterStart, isValidDate, isValidTime } from '@tabarru/contract/event-time';
import {
  MEETING_POINT_MAX,
  type OfferTimesRequest,
  type PickupPlaceKind,
  type PromiseRequest,
} from '@tabarru/contract/pickups';

import type { CatalogKey } from '../../i18n/i18n';

/** One time to collect as the donor fills it in: a day and from-to, on Amman's clock. */
export interface WindowDraft {
  /** the row's own key, so removing a time keeps what was typed in the others */
  key: number;
  date: string;
  from: string;
  to: string;
}

/** The promise form (and the form offering times again): times, place, and the relative. */
export interface PromiseFormValues {
  windows: WindowDraft[];
  placeKind: PickupPlaceKind;
  meetingPoint: string;
  relativeMayCollect: boolean;
}

let nextWindowKey = 1;

/** A time row not filled in yet. */
export function emptyWindow(): WindowDraft {
  return { key: nextWindowKey++, date: '', from: '', to: '' };
}

export function emptyPromiseForm(): PromiseFormValues {
  return {
    windows: [emptyWindow()],
    placeKind: 'area',
    meetingPoint: '',
    relativeMayCollect: false,
  };
}

/** What is wrong with one time row, field by field. */
export interface WindowErrors {
  date?: CatalogKey;
  from?: CatalogKey;
  to?: CatalogKey;
}

export interface PromiseFormErrors {
  /** by the row's key */
  windows: Record<number, WindowErrors>;
  meetingPoint?: CatalogKey;
}

/**
 * What the form says before it sends: a day inside the days that may be offered (`first` and
 * `last`, YYYY-MM-DD), both times, the end after the start, and a meeting point's name, not too
 * long. The API checks the same (and whether a time today has passed already); this spares a
 * round trip.
 */
export function promiseFormErrors(
  values: PromiseFormValues,
  days: { first: string; last: string },
): PromiseFormErrors {
  const windows: Record<number, WindowErrors> = {};
  for (const window of values.windows) {
    const errors: WindowErrors = {};
    if (!isValidDate(window.date)) errors.date = 'pickups.form.errors.dateRequired';
    else if (window.date < days.first) errors.date = 'pickups.form.errors.datePast';
    else if (window.date > days.last) errors.date = 'pickups.form.errors.dateTooFar';
    if (!isValidTime(window.from)) errors.from = 'pickups.form.errors.timeRequired';
    if (!isValidTime(window.to)) errors.to = 'pickups.form.errors.timeRequired';
    else if (isValidTime(window.from) && !isEndAfterStart(window.from, window.to)) {
      errors.to = 'pickups.form.errors.endBeforeStart';
    }
    if (Object.keys(errors).length > 0) windows[window.key] = errors;
  }
  return { windows, ...meetingPointErrors(values) };
}

function meetingPointErrors(values: PromiseFormValues): Pick<PromiseFormErrors, 'meetingPoint'> {
  if (values.placeKind !== 'meeting_point') return {};
  const name = values.meetingPoint.trim();
  if (name === '') return { meetingPoint: 'pickups.form.errors.meetingPointRequired' };
  if (name.length > MEETING_POINT_MAX) {
    return { meetingPoint: 'pickups.form.errors.meetingPointTooLong' };
  }
  return {};
}

export function hasFormErrors(errors: PromiseFormErrors): boolean {
  return Object.keys(errors.windows).length > 0 || errors.meetingPoint !== undefined;
}

/** PUT /api/asks/:askId/times: the times and the place; a meeting point only when chosen. */
export function offerTimesRequestOf(values: PromiseFormValues): OfferTimesRequest {
  return {
    windows: values.windows.map(({ date, from, to }) => ({ date, from, to })),
    place:
      values.placeKind === 'meeting_point'
        ? { kind: 'meeting_point', meeting_point: values.meetingPoint.trim() }
        : { kind: values.placeKind },
  };
}

/** POST /api/asks/:askId/promise: the times and the place, and whether a relative may collect. */
export function promiseRequestOf(values: PromiseFormValues): PromiseRequest {
  return { ...offerTimesRequestOf(values), relative_may_collect: values.relativeMayCollect };
}
