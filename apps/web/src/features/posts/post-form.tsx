import { useState, type ReactNode } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { CATEGORIES } from '@tabarru/contract/constants';
import {
  POST_CONTACT_PHONE_MAX_DIGITS,
  POST_EXTRA_FEATURES_MAX,
  POST_IMAGES_MAX,
} from '@tabarru/contract/posts';

import { Field } from '../../components/ui/field';
import { ImagePicker, type ExistingImage } from '../../components/ui/image-picker';
import { RegionSelect } from '../../components/ui/region-select';
import { fieldErrorKey, type FieldErrorKeys } from '../../lib/form-errors';
import { schemaResolver } from '../../lib/form-resolver';
import { postFormSchema, type PostFormValues } from './post-form-values';

type PostField = keyof PostFormValues;

const resolver = schemaResolver<PostFormValues>(postFormSchema);
const IMAGES_ID = 'post-images';

/** What each field's failure says (spec 000 §5). */
const ERROR_KEYS: FieldErrorKeys<PostField> = {
  title: { required: 'posts.form.titleRequired', tooLong: 'posts.form.titleTooLong' },
  description: {
    required: 'posts.form.descriptionRequired',
    tooLong: 'posts.form.descriptionTooLong',
  },
  category: { invalid: 'posts.form.categoryRequired' },
  extras: { invalid: 'posts.form.tooLong' },
  region: { invalid: 'posts.form.regionRequired' },
  area: { invalid: 'posts.form.tooLong' },
  email: { required: 'posts.form.emailRequired', invalid: 'posts.form.emailInvalid' },
  phone: { required: 'posts.form.phoneRequired', invalid: 'posts.form.phoneInvalid' },
};

export interface PostFormProps {
  initial: PostFormValues;
  files: File[];
  onFilesChange: (files: File[]) => void;
  existing?: ExistingImage[];
  onRemoveExisting?: (key: string) => void;
  /** the photos the post will have once saved */
  imageCount: number;
  submitLabel: string;
  submittingLabel: string;
  /** the upload's progress while submitting, 0 to 100 */
  progress: number | null;
  onSubmit: (values: PostFormValues) => Promise<void>;
  /** more fields, such as the availability of an edited post */
  children?: ReactNode;
}

/** The fields of a post, for creating and for editing one (spec 000 §5). */
export function PostForm(props: PostFormProps) {
  const { t } = useTranslation();
  const [submitting, setSubmitting] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<PostFormValues>({ resolver, defaultValues: props.initial });
  const extras = useFieldArray({ control, name: 'extras' });

  function errorText(field: PostField): string | undefined {
    const key = fieldErrorKey(ERROR_KEYS, field, errors[field]?.type);
    return key && t(key);
  }

  async function handleValidSubmit(values: PostFormValues) {
    setSubmitting(true);
    try {
      await props.onSubmit(values);
    } finally {
      setSubmitting(false);
    }
  }

  const noImages = props.imageCount === 0;
  return (
    <form noValidate onSubmit={handleSubmit(handleValidSubmit)} className="space-y-6">
      <Field id="post-title" label={t('posts.form.title')} error={errorText('title')}>
        {(control) => <input {...control} {...register('title')} required maxLength={100} />}
      </Field>
      <Field
        id="post-description"
        label={t('posts.form.description')}
        error={errorText('description')}
      >
        {(control) => (
          <textarea {...control} {...register('description')} rows={5} required maxLength={2000} />
        )}
      </Field>
      <Field id="post-category" label={t('posts.form.category')} error={errorText('category')}>
        {(control) => (
          <select {...control} {...register('category')} required>
            <option value="">{t('posts.form.chooseCategory')}</option>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`posts.categories.${category}`)}
              </option>
            ))}
          </select>
        )}
      </Field>

      <fieldset>
        <legend className="font-semibold text-stone-900">{t('posts.form.extras')}</legend>
        <p className="text-sm text-stone-600">{t('posts.form.extrasHint')}</p>
        <ul className="mt-2 space-y-2">
          {extras.fields.map((extra, index) => (
            <li key={extra.id} className="flex gap-2">
              <input
                {...register(`extras.${index}.value`)}
                aria-label={t('posts.form.extra', { number: index + 1 })}
                maxLength={60}
                className="block w-full rounded-lg border border-stone-400 bg-white px-3 py-2"
              />
              {extras.fields.length > 1 && (
                <button
                  type="button"
                  onClick={() => extras.remove(index)}
                  className="rounded-lg border border-stone-400 px-3 text-sm font-semibold"
                >
                  {t('posts.form.removeExtra', { number: index + 1 })}
                </button>
              )}
            </li>
          ))}
        </ul>
        {extras.fields.length < POST_EXTRA_FEATURES_MAX && (
          <button
            type="button"
            onClick={() => extras.append({ value: '' })}
            className="mt-2 text-sm font-semibold text-brand-800 hover:underline"
          >
            {t('posts.form.addExtra')}
          </button>
        )}
      </fieldset>

      <div className="grid gap-6 sm:grid-cols-2">
        <Field id="post-region" label={t('posts.form.region')} error={errorText('region')}>
          {(control) => (
            <RegionSelect
              {...control}
              {...register('region')}
              placeholder={t('posts.form.chooseRegion')}
              required
            />
          )}
        </Field>
        <Field id="post-area" label={t('posts.form.area')} error={errorText('area')}>
          {(control) => <input {...control} {...register('area')} maxLength={100} />}
        </Field>
        <Field id="post-email" label={t('posts.form.email')} error={errorText('email')}>
          {(control) => (
            <input
              {...control}
              {...register('email')}
              type="email"
              dir="ltr"
              autoComplete="email"
              required
            />
          )}
        </Field>
        <Field id="post-phone" label={t('posts.form.phone')} error={errorText('phone')}>
          {(control) => (
            <input
              {...control}
              {...register('phone', {
                onChange: (event: { target: HTMLInputElement }) => {
                  event.target.value = event.target.value.replace(/\D/g, '');
                },
              })}
              inputMode="numeric"
              dir="ltr"
              placeholder="07XXXXXXXX"
              maxLength={POST_CONTACT_PHONE_MAX_DIGITS}
              required
            />
          )}
        </Field>
      </div>

      {props.children}

      <ImagePicker
        id={IMAGES_ID}
        files={props.files}
        onFilesChange={props.onFilesChange}
        maxFiles={POST_IMAGES_MAX}
        hint={t('posts.form.imagesHint')}
        tooManyText={t('posts.form.tooManyImages')}
        existing={props.existing}
        onRemoveExisting={props.onRemoveExisting}
        note={noImages ? t('posts.form.imageRequired') : undefined}
      />

      <div className="flex flex-wrap items-center gap-4">
        <button
          type="submit"
          disabled={noImages || submitting}
          aria-describedby={noImages ? `${IMAGES_ID}-note` : undefined}
          className="rounded-lg bg-brand-700 px-6 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {submitting ? props.submittingLabel : props.submitLabel}
        </button>
        {submitting && props.progress !== null && (
          <div className="flex items-center gap-2">
            <progress
              max={100}
              value={props.progress}
              aria-label={t('posts.form.uploading')}
              className="h-2 w-40"
            />
            <span role="status">{t('posts.form.progress', { percent: props.progress })}</span>
          </div>
        )}
      </div>
    </form>
  );
}
