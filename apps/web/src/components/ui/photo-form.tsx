import { useState, type ComponentProps, type ReactNode } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { useNavigate } from 'react-router';

import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { ApiError } from '../../lib/api-client';
import { errorKey, errorText, refusedField, type FailureKeys } from '../../lib/error-keys';
import { setFieldErrorFromApi, type ApiFields } from '../../lib/form-errors';
import { paths } from '../../lib/paths';
import { showToast } from '../../lib/toast';
import type { PhotoUpload, UploadProgress } from '../../lib/upload-form';
import { Button } from './button';
import { FormAlert } from './form-alert';
import { usePickedPhotos } from './image-picker';
import { FormUploadProgress } from './upload-progress';

/** Sends a form with its new photos, telling how much has gone; a refusal is thrown. */
export type SendWithPhotos<Values> = (
  values: Values,
  files: File[],
  onProgress: (progress: UploadProgress) => void,
) => Promise<void>;

/**
 * The send of a page that creates something with photos (a post, an event): on success a toast
 * saying so and the page `after` names; a member whose session has ended goes to the login
 * page. The refusal is thrown on, for the form to show.
 */
export function useCreateWithPhotos<Values, Reply>(
  create: (upload: PhotoUpload<Values>) => Promise<Reply>,
  { success, after }: { success: string; after: (reply: Reply) => string },
): SendWithPhotos<Values> {
  const { localHref } = useLanguage();
  const navigate = useNavigate();
  return async (values, files, onProgress) => {
    try {
      const reply = await create({ values, files, onProgress });
      showToast('success', success);
      void navigate(after(reply));
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) void navigate(localHref(paths.login));
      throw error;
    }
  };
}

/**
 * What a form with photos (a post, an event) keeps while it is sent: the chosen photos, the
 * upload's progress (of the whole and of each photo), and where a refusal goes: on its field, on the picker (`images`), or in
 * the form's alert, which stays until the form changes.
 */
export function usePhotoForm<Values extends FieldValues>({
  send,
  setError,
  apiFields,
  failureKeys,
  photosBefore = 0,
  required,
  submitted,
}: {
  send: SendWithPhotos<Values>;
  setError: UseFormSetError<Values>;
  /** the form's field for each field the API may name */
  apiFields: ApiFields<Values>;
  /** what a failure without a reason says */
  failureKeys: FailureKeys;
  /** photos the item keeps from before (an edited post's) */
  photosBefore?: number;
  /** what the picker says when the form is sent without a photo */
  required: string;
  /** the member has tried to send the form: a missing photo is said from then on, not before */
  submitted: boolean;
}) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [imagesRefusal, setImagesRefusal] = useState<string | null>(null);
  const clearRefusals = () => {
    setImagesRefusal(null);
    setFailure(null);
  };
  const picked = usePickedPhotos(clearRefusals);

  const noPhotos = photosBefore + picked.files.length === 0;

  async function submit(values: Values) {
    clearRefusals();
    if (noPhotos) return;
    setProgress({ percent: 0, photos: picked.files.map(() => 0) });
    try {
      await send(values, picked.files, setProgress);
    } catch (error) {
      if (setFieldErrorFromApi(error, setError, apiFields)) return;
      if (refusedField(error) === 'images') setImagesRefusal(t(errorKey(error)));
      else setFailure(errorText(error, t, failureKeys));
    } finally {
      setProgress(null);
    }
  }

  return {
    picked,
    submit,
    progress,
    failure,
    /** the API's refusal of the photos, or their absence once the form was sent, for the picker */
    imagesRefusal: imagesRefusal ?? (noPhotos && submitted ? required : undefined),
    /** the member changed the form: an earlier refusal no longer stands */
    clearRefusals,
    /** the form cannot be sent yet, and `note` says why */
    waiting: picked.unsettled,
    note: picked.hasProblems ? t('imagePicker.removeProblems') : undefined,
  };
}

/** The end of a form with photos: its failure, the submit button and the upload's progress. */
export function PhotoFormActions({
  form,
  noteId,
  submitting,
  label,
  submittingLabel,
}: {
  form: Pick<ReturnType<typeof usePhotoForm>, 'failure' | 'waiting' | 'note' | 'progress'>;
  /** the id of the picker's note, which says why the button waits */
  noteId: string;
  submitting: boolean;
  label: string;
  submittingLabel: string;
}) {
  return (
    <>
      <FormAlert text={form.failure} />
      <div className="flex flex-wrap items-center gap-4">
        <Button
          type="submit"
          size="lg"
          className="w-full sm:w-auto"
          disabled={form.waiting || submitting}
          aria-describedby={form.note ? noteId : undefined}
        >
          {submitting ? submittingLabel : label}
        </Button>
        {submitting && form.progress !== null && (
          <FormUploadProgress percent={form.progress.percent} />
        )}
      </div>
    </>
  );
}

/**
 * The layout of a form with photos (a post, an event): the photos first, since they are what a
 * giver has at hand on a phone, then the fields; on a laptop the photos stand in a column
 * beside the fields and stay in view while the fields scroll.
 */
export function PhotoFormLayout({
  photos,
  children,
  ...form
}: Omit<ComponentProps<'form'>, 'className' | 'noValidate'> & { photos: ReactNode }) {
  return (
    <form
      noValidate
      className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start lg:gap-10"
      {...form}
    >
      <div className="lg:sticky lg:top-below-header">{photos}</div>
      <div className="space-y-6">{children}</div>
    </form>
  );
}
