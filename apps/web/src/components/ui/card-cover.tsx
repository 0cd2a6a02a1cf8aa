import { useState } from 'react';

import { PhotoPlaceholder } from './photo-placeholder';

/**
 * A thumbnail filling its box, loaded lazily unless `eager`, or the placeholder when there is
 * none or it fails to load. Decorative: the card or row it is in names it.
 */
export function Thumbnail({
  src,
  width,
  height,
  eager = false,
}: {
  src: string | null | undefined;
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
 * The 4:3 picture at the top of a card: the 480 px thumbnail, wide enough for a card at any
 * width the grids give one. Its box keeps its shape before the picture arrives.
 */
export function CardCover({ src, eager }: { src: string | null | undefined; eager?: boolean }) {
  return (
    <div className="aspect-[4/3] bg-stone-100">
      <Thumbnail src={src} width={480} height={360} eager={eager} />
    </div>
  );
}
