import { useState } from 'react';

import type { CatalogKey } from '../i18n/i18n';
import { useTranslation } from '../i18n/use-translation';
import { errorText, refusedField } from '../lib/error-keys';

/**
 * A small form's values as typed, and the API's refusal of one of its fields, kept beside that
 * field until the member changes it. `send` sends the values: a refusal naming a field of the
 * form is that field's error, any other is told to `onOtherRefusal` in words (`failedKey` when
 * the API gave no reason of its own).
 */
export function useFormValues<Values extends Record<string, string>>(
  initial: Values,
  { failedKey, onOtherRefusal }: { failedKey: CatalogKey; onOtherRefusal: (text: string) => void },
) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(initial);
  const [refusal, setRefusal] = useState<{ field: keyof Values; text: string } | null>(null);

  return {
    values,
    errorOf: (field: keyof Values) => (refusal?.field === field ? refusal.text : undefined),
    change: (field: keyof Values) => (value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      if (refusal?.field === field) setRefusal(null);
    },
    /** Back to the values the form started with, without an error. */
    reset: () => {
      setValues(initial);
      setRefusal(null);
    },
    /** Sends the values with `submit`: true once sent, false when refused. */
    async send(submit: (values: Values) => Promise<unknown>): Promise<boolean> {
      setRefusal(null);
      try {
        await submit(values);
        return true;
      } catch (failure) {
        const text = errorText(failure, t, { failed: failedKey });
        const field = Object.keys(values).find((name) => name === refusedField(failure));
        if (field === undefined) onOtherRefusal(text);
        else setRefusal({ field, text });
        return false;
      }
    },
  };
}
