import { Link } from 'react-router';

import type { OrganisationApplicationReply } from '@tabarru/contract/organisations';

import { BackLink } from '../../components/ui/back-link';
import { ButtonLink } from '../../components/ui/button';
import { LineIcon } from '../../components/ui/line-icon';
import { LoadFailed } from '../../components/ui/load-failed';
import { PageTitle } from '../../components/ui/page-title';
import { SkeletonRows } from '../../components/ui/skeleton';
import { VerifiedMark } from '../../components/ui/verified-mark';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLanguage } from '../../hooks/use-language';
import { Trans } from '../../i18n/trans';
import { useTranslation } from '../../i18n/use-translation';
import { paths } from '../../lib/paths';
import type { PlaceControls } from '../../lib/places';
import { useMyOrganisation } from './api/organisations';
import { ApplicationDetails } from './application-details';
import { DropOffPointsSection } from './drop-off-points-editor';
import { OrganisationForm } from './organisation-form';
import { namesIn } from './organisation-labels';

/**
 * /organisation (members only): a member applies for their account to be an organisation's, or
 * sees where their application stands: waiting for review, verified (with the mark, the way to
 * post a need and the way to its public page, and its drop-off points to edit with the app
 * layer's place picker, `places`), or turned down.
 */
export function OrganisationApplicationPage({ places }: { places: PlaceControls }) {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  useDocumentTitle(t('organisations.apply.title'));
  const mine = useMyOrganisation();

  let body;
  if (mine.isPending) {
    body = <SkeletonRows label={t('organisations.apply.loading')} count={3} />;
  } else if (mine.isError) {
    body = (
      <LoadFailed
        text={t('organisations.apply.loadFailed')}
        retryLabel={t('organisations.tryAgain')}
        onRetry={() => void mine.refetch()}
      />
    );
  } else if (mine.data.organisation === null) {
    body = (
      <>
        <p className="text-lg leading-relaxed text-stone-700">{t('organisations.apply.lead')}</p>
        <div className="mt-8 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm md:p-8">
          <OrganisationForm onAlreadyApplied={() => void mine.refetch()} />
        </div>
      </>
    );
  } else {
    const application = mine.data.organisation;
    body = (
      <>
        <ApplicationStatus application={application} />
        {application.status === 'verified' && (
          <DropOffPointsSection organisationId={application.id} places={places} />
        )}
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 md:py-12">
      <BackLink to={localHref(paths.profile)}>{t('organisations.apply.back')}</BackLink>
      <PageTitle className="mt-1 mb-6">{t('organisations.apply.heading')}</PageTitle>
      {body}
    </div>
  );
}

/** Where the application stands, in words and with a sign beside them, never colour alone. */
function StatusBadge({ application }: { application: OrganisationApplicationReply }) {
  const { t } = useTranslation();
  if (application.status === 'verified') return <VerifiedMark />;
  const waiting = application.status === 'pending';
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-semibold ${waiting ? 'border-amber-700 bg-amber-50 text-amber-900' : 'border-stone-500 bg-stone-100 text-stone-800'}`}
    >
      <LineIcon className="size-4 shrink-0">
        {waiting ? (
          <>
            <circle cx="12" cy="12" r="9" />
            <path d="M12 7v5l3 2" />
          </>
        ) : (
          <>
            <circle cx="12" cy="12" r="9" />
            <path d="m9 9 6 6M15 9l-6 6" />
          </>
        )}
      </LineIcon>
      {t(waiting ? 'organisations.status.pending' : 'organisations.status.rejected')}
    </span>
  );
}

function ApplicationStatus({ application }: { application: OrganisationApplicationReply }) {
  const { t } = useTranslation();
  const { language, localHref } = useLanguage();
  const [name] = namesIn(application, language);
  return (
    <section
      aria-labelledby="organisation-application-heading"
      className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm md:p-8"
    >
      <p className="text-sm font-semibold text-stone-600">{t('organisations.apply.yours')}</p>
      <h2
        id="organisation-application-heading"
        lang={name.lang}
        dir={name.dir}
        className="mt-1 text-2xl font-bold break-words text-stone-900"
      >
        {name.text}
      </h2>
      <div className="mt-3">
        <StatusBadge application={application} />
      </div>
      <div className="mt-4 text-stone-800">
        {application.status === 'pending' && <p>{t('organisations.apply.pendingText')}</p>}
        {application.status === 'verified' && <p>{t('organisations.apply.verifiedText')}</p>}
        {application.status === 'rejected' && (
          <p>
            <Trans
              i18nKey="organisations.apply.rejectedText"
              components={{
                link: (
                  <Link
                    to={localHref(paths.contact)}
                    className="font-semibold text-brand-800 underline underline-offset-4"
                  />
                ),
              }}
            />
          </p>
        )}
      </div>
      {application.status === 'verified' && (
        <div className="mt-4 flex flex-wrap gap-3">
          <ButtonLink to={localHref(paths.createNeed)} className="min-h-11">
            {t('organisations.apply.postNeed')}
          </ButtonLink>
          <ButtonLink to={localHref(paths.createCampaign)} variant="secondary" className="min-h-11">
            {t('organisations.apply.startCampaign')}
          </ButtonLink>
          <ButtonLink
            to={localHref(paths.organisationPage, { id: application.id })}
            variant="secondary"
            className="min-h-11"
          >
            {t('organisations.apply.seePage')}
          </ButtonLink>
        </div>
      )}
      <h3 className="mt-8 mb-4 text-lg font-bold text-stone-900">
        {t('organisations.apply.detailsHeading')}
      </h3>
      <ApplicationDetails application={application} />
    </section>
  );
}
