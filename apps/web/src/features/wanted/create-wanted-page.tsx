import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { CATEGORIES } from '@tabarru/contract/constants';
import { POST_DESCRIPTION_MAX, POST_TITLE_MAX } from '@tabarru/contract/posts';
import { WANTED_DAYS } from '@tabarru/contract/wanted';

import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { PageTitle } from '../../components/ui/page-title';
import { RegionSelect } from '../../components/ui/region-select';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLanguage } from '../../hooks/use-language';
import { errorText, refusedField } from '../../lib/error-keys';
import { formatNumber } from '../../lib/format';
import { paths } from '../../lib/paths';
import { showToast } from '../../lib/toast';
import { useCreateWanted } from './api/wanted';

type FieldName = 'title' | 'description' | 'category' | 'region';
const FIELDS: readonly FieldName[] = ['title', 'description', 'category', 'region'];

/**
 * Ask for an item (issue 20): what the member looks for, its details, category and region, no
 * photo. Posted, it opens as a post, whose page others answer with I have this.
 */
export function Component() {
  const { t } = useTranslation();
  const { language, localHref } = useLanguage();
  const navigate = useNavigate();
  useDocumentTitle(t('wanted.create.title'));
  const id = useId();
  const create = useCreateWanted();
  const [values, setValues] = useState<Record<FieldName, string>>({
    title: '',
    description: '',
    category: '',
    region: '',
  });
  const [error, setError] = useState<{ field: FieldName; text: string } | null>(null);
  const errorOf = (field: FieldName) => (error?.field === field ? error.text : undefined);
  const change = (field: FieldName) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (error?.field === field) setError(null);
  };

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      const { wanted } = await create.mutateAsync(values);
      showToast(
        'success',
        t(wanted.under_review ? 'wanted.create.underReview' : 'wanted.create.created'),
      );
      void navigate(localHref(paths.post, { id: wanted.post_id }));
    } catch (failure) {
      const field = FIELDS.find((name) => name === refusedField(failure));
      const text = errorText(failure, t, { failed: 'wanted.create.failed' });
      if (field) setError({ field, text });
      else showToast('error', text);
    }
  }

  return (
    <div className="page-container py-8 md:py-12">
      <div className="mx-auto max-w-2xl">
        <PageTitle>{t('wanted.create.heading')}</PageTitle>
        <p className="mt-2 text-stone-700">
          {t('wanted.create.lead', { days: formatNumber(WANTED_DAYS, language) })}
        </p>
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
          <Field
            id={`${id}-category`}
            label={t('wanted.create.category')}
            error={errorOf('category')}
          >
            {(control) => (
              <select
                {...control}
                value={values.category}
                onChange={(event) => change('category')(event.target.value)}
              >
                <option value="">{t('wanted.create.chooseCategory')}</option>
                {CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {t(`posts.categories.${category}`)}
                  </option>
                ))}
              </select>
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
          <Button type="submit" size="lg" disabled={create.isPending}>
            {create.isPending ? t('wanted.create.submitting') : t('wanted.create.submit')}
          </Button>
        </form>
      </div>
    </div>
  );
}
