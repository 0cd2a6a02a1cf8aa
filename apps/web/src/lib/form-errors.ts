import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

import { ERROR_CODES, isErrorCode, type ErrorCode } from '@tabarru/contract/errors';

import type { CatalogKey } from '../i18n/i18n';
import type { TextValues } from '../i18n/translate';
import { ApiError } from './api-client';
import { ERROR_CODE_KEYS, type Translate } from './error-keys';

/**
 * What is wrong with a field (the `type` of a react-hook-form error): a failed general rule by
 * its kind, or the code of any other refusal, such as USERNAME_TAKEN.
 */
export type FieldErrorType = 'required' | 'tooLong' | 'tooShort' | 'invalid' | ErrorCode;

/** The general rules of a field; every other code is its own kind of failure. */
const GENERAL_RULES: Partial<Record<ErrorCode, FieldErrorType>> = {
  [ERROR_CODES.fieldRequired]: 'required',
  [ERROR_CODES.fieldTooLong]: 'tooLong',
  [ERROR_CODES.fieldTooShort]: 'tooShort',
  [ERROR_CODES.fieldInvalid]: 'invalid',
  [ERROR_CODES.emailInvalid]: 'invalid',
  [ERROR_CODES.phoneInvalid]: 'invalid',
};

/**
 * The one mapping from a refusal code to the kind of failure a field shows, used alike for the
 * form's own check (the contract's schema) and for the API's reply.
 */
export function fieldErrorType(code: ErrorCode): FieldErrorType {
  return GENERAL_RULES[code] ?? code;
}

const CODE_OF_RULE: Record<'required' | 'tooLong' | 'tooShort' | 'invalid', ErrorCode> = {
  required: ERROR_CODES.fieldRequired,
  tooLong: ERROR_CODES.fieldTooLong,
  tooShort: ERROR_CODES.fieldTooShort,
  invalid: ERROR_CODES.fieldInvalid,
};

/** A form's own words for one field, per kind of failure. */
export type FieldKeys = Partial<Record<FieldErrorType, CatalogKey>>;

/**
 * A form's own words per field and kind of failure, such as 'Please enter an event title' for
 * a missing title. A kind a field does not name falls back to the refusal's general text.
 */
export type FieldErrorKeys<Field extends string> = Record<Field, FieldKeys>;

/**
 * The catalog key for a field's current error: the form's words for it; else the text of a
 * specific refusal; else the form's words for an invalid value; else the general text.
 */
export function fieldErrorKey<Field extends string>(
  keys: FieldErrorKeys<Field>,
  field: Field,
  type: string | undefined,
): CatalogKey | undefined {
  if (type === undefined) return undefined;
  const own = keys[field];
  const ownKey = own[type as FieldErrorType];
  if (ownKey) return ownKey;
  if (isErrorCode(type) && GENERAL_RULES[type] === undefined) return ERROR_CODE_KEYS[type];
  if (own.invalid) return own.invalid;
  const rule = type in CODE_OF_RULE ? CODE_OF_RULE[type as keyof typeof CODE_OF_RULE] : undefined;
  return ERROR_CODE_KEYS[rule ?? ERROR_CODES.fieldInvalid];
}

/** The text of a field's current error (see fieldErrorKey), with the `values` its words name. */
export function fieldErrorText<Field extends string>(
  t: Translate,
  keys: FieldErrorKeys<Field>,
  field: Field,
  type: string | undefined,
  values?: TextValues,
): string | undefined {
  const key = fieldErrorKey(keys, field, type);
  return key && t(key, values);
}

/** The fields of a form the API may name: a list of them, or the API's names mapped to them. */
export type ApiFields<Values extends FieldValues> =
  readonly Path<Values>[] | Readonly<Partial<Record<string, Path<Values>>>>;

/**
 * Puts an API refusal on the field it names, when the form has that field: `fields` lists
 * them, or maps the API's field names to the form's. The kind of failure follows from the
 * refusal's code (fieldErrorType). Returns false when the refusal belongs to the form as a whole.
 */
export function setFieldErrorFromApi<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: ApiFields<Values>,
): boolean {
  if (!(error instanceof ApiError) || error.field === undefined) return false;
  const apiField = error.field;
  const field = Array.isArray(fields)
    ? fields.find((name) => name === apiField)
    : (fields as Readonly<Partial<Record<string, Path<Values>>>>)[apiField];
  if (field === undefined) return false;
  // A code newer than this page still names the field: it is shown as invalid.
  const type = isErrorCode(error.code) ? fieldErrorType(error.code) : 'invalid';
  setError(field, { type }, { shouldFocus: true });
  return true;
}
