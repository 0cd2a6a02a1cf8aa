import { useState, type ReactNode } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';

import { setFieldErrorFromApi, type ApiFields } from '../../lib/form-errors';

/**
 * Why a form could not be sent, as a whole. It stays until the form clears it, which forms do
 * when the member changes something, so the reason is on screen while it is being corrected.
 */
export function FormAlert({ text, children }: { text: string | null; children?: ReactNode }) {
  if (!text) return null;
  return (
    <div role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-red-800">
      <p className="font-semibold">{text}</p>
      {children}
    </div>
  );
}

/**
 * What a form keeps for its FormAlert. `refuse` puts an API refusal on the field it names, or
 * else shows `text` in the alert; the form calls `clear` when it is sent again and whenever the
 * member changes something.
 */
export function useFormFailure<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  fields: ApiFields<Values>,
) {
  const [failure, setFailure] = useState<string | null>(null);
  return {
    /** the text of the form's alert; null while there is none */
    text: failure,
    clear: () => setFailure(null),
    /** a failure that is not the API's refusal of a field */
    show: setFailure,
    refuse: (error: unknown, text: string) => {
      if (!setFieldErrorFromApi(error, setError, fields)) setFailure(text);
    },
  };
}
