import { useState } from 'react';

import { PhotoPlaceholder } from './photo-placeholder';

/**
 * A thumbnail filling its box, loaded lazily, or the placeholder when there is none or it fails
 * to load. Decorative: the card or row it is in names it.
 */
export function Thumbnail({
  src,
  width,
  height,
}: {
  src: string | null | undefined;
  width: number;
  height: number;
}) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) return <PhotoPlaceholder />;
  return (
    <img
      src={src}
      alt=""
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
      className="h-full w-full object-cover"
    />
  );
}

/** The 4:3 picture at the top of a card: the 480 px thumbnail. */
export function CardCover({ src }: { src: string | null | undefined }) {
  return (
    <div className="aspect-[4/3] bg-stone-100">
      <Thumbnail src={src} width={480} height={360} />
    </div>
  );
}
