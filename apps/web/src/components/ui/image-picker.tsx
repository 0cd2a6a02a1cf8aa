import { useCallback, useEffect, useRef, useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { useTranslation } from 'react-i18next';

import { IMAGE_MAX_BYTES } from '@tabarru/contract/constants';

import { isReadableImage } from '../../lib/images';
import { LineIcon } from './line-icon';

const ACCEPTED = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/gif': ['.gif'],
};

export interface ExistingImage {
  key: string;
  url: string;
}

/** Why a chosen file cannot be sent: its type, its size, or its content is not a picture. */
export type PhotoProblem = 'notAnImage' | 'tooLarge' | 'unreadable';

export interface PickedPhoto {
  id: number;
  file: File;
  /** the thumbnail of a readable photo */
  url: string | null;
  state: 'checking' | 'ready' | PhotoProblem;
}

const isProblem = (state: PickedPhoto['state']): state is PhotoProblem =>
  state !== 'checking' && state !== 'ready';

function problemOf(rejection: FileRejection): PhotoProblem {
  return rejection.errors.some((error) => error.code === 'file-too-large')
    ? 'tooLarge'
    : 'notAnImage';
}

let nextPhotoId = 1;

/**
 * The photos chosen in a form. Each is decoded before it is accepted, so a file that only
 * claims to be a picture is marked in place instead of failing after submit; a marked file
 * stays until removed. `onChange` hears every change, so the form can clear a refusal.
 */
export function usePickedPhotos(onChange?: () => void) {
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const urls = useRef(new Set<string>());
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    const made = urls.current;
    return () => {
      mounted.current = false;
      made.forEach((url) => URL.revokeObjectURL(url));
      made.clear();
    };
  }, []);

  const settle = useCallback((id: number, readable: boolean, file: File) => {
    // A picture decoded after the form has gone would keep its URL for nothing.
    if (!mounted.current) return;
    let url: string | null = null;
    if (readable) {
      url = URL.createObjectURL(file);
      urls.current.add(url);
    }
    setPhotos((list) =>
      list.map((photo) =>
        photo.id === id ? { ...photo, url, state: readable ? 'ready' : 'unreadable' } : photo,
      ),
    );
  }, []);

  const add = useCallback(
    (accepted: File[], refused: FileRejection[]) => {
      const checking = accepted.map((file) => ({
        id: nextPhotoId++,
        file,
        url: null,
        state: 'checking' as const,
      }));
      const marked = refused.map((rejection) => ({
        id: nextPhotoId++,
        file: rejection.file,
        url: null,
        state: problemOf(rejection),
      }));
      setPhotos((list) => [...list, ...checking, ...marked]);
      changed.current?.();
      for (const photo of checking) {
        void isReadableImage(photo.file).then((readable) => settle(photo.id, readable, photo.file));
      }
    },
    [settle],
  );

  const remove = useCallback((id: number) => {
    setPhotos((list) => {
      const url = list.find((photo) => photo.id === id)?.url;
      if (url) {
        URL.revokeObjectURL(url);
        urls.current.delete(url);
      }
      return list.filter((photo) => photo.id !== id);
    });
    changed.current?.();
  }, []);

  return {
    photos,
    add,
    remove,
    /** the files to send: the readable photos, in the order chosen */
    files: photos.filter((photo) => photo.state === 'ready').map((photo) => photo.file),
    /** still decoding, or a marked file not yet removed: the form waits */
    unsettled: photos.some((photo) => photo.state === 'checking' || isProblem(photo.state)),
    hasProblems: photos.some((photo) => isProblem(photo.state)),
  };
}

export type PickedPhotos = ReturnType<typeof usePickedPhotos>;

const REMOVE_BUTTON_CLASS =
  'absolute end-1 top-1 rounded-full bg-white/95 px-2 py-0.5 text-sm font-semibold text-red-800 shadow';

const PROBLEM_KEYS = {
  notAnImage: 'imagePicker.problemNotAnImage',
  tooLarge: 'imagePicker.problemTooLarge',
  unreadable: 'imagePicker.problemUnreadable',
} as const satisfies Record<PhotoProblem, string>;

/**
 * The photos of a post or an event: drop or choose JPEG, PNG or GIF files of at most 5 MB up
 * to `maxFiles`, previewed with a remove button. A file of another type, too large, or that
 * does not open as a picture is shown in place with its name and why, until it is removed.
 * Existing photos of an edited post are shown three per row and can be removed too. `id`
 * prefixes the ids of its label, hint and note (`${id}-note`, which a disabled submit button
 * can point at).
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
}: {
  id: string;
  picked: PickedPhotos;
  /** photos in all, the existing ones included */
  maxFiles: number;
  hint: string;
  tooManyText: string;
  existing?: ExistingImage[];
  onRemoveExisting?: (key: string) => void;
  /** the API's refusal of the photos of the last submit, until they change */
  refusal?: string;
  /** why the form cannot be sent yet */
  note?: string;
}) {
  const { t } = useTranslation();
  const [tooMany, setTooMany] = useState(false);
  const { photos, add, remove } = picked;
  const taken = photos.filter((photo) => !isProblem(photo.state)).length;
  const onDrop = (accepted: File[], refused: FileRejection[]) => {
    const room = Math.max(0, maxFiles - existing.length - taken);
    setTooMany(accepted.length > room);
    add(accepted.slice(0, room), refused);
  };
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: ACCEPTED,
    maxSize: IMAGE_MAX_BYTES,
    onDrop,
  });
  function handleRemove(photoId: number) {
    setTooMany(false);
    remove(photoId);
  }
  const alert =
    refusal ??
    (picked.hasProblems ? t('imagePicker.imagesRejected') : tooMany ? tooManyText : undefined);
  // Without a photo yet the drop zone fills the photos' column of a laptop's form.
  const empty = photos.length === 0 && existing.length === 0;
  const newNumber = new Map(
    photos.filter((photo) => photo.state === 'ready').map((photo, index) => [photo.id, index + 1]),
  );

  return (
    <div>
      <p id={`${id}-label`} className="font-semibold text-stone-900">
        {t('imagePicker.images')}
      </p>
      {existing.length > 0 && (
        <ul className="mt-2 grid grid-cols-3 gap-3" aria-label={t('imagePicker.currentImages')}>
          {existing.map((image, index) => (
            <li key={image.key} className="relative">
              <img
                src={image.url}
                alt={t('imagePicker.currentImage', { number: index + 1 })}
                className="aspect-square w-full rounded-lg object-cover"
              />
              <button
                type="button"
                onClick={() => onRemoveExisting?.(image.key)}
                className={REMOVE_BUTTON_CLASS}
              >
                {t('imagePicker.removeImage', { number: index + 1 })}
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
          {isDragActive ? t('imagePicker.dropHere') : t('imagePicker.dropOrChoose')}
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
          {photos.map((photo) =>
            isProblem(photo.state) ? (
              <li
                key={photo.id}
                className="relative flex aspect-square flex-col justify-end gap-1 rounded-lg border-2 border-red-700 bg-red-50 p-2 text-sm text-red-900"
              >
                <span dir="auto" className="font-semibold break-all">
                  {photo.file.name}
                </span>
                <span>{t(PROBLEM_KEYS[photo.state])}</span>
                <button
                  type="button"
                  onClick={() => handleRemove(photo.id)}
                  className={REMOVE_BUTTON_CLASS}
                >
                  {t('imagePicker.removeFile', { name: photo.file.name })}
                </button>
              </li>
            ) : (
              <li key={photo.id} className="relative">
                {photo.url ? (
                  <img
                    src={photo.url}
                    alt={photo.file.name}
                    className="aspect-square w-full rounded-lg object-cover"
                  />
                ) : (
                  <div
                    role="status"
                    className="flex aspect-square w-full items-center justify-center rounded-lg bg-stone-100 p-2 text-center text-sm text-stone-600"
                  >
                    {t('imagePicker.checking', { name: photo.file.name })}
                  </div>
                )}
                {photo.state === 'ready' && (
                  <button
                    type="button"
                    onClick={() => handleRemove(photo.id)}
                    className={REMOVE_BUTTON_CLASS}
                  >
                    {t('imagePicker.removeNewImage', { number: newNumber.get(photo.id) })}
                  </button>
                )}
              </li>
            ),
          )}
        </ul>
      )}
    </div>
  );
}
