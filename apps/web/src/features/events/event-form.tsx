import { useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import {
  eventToday,
  formatTimeInput,
  TIME_INPUT_MAX_LENGTH,
  type TimeInputWarning,
} from '@tabarru/contract/event-time';
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

/**
 * What each field's failure says (spec 001 §5). The rules of the schedule (a valid time, the
 * end after the start, the day not past) have their codes' own words.
 */
const ERROR_KEYS: FieldErrorKeys<EventField> = {
  title: { required: 'events.form.titleRequired', tooLong: 'events.form.titleTooLong' },
  description: {
    required: 'events.form.descriptionRequired',
    tooLong: 'events.form.descriptionTooLong',
  },
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
  location: 'region',
  owner_name: 'owner_name',
  event_date: 'event_date',
  start_time: 'start_time',
  end_time: 'end_time',
} as const satisfies Record<string, EventField>;

const TIME_WARNINGS: Record<TimeInputWarning, CatalogKey> = {
  hours: 'events.form.hoursClamped',
  minutes: 'events.form.minutesClamped',
};

const FAILURE_KEYS: FailureKeys = {
  failed: 'events.create.failed',
  network: 'events.create.networkError',
};

/**
 * The fields of a community event (spec 001 §5): its photos first, then title, description,
 * governorate and venue, organiser, day and times (typed as HH:MM, clamped as they are typed),
 * laid out like a post's form.
 */
export function EventForm({
  onSubmit,
}: {
  /** sends the event with its photos; a refusal is shown on the form */
  onSubmit: SendWithPhotos<EventFormValues>;
}) {
  const { t } = useTranslation();
  const [warnings, setWarnings] = useState<Record<TimeField, TimeInputWarning | null>>({
    start_time: null,
    end_time: null,
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EventFormValues>({ resolver, defaultValues: EMPTY_EVENT_FORM });
  const form = usePhotoForm({
    send: onSubmit,
    setError,
    apiFields: API_FIELDS,
    failureKeys: FAILURE_KEYS,
    required: t('events.form.imageRequired'),
  });
  const [title, description, venue, ownerName] = useWatch({
    control,
    name: ['title', 'description', 'venue', 'owner_name'],
  });

  function fieldText(field: EventField): string | undefined {
    return fieldErrorText(t, ERROR_KEYS, field, errors[field]?.type);
  }

  function timeField(name: TimeField, label: string) {
    const warning = warnings[name];
    return (
      <div>
        <Field
          id={`event-${name}`}
          label={label}
          error={fieldText(name)}
          hint={t('events.form.timeHint')}
        >
          {(controlProps) => (
            <Controller
              name={name}
              control={control}
              render={({ field }) => (
                <input
                  {...controlProps}
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={(event) => {
                    const next = formatTimeInput(event.target.value, field.value);
                    field.onChange(next.value);
                    setWarnings((current) => ({ ...current, [name]: next.warning }));
                  }}
                  inputMode="numeric"
                  autoComplete="off"
                  dir="ltr"
                  placeholder="HH:MM"
                  maxLength={TIME_INPUT_MAX_LENGTH}
                  required
                />
              )}
            />
          )}
        </Field>
        <p role="status" className="mt-1 text-sm font-semibold text-amber-800">
          {warning ? t(TIME_WARNINGS[warning]) : ''}
        </p>
      </div>
    );
  }

  return (
    <PhotoFormLayout
      onSubmit={handleSubmit(form.submit)}
      onChange={form.clearRefusals}
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
      <Field
        id="event-title"
        label={t('events.form.title')}
        error={fieldText('title')}
        limit={{ length: limitedLength(title), max: EVENT_TITLE_MAX }}
      >
        {(controlProps) => <input {...controlProps} {...register('title')} dir="auto" required />}
      </Field>
      <Field
        id="event-description"
        label={t('events.form.description')}
        error={fieldText('description')}
        limit={{ length: limitedLength(description), max: EVENT_DESCRIPTION_MAX }}
      >
        {(controlProps) => (
          <textarea {...controlProps} {...register('description')} dir="auto" rows={5} required />
        )}
      </Field>
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
