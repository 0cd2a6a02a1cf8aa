import { useEffect, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { ClaimStatus } from '@tabarru/contract/constants';
import type { MyRequest } from '@tabarru/contract/claims';

import { ButtonLink } from '../../components/ui/button';
import { CardCover } from '../../components/ui/card-cover';
import { MemberLink } from '../../components/ui/member-link';
import { LoadFailed } from '../../components/ui/load-failed';
import { useLanguage } from '../../hooks/use-language';
import { useSession } from '../../hooks/use-session';
import { ApiError } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useMyRequests } from './api/get-my-requests';
import { useMarkDecisionsSeen } from './api/mark-decisions-seen';
import { ClaimNote } from './claim-note';
import { ClaimsPageFrame } from './claims-page-frame';

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
 * seen, so the badge stops counting them.
 */
export function Component() {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  const session = useSession();
  const userId = session.status === 'signedIn' ? session.user?.userId : undefined;
  const requests = useMyRequests(userId);
  const markSeen = useMarkDecisionsSeen(userId);
  const signedOut =
    userId === undefined || (requests.error instanceof ApiError && requests.error.status === 401);

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
    content = (
      <p role="status" className="text-stone-700">
        {t('claims.requests.loading')}
      </p>
    );
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
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center">
        <p className="max-w-md text-balance text-stone-700">{t('claims.requests.empty')}</p>
        <ButtonLink to={localHref(paths.feed)}>{t('claims.requests.browse')}</ButtonLink>
      </div>
    );
  } else {
    content = (
      <ul
        aria-label={t('claims.requests.title')}
        className="divide-y divide-stone-200 overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-xs"
      >
        {requests.data.map((request) => (
          <RequestRow key={request.id} request={request} />
        ))}
      </ul>
    );
  }

  return (
    <ClaimsPageFrame
      title={t('claims.requests.title')}
      lead={t('claims.requests.lead')}
      signedOut={signedOut}
    >
      {content}
    </ClaimsPageFrame>
  );
}

function RequestRow({ request }: { request: MyRequest }) {
  const { t } = useTranslation();
  const { language, localHref } = useLanguage();
  return (
    <li className="flex gap-3 p-3 sm:gap-4 sm:p-4">
      <div className="w-16 shrink-0 overflow-hidden rounded-xl">
        <CardCover src={request.attached_photo_url} />
      </div>
      <div className="min-w-0 flex-1 space-y-1">
        <h2 dir="auto" className="font-semibold break-words text-stone-900">
          <Link to={localHref(paths.post, { id: request.post_id })} className="hover:underline">
            {request.title}
          </Link>
        </h2>
        <p className="flex flex-wrap items-center gap-2">
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
        </p>
        <p className="text-sm text-stone-700">
          <Trans
            i18nKey="claims.requests.donor"
            values={{ username: request.donor_username }}
            components={{ name: <MemberLink userId={request.donor_id} /> }}
          />
        </p>
        {request.message && <ClaimNote message={request.message} />}
        <p className="text-sm text-stone-600">
          <time dateTime={request.created_at}>
            {formatDate(request.created_at, language, { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
        </p>
      </div>
    </li>
  );
}
