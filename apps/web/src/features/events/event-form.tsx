import { useForm, useWatch, type Resolver } from 'react-hook-form';

import { eventToday } from '@tabarru/contract/event-time';
import {
  EVENT_DESCRIPTION_MAX,
  EVENT_IMAGES_MAX,
  EVENT_OWNER_NAME_MAX,
  EVENT_TITLE_MAX,
  EVENT_VENUE_MAX,
} from '@tabarru/contract/events';

import { limitedLength } from '../../components/ui/character-count';
import { Field } from '../../components/ui/field';
import { ImagePicker } from '../../components/ui/image-picker';
import {
  PhotoFormActions,
  PhotoFormLayout,
  usePhotoForm,
  type SendWithPhotos,
} from '../../components/ui/photo-form';
import { RegionSelect } from '../../components/ui/region-select';
import type { CatalogKey } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';
import type { FailureKeys } from '../../lib/error-keys';
import { fieldErrorText, type FieldErrorKeys } from '../../lib/form-errors';
import { schemaResolver } from '../../lib/form-resolver';
import { EMPTY_EVENT_FORM, eventFormSchema, type EventFormValues } from './event-form-values';

type EventField = keyof EventFormValues;
type TimeField = 'start_time' | 'end_time';

const IMAGES_ID = 'event-images';

/** Checked against the schema of the moment, so "today" is today even on a tab left open. */
const resolver: Resolver<EventFormValues> = (values, context, options) =>
  schemaResolver<EventFormValues>(eventFormSchema())(values, context, options);

const TITLE_ERRORS = {
  required: 'events.form.titleRequired',
  tooLong: 'events.form.titleTooLong',
} as const;
const DESCRIPTION_ERRORS = {
  required: 'events.form.descriptionRequired',
  tooLong: 'events.form.descriptionTooLong',
} as const;

/**
 * What each field's failure says, the same for both versions. The rules of the schedule (a valid
 * time, the end after the start, the day not past) have their codes' own words.
 */
const ERROR_KEYS: FieldErrorKeys<EventField> = {
  title: TITLE_ERRORS,
  description: DESCRIPTION_ERRORS,
  title_ar: TITLE_ERRORS,
  description_ar: DESCRIPTION_ERRORS,
  region: {
    required: 'events.form.locationRequired',
    invalid: 'events.form.locationRequired',
    tooLong: 'events.form.locationTooLong',
  },
  venue: { invalid: 'events.form.tooLong' },
  owner_name: {
    required: 'events.form.ownerNameRequired',
    tooLong: 'events.form.ownerNameTooLong',
  },
  event_date: { required: 'events.form.dateRequired' },
  start_time: { required: 'events.form.startTimeRequired' },
  end_time: { required: 'events.form.endTimeRequired' },
};

/** The form's field for each field of POST /events: the API's location is the governorate. */
const API_FIELDS = {
  title: 'title',
  description: 'description',
  title_ar: 'title_ar',
  description_ar: 'description_ar',
  location: 'region',
  owner_name: 'owner_name',
  event_date: 'event_date',
  start_time: 'start_time',
  end_time: 'end_time',
} as const satisfies Record<string, EventField>;

/**
 * Each version's fields, written in their own language and direction whatever the page's (like
 * the banner's); either version may be left empty, and pages in its language show the other.
 */
const VERSIONS = [
  {
    title: 'title',
    description: 'description',
    titleLabel: 'events.form.titleEnglish',
    descriptionLabel: 'events.form.descriptionEnglish',
    lang: 'en',
    dir: 'ltr',
  },
  {
    title: 'title_ar',
    description: 'description_ar',
    titleLabel: 'events.form.titleArabic',
    descriptionLabel: 'events.form.descriptionArabic',
    lang: 'ar',
    dir: 'rtl',
  },
] as const satisfies readonly {
  title: EventField;
  description: EventField;
  titleLabel: CatalogKey;
  descriptionLabel: CatalogKey;
  lang: string;
  dir: string;
}[];

/** The time controls move five minutes a step; any minute may still be typed. */
const TIME_STEP_SECONDS = 300;

const FAILURE_KEYS: FailureKeys = {
  failed: 'events.create.failed',
  network: 'events.create.networkError',
};

/**
 * The fields of a community event: its photos first, then its title and description in English and
 * in Arabic, governorate and venue, organiser, day and times (the browser's date and time
 * controls), laid out like a post's form.
 */
export function EventForm({
  onSubmit,
}: {
  /** sends the event with its photos; a refusal is shown on the form */
  onSubmit: SendWithPhotos<EventFormValues>;
}) {
  const { t } = useTranslation();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<EventFormValues>({ resolver, defaultValues: EMPTY_EVENT_FORM });
  const form = usePhotoForm({
    send: onSubmit,
    setError,
    apiFields: API_FIELDS,
    failureKeys: FAILURE_KEYS,
    required: t('events.form.imageRequired'),
    submitted: submitCount > 0,
  });
  const [title, description, titleAr, descriptionAr, venue, ownerName] = useWatch({
    control,
    name: ['title', 'description', 'title_ar', 'description_ar', 'venue', 'owner_name'],
  });
  const typed: Partial<Record<EventField, string>> = {
    title,
    description,
    title_ar: titleAr,
    description_ar: descriptionAr,
  };

  function fieldText(field: EventField): string | undefined {
    return fieldErrorText(t, ERROR_KEYS, field, errors[field]?.type);
  }

  function timeField(name: TimeField, label: string) {
    return (
      <Field id={`event-${name}`} label={label} error={fieldText(name)}>
        {(controlProps) => (
          <input
            {...controlProps}
            {...register(name)}
            type="time"
            step={TIME_STEP_SECONDS}
            // Hours before minutes, as a clock reads, on Arabic pages too.
            dir="ltr"
            required
          />
        )}
      </Field>
    );
  }

  return (
    <PhotoFormLayout
      onSubmit={handleSubmit(form.submit)}
      onInput={form.clearRefusals}
      photos={
        <ImagePicker
          id={IMAGES_ID}
          picked={form.picked}
          maxFiles={EVENT_IMAGES_MAX}
          hint={t('events.form.imagesHint')}
          tooManyText={t('events.form.tooManyImages')}
          refusal={form.imagesRefusal}
          note={form.note}
          progress={form.progress}
        />
      }
    >
      <p className="text-stone-700">{t('events.form.versionsHint')}</p>
      {VERSIONS.map((version) => (
        <div key={version.lang} className="space-y-6">
          <Field
            id={`event-${version.title}`}
            label={t(version.titleLabel)}
            error={fieldText(version.title)}
            limit={{ length: limitedLength(typed[version.title] ?? ''), max: EVENT_TITLE_MAX }}
          >
            {(controlProps) => (
              <input
                {...controlProps}
                {...register(version.title)}
                lang={version.lang}
                dir={version.dir}
              />
            )}
          </Field>
          <Field
            id={`event-${version.description}`}
            label={t(version.descriptionLabel)}
            error={fieldText(version.description)}
            limit={{
              length: limitedLength(typed[version.description] ?? ''),
              max: EVENT_DESCRIPTION_MAX,
            }}
          >
            {(controlProps) => (
              <textarea
                {...controlProps}
                {...register(version.description)}
                lang={version.lang}
                dir={version.dir}
                rows={5}
              />
            )}
          </Field>
        </div>
      ))}
      <div className="grid gap-6 sm:grid-cols-2">
        <Field id="event-region" label={t('events.form.region')} error={fieldText('region')}>
          {(controlProps) => (
            <RegionSelect
              {...controlProps}
              {...register('region')}
              placeholder={t('events.form.chooseRegion')}
              required
            />
          )}
        </Field>
        <Field
          id="event-venue"
          label={t('events.form.venue')}
          error={fieldText('venue')}
          hint={t('events.form.venueHint')}
          limit={{ length: limitedLength(venue), max: EVENT_VENUE_MAX }}
        >
          {(controlProps) => <input {...controlProps} {...register('venue')} dir="auto" />}
        </Field>
        <Field
          id="event-owner"
          label={t('events.form.ownerName')}
          error={fieldText('owner_name')}
          limit={{ length: limitedLength(ownerName), max: EVENT_OWNER_NAME_MAX }}
        >
          {(controlProps) => (
            <input {...controlProps} {...register('owner_name')} dir="auto" required />
          )}
        </Field>
        <Field id="event-date" label={t('events.form.date')} error={fieldText('event_date')}>
          {(controlProps) => (
            <input
              {...controlProps}
              {...register('event_date')}
              type="date"
              min={eventToday()}
              required
            />
          )}
        </Field>
        {timeField('start_time', t('events.form.startTime'))}
        {timeField('end_time', t('events.form.endTime'))}
      </div>

      <PhotoFormActions
        form={form}
        noteId={`${IMAGES_ID}-note`}
        submitting={isSubmitting}
        label={t('events.create.submit')}
        submittingLabel={t('events.create.submitting')}
      />
    </PhotoFormLayout>
  );
}
