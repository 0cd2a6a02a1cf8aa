import { useState, type KeyboardEvent } from 'react';

import { GALLERY_SIZES, photoSrcSet } from '@tabarru/contract/photo-src-set';
import type { PhotoFiles } from '@tabarru/contract/posts';

import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { formatNumber } from '../../lib/format';
import { directionOf } from '../../lib/language';
import { LineIcon } from './line-icon';
import { PhotoPlaceholder } from './photo-placeholder';

export interface GalleryImage extends PhotoFiles {
  id: number;
}

/** The step from `index` by `by`, wrapping around both ends. */
export function wrapIndex(index: number, by: number, count: number): number {
  return count === 0 ? 0 : (((index + by) % count) + count) % count;
}

/**
 * A chevron drawn pointing left or right. Drawn, not typed: ‹ and › are mirrored in right-to-left
 * text, so a glyph's direction depends on the text around it.
 */
function Chevron({ pointing }: { pointing: 'left' | 'right' }) {
  return (
    <LineIcon className="size-6" strokeWidth={2.5}>
      <path d={pointing === 'left' ? 'M15 5L8 12L15 19' : 'M9 5L16 12L9 19'} />
    </LineIcon>
  );
}

/**
 * The photos of a post or an event one at a time, with previous and next buttons and the arrow keys, both
 * wrapping. Arrows follow the reading direction: in Arabic the right arrow goes back, and the
 * buttons point outward, next on the left pointing left.
 */
export function Gallery({ images, title }: { images: GalleryImage[]; title: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)];
  const count = images.length;
  const rightToLeft = directionOf(language) === 'rtl';

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const forward = language === 'ar' ? 'ArrowLeft' : 'ArrowRight';
    const back = language === 'ar' ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward) setIndex((value) => wrapIndex(value, 1, count));
    else if (event.key === back) setIndex((value) => wrapIndex(value, -1, count));
    else return;
    event.preventDefault();
  }

  if (!current) {
    return (
      <div className="aspect-[4/3] overflow-hidden rounded-xl bg-stone-100">
        <PhotoPlaceholder />
      </div>
    );
  }
  const position = t('gallery.position', {
    current: formatNumber(index + 1, language),
    total: formatNumber(count, language),
  });
  return (
    <div
      role="region"
      aria-roledescription={t('gallery.label')}
      aria-label={title}
      tabIndex={0}
      onKeyDown={handleKeyDown}
      className="rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <div className="relative aspect-[4/3] overflow-hidden rounded-xl bg-stone-900">
        <img
          src={current.url}
          srcSet={photoSrcSet(current)}
          sizes={GALLERY_SIZES}
          alt={`${title} (${position})`}
          width={current.width}
          height={current.height}
          className="h-full w-full object-contain"
        />
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => setIndex((value) => wrapIndex(value, -1, count))}
              aria-label={t('gallery.previous')}
              className="absolute start-3 top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2.5 text-stone-900 shadow hover:bg-white"
            >
              <Chevron pointing={rightToLeft ? 'right' : 'left'} />
            </button>
            <button
              type="button"
              onClick={() => setIndex((value) => wrapIndex(value, 1, count))}
              aria-label={t('gallery.next')}
              className="absolute end-3 top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2.5 text-stone-900 shadow hover:bg-white"
            >
              <Chevron pointing={rightToLeft ? 'left' : 'right'} />
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <p aria-live="polite" className="mt-2 text-center text-sm text-stone-600">
          {position}
        </p>
      )}
    </div>
  );
}
