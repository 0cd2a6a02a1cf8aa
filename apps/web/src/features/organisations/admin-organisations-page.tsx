import { Link, useSearchParams } from 'react-router';

import {
  ORGANISATION_STATUSES,
  type OrganisationApplicationReply,
  type OrganisationStatus,
} from '@tabarru/contract/organisations';

import { Button, ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ListPage } from '../../components/ui/list-page';
import { LoadFailed } from '../../components/ui/load-failed';
import { MemberLink } from '../../components/ui/member-link';
import { SkeletonRows } from '../../components/ui/skeleton';
import { VerifiedMark } from '../../components/ui/verified-mark';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { errorText } from '../../lib/error-keys';
import { isolated } from '../../lib/format';
import { paths } from '../../lib/paths';
import { showToast } from '../../lib/toast';
import {
  useAdminOrganisations,
  useDecideOrganisation,
  type OrganisationDecision,
} from './api/organisations';
import { ApplicationDetails } from './application-details';
import { namesIn, STATUS_KEYS } from './organisation-labels';

/** The query of the page naming the list it shows ('?status=verified'); waiting ones else. */
const STATUS_PARAM = 'status';

const EMPTY_KEYS = {
  pending: 'organisations.admin.emptyPending',
  verified: 'organisations.admin.emptyVerified',
  rejected: 'organisations.admin.emptyRejected',
} as const;

function statusOf(value: string | null): OrganisationStatus {
  return ORGANISATION_STATUSES.find((status) => status === value) ?? 'pending';
}

/**
 * /admin/organisations (administrators only): the applications waiting for review, the oldest
 * first, each verified or turned down once (after a confirmation); and those already verified or
 * turned down.
 */
export function Component() {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  const [searchParams] = useSearchParams();
  const status = statusOf(searchParams.get(STATUS_PARAM));
  useDocumentTitle(t('organisations.admin.title'));
  const list = useAdminOrganisations(status);

  return (
    <ListPage
      back={{ to: localHref(paths.admin), label: t('admin.back') }}
      title={t('organisations.admin.heading')}
      lead={t('organisations.admin.intro')}
    >
      <nav aria-label={t('organisations.admin.lists')} className="mb-6">
        <ul className="flex flex-wrap gap-2">
          {ORGANISATION_STATUSES.map((shown) => {
            const current = shown === status;
            return (
              <li key={shown}>
                <Link
                  to={`${localHref(paths.adminOrganisations)}?${new URLSearchParams({ [STATUS_PARAM]: shown }).toString()}`}
                  aria-current={current ? 'page' : undefined}
                  className={`inline-flex min-h-11 items-center rounded-full border px-4 font-semibold ${current ? 'border-brand-700 bg-brand-700 text-white' : 'border-stone-400 bg-white text-stone-800 hover:bg-stone-50'}`}
                >
                  {t(STATUS_KEYS[shown])}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {list.isPending ? (
        <SkeletonRows label={t('organisations.admin.loading')} count={3} />
      ) : list.isError ? (
        <LoadFailed
          text={errorText(list.error, t, { failed: 'organisations.admin.loadFailed' })}
          retryLabel={t('admin.tryAgain')}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.organisations.length === 0 ? (
        <EmptyState text={t(EMPTY_KEYS[status])} />
      ) : (
        <ul className="space-y-4">
          {list.data.organisations.map((application) => (
            <ApplicationItem key={application.id} application={application} />
          ))}
        </ul>
      )}
    </ListPage>
  );
}

function ApplicationItem({ application }: { application: OrganisationApplicationReply }) {
  const { t } = useTranslation();
  const { language, localHref } = useLanguage();
  const decision = useDecideOrganisation();
  const [name, otherName] = namesIn(application, language);

  async function decide(chosen: OrganisationDecision) {
    if (
      chosen === 'reject' &&
      !window.confirm(t('organisations.admin.confirmReject', { name: isolated(name.text) }))
    ) {
      return;
    }
    try {
      await decision.mutateAsync({ id: application.id, decision: chosen });
      showToast(
        'success',
        t(
          chosen === 'verify'
            ? 'organisations.admin.verifiedToast'
            : 'organisations.admin.rejectedToast',
          { name: isolated(name.text) },
        ),
      );
    } catch (error) {
      showToast('error', errorText(error, t, { failed: 'organisations.admin.decideFailed' }));
    }
  }

  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4 shadow-xs sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2
            lang={name.lang}
            dir={name.dir}
            className="text-lg font-bold break-words text-stone-900"
          >
            {name.text}
          </h2>
          <p lang={otherName.lang} dir={otherName.dir} className="break-words text-stone-700">
            {otherName.text}
          </p>
        </div>
        {application.status === 'verified' ? (
          <VerifiedMark />
        ) : (
          <span className="rounded-full bg-stone-100 px-3 py-1 text-sm font-semibold text-stone-800">
            {t(STATUS_KEYS[application.status])}
          </span>
        )}
      </div>
      <div className="mt-4">
        <ApplicationDetails
          application={application}
          names={false}
          applicant={<MemberLink userId={application.user_id}>{application.username}</MemberLink>}
        />
      </div>
      {application.status === 'pending' && (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button
            size="sm"
            className="min-h-11"
            disabled={decision.isPending}
            onClick={() => void decide('verify')}
            aria-label={t('organisations.admin.verifyNamed', { name: isolated(name.text) })}
          >
            {t('organisations.admin.verify')}
          </Button>
          <Button
            variant="danger"
            size="sm"
            className="min-h-11"
            disabled={decision.isPending}
            onClick={() => void decide('reject')}
            aria-label={t('organisations.admin.rejectNamed', { name: isolated(name.text) })}
          >
            {t('organisations.admin.reject')}
          </Button>
        </div>
      )}
      {application.status === 'verified' && (
        <ButtonLink
          to={localHref(paths.organisationPage, { id: application.id })}
          variant="secondary"
          size="sm"
          className="mt-4 min-h-11"
        >
          {t('organisations.admin.seePage')}
        </ButtonLink>
      )}
    </li>
  );
}
