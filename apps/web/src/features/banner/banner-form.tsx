import { useForm } from 'react-hook-form';

import {
  BANNER_CONTENT_MAX,
  createBannerRequestSchema,
  type ParsedCreateBannerRequest,
} from '@tabarru/contract/banners';

import { CheckboxField } from '../../components/ui/checkbox-field';
import { Field } from '../../components/ui/field';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { fieldErrorText, setFieldErrorFromApi, type FieldErrorKeys } from '../../lib/form-errors';
import { schemaResolver } from '../../lib/form-resolver';
import { formatNumber } from '../../lib/format';
import { showToast } from '../../lib/toast';
import { useCreateBanner } from './api/admin-banners';

type BannerFormValues = ParsedCreateBannerRequest;

const resolver = schemaResolver<BannerFormValues>(createBannerRequestSchema);
const EMPTY: BannerFormValues = { content: '', content_ar: '', isActive: false };

/** The API refuses a version with no text left once sanitised as invalid: it is empty to a reader. */
const CONTENT_ERRORS = {
  required: 'banner.admin.contentRequired',
  invalid: 'banner.admin.contentRequired',
  tooLong: 'banner.admin.contentTooLong',
} as const;
const ERROR_KEYS: FieldErrorKeys<keyof BannerFormValues> = {
  content: CONTENT_ERRORS,
  content_ar: CONTENT_ERRORS,
  isActive: {},
};

/** Each version's field: written in its own language and direction, whatever the page's. */
const VERSIONS = [
  { field: 'content', label: 'banner.admin.contentEnglish', lang: 'en', dir: 'ltr' },
  { field: 'content_ar', label: 'banner.admin.contentArabic', lang: 'ar', dir: 'rtl' },
] as const;

/**
 * Creates a banner in English, in Arabic or in both, active at once when asked. A page in a
 * language left empty shows the other version.
 */
export function BannerForm() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const creation = useCreateBanner();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BannerFormValues>({ resolver, defaultValues: EMPTY });

  async function handleValidSubmit(values: BannerFormValues) {
    try {
      await creation.mutateAsync(values);
      reset(EMPTY);
      showToast('success', t('banner.admin.created'));
    } catch (error) {
      if (setFieldErrorFromApi(error, setError, ['content', 'content_ar'])) return;
      console.warn('Banner creation failed', error);
      showToast('error', t('banner.admin.createFailed'));
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(handleValidSubmit)} className="space-y-5">
      <p className="text-stone-700">{t('banner.admin.versionsHint')}</p>
      {VERSIONS.map(({ field, label, lang, dir }) => {
        return (
          <Field
            key={field}
            id={`banner-${field}`}
            label={t(label)}
            hint={t('banner.admin.contentHint')}
            error={fieldErrorText(t, ERROR_KEYS, field, errors[field]?.type, {
              max: formatNumber(BANNER_CONTENT_MAX, language),
            })}
          >
            {(control) => (
              <textarea
                {...control}
                {...register(field)}
                rows={3}
                maxLength={BANNER_CONTENT_MAX}
                lang={lang}
                dir={dir}
              />
            )}
          </Field>
        );
      })}
      <CheckboxField
        id="banner-active"
        label={t('banner.admin.activeNow')}
        hint={t('banner.admin.activeNowHint')}
        {...register('isActive')}
      />
      <button
        type="submit"
        disabled={isSubmitting}
        className="rounded-lg bg-brand-700 px-6 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70"
      >
        {isSubmitting ? t('banner.admin.creating') : t('banner.admin.create')}
      </button>
    </form>
  );
}
