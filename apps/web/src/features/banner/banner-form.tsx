import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import {
  BANNER_CONTENT_MAX,
  createBannerRequestSchema,
  type CreateBannerRequest,
} from '@tabarru/contract/banners';

import { Field } from '../../components/ui/field';
import { useLanguage } from '../../hooks/use-language';
import { fieldErrorKey, setFieldErrorFromApi, type FieldErrorKeys } from '../../lib/form-errors';
import { schemaResolver } from '../../lib/form-resolver';
import { formatNumber } from '../../lib/format';
import { showToast } from '../../lib/toast';
import { useCreateBanner } from './api/admin-banners';

const resolver = schemaResolver<CreateBannerRequest>(createBannerRequestSchema);
const EMPTY: CreateBannerRequest = { content: '', isActive: false };

/** The API refuses content with no text left once sanitised as invalid: it is empty to a reader. */
const ERROR_KEYS: FieldErrorKeys<keyof CreateBannerRequest> = {
  content: {
    required: 'banner.admin.contentRequired',
    invalid: 'banner.admin.contentRequired',
    tooLong: 'banner.admin.contentTooLong',
  },
  isActive: {},
};

/** Creates a banner (spec 001 §2, §5, §8), active at once when asked. */
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
  } = useForm<CreateBannerRequest>({ resolver, defaultValues: EMPTY });

  async function handleValidSubmit(values: CreateBannerRequest) {
    try {
      await creation.mutateAsync(values);
      reset(EMPTY);
      showToast('success', t('banner.admin.created'));
    } catch (error) {
      if (setFieldErrorFromApi(error, setError, ['content'], {})) return;
      console.warn('Banner creation failed', error);
      showToast('error', t('banner.admin.createFailed'));
    }
  }

  const contentError = fieldErrorKey(ERROR_KEYS, 'content', errors.content?.type);
  return (
    <form noValidate onSubmit={handleSubmit(handleValidSubmit)} className="space-y-5">
      <Field
        id="banner-content"
        label={t('banner.admin.content')}
        hint={t('banner.admin.contentHint')}
        error={contentError && t(contentError, { max: formatNumber(BANNER_CONTENT_MAX, language) })}
      >
        {(control) => (
          <textarea
            {...control}
            {...register('content')}
            rows={4}
            required
            maxLength={BANNER_CONTENT_MAX}
            dir="auto"
          />
        )}
      </Field>
      <div className="flex items-start gap-3">
        <input
          id="banner-active"
          type="checkbox"
          {...register('isActive')}
          aria-describedby="banner-active-hint"
          className="mt-1 size-4 shrink-0 accent-brand-700"
        />
        <div>
          <label htmlFor="banner-active" className="font-semibold text-stone-900">
            {t('banner.admin.activeNow')}
          </label>
          <p id="banner-active-hint" className="text-sm text-stone-600">
            {t('banner.admin.activeNowHint')}
          </p>
        </div>
      </div>
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
