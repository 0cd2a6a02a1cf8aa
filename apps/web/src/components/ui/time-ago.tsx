import { useLanguage } from '../../hooks/use-language';
import { AMMAN_TIME_ZONE } from '../../lib/amman-days';
import { formatDate, timeAgo } from '../../lib/format';

/**
 * How long ago something was made, in the page's language, its full date and time on hover in
 * Amman's time, which a page drawn on the server and the browser taking it over agree on.
 */
export function TimeAgo({ iso, now, className }: { iso: string; now: Date; className?: string }) {
  const { language } = useLanguage();
  return (
    <time
      dateTime={iso}
      title={formatDate(iso, language, {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: AMMAN_TIME_ZONE,
      })}
      className={className}
    >
      {timeAgo(iso, now, language)}
    </time>
  );
}
