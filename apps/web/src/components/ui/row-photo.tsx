import { PhotoPlaceholder } from './photo-placeholder';

/** The 64 px photo at the start of a list row, or the placeholder without one. Decorative. */
export function RowPhoto({ src }: { src: string | null }) {
  return (
    <div className="size-16 shrink-0 overflow-hidden rounded-xl bg-stone-100">
      {src ? (
        <img
          src={src}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          className="h-full w-full object-cover"
        />
      ) : (
        <PhotoPlaceholder />
      )}
    </div>
  );
}
