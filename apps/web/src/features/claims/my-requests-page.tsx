import { useEffect, useRef, type ReactNode } from 'react';

import type { ClaimStatus } from '@tabarru/contract/constants';
import type { MyRequest } from '@tabarru/contract/claims';

import { ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ListRow, RowList, RowThumbnail } from '../../components/ui/list-row';
import { MemberLink } from '../../components/ui/member-link';
import { LoadFailed } from '../../components/ui/load-failed';
import { SkeletonRows } from '../../components/ui/skeleton';
import { useLanguage } from '../../hooks/use-language';
import { useSignedInUserId } from '../../hooks/use-session';
import { Trans } from '../../i18n/trans';
import { useTranslation } from '../../i18n/use-translation';
import { formatDate } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useMyRequests } from './api/get-my-requests';
import { useMarkDecisionsSeen } from './api/mark-decisions-seen';
import { ClaimNote } from './claim-note';
import { ClaimsPageFrame, isSignedOut } from './claims-page-frame';

const STATUS_STYLE: Record<ClaimStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-brand-100 text-brand-800',
  declined: 'bg-red-50 text-red-800',
};

const STATUS_KEY = {
  pending: 'claims.requests.status.pending',
  confirmed: 'claims.requests.status.confirmed',
  declined: 'claims.requests.status.declined',
} as const satisfies Record<ClaimStatus, string>;

/**
 * The member's own claims (/myrequests), newest first: the item, its donor and where the claim
 * stands. Answers the member had not seen are marked New on this visit and told to the API as
 * seen, so the badge stops counting them. `before` goes above the list.
 */
export function MyRequestsPage({ before }: { before?: ReactNode }) {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  const userId = useSignedInUserId();
  const requests = useMyRequests(userId);
  const markSeen = useMarkDecisionsSeen(userId);

  const unseen = requests.data?.filter((request) => request.unseen).map((request) => request.id);
  const reported = useRef('');
  useEffect(() => {
    const ids = unseen?.join(',') ?? '';
    if (ids === '' || ids === reported.current) return;
    reported.current = ids;
    markSeen.mutate(unseen ?? []);
  }, [unseen, markSeen]);

  let content;
  if (requests.isPending) {
    content = <SkeletonRows label={t('claims.requests.loading')} count={3} />;
  } else if (requests.isError) {
    content = (
      <LoadFailed
        text={t('claims.requests.loadFailed')}
        retryLabel={t('claims.pending.retry')}
        onRetry={() => void requests.refetch()}
      />
    );
  } else if (requests.data.length === 0) {
    content = (
      <EmptyState
        text={t('claims.requests.empty')}
        action={<ButtonLink to={localHref(paths.feed)}>{t('claims.requests.browse')}</ButtonLink>}
      />
    );
  } else {
    content = (
      <RowList aria-label={t('claims.requests.title')}>
        {requests.data.map((request) => (
          <RequestRow key={request.id} request={request} />
        ))}
      </RowList>
    );
  }

  return (
    <ClaimsPageFrame
      title={t('claims.requests.title')}
      lead={t('claims.requests.lead')}
      signedOut={isSignedOut(userId, requests.error)}
      before={before}
    >
      {content}
    </ClaimsPageFrame>
  );
}

function RequestRow({ request }: { request: MyRequest }) {
  const { t } = useTranslation();
  const { language, localHref } = useLanguage();
  return (
    <ListRow
      media={<RowThumbnail src={request.attached_photo_url} />}
      title={request.title}
      href={localHref(paths.post, { id: request.post_id })}
      headingLevel={2}
      detail={
        <>
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${STATUS_STYLE[request.status]}`}
          >
            {t(STATUS_KEY[request.status])}
          </span>
          {request.unseen && (
            <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white">
              {t('claims.requests.new')}
            </span>
          )}
          <span>
            <Trans
              i18nKey="claims.requests.donor"
              values={{ username: request.donor_username }}
              components={{ name: <MemberLink userId={request.donor_id} /> }}
            />
          </span>
          {request.message && <ClaimNote message={request.message} />}
          <time dateTime={request.created_at}>
            {formatDate(request.created_at, language, { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
        </>
      }
    />
  );
}
