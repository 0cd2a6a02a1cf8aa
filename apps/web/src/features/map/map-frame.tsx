import type { Ref } from 'react';

/**
 * What a map says when its tiles cannot load (offline, blocked): a line over it, announced once.
 * The region is there from the start, so the words are heard when they come.
 */
function TilesFailedNote({ failed, text }: { failed: boolean; text: string }) {
  return (
    <p
      role="status"
      className="pointer-events-none absolute inset-x-3 top-3 z-[1000] mx-auto max-w-sm rounded-lg bg-white/95 px-3 py-2 text-center text-sm text-stone-800 shadow-sm empty:hidden"
    >
      {failed ? text : ''}
    </p>
  );
}

/**
 * The box every map is drawn in: a named region Leaflet fills (`boxRef`), rounded and bordered,
 * with the line it shows over itself when its tiles cannot load.
 */
export function MapFrame({
  boxRef,
  label,
  tilesFailed,
  tilesFailedText,
  className = '',
}: {
  boxRef: Ref<HTMLDivElement>;
  label: string;
  tilesFailed: boolean;
  tilesFailedText: string;
  className?: string;
}) {
  return (
    <div
      className={`relative isolate overflow-hidden rounded-2xl border border-stone-200 ${className}`}
    >
      <div ref={boxRef} role="region" aria-label={label} className="tabarru-map size-full" />
      <TilesFailedNote failed={tilesFailed} text={tilesFailedText} />
    </div>
  );
}
