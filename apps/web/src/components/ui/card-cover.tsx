import { useState } from 'react';

import { PhotoPlaceholder } from './photo-placeholder';

/**
 * The 4:3 picture at the top of a card: a 480 px thumbnail loaded lazily, or the placeholder
 * when there is none or it fails to load. Decorative: the card's title names it.
 */
export function CardCover({ src }: { src: string | null | undefined }) {
  const [broken, setBroken] = useState(false);
  return (
    <div className="aspect-[4/3] bg-stone-100">
      {src && !broken ? (
        <img
          src={src}
          alt=""
          width={480}
          height={360}
          loading="lazy"
          decoding="async"
          onError={() => setBroken(true)}
          className="h-full w-full object-cover"
        />
      ) : (
        <PhotoPlaceholder />
      )}
    </div>
  );
}
