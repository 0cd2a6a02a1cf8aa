import { useQueryClient } from '@tanstack/react-query';
import { useRef, type ReactNode } from 'react';

import type { PendingClaim } from '@tabarru/contract/claims';

import { Button } from '../../components/ui/button';
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
import { showToast } from '../../lib/toast';
import { useAnswerClaim, type ClaimAnswer } from './api/answer-claim';
import { pendingClaimsQuery, usePendingClaims } from './api/get-pending-claims';
import { ClaimNote } from './claim-note';
import { ClaimsPageFrame, isSignedOut } from './claims-page-frame';

/**
 * The claims waiting on the member's items (/myclaims): each with the item, who claimed it (linked
 * to their page), their note and when, and Confirm and Decline. An answered claim leaves the list
 * at once, and the focus goes to the page's title. `before` goes above the list.
 */
export function MyClaimsPage({ before }: { before?: ReactNode }) {
  const { t } = useTranslation();
  const userId = useSignedInUserId();
  const claims = usePendingClaims(userId);
  const answer = useAnswerClaim(userId);
  const queryClient = useQueryClient();
  const title = useRef<HTMLHeadingElement>(null);

  function handleAnswer(claim: PendingClaim, choice: ClaimAnswer) {
    answer.mutate(
      { claimId: claim.id, answer: choice },
      {
        onSuccess: () => {
          queryClient.setQueryData(pendingClaimsQuery(userId).queryKey, (list) =>
            list?.filter((item) => item.id !== claim.id),
          );
          showToast(
            'success',
            t(choice === 'confirm' ? 'claims.pending.confirmed' : 'claims.pending.declined'),
          );
          title.current?.focus();
        },
        onError: () => {
          showToast('error', t('claims.pending.processFailed'));
          // An answer refused because the claim moved on (answered elsewhere, its post gone)
          // shows the list as it now is.
          void queryClient.invalidateQueries(pendingClaimsQuery(userId));
        },
      },
    );
  }

  let content;
  if (claims.isPending) {
    content = <SkeletonRows label={t('claims.pending.loading')} count={3} />;
  } else if (claims.isError) {
    content = (
      <LoadFailed
        text={t('claims.pending.loadFailed')}
        retryLabel={t('claims.pending.retry')}
        onRetry={() => void claims.refetch()}
      />
    );
  } else if (claims.data.length === 0) {
    content = <EmptyState text={t('claims.pending.empty')} />;
  } else {
    content = (
      <RowList aria-label={t('claims.pending.title')}>
        {claims.data.map((claim) => (
          <PendingClaimRow
            key={claim.id}
            claim={claim}
            busy={answer.isPending}
            onAnswer={(choice) => handleAnswer(claim, choice)}
          />
        ))}
      </RowList>
    );
  }

  return (
    <ClaimsPageFrame
      title={t('claims.pending.title')}
      lead={t('claims.pending.lead')}
      signedOut={isSignedOut(userId, claims.error)}
      titleRef={title}
      before={before}
    >
      {content}
    </ClaimsPageFrame>
  );
}

function PendingClaimRow({
  claim,
  busy,
  onAnswer,
}: {
  claim: PendingClaim;
  busy: boolean;
  onAnswer: (answer: ClaimAnswer) => void;
}) {
  const { t } = useTranslation();
  const { language, localHref } = useLanguage();
  const names = { username: claim.receiver_username, title: claim.title };
  return (
    <ListRow
      media={<RowThumbnail src={claim.attached_photo_url} />}
      title={claim.title}
      href={localHref(paths.post, { id: claim.post_id })}
      headingLevel={2}
      detail={
        <>
          <span>
            <Trans
              i18nKey="claims.pending.claimedBy"
              values={{ username: claim.receiver_username }}
              components={{ name: <MemberLink userId={claim.receiver_id} /> }}
            />
          </span>
          {claim.message && <ClaimNote message={claim.message} />}
          <time dateTime={claim.created_at}>
            {formatDate(claim.created_at, language, { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
        </>
      }
      actions={
        <>
          <Button
            disabled={busy}
            onClick={() => onAnswer('confirm')}
            aria-label={t('claims.pending.confirmLabel', names)}
          >
            {t('claims.pending.confirm')}
          </Button>
          <Button
            variant="neutral"
            disabled={busy}
            onClick={() => onAnswer('decline')}
            aria-label={t('claims.pending.declineLabel', names)}
          >
            {t('claims.pending.decline')}
          </Button>
        </>
      }
    />
  );
}
