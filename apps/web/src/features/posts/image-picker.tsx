import { useEffect, useMemo, useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { useTranslation } from 'react-i18next';

import { IMAGE_MAX_BYTES } from '@tabarru/contract/constants';

const ACCEPTED = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/gif': ['.gif'],
};

/** The note that says why the form cannot be sent yet; the submit button points at it. */
export const MISSING_IMAGES_NOTE_ID = 'post-images-missing';

export interface ExistingImage {
  key: string;
  url: string;
}

/**
 * The photos of a post: drop or choose JPEG, PNG or GIF files of at most 5 MB (others are
 * dropped with the specified message), previewed with a remove button; existing photos of an
 * edited post are shown three per row and can be removed too.
 */
export function ImagePicker({
  files,
  onFilesChange,
  existing = [],
  onRemoveExisting,
  missing,
}: {
  files: File[];
  onFilesChange: (files: File[]) => void;
  existing?: ExistingImage[];
  onRemoveExisting?: (key: string) => void;
  /** what to say while the post has no photo; the form cannot be sent meanwhile */
  missing?: string;
}) {
  const { t } = useTranslation();
  const [rejected, setRejected] = useState(false);
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: ACCEPTED,
    maxSize: IMAGE_MAX_BYTES,
    onDrop: (accepted, refused) => {
      setRejected(refused.length > 0);
      if (accepted.length > 0) onFilesChange([...files, ...accepted]);
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
      <p id="post-images-label" className="font-semibold text-stone-900">
        {t('posts.form.images')}
      </p>
      {existing.length > 0 && (
        <ul className="mt-2 grid grid-cols-3 gap-3" aria-label={t('posts.form.currentImages')}>
          {existing.map((image, index) => (
            <li key={image.key} className="relative">
              <img
                src={image.url}
                alt={t('posts.form.currentImage', { number: index + 1 })}
                className="aspect-square w-full rounded-lg object-cover"
              />
              <button
                type="button"
                onClick={() => onRemoveExisting?.(image.key)}
                className="absolute end-1 top-1 rounded-full bg-white/95 px-2 py-0.5 text-sm font-semibold text-red-800 shadow"
              >
                {t('posts.form.removeImage', { number: index + 1 })}
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
            'aria-labelledby': 'post-images-label',
            'aria-describedby': 'post-images-hint',
          })}
        />
        <p className="font-semibold text-stone-800">
          {isDragActive ? t('posts.form.dropHere') : t('posts.form.dropOrChoose')}
        </p>
        <p id="post-images-hint" className="mt-1 text-sm text-stone-600">
          {t('posts.form.imagesHint')}
        </p>
      </div>
      {rejected && (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-800">
          {t('posts.form.imagesRejected')}
        </p>
      )}
      {missing && (
        <p id={MISSING_IMAGES_NOTE_ID} className="mt-2 text-sm font-semibold text-stone-700">
          {missing}
        </p>
      )}
      {previews.length > 0 && (
        <ul className="mt-3 grid grid-cols-3 gap-3" aria-label={t('posts.form.newImages')}>
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
                className="absolute end-1 top-1 rounded-full bg-white/95 px-2 py-0.5 text-sm font-semibold text-red-800 shadow"
              >
                {t('posts.form.removeNewImage', { number: index + 1 })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
