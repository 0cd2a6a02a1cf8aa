import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

import { errorCodeOfIssue } from '@tabarru/contract/errors';

import { fieldErrorType, type FieldErrorType } from './form-errors';

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The kind of failure of a field: blank is 'required' whatever the rule, since that is what a
 * person left out; otherwise the code the API derives from the same rule (contract errors.ts).
 */
export function issueType(issue: z.core.$ZodIssue, values: unknown): FieldErrorType {
  const field = issue.path[0];
  const value =
    typeof field === 'string' ? (values as Record<string, unknown> | null)?.[field] : undefined;
  if (isBlank(value)) return 'required';
  return fieldErrorType(errorCodeOfIssue(issue, values));
}

/**
 * A react-hook-form resolver that validates with a contract schema (the one the API uses) and
 * reports each field's first failure as a FieldErrorType in `type`. The form turns the type into
 * a catalog key, so errors are shown in the page's language, never in zod's English. The form
 * holds the schema's output; a field the API lets a client leave out (an optional one) the form
 * always fills.
 */
export function schemaResolver<Values extends FieldValues>(
  schema: z.ZodType<Values, unknown>,
): Resolver<Values> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: FieldErrorType }> = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if (typeof field !== 'string' || field in errors) continue;
      errors[field] = { type: issueType(issue, values) };
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}
