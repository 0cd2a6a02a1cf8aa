import { useId } from 'react';

import { EmptyState } from '../../components/ui/empty-state';
import { ListRow, RowAvatar, RowList } from '../../components/ui/list-row';
import { LoadFailed } from '../../components/ui/load-failed';
import { SkeletonRows } from '../../components/ui/skeleton';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { formatDate } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useBlocks } from './api/get-blocks';
import { UnblockButton } from './unblock-button';

/**
 * The members the signed-in member blocked, on their profile: each linked to their page, with
 * the day of the block and Unblock.
 */
export function BlockedMembers() {
  const { t } = useTranslation();
  const { language, localHref } = useLanguage();
  const blocks = useBlocks();
  const headingId = useId();

  let content;
  if (blocks.isPending) {
    content = <SkeletonRows label={t('blocks.list.loading')} count={2} />;
  } else if (blocks.isError) {
    content = (
      <LoadFailed
        text={t('blocks.list.loadFailed')}
        retryLabel={t('blocks.list.retry')}
        onRetry={() => void blocks.refetch()}
      />
    );
  } else if (blocks.data.length === 0) {
    content = <EmptyState text={t('blocks.list.empty')} />;
  } else {
    content = (
      <RowList>
        {blocks.data.map((blocked) => (
          <ListRow
            key={blocked.id}
            media={<RowAvatar name={blocked.username} />}
            title={blocked.username}
            href={localHref(paths.user, { userId: blocked.id })}
            detail={t('blocks.list.since', {
              date: formatDate(blocked.blocked_at, language, { dateStyle: 'medium' }),
            })}
            actions={<UnblockButton memberId={blocked.id} name={blocked.username} labelled />}
          />
        ))}
      </RowList>
    );
  }

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-lg font-bold text-stone-900">
        {t('blocks.list.heading')}
      </h3>
      {content}
    </section>
  );
}
