import { useId } from 'react';

import type { Impact } from '@tabarru/contract/impact';

import { useTranslation } from '../../i18n/use-translation';
import { ImpactFigures } from './impact-figures';

/**
 * A member's impact as a donor, on their page or their own profile: shown once they have given
 * something, like the list of what they gave.
 */
export function MemberImpact({ impact, own }: { impact: Impact; own: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  if (impact.items === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-bold text-stone-900">
        {t(own ? 'impact.member.ownHeading' : 'impact.member.heading')}
      </h2>
      <div className="mt-4">
        <ImpactFigures impact={impact} />
      </div>
    </section>
  );
}
