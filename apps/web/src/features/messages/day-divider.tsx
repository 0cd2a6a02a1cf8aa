import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { chatDay } from './chat-time';

/** The line above the first message of a day: Today, Yesterday, or the weekday and date. */
export function DayDivider({ iso }: { iso: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const day = chatDay(iso, new Date(), language);
  const label =
    day.kind === 'date'
      ? day.text
      : t(day.kind === 'today' ? 'messages.conversation.today' : 'messages.conversation.yesterday');
  return (
    <li className="flex items-center gap-3 py-1 text-xs font-semibold text-stone-600">
      <span aria-hidden="true" className="h-px flex-1 bg-stone-200" />
      <time dateTime={iso}>{label}</time>
      <span aria-hidden="true" className="h-px flex-1 bg-stone-200" />
    </li>
  );
}
