import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useController, useFieldArray, useForm, useWatch } from 'react-hook-form';

import { POST_QUANTITY_MAX, type Category, type Region } from '@tabarru/contract/constants';
import type { PlaceReply } from '@tabarru/contract/place-schemas';

import {
  POST_AREA_MAX,
  POST_DESCRIPTION_MAX,
  POST_EXTRA_FEATURES_MAX,
  POST_FEATURE_MAX,
  POST_IMAGES_MAX,
  POST_TITLE_MAX,
} from '@tabarru/contract/posts';

import { PhoneInput } from '../../components/accounts/account-inputs';
import { Button } from '../../components/ui/button';
import { CategorySelect } from '../../components/ui/category-select';
import { CharacterCount, isCountShown, limitedLength } from '../../components/ui/character-count';
import { CONTROL_CLASS, Field } from '../../components/ui/field';
import { ImagePicker, type ExistingImage } from '../../components/ui/image-picker';
import {
  PhotoFormActions,
  PhotoFormLayout,
  usePhotoForm,
  type SendWithPhotos,
} from '../../components/ui/photo-form';
import { RegionSelect } from '../../components/ui/region-select';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import type { FailureKeys } from '../../lib/error-keys';
import { formatNumber } from '../../lib/format';
import { fieldErrorText, type FieldErrorKeys } from '../../lib/form-errors';
import { schemaResolver } from '../../lib/form-resolver';
import type { PlaceControls } from '../../lib/places';
import { PostFormOffer } from './post-form-offer';
import {
  offerRulesOf,
  postFormSchemaFor,
  quantityMin,
  type EditedOffer,
  type PostFormValues,
} from './post-form-values';
import { PostFormWhere } from './post-form-where';

type PostField = keyof PostFormValues;

const IMAGES_ID = 'post-images';

/** What each field's failure says. */
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
  email: { invalid: 'posts.form.emailInvalid' },
  phone: { required: 'posts.form.phoneRequired', invalid: 'phone.invalid' },
  place: {},
  point: {},
  condition: {},
  quantity: {
    required: 'posts.form.quantityInvalid',
    invalid: 'posts.form.quantityInvalid',
    QUANTITY_BELOW_GIVEN: 'posts.form.quantityBelowGiven',
  },
  canDeliver: {},
  // Blank is wrong only for a draw (postFormSchemaFor).
  deadline: { required: 'pickupErrors.DRAW_NEEDS_DEADLINE' },
  shareMode: {},
};

/** The form's field for each field of the API's multipart request. */
const API_FIELDS = {
  title: 'title',
  description: 'description',
  email: 'email',
  phone: 'phone',
  location: 'region',
  features: 'category',
  place: 'place',
  point: 'point',
  condition: 'condition',
  quantity: 'quantity',
  can_deliver: 'canDeliver',
  deadline: 'deadline',
  share_mode: 'shareMode',
} as const satisfies Record<string, PostField>;

export interface PostFormProps {
  initial: PostFormValues;
  existing?: ExistingImage[];
  onRemoveExisting?: (key: string) => void;
  submitLabel: string;
  submittingLabel: string;
  /** what a failure without a reason says, e.g. 'Unable to create Item Post' */
  failureKeys: FailureKeys;
  /** sends the post with its new photos; a refusal is shown on the form */
  onSubmit: SendWithPhotos<PostFormValues>;
  /** more fields, such as the availability of an edited post */
  children?: ReactNode;
  /** photos the form starts with (shared to the app from the phone's gallery) */
  initialPhotos?: File[];
  /** the place picker and Use my location, for Where is it? (the app layer's) */
  places?: PlaceControls;
  /** the edited post's place, named before the list of places loads */
  initialPlace?: PlaceReply | null;
  /** the edited post's offer, which its details are checked against; none for a new post */
  edited?: EditedOffer;
  /**
   * what the form shows beside the item once its category is chosen, from the app layer (the
   * organisations near the giver that accept it)
   */
  aside?: (item: ItemChoice) => ReactNode;
}

/** What the form knows of the item so far: its category, and where it is. */
export interface ItemChoice {
  category: Category;
  /** an id of the places list, when one is chosen */
  place?: string;
  region?: Region;
}

/** The fields of a post, for creating and for editing one. */
export function PostForm(props: PostFormProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  // The rules of the day the form opened: one left open past midnight is corrected by the API.
  const [offer] = useState(() => {
    const rules = offerRulesOf(new Date(), props.edited);
    return { rules, resolver: schemaResolver<PostFormValues>(postFormSchemaFor(rules)) };
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<PostFormValues>({ resolver: offer.resolver, defaultValues: props.initial });
  const form = usePhotoForm({
    send: props.onSubmit,
    setError,
    apiFields: API_FIELDS,
    failureKeys: props.failureKeys,
    photosBefore: props.existing?.length ?? 0,
    required: t('posts.form.imageRequired'),
    submitted: submitCount > 0,
  });
  const initialPhotos = useRef(props.initialPhotos);
  const { addFiles } = form.picked;
  useEffect(() => {
    const photos = initialPhotos.current;
    if (!photos?.length) return;
    // After mounting, so a development remount neither loses nor doubles them.
    const timer = setTimeout(() => {
      addFiles(photos.slice(0, POST_IMAGES_MAX));
      initialPhotos.current = undefined;
    });
    return () => clearTimeout(timer);
  }, [addFiles]);
  const extras = useFieldArray({ control, name: 'extras' });
  const place = useController({ control, name: 'place' });
  const point = useController({ control, name: 'point' });
  // The governorate of the place chosen (an edited post's is its region): another region
  // chosen afterwards lets go of the place, which would contradict it.
  const [placeRegion, setPlaceRegion] = useState<Region | ''>(props.initial.region);
  const [title, description, area, extraValues, deadline, shareMode, category, region] = useWatch({
    control,
    name: ['title', 'description', 'area', 'extras', 'deadline', 'shareMode', 'category', 'region'],
  });
  const number = (value: number) => formatNumber(value, language);

  function fieldText(field: PostField): string | undefined {
    return fieldErrorText(t, ERROR_KEYS, field, errors[field]?.type, {
      min: number(quantityMin(offer.rules)),
      max: number(POST_QUANTITY_MAX),
      given: number(offer.rules.given),
    });
  }

  return (
    <PhotoFormLayout
      onSubmit={handleSubmit(form.submit)}
      onInput={form.clearRefusals}
      photos={
        <ImagePicker
          id={IMAGES_ID}
          picked={form.picked}
          maxFiles={POST_IMAGES_MAX}
          hint={t('posts.form.imagesHint')}
          tooManyText={t('posts.form.tooManyImages')}
          existing={props.existing}
          onRemoveExisting={(key) => {
            form.clearRefusals();
            props.onRemoveExisting?.(key);
          }}
          refusal={form.imagesRefusal}
          note={form.note}
          progress={form.progress}
        />
      }
    >
      <Field
        id="post-title"
        label={t('posts.form.title')}
        error={fieldText('title')}
        limit={{ length: limitedLength(title), max: POST_TITLE_MAX }}
      >
        {(control) => <input {...control} {...register('title')} dir="auto" required />}
      </Field>
      <Field
        id="post-description"
        label={t('posts.form.description')}
        error={fieldText('description')}
        limit={{ length: limitedLength(description), max: POST_DESCRIPTION_MAX }}
      >
        {(control) => (
          <textarea {...control} {...register('description')} dir="auto" rows={5} required />
        )}
      </Field>
      <Field id="post-category" label={t('posts.form.category')} error={fieldText('category')}>
        {(control) => (
          <CategorySelect
            {...control}
            {...register('category')}
            placeholder={t('posts.form.chooseCategory')}
            required
          />
        )}
      </Field>

      <fieldset>
        <legend className="font-semibold text-stone-900">{t('posts.form.extras')}</legend>
        <p className="text-sm text-stone-600">{t('posts.form.extrasHint')}</p>
        <ul className="mt-2 space-y-2">
          {extras.fields.map((extra, index) => (
            <li key={extra.id}>
              <div className="flex gap-2">
                <input
                  {...register(`extras.${index}.value`)}
                  dir="auto"
                  aria-label={t('posts.form.extra', { number: index + 1 })}
                  aria-describedby={
                    isCountShown(limitedLength(extraValues[index]?.value), POST_FEATURE_MAX)
                      ? `post-extra-${index}-count`
                      : undefined
                  }
                  className={`${CONTROL_CLASS} border-stone-400`}
                />
                {extras.fields.length > 1 && (
                  <Button variant="neutral" size="sm" onClick={() => extras.remove(index)}>
                    {t('posts.form.removeExtra', { number: index + 1 })}
                  </Button>
                )}
              </div>
              <CharacterCount
                id={`post-extra-${index}-count`}
                length={limitedLength(extraValues[index]?.value)}
                max={POST_FEATURE_MAX}
              />
            </li>
          ))}
        </ul>
        {fieldText('extras') && (
          <p className="mt-1.5 text-sm font-semibold text-red-700">{fieldText('extras')}</p>
        )}
        {extras.fields.length < POST_EXTRA_FEATURES_MAX && (
          <button
            type="button"
            onClick={() => extras.append({ value: '' })}
            className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 hover:underline"
          >
            {t('posts.form.addExtra')}
          </button>
        )}
      </fieldset>

      <PostFormOffer
        register={register}
        rules={offer.rules}
        deadline={deadline}
        shareMode={shareMode}
        errorOf={fieldText}
      />

      {props.places && (
        <PostFormWhere
          places={props.places}
          place={place.field.value}
          named={props.initialPlace ?? null}
          point={point.field.value}
          onPlace={(chosen) => {
            form.clearRefusals();
            place.field.onChange(chosen?.id ?? '');
            // The region follows the place: a place never contradicts the region it is filed under.
            if (chosen) {
              setPlaceRegion(chosen.region);
              setValue('region', chosen.region, {
                shouldDirty: true,
                shouldValidate: submitCount > 0,
              });
            }
          }}
          onPoint={(chosen) => {
            form.clearRefusals();
            point.field.onChange(chosen);
          }}
          placeError={fieldText('place')}
          placeRef={place.field.ref}
          pointError={fieldText('point')}
        />
      )}

      <div className="grid gap-6 sm:grid-cols-2">
        <Field id="post-region" label={t('posts.form.region')} error={fieldText('region')}>
          {(control) => (
            <RegionSelect
              {...control}
              {...register('region', {
                onChange: (event: { target: { value: string } }) => {
                  if (place.field.value && event.target.value !== placeRegion) {
                    place.field.onChange('');
                  }
                },
              })}
              placeholder={t('posts.form.chooseRegion')}
              required
            />
          )}
        </Field>
        <Field
          id="post-area"
          label={t('posts.form.area')}
          error={fieldText('area')}
          limit={{ length: limitedLength(area), max: POST_AREA_MAX }}
        >
          {(control) => <input {...control} {...register('area')} dir="auto" />}
        </Field>
        <Field id="post-email" label={t('posts.form.email')} error={fieldText('email')}>
          {(control) => (
            <input
              {...control}
              {...register('email')}
              type="email"
              dir="ltr"
              autoComplete="email"
            />
          )}
        </Field>
        <Field id="post-phone" label={t('posts.form.phone')} error={fieldText('phone')}>
          {(control) => <PhoneInput {...control} {...register('phone')} />}
        </Field>
      </div>

      {props.children}

      {category &&
        props.aside?.({
          category,
          place: place.field.value || undefined,
          region: region || undefined,
        })}

      <PhotoFormActions
        form={form}
        noteId={`${IMAGES_ID}-note`}
        submitting={isSubmitting}
        label={props.submitLabel}
        submittingLabel={props.submittingLabel}
      />
    </PhotoFormLayout>
  );
}
