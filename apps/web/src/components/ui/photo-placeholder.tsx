/** Shown where a photo is missing or failed to load. */
export function PhotoPlaceholder() {
  return (
    <svg
      viewBox="0 0 120 90"
      aria-hidden="true"
      className="h-full w-full text-stone-300"
      preserveAspectRatio="xMidYMid meet"
    >
      <rect width="120" height="90" fill="currentColor" opacity="0.25" />
      <path d="M30 62 L50 40 L64 54 L74 44 L92 62 Z" fill="currentColor" />
      <circle cx="82" cy="30" r="7" fill="currentColor" />
    </svg>
  );
}
