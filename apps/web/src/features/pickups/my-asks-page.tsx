import type { ReactNode } from 'react';

import type { MyAsksReply } from '@tabarru/contract/pickups';

import { ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ListRow, RowList, RowThumbnail } from '../../components/ui/list-row';
import { LoadFailed } from '../../components/ui/load-failed';
import { MemberLink } from '../../components/ui/member-link';
import { SkeletonRows } from '../../components/ui/skeleton';
import { useLanguage } from '../../hooks/use-language';
import { useSignedInUserId } from '../../hooks/use-session';
import { Trans } from '../../i18n/trans';
import { useTranslation } from '../../i18n/use-translation';
import { ApiError } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useMyAsks } from './api/get-my-asks';
import { WindowText } from './pickup-parts';
import { askerStage, type AskerStage } from './pickup-rules';

type MyAsk = MyAsksReply['asks'][number];

const STAGE_KEY = {
  waiting: 'myAsks.status.waiting',
  pickTime: 'myAsks.status.pickTime',
  anotherTimeAsked: 'myAsks.status.anotherTimeAsked',
  agreed: 'myAsks.status.agreed',
  collected: 'myAsks.status.collected',
  missed: 'myAsks.status.missed',
  released: 'myAsks.status.released',
  withdrawn: 'myAsks.status.withdrawn',
  closed: 'myAsks.status.closed',
} as const satisfies Record<AskerStage, string>;

/** The asks waiting on the member stand out; the settled ones are quiet. */
const STAGE_STYLE: Record<AskerStage, string> = {
  waiting: 'bg-amber-100 text-amber-900',
  pickTime: 'bg-brand-700 text-white',
  anotherTimeAsked: 'bg-amber-100 text-amber-900',
  agreed: 'bg-brand-100 text-brand-800',
  collected: 'bg-brand-100 text-brand-800',
  missed: 'bg-red-50 text-red-800',
  released: 'bg-red-50 text-red-800',
  withdrawn: 'bg-stone-100 text-stone-700',
  closed: 'bg-stone-100 text-stone-700',
};

/** What the page's frame holds: its title and lead, whether to ask for signing in, its list. */
export interface MyAsksFrame {
  title: string;
  lead: string;
  signedOut: boolean;
  children: ReactNode;
}

/**
 * The member's own asks (/myasks), newest first: each item with its donor and where the ask
 * stands in words, the agreed time on Amman's clock. `frame` puts the list in the page around
 * it, which the app composes beside the member's other lists.
 */
export function MyAsksPage({ frame }: { frame: (page: MyAsksFrame) => ReactNode }) {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  const userId = useSignedInUserId();
  const asks = useMyAsks(userId);

  let content;
  if (asks.isPending) {
    content = <SkeletonRows label={t('myAsks.loading')} count={3} />;
  } else if (asks.isError) {
    content = (
      <LoadFailed
        text={t('myAsks.loadFailed')}
        retryLabel={t('myAsks.retry')}
        onRetry={() => void asks.refetch()}
      />
    );
  } else if (asks.data.asks.length === 0) {
    content = (
      <EmptyState
        text={t('myAsks.empty')}
        action={<ButtonLink to={localHref(paths.feed)}>{t('myAsks.browse')}</ButtonLink>}
      />
    );
  } else {
    content = (
      <RowList aria-label={t('myAsks.title')}>
        {asks.data.asks.map((ask) => (
          <AskRow key={ask.id} ask={ask} />
        ))}
      </RowList>
    );
  }

  return frame({
    title: t('myAsks.title'),
    lead: t('myAsks.lead'),
    signedOut:
      userId === undefined || (asks.error instanceof ApiError && asks.error.status === 401),
    children: content,
  });
}

function AskRow({ ask }: { ask: MyAsk }) {
  const { t } = useTranslation();
  const { language, localHref } = useLanguage();
  const stage = askerStage(ask);
  const agreed = stage === 'agreed' ? ask.pickup?.agreed : null;
  return (
    <ListRow
      media={<RowThumbnail src={ask.post.thumbnail} />}
      title={ask.post.title}
      href={localHref(paths.post, { id: ask.post.id })}
      headingLevel={2}
      detail={
        <>
          <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${STAGE_STYLE[stage]}`}>
            {t(STAGE_KEY[stage])}
          </span>
          {agreed && (
            <span className="font-semibold text-stone-800">
              <WindowText window={agreed} />
            </span>
          )}
          <span>
            <Trans
              i18nKey="myAsks.donor"
              values={{ username: ask.donor.username }}
              components={{ name: <MemberLink userId={ask.donor.id} /> }}
            />
          </span>
          {stage === 'released' && ask.release_reason && (
            <span className="basis-full break-words text-stone-800">
              <q>
                <bdi>{ask.release_reason}</bdi>
              </q>
            </span>
          )}
          <time dateTime={ask.created_at}>
            {formatDate(ask.created_at, language, { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
        </>
      }
    />
  );
}
