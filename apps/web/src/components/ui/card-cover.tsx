import { useState } from 'react';

import { photoSrcSet } from '@tabarru/contract/photo-src-set';
import type { PhotoFiles } from '@tabarru/contract/posts';

import { PhotoPlaceholder } from './photo-placeholder';

/**
 * A thumbnail filling its box, loaded lazily unless `eager`, or the placeholder when there is
 * none or it fails to load. Decorative: the card or row it is in names it.
 */
export function Thumbnail({
  src,
  srcSet,
  sizes,
  width,
  height,
  eager = false,
}: {
  src: string | null | undefined;
  /** the other files of the same picture by their widths, picked from by `sizes` */
  srcSet?: string;
  sizes?: string;
  width: number;
  height: number;
  /** in view as the page opens: loaded at once, not once the browser sees it will be */
  eager?: boolean;
}) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) return <PhotoPlaceholder />;
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt=""
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setBroken(true)}
      className="h-full w-full object-cover"
    />
  );
}

/**
 * The 4:3 picture at the top of a card. Given the photo's files (`photo`), the browser picks the
 * thumbnail or the photo for the card's width on the screen (`sizes`, from its list's grid);
 * given only a thumbnail (`src`), that, wide enough for a card on most screens. Its box keeps
 * its shape before the picture arrives.
 */
export function CardCover({
  src,
  photo,
  sizes,
  eager,
}: {
  src: string | null | undefined;
  photo?: PhotoFiles | null;
  /** the card's width at each screen width, as its list's grid gives it */
  sizes?: string;
  eager?: boolean;
}) {
  return (
    <div className="aspect-[4/3] bg-stone-100">
      <Thumbnail
        src={photo?.thumbnail_url ?? src}
        srcSet={photo ? photoSrcSet(photo) : undefined}
        sizes={sizes}
        width={480}
        height={360}
        eager={eager}
      />
    </div>
  );
}
