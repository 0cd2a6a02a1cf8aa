import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** What went wrong with a field, as a person would say it. */
export type IssueKind = 'required' | 'invalid' | 'tooLong';

export function issueKind(issue: z.core.$ZodIssue, value: unknown): IssueKind {
  if (issue.code === 'too_big') return 'tooLong';
  if (value === undefined || value === null) return 'required';
  if (typeof value === 'string' && value.trim() === '') return 'required';
  return 'invalid';
}

/**
 * A react-hook-form resolver that validates with a contract schema (the one the API uses) and
 * reports each field's first failure as an IssueKind in `type`. The form turns the kind into a
 * catalog key, so errors are shown in the page's language, never in zod's English.
 */
export function schemaResolver<Values extends FieldValues>(
  schema: z.ZodType<Values, Values>,
): Resolver<Values> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: IssueKind; message: string }> = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if (typeof field !== 'string' || field in errors) continue;
      const kind = issueKind(issue, (values as Record<string, unknown>)[field]);
      errors[field] = { type: kind, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}
