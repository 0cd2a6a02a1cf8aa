import { useId, useState, type FormEvent } from 'react';

import { POST_DESCRIPTION_MAX, POST_TITLE_MAX } from '@tabarru/contract/posts';
import type { WantedPost } from '@tabarru/contract/wanted';

import { Button } from '../../components/ui/button';
import { CategorySelect } from '../../components/ui/category-select';
import { Field } from '../../components/ui/field';
import { RegionSelect } from '../../components/ui/region-select';
import type { CatalogKey } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';
import { errorText, refusedField } from '../../lib/error-keys';
import { showToast } from '../../lib/toast';

type FieldName = 'title' | 'description' | 'category' | 'region';

/** The form's values, as typed and chosen. */
export type WantedValues = Record<FieldName, string>;
const FIELDS: readonly FieldName[] = ['title', 'description', 'category', 'region'];

/**
 * What a member looks for: the title, its details, category and region, no photo; the form of
 * Ask for an item and of its Edit. A refusal of one field shows beside it, any other in a toast.
 */
export function WantedForm({
  initial,
  submit,
  pending,
  submitText,
  pendingText,
  failedKey,
}: {
  initial: WantedValues;
  /** sends the values; answers the wanted post written */
  submit: (values: WantedValues) => Promise<WantedPost>;
  pending: boolean;
  submitText: string;
  pendingText: string;
  /** the message key of a failure the API did not explain */
  failedKey: CatalogKey;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<WantedValues>(initial);
  const [error, setError] = useState<{ field: FieldName; text: string } | null>(null);
  const errorOf = (field: FieldName) => (error?.field === field ? error.text : undefined);
  const change = (field: FieldName) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (error?.field === field) setError(null);
  };

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      await submit(values);
    } catch (failure) {
      const field = FIELDS.find((name) => name === refusedField(failure));
      const text = errorText(failure, t, { failed: failedKey });
      if (field) setError({ field, text });
      else showToast('error', text);
    }
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)} className="mt-6 space-y-5" noValidate>
      <Field
        id={`${id}-title`}
        label={t('wanted.create.fieldTitle')}
        error={errorOf('title')}
        limit={{ length: values.title.length, max: POST_TITLE_MAX }}
      >
        {(control) => (
          <input
            {...control}
            dir="auto"
            value={values.title}
            onChange={(event) => change('title')(event.target.value)}
          />
        )}
      </Field>
      <Field
        id={`${id}-description`}
        label={t('wanted.create.fieldDescription')}
        error={errorOf('description')}
        limit={{ length: values.description.length, max: POST_DESCRIPTION_MAX }}
      >
        {(control) => (
          <textarea
            {...control}
            dir="auto"
            rows={4}
            value={values.description}
            onChange={(event) => change('description')(event.target.value)}
          />
        )}
      </Field>
      <Field id={`${id}-category`} label={t('wanted.create.category')} error={errorOf('category')}>
        {(control) => (
          <CategorySelect
            {...control}
            placeholder={t('wanted.create.chooseCategory')}
            value={values.category}
            onChange={(event) => change('category')(event.target.value)}
          />
        )}
      </Field>
      <Field id={`${id}-region`} label={t('wanted.create.region')} error={errorOf('region')}>
        {(control) => (
          <RegionSelect
            {...control}
            placeholder={t('wanted.create.chooseRegion')}
            value={values.region}
            onChange={(event) => change('region')(event.target.value)}
          />
        )}
      </Field>
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? pendingText : submitText}
      </Button>
    </form>
  );
}
