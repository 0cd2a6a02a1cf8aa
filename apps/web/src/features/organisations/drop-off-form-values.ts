import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';

import {
  DROP_OFF_POINTS_MAX,
  dropOffPointsRequestSchema,
  type DropOffPointsRequest,
} from '@tabarru/contract/drop-off-points';
import { errorCodeOfIssue } from '@tabarru/contract/errors';
import type { DropOffPointReply } from '@tabarru/contract/organisations';
import type { PlaceReply } from '@tabarru/contract/place-schemas';

import { fieldErrorType, type ApiFields, type FieldErrorKeys } from '../../lib/form-errors';

/**
 * A drop-off point as its form holds it: the place chosen with its names (shown before the
 * list of places loads), null before one is chosen; the texts as typed.
 */
export interface DropOffFormPoint {
  place: PlaceReply | null;
  address_en: string;
  address_ar: string;
  hours_en: string;
  hours_ar: string;
}

/** The form: every point, in the order the organisation's page shows them. */
export interface DropOffFormValues {
  points: DropOffFormPoint[];
}

export type DropOffField = keyof DropOffFormPoint;

export const DROP_OFF_FIELDS = [
  'place',
  'address_en',
  'address_ar',
  'hours_en',
  'hours_ar',
] as const satisfies readonly DropOffField[];

export const EMPTY_DROP_OFF_POINT: DropOffFormPoint = {
  place: null,
  address_en: '',
  address_ar: '',
  hours_en: '',
  hours_ar: '',
};

/** The form, started from the points the organisation's page shows now. */
export function dropOffFormOf(points: readonly DropOffPointReply[]): DropOffFormValues {
  return {
    points: points.map((point) => ({
      place: point.place,
      address_en: point.address_en,
      address_ar: point.address_ar,
      hours_en: point.hours_en,
      hours_ar: point.hours_ar,
    })),
  };
}

/** The body of PUT /api/organisations/mine/drop-off-points: each point's place by its id. */
export function dropOffRequestOf(values: DropOffFormValues): DropOffPointsRequest {
  return {
    points: values.points.map((point) => ({
      place: point.place?.id ?? '',
      address_en: point.address_en,
      address_ar: point.address_ar,
      hours_en: point.hours_en,
      hours_ar: point.hours_ar,
    })),
  };
}

const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/**
 * Checks the form by the API's own schema before it is sent: each point's field gets its first
 * failure ('required' when left blank, 'tooLong'...) at `points.<index>.<field>`; a valid form
 * goes on with its texts trimmed, as the API would store them.
 */
export const dropOffResolver: Resolver<DropOffFormValues> = async (
  values,
): Promise<ResolverResult<DropOffFormValues>> => {
  const request = dropOffRequestOf(values);
  const result = await dropOffPointsRequestSchema.safeParseAsync(request);
  if (result.success) {
    return {
      values: {
        points: result.data.points.map((point, index) => ({
          ...point,
          place: values.points[index]?.place ?? null,
        })),
      },
      errors: {},
    };
  }
  const points: Partial<Record<DropOffField, { type: string }>>[] = [];
  for (const issue of result.error.issues) {
    const [, index, field] = issue.path;
    if (typeof index !== 'number' || typeof field !== 'string') continue;
    const errors = (points[index] ??= {});
    const name = field as DropOffField;
    if (errors[name]) continue;
    const value = request.points[index]?.[name];
    errors[name] = {
      type: isBlank(value) ? 'required' : fieldErrorType(errorCodeOfIssue(issue, request)),
    };
  }
  return { values: {}, errors: { points } as FieldErrors<DropOffFormValues> };
};

/** What each field's failure says; other refusals (PLACE_INVALID...) say their own words. */
export const DROP_OFF_ERROR_KEYS: FieldErrorKeys<DropOffField> = {
  place: { required: 'organisations.dropOff.placeRequired' },
  address_en: {
    required: 'organisations.dropOff.addressEnRequired',
    tooLong: 'organisations.form.tooLong',
  },
  address_ar: {
    required: 'organisations.dropOff.addressArRequired',
    tooLong: 'organisations.form.tooLong',
  },
  hours_en: {
    required: 'organisations.dropOff.hoursEnRequired',
    tooLong: 'organisations.form.tooLong',
  },
  hours_ar: {
    required: 'organisations.dropOff.hoursArRequired',
    tooLong: 'organisations.form.tooLong',
  },
};

/** The API names a point's field as the form does ('points.2.hours_ar'). */
export const DROP_OFF_API_FIELDS: ApiFields<DropOffFormValues> = Array.from(
  { length: DROP_OFF_POINTS_MAX },
  (_, index) => DROP_OFF_FIELDS.map((field) => `points.${index}.${field}` as const),
).flat();
