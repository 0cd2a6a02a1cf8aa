import { useNavigation } from 'react-router';

/** A thin bar at the top while the next page (or language) loads. */
export function NavigationProgress() {
  const { state } = useNavigation();
  if (state === 'idle') return null;
  return (
    <div
      aria-hidden="true"
      className="fixed inset-x-0 top-0 z-60 h-1 overflow-hidden bg-brand-100 rtl:-scale-x-100"
    >
      <div className="h-full w-1/3 animate-progress bg-brand-600 motion-reduce:animate-none" />
    </div>
  );
}
