/**
 * What a map says when its tiles cannot load (offline, blocked): a line over it, announced once.
 * The region is there from the start, so the words are heard when they come.
 */
export function TilesFailedNote({ failed, text }: { failed: boolean; text: string }) {
  return (
    <p
      role="status"
      className="pointer-events-none absolute inset-x-3 top-3 z-[1000] mx-auto max-w-sm rounded-lg bg-white/95 px-3 py-2 text-center text-sm text-stone-800 shadow-sm empty:hidden"
    >
      {failed ? text : ''}
    </p>
  );
}
