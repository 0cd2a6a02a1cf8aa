import { Button } from './button';

/** What could not be loaded, as an alert, with a button that asks for it again. */
export function LoadFailed({
  text,
  retryLabel,
  onRetry,
  className = '',
}: {
  text: string;
  retryLabel: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div role="alert" className={`rounded-xl bg-red-50 p-6 text-red-900 ${className}`}>
      <p className="font-semibold">{text}</p>
      <Button variant="danger" size="sm" onClick={onRetry} className="mt-3">
        {retryLabel}
      </Button>
    </div>
  );
}
