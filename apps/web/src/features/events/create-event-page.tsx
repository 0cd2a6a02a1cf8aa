import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, type FieldError, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

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

import { Field } from '../../components/ui/field';
import { ImagePicker } from '../../components/ui/image-picker';
import { RegionSelect } from '../../components/ui/region-select';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLanguage } from '../../hooks/use-language';
import { ApiError } from '../../lib/api-client';
import type { CatalogKey } from '../../lib/form-errors';
import { schemaResolver } from '../../lib/form-resolver';
import { paths } from '../../lib/paths';
import { showToast } from '../../lib/toast';
import { createEvent } from './api/create-event';
import { EVENTS_QUERY_KEY } from './api/get-events';
import { eventFailure } from './event-failure';
import {
  EMPTY_EVENT_FORM,
  EVENT_MESSAGE_KEYS,
  eventFormSchema,
  type EventFormField,
  type EventFormValues,
} from './event-form-values';

/** Checked against the schema of the moment, so "today" is today even on a tab left open. */
const IMAGES_ID = 'event-images';

const resolver: Resolver<EventFormValues> = (values, context, options) =>
  schemaResolver<EventFormValues>(eventFormSchema())(values, context, options);

const TIME_WARNINGS: Record<TimeInputWarning, CatalogKey> = {
  hours: 'events.form.hoursClamped',
  minutes: 'events.form.minutesClamped',
};

type TimeField = 'start_time' | 'end_time';

/** The key of a field's error: the contract's text names it, a length or a miss otherwise. */
function errorKey(error: FieldError | undefined): CatalogKey | undefined {
  if (!error) return undefined;
  if (error.message && EVENT_MESSAGE_KEYS[error.message]) return EVENT_MESSAGE_KEYS[error.message];
  return error.type === 'tooLong' ? 'events.form.tooLong' : 'events.create.failed';
}

/** Create an event (spec 001 §2, §5), administrators only: to the new event on success. */
export function Component() {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useDocumentTitle(t('events.create.title'));
  const [files, setFiles] = useState<File[]>([]);
  const [imagesRefusal, setImagesRefusal] = useState<CatalogKey | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
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

  const errorText = (field: EventFormField) => {
    const key = errorKey(errors[field]);
    return key && t(key);
  };

  async function handleValidSubmit(values: EventFormValues) {
    setProgress(0);
    setImagesRefusal(null);
    try {
      const reply = await createEvent(values, files, setProgress);
      showToast('success', t('events.create.success'));
      void queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_KEY });
      void navigate(localHref(paths.event, { id: reply.event_id }));
    } catch (error) {
      const failure = eventFailure(error);
      showToast('error', t(failure.toast));
      if (failure.field) {
        setError(
          failure.field.name,
          { type: 'server', message: error instanceof ApiError ? error.message : '' },
          { shouldFocus: true },
        );
      }
      if (failure.images) setImagesRefusal(failure.images);
      if (error instanceof ApiError && error.status === 401) void navigate(localHref(paths.login));
    } finally {
      setProgress(null);
    }
  }

  function timeField(name: TimeField, label: string) {
    const warning = warnings[name];
    return (
      <div>
        <Field
          id={`event-${name}`}
          label={label}
          error={errorText(name)}
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

  const noImages = files.length === 0;
  const submitting = isSubmitting || progress !== null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold text-stone-900">{t('events.create.heading')}</h1>
      <p className="mt-2 text-stone-700">{t('events.create.lead')}</p>
      <form
        noValidate
        onSubmit={handleSubmit(handleValidSubmit)}
        className="mt-8 space-y-6 rounded-xl border border-stone-200 bg-white p-6 shadow-sm"
      >
        <Field id="event-title" label={t('events.form.title')} error={errorText('title')}>
          {(controlProps) => (
            <input {...controlProps} {...register('title')} required maxLength={EVENT_TITLE_MAX} />
          )}
        </Field>
        <Field
          id="event-description"
          label={t('events.form.description')}
          error={errorText('description')}
        >
          {(controlProps) => (
            <textarea
              {...controlProps}
              {...register('description')}
              rows={5}
              required
              maxLength={EVENT_DESCRIPTION_MAX}
            />
          )}
        </Field>
        <div className="grid gap-6 sm:grid-cols-2">
          <Field id="event-region" label={t('events.form.region')} error={errorText('region')}>
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
            error={errorText('venue')}
            hint={t('events.form.venueHint')}
          >
            {(controlProps) => (
              <input {...controlProps} {...register('venue')} maxLength={EVENT_VENUE_MAX} />
            )}
          </Field>
          <Field
            id="event-owner"
            label={t('events.form.ownerName')}
            error={errorText('owner_name')}
          >
            {(controlProps) => (
              <input
                {...controlProps}
                {...register('owner_name')}
                required
                maxLength={EVENT_OWNER_NAME_MAX}
              />
            )}
          </Field>
          <Field id="event-date" label={t('events.form.date')} error={errorText('event_date')}>
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

        <ImagePicker
          id={IMAGES_ID}
          files={files}
          maxFiles={EVENT_IMAGES_MAX}
          hint={t('events.form.imagesHint')}
          tooManyText={t('events.form.tooManyImages')}
          onFilesChange={(next) => {
            setFiles(next);
            setImagesRefusal(null);
          }}
          note={
            imagesRefusal ? t(imagesRefusal) : noImages ? t('events.form.imageRequired') : undefined
          }
        />

        <div className="flex flex-wrap items-center gap-4">
          <button
            type="submit"
            disabled={noImages || submitting}
            aria-describedby={noImages ? `${IMAGES_ID}-note` : undefined}
            className="rounded-lg bg-brand-700 px-6 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {submitting ? t('events.create.submitting') : t('events.create.submit')}
          </button>
          {progress !== null && (
            <div className="flex items-center gap-2">
              <progress
                max={100}
                value={progress}
                aria-label={t('events.form.uploading')}
                className="h-2 w-40"
              />
              <span role="status">{t('events.form.progress', { percent: progress })}</span>
            </div>
          )}
        </div>
      </form>
    </div>
  );
}
