import { useLanguage } from '../../hooks/use-language';
import { formatDate, timeAgo } from '../../lib/format';

/** How long ago something was made, in the page's language, its full date and time on hover. */
export function TimeAgo({ iso, now, className }: { iso: string; now: Date; className?: string }) {
  const { language } = useLanguage();
  return (
    <time
      dateTime={iso}
      title={formatDate(iso, language, { dateStyle: 'long', timeStyle: 'short' })}
      className={className}
    >
      {timeAgo(iso, now, language)}
    </time>
  );
}
