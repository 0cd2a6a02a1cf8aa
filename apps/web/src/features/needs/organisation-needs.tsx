import { useId } from 'react';
import { Link } from 'react-router';

import type { Need } from '@tabarru/contract/needs';
import type { PublicOrganisation } from '@tabarru/contract/organisations';

import { ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadFailed } from '../../components/ui/load-failed';
import { SkeletonRows } from '../../components/ui/skeleton';
import { useLanguage } from '../../hooks/use-language';
import { useSignedInUserId } from '../../hooks/use-session';
import { useTranslation } from '../../i18n/use-translation';
import { paths } from '../../lib/paths';
import { useOrganisationNeeds } from './api/needs';
import { NeedProgress } from './need-progress';
import { NeededBy } from './needed-by';

/**
 * On an organisation's page, "What it needs now": its open needs, the soonest day first, each
 * with its title (to its page), the day it is needed by and how many have come in. The
 * organisation's own account also gets the way to post another.
 */
export function OrganisationNeeds({
  organisation,
}: {
  organisation: Pick<PublicOrganisation, 'id' | 'user_id'>;
}) {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  const own = useSignedInUserId() === organisation.user_id;
  const needs = useOrganisationNeeds(organisation.id);
  const headingId = useId();

  let content;
  if (needs.isPending) {
    content = <SkeletonRows label={t('needs.organisation.loading')} count={2} />;
  } else if (needs.isError) {
    content = (
      <LoadFailed
        text={t('needs.organisation.loadFailed')}
        retryLabel={t('needs.tryAgain')}
        onRetry={() => void needs.refetch()}
      />
    );
  } else if (needs.data.needs.length === 0) {
    content = (
      <EmptyState text={t(own ? 'needs.organisation.emptyOwn' : 'needs.organisation.empty')} />
    );
  } else {
    content = (
      <ul className="space-y-3">
        {needs.data.needs.map((need) => (
          <NeedItem key={need.post_id} need={need} />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={headingId} className="mt-8 space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-bold text-stone-900">
          {t('needs.organisation.heading')}
        </h2>
        {own && (
          <ButtonLink to={localHref(paths.createNeed)} variant="secondary" className="min-h-11">
            {t('needs.organisation.post')}
          </ButtonLink>
        )}
      </div>
      {content}
    </section>
  );
}

function NeedItem({ need }: { need: Need }) {
  const { localHref } = useLanguage();
  return (
    <li className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-xs">
      <div>
        <h3 dir="auto" className="text-lg font-semibold break-words text-stone-900">
          <Link
            to={localHref(paths.post, { id: need.post_id })}
            className="inline-flex min-h-11 items-center text-brand-800 underline underline-offset-4 hover:text-brand-900"
          >
            {need.title}
          </Link>
        </h3>
        <NeededBy deadline={need.deadline} className="mt-1 text-sm text-stone-700" />
      </div>
      <NeedProgress quantity={need.quantity} received={need.received} />
    </li>
  );
}
