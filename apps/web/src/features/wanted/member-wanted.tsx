import { useId } from 'react';

import { isRegion } from '@tabarru/contract/constants';
import { WANTED_DAYS, type WantedPost } from '@tabarru/contract/wanted';

import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ListRow, RowList } from '../../components/ui/list-row';
import { LoadFailed } from '../../components/ui/load-failed';
import { SkeletonRows } from '../../components/ui/skeleton';
import { WantedBadge } from '../../components/ui/wanted-badge';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { errorText } from '../../lib/error-keys';
import { formatDate, formatNumber, initialOf } from '../../lib/format';
import { paths } from '../../lib/paths';
import { showToast } from '../../lib/toast';
import { useMemberWanted, useRenewWanted } from './api/wanted';

function RenewButton({ wanted }: { wanted: WantedPost }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const renew = useRenewWanted();
  async function handleClick() {
    try {
      await renew.mutateAsync(wanted.post_id);
      showToast('success', t('wanted.renewed', { days: formatNumber(WANTED_DAYS, language) }));
    } catch (error) {
      showToast('error', errorText(error, t, { failed: 'wanted.renewFailed' }));
    }
  }
  return (
    <Button
      variant="secondary"
      size="sm"
      className="min-h-11"
      disabled={renew.isPending}
      aria-label={t('wanted.renewNamed', { title: wanted.title })}
      onClick={() => void handleClick()}
    >
      {t('wanted.renew')}
    </Button>
  );
}

/**
 * What a member is looking for, on their page and their profile: each request links
 * to its page and says until when it runs; on their own profile each has Renew.
 */
export function MemberWanted({ userId, own = false }: { userId: number; own?: boolean }) {
  const { t } = useTranslation();
  const { language, localHref } = useLanguage();
  const wanted = useMemberWanted(userId);
  const headingId = useId();

  let content;
  if (wanted.isPending) {
    content = <SkeletonRows label={t('wanted.memberHeading')} count={1} />;
  } else if (wanted.isError) {
    content = (
      <LoadFailed
        text={t('wanted.loadFailed')}
        retryLabel={t('wanted.tryAgain')}
        onRetry={() => void wanted.refetch()}
      />
    );
  } else if (wanted.data.wanted.length === 0) {
    content = <EmptyState text={t('wanted.memberEmpty')} />;
  } else {
    content = (
      <RowList>
        {wanted.data.wanted.map((item) => (
          <ListRow
            key={item.post_id}
            media={
              <span className="flex size-12 items-center justify-center rounded-full bg-amber-100 font-bold text-amber-900">
                {initialOf(item.title)}
              </span>
            }
            title={item.title}
            href={localHref(paths.post, { id: item.post_id })}
            detail={
              <>
                <WantedBadge />
                <span>
                  {isRegion(item.region) ? t(`posts.regions.${item.region}`) : item.region}
                </span>
                <span>
                  {t('wanted.until', {
                    date: formatDate(item.expires_at, language, { dateStyle: 'medium' }),
                  })}
                </span>
              </>
            }
            actions={own ? <RenewButton wanted={item} /> : undefined}
          />
        ))}
      </RowList>
    );
  }

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl font-bold text-stone-900">
        {t('wanted.memberHeading')}
      </h2>
      {content}
    </section>
  );
}
