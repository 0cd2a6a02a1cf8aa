import { useCallback, useEffect, useRef, useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';

import { IMAGE_FORMATS, IMAGE_MAX_BYTES } from '@tabarru/contract/constants';

import { useMediaQuery } from '../../hooks/use-media-query';
import { useTranslation } from '../../i18n/use-translation';
import type { PreparedPhoto } from '../../lib/photo-preparation/prepare-photo';
import type { UploadProgress } from '../../lib/upload-form';
import { LineIcon } from './line-icon';
import { PhotoUploadProgress } from './upload-progress';

/** The types and extensions of the formats the API takes, for the file chooser and drops. */
const ACCEPTED = Object.fromEntries(
  Object.values(IMAGE_FORMATS).map(({ type, extensions }) => [type, extensions]),
);

/** A phone or a touch screen: photos are tapped to choose, never dropped there. */
const TAPPED_SCREEN = '(pointer: coarse), (max-width: 639px)';

export interface ExistingImage {
  key: string;
  url: string;
}

/** Why a chosen file cannot be sent: its type, its size once made smaller, or its content. */
export type PhotoProblem = 'notAnImage' | 'tooLarge' | 'unreadable';

interface ChosenFile {
  id: number;
  /** as chosen, for its name */
  file: File;
}

/** A chosen file: being prepared, ready with what will be sent, or marked with its problem. */
export type PickedPhoto = ChosenFile &
  (
    | { state: 'preparing' }
    | {
        state: 'ready';
        /** the file itself, or the smaller copy made of it */
        upload: File;
        /** its thumbnail */
        url: string;
      }
    | { state: PhotoProblem }
  );

const isProblem = (state: PickedPhoto['state']): state is PhotoProblem =>
  state !== 'preparing' && state !== 'ready';

let nextPhotoId = 1;

/** Where the page cannot load the preparation, a photo goes as it was chosen, if it may. */
function asChosen(file: File): PreparedPhoto {
  return file.size <= IMAGE_MAX_BYTES ? { state: 'ready', upload: file } : { state: 'tooLarge' };
}

/**
 * The photos chosen in a form. Each is prepared before it is accepted (`preparePhoto`: opened,
 * and made smaller when it is larger than the API keeps), so a file that only claims to be a
 * picture is marked in place instead of failing after submit; a marked file stays until
 * removed. `onChange` hears every change, so the form can clear a refusal.
 */
export function usePickedPhotos(onChange?: () => void) {
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const urls = useRef(new Map<number, string>());
  const chosen = useRef(new Set<number>());
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });
  useEffect(() => {
    const made = urls.current;
    const kept = chosen.current;
    return () => {
      made.forEach((url) => URL.revokeObjectURL(url));
      made.clear();
      kept.clear();
    };
  }, []);

  const settle = useCallback((chosenFile: ChosenFile, prepared: PreparedPhoto) => {
    // A photo removed, or a form gone, while it was prepared would keep its URL for nothing.
    if (!chosen.current.has(chosenFile.id)) return;
    let settled: PickedPhoto;
    if (prepared.state === 'ready') {
      const url = URL.createObjectURL(prepared.upload);
      urls.current.set(chosenFile.id, url);
      settled = { ...chosenFile, state: 'ready', upload: prepared.upload, url };
    } else {
      settled = { ...chosenFile, state: prepared.state };
    }
    setPhotos((list) => list.map((photo) => (photo.id === settled.id ? settled : photo)));
  }, []);

  const add = useCallback(
    (accepted: File[], refused: File[]) => {
      const preparing = accepted.map((file) => ({
        id: nextPhotoId++,
        file,
        state: 'preparing' as const,
      }));
      const marked = refused.map((file) => ({
        id: nextPhotoId++,
        file,
        state: 'notAnImage' as const,
      }));
      for (const photo of preparing) chosen.current.add(photo.id);
      setPhotos((list) => [...list, ...preparing, ...marked]);
      changed.current?.();
      if (preparing.length === 0) return;
      // Loaded with the first photos chosen, never before: most visits choose none.
      void import('../../lib/photo-preparation/prepare-photo').then(
        ({ preparePhoto }) => {
          for (const photo of preparing) {
            void preparePhoto(photo.file).then((prepared) => settle(photo, prepared));
          }
        },
        () => {
          for (const photo of preparing) settle(photo, asChosen(photo.file));
        },
      );
    },
    [settle],
  );

  /**
   * Adds files that did not come through the picker (photos shared to the app): those of a type
   * the picker would refuse are marked as such, like a refused drop.
   */
  const addFiles = useCallback(
    (files: File[]) => {
      const accepted = files.filter((file) => Object.hasOwn(ACCEPTED, file.type));
      add(
        accepted,
        files.filter((file) => !accepted.includes(file)),
      );
    },
    [add],
  );

  const remove = useCallback((id: number) => {
    chosen.current.delete(id);
    const url = urls.current.get(id);
    if (url) {
      URL.revokeObjectURL(url);
      urls.current.delete(id);
    }
    setPhotos((list) => list.filter((photo) => photo.id !== id));
    changed.current?.();
  }, []);

  const ready = photos.filter((photo) => photo.state === 'ready');
  return {
    photos,
    add,
    addFiles,
    remove,
    /** the files to send: the prepared photos, in the order chosen */
    files: ready.map((photo) => photo.upload),
    /** still being prepared, or a marked file not yet removed: the form waits */
    unsettled: photos.some((photo) => photo.state === 'preparing' || isProblem(photo.state)),
    hasProblems: photos.some((photo) => isProblem(photo.state)),
  };
}

export type PickedPhotos = ReturnType<typeof usePickedPhotos>;

// Under its photo, never over it: the whole photo stays in view, the button a finger's height.
const REMOVE_BUTTON_CLASS =
  'inline-flex min-h-11 w-full items-center justify-center rounded-lg border border-stone-300 bg-white px-1 text-sm font-semibold text-red-800 hover:border-red-700 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60';
const TILE_CLASS = 'flex flex-col gap-1.5';
const THUMBNAIL_CLASS = 'aspect-square w-full rounded-lg object-cover';

const PROBLEM_KEYS = {
  notAnImage: 'imagePicker.problemNotAnImage',
  tooLarge: 'imagePicker.problemTooLarge',
  unreadable: 'imagePicker.problemUnreadable',
} as const satisfies Record<PhotoProblem, string>;

/**
 * The photos of a post or an event: drop or choose JPEG, PNG, WebP or GIF files up to `maxFiles`,
 * each prepared (made smaller when larger than the API keeps), then previewed with its remove
 * button under it and, while the form is sent, how much of it has gone. A file of another
 * type, too large even made smaller, or that does not open as a picture is shown in place with
 * its name and why, until it is removed. Existing photos of an edited post are shown three per
 * row and can be removed too. `id` prefixes the ids of its label, hint and note (`${id}-note`,
 * which a disabled submit button can point at).
 */
export function ImagePicker({
  id,
  picked,
  maxFiles,
  hint,
  tooManyText,
  existing = [],
  onRemoveExisting,
  refusal,
  note,
  progress = null,
}: {
  id: string;
  picked: PickedPhotos;
  /** photos in all, the existing ones included */
  maxFiles: number;
  hint: string;
  tooManyText: string;
  existing?: ExistingImage[];
  onRemoveExisting?: (key: string) => void;
  /** why the photos of the last submit were refused (by the API, or none chosen), until they change */
  refusal?: string;
  /** why the form cannot be sent yet */
  note?: string;
  /** the upload's progress while the form is sent */
  progress?: UploadProgress | null;
}) {
  const { t } = useTranslation();
  const [tooMany, setTooMany] = useState(false);
  const tapped = useMediaQuery(TAPPED_SCREEN);
  const { photos, add, remove } = picked;
  const taken = photos.filter((photo) => !isProblem(photo.state)).length;
  const onDrop = (accepted: File[], refused: FileRejection[]) => {
    const room = Math.max(0, maxFiles - existing.length - taken);
    setTooMany(accepted.length > room);
    add(
      accepted.slice(0, room),
      refused.map((rejection) => rejection.file),
    );
  };
  // No size limit here: a photo larger than the API takes is made smaller, and only what
  // that makes is held to the limit.
  const { getRootProps, getInputProps, isDragActive } = useDropzone({ accept: ACCEPTED, onDrop });
  function handleRemove(photoId: number) {
    setTooMany(false);
    remove(photoId);
  }
  const alert =
    refusal ??
    (picked.hasProblems ? t('imagePicker.imagesRejected') : tooMany ? tooManyText : undefined);
  // Without a photo yet the drop zone fills the photos' column of a laptop's form.
  const empty = photos.length === 0 && existing.length === 0;
  const sending = progress !== null;
  const newNumber = new Map(
    photos.filter((photo) => !isProblem(photo.state)).map((photo, index) => [photo.id, index + 1]),
  );
  // The files are sent in the order of the ready photos, and their progress comes in it.
  const sentShare = new Map(
    photos
      .filter((photo) => photo.state === 'ready')
      .map((photo, index) => [photo.id, progress?.photos[index]]),
  );

  return (
    <div>
      <p id={`${id}-label`} className="font-semibold text-stone-900">
        {t('imagePicker.images')}
      </p>
      {existing.length > 0 && (
        <ul className="mt-2 grid grid-cols-3 gap-3" aria-label={t('imagePicker.currentImages')}>
          {existing.map((image, index) => (
            <li key={image.key} className={TILE_CLASS}>
              <img
                src={image.url}
                alt={t('imagePicker.currentImage', { number: index + 1 })}
                className={THUMBNAIL_CLASS}
              />
              <button
                type="button"
                onClick={() => onRemoveExisting?.(image.key)}
                disabled={sending}
                aria-label={t('imagePicker.removeImage', { number: index + 1 })}
                className={REMOVE_BUTTON_CLASS}
              >
                {t('imagePicker.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div
        {...getRootProps({
          className: `mt-2 flex min-h-44 cursor-pointer flex-col items-center justify-center rounded-xl border-2 border-dashed p-6 text-center ${
            empty ? 'lg:aspect-[4/3]' : ''
          } ${isDragActive ? 'border-brand-700 bg-brand-50' : 'border-stone-400 bg-white hover:bg-stone-50'}`,
        })}
      >
        <span className="mb-3 flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-800">
          <LineIcon className="size-7" strokeWidth={1.75}>
            <path d="M4 8.5A1.5 1.5 0 0 1 5.5 7h2l1.5-2h6l1.5 2h2A1.5 1.5 0 0 1 20 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 17.5Z" />
            <circle cx="12" cy="13" r="3.25" />
          </LineIcon>
        </span>
        <input
          {...getInputProps({
            'aria-labelledby': `${id}-label`,
            'aria-describedby': `${id}-hint`,
          })}
        />
        <p className="font-semibold text-stone-800">
          {isDragActive
            ? t('imagePicker.dropHere')
            : t(tapped ? 'imagePicker.tapToChoose' : 'imagePicker.dropOrChoose')}
        </p>
        <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600">
          {hint}
        </p>
      </div>
      <p role="alert" className="text-sm font-semibold text-red-800 not-empty:mt-2">
        {alert ?? ''}
      </p>
      {note && (
        <p id={`${id}-note`} className="mt-2 text-sm font-semibold text-stone-700">
          {note}
        </p>
      )}
      {photos.length > 0 && (
        <ul className="mt-3 grid grid-cols-3 gap-3" aria-label={t('imagePicker.newImages')}>
          {photos.map((photo) => {
            const name = photo.file.name;
            if (isProblem(photo.state)) {
              return (
                <li key={photo.id} className={TILE_CLASS}>
                  <div className="flex aspect-square flex-col justify-end gap-1 rounded-lg border-2 border-red-700 bg-red-50 p-2 text-sm text-red-900">
                    <span dir="auto" className="font-semibold wrap-anywhere">
                      {name}
                    </span>
                    <span>{t(PROBLEM_KEYS[photo.state])}</span>
                  </div>
                  <button
                    type="button"
                    onClick={() => handleRemove(photo.id)}
                    aria-label={t('imagePicker.removeFile', { name })}
                    className={REMOVE_BUTTON_CLASS}
                  >
                    {t('imagePicker.remove')}
                  </button>
                </li>
              );
            }
            const number = newNumber.get(photo.id);
            const sent = sentShare.get(photo.id);
            return (
              <li key={photo.id} className={TILE_CLASS}>
                {photo.state === 'ready' ? (
                  <img src={photo.url} alt={name} className={THUMBNAIL_CLASS} />
                ) : (
                  <div
                    role="status"
                    className="flex aspect-square w-full items-center justify-center rounded-lg bg-stone-100 p-2 text-center text-sm text-stone-700 wrap-anywhere"
                  >
                    {t('imagePicker.preparing', { name })}
                  </div>
                )}
                {sent !== undefined && (
                  <PhotoUploadProgress
                    percent={sent}
                    label={t('upload.photoLabel', { number, name })}
                  />
                )}
                <button
                  type="button"
                  onClick={() => handleRemove(photo.id)}
                  disabled={sending}
                  aria-label={t('imagePicker.removeNewImage', { number, name })}
                  className={REMOVE_BUTTON_CLASS}
                >
                  {t('imagePicker.remove')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
