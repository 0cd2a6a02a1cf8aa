import type { ParseKeys } from 'i18next';
import type { FieldValues, UseFormSetError, Path } from 'react-hook-form';

import { ApiError } from './api-client';

/** A key of the catalogs. */
export type CatalogKey = ParseKeys;

/** Catalog keys per field and per kind of failure (the `type` of a react-hook-form error). */
export type FieldErrorKeys<Field extends string> = Record<
  Field,
  Partial<Record<string, CatalogKey>>
>;

/** The catalog key for a field's current error, or undefined when it has none we can name. */
export function fieldErrorKey<Field extends string>(
  keys: FieldErrorKeys<Field>,
  field: Field,
  type: string | undefined,
): CatalogKey | undefined {
  return type === undefined ? undefined : (keys[field][type] ?? keys[field].invalid);
}

/** Per API error code, the field it concerns and the kind of failure to show there. */
export type CodeToField<Field extends string> = Partial<
  Record<string, { field: Field; type: string }>
>;

/**
 * Puts an API refusal on the field it concerns: by the error's code first, then by the `field`
 * a 400 names. Returns false when the error belongs to the form as a whole.
 */
export function setFieldErrorFromApi<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly Path<Values>[],
  byCode: CodeToField<Path<Values>>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  const target =
    byCode[error.code] ??
    (error.status === 400 && fields.some((field) => field === error.field)
      ? { field: error.field as Path<Values>, type: 'invalid' }
      : undefined);
  if (!target) return false;
  setError(target.field, { type: target.type }, { shouldFocus: true });
  return true;
}

/** The form-wide text for an error no field owns: limits, outages, or `fallback`. */
export function formErrorText(
  error: unknown,
  t: (key: CatalogKey, values?: Record<string, unknown>) => string,
  fallback: CatalogKey,
): string {
  if (error instanceof ApiError && error.status === 429) {
    return error.retryAfterSeconds === undefined
      ? t('auth.rateLimited')
      : t('auth.rateLimitedSeconds', { seconds: error.retryAfterSeconds });
  }
  if (error instanceof ApiError && error.status === 0) return t('auth.networkError');
  return t(fallback);
}
