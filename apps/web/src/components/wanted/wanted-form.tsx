import { useId, type FormEvent, type ReactNode } from 'react';

import { POST_DESCRIPTION_MAX, POST_TITLE_MAX } from '@tabarru/contract/posts';

import { useFormValues } from '../../hooks/use-form-values';
import type { CatalogKey } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';
import { showToast } from '../../lib/toast';
import { Button } from '../ui/button';
import { CategorySelect } from '../ui/category-select';
import { Field } from '../ui/field';
import { RegionSelect } from '../ui/region-select';

/** What is looked for, as typed and chosen. */
export type WantedValues = Record<'title' | 'description' | 'category' | 'region', string>;

/** The form's state, for the fields a form adds after what is looked for. */
export interface WantedFormFields<Values extends WantedValues> {
  /** the start of the ids of the form's controls */
  id: string;
  values: Values;
  errorOf: (field: keyof Values) => string | undefined;
  change: (field: keyof Values) => (value: string) => void;
}

/**
 * What is looked for: the title, its details, category and region, no photo; the form of Ask for
 * an item and of its Edit, and of an organisation's need, whose quantity and day `more` adds
 * after the region. A refusal of one field shows beside it, any other in a toast.
 */
export function WantedForm<Values extends WantedValues>({
  initial,
  submit,
  pending,
  submitText,
  pendingText,
  failedKey,
  more,
}: {
  initial: Values;
  /** sends the values; fails with the API's refusal */
  submit: (values: Values) => Promise<unknown>;
  pending: boolean;
  submitText: string;
  pendingText: string;
  /** the message key of a failure the API did not explain */
  failedKey: CatalogKey;
  more?: (fields: WantedFormFields<Values>) => ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { values, errorOf, change, send } = useFormValues(initial, {
    failedKey,
    onOtherRefusal: (text) => showToast('error', text),
  });

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    await send(submit);
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
      {more?.({ id, values, errorOf, change })}
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? pendingText : submitText}
      </Button>
    </form>
  );
}
