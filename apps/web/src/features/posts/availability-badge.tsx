import type { Availability } from '@tabarru/contract/constants';

import { WantedBadge } from '../../components/ui/wanted-badge';
import { useTranslation } from '../../i18n/use-translation';

const COLOURS: Record<Availability, string> = {
  available: 'bg-green-100 text-green-900',
  reserved: 'bg-yellow-100 text-yellow-900',
  donated: 'bg-stone-200 text-stone-800',
};

/**
 * Green available, yellow reserved, grey otherwise, or Wanted for what a member looks for
 * (which is never given, reserved or not); upper case when its card is hovered.
 */
export function AvailabilityBadge({
  availability,
  wanted = false,
}: {
  availability: Availability;
  wanted?: boolean;
}) {
  const { t } = useTranslation();
  if (wanted) return <WantedBadge />;
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold group-hover:uppercase ${COLOURS[availability]}`}
    >
      {t(`posts.availability.${availability}`)}
    </span>
  );
}
