import { useEffect, useMemo, useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { useTranslation } from 'react-i18next';

import { IMAGE_MAX_BYTES } from '@tabarru/contract/constants';

const ACCEPTED = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/gif': ['.gif'],
};

export interface ExistingImage {
  key: string;
  url: string;
}

const REMOVE_BUTTON_CLASS =
  'absolute end-1 top-1 rounded-full bg-white/95 px-2 py-0.5 text-sm font-semibold text-red-800 shadow';

/**
 * The photos of a post or an event: drop or choose JPEG, PNG or GIF files of at most 5 MB
 * (others are refused with the specified message) up to `maxFiles`, previewed with a remove
 * button; existing photos of an edited post are shown three per row and can be removed too.
 * `id` prefixes the ids of its label, hint and note (`${id}-note`, which a disabled submit
 * button can point at).
 */
export function ImagePicker({
  id,
  files,
  onFilesChange,
  maxFiles,
  hint,
  tooManyText,
  existing = [],
  onRemoveExisting,
  note,
}: {
  id: string;
  files: File[];
  onFilesChange: (files: File[]) => void;
  /** photos in all, the existing ones included */
  maxFiles: number;
  hint: string;
  tooManyText: string;
  existing?: ExistingImage[];
  onRemoveExisting?: (key: string) => void;
  /** why the form cannot be sent yet, or the server's refusal of the photos */
  note?: string;
}) {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<'rejected' | 'tooMany' | null>(null);
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: ACCEPTED,
    maxSize: IMAGE_MAX_BYTES,
    onDrop: (accepted, refused) => {
      const room = Math.max(0, maxFiles - existing.length - files.length);
      setRefusal(refused.length > 0 ? 'rejected' : accepted.length > room ? 'tooMany' : null);
      if (accepted.length > 0 && room > 0) onFilesChange([...files, ...accepted.slice(0, room)]);
    },
  });
  const previews = useMemo(
    () => files.map((file) => ({ file, url: URL.createObjectURL(file) })),
    [files],
  );
  useEffect(
    () => () => previews.forEach((preview) => URL.revokeObjectURL(preview.url)),
    [previews],
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
          className: `mt-2 flex cursor-pointer flex-col items-center justify-center rounded-xl border-2 border-dashed p-6 text-center ${
            isDragActive ? 'border-brand-700 bg-brand-50' : 'border-stone-400 bg-white'
          }`,
        })}
      >
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
      {refusal && (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-800">
          {refusal === 'rejected' ? t('imagePicker.imagesRejected') : tooManyText}
        </p>
      )}
      {note && (
        <p id={`${id}-note`} className="mt-2 text-sm font-semibold text-stone-700">
          {note}
        </p>
      )}
      {previews.length > 0 && (
        <ul className="mt-3 grid grid-cols-3 gap-3" aria-label={t('imagePicker.newImages')}>
          {previews.map((preview, index) => (
            <li key={preview.url} className="relative">
              <img
                src={preview.url}
                alt={preview.file.name}
                className="aspect-square w-full rounded-lg object-cover"
              />
              <button
                type="button"
                onClick={() => onFilesChange(files.filter((file) => file !== preview.file))}
                className={REMOVE_BUTTON_CLASS}
              >
                {t('imagePicker.removeNewImage', { number: index + 1 })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
