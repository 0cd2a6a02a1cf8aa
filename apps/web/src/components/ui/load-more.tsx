import { Button } from './button';

/** The button under a list read page by page; nothing once the last page is in. */
export function LoadMore({
  hasMore,
  loading,
  label,
  loadingLabel,
  onLoad,
}: {
  hasMore: boolean;
  loading: boolean;
  label: string;
  loadingLabel: string;
  onLoad: () => void;
}) {
  if (!hasMore) return null;
  return (
    <div className="mt-4 flex justify-center">
      <Button variant="neutral" onClick={onLoad} disabled={loading}>
        {loading ? loadingLabel : label}
      </Button>
    </div>
  );
}
