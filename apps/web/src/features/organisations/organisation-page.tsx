import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';

import type { PublicOrganisation } from '@tabarru/contract/organisations';

import { Button, ButtonLink } from '../../components/ui/button';
import { VerifiedMark } from '../../components/ui/verified-mark';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { ApiError } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { paths } from '../../lib/paths';
import { isOrganisationId, useOrganisation } from './api/organisations';
import { DropOffPoints } from './drop-off-points';
import { categoryKey, KIND_KEYS, namesIn, noteIn } from './organisation-labels';
import { ReceivedSection } from './received-section';

/**
 * /organisations/:id (anyone): a verified organisation, its name in the page's language with the
 * other language's under it, the "Verified organisation" mark, its kind, `needs` (what it needs
 * now, from the needs feature, which the app layer composes), what it accepts and its note, where
 * to bring items and what it has received. Any
 * other id (waiting, turned down, unknown) is not found.
 */
export function OrganisationPage({
  needs,
}: {
  needs?: (organisation: PublicOrganisation) => ReactNode;
}) {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const { language, localHref } = useLanguage();
  const organisation = useOrganisation(id);
  const notFound =
    !isOrganisationId(id) ||
    (organisation.error instanceof ApiError &&
      (organisation.error.status === 404 || organisation.error.status === 400));
  useDocumentTitle(
    organisation.data
      ? namesIn(organisation.data, language)[0].text
      : notFound
        ? t('organisations.page.notFound')
        : t('organisations.page.title'),
  );

  if (notFound || organisation.isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-stone-900">
          {t(notFound ? 'organisations.page.notFound' : 'organisations.page.failed')}
        </h1>
        {notFound && <p className="mt-3 text-stone-700">{t('organisations.page.notFoundText')}</p>}
        <div className="mt-6 flex flex-wrap items-center justify-center gap-4">
          {!notFound && (
            <Button className="min-h-11" onClick={() => void organisation.refetch()}>
              {t('organisations.tryAgain')}
            </Button>
          )}
          <Link
            to={localHref(paths.feed)}
            className="inline-flex min-h-11 items-center font-semibold text-brand-800 hover:underline"
          >
            {t('organisations.page.toFeed')}
          </Link>
        </div>
      </div>
    );
  }
  if (organisation.isPending) {
    return (
      <p role="status" className="mx-auto max-w-3xl px-4 py-16 text-center text-stone-700">
        {t('organisations.page.loading')}
      </p>
    );
  }
  return <OrganisationView organisation={organisation.data} needs={needs?.(organisation.data)} />;
}

function OrganisationView({
  organisation,
  needs,
}: {
  organisation: PublicOrganisation;
  needs: ReactNode;
}) {
  const { t } = useTranslation();
  const { language, localHref } = useLanguage();
  const [name, otherName] = namesIn(organisation, language);
  const note = noteIn(organisation, language);
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-8 md:py-12">
      <h1
        lang={name.lang}
        dir={name.dir}
        className="text-3xl font-bold text-balance break-words text-stone-900 md:text-4xl"
      >
        {name.text}
      </h1>
      {otherName.text.trim() !== '' && (
        <p
          lang={otherName.lang}
          dir={otherName.dir}
          className="mt-1 text-xl break-words text-stone-700"
        >
          {otherName.text}
        </p>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <VerifiedMark />
        <span className="text-sm text-stone-600">
          {t('organisations.page.verifiedOn', {
            date: formatDate(organisation.verified_at, language, { dateStyle: 'long' }),
          })}
        </span>
      </div>
      <dl className="mt-6 rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
        <dt className="text-sm text-stone-600">{t('organisations.details.kind')}</dt>
        <dd className="font-semibold text-stone-900">{t(KIND_KEYS[organisation.kind])}</dd>
      </dl>
      {needs}

      <section aria-labelledby="organisation-accepts" className="mt-8">
        <h2 id="organisation-accepts" className="text-xl font-bold text-stone-900">
          {t('organisations.page.acceptsHeading')}
        </h2>
        {organisation.accepts.length === 0 ? (
          <p className="mt-2 text-stone-700">{t('organisations.page.acceptsNone')}</p>
        ) : (
          <ul className="mt-3 flex flex-wrap gap-2">
            {organisation.accepts.map((category) => (
              <li
                key={category}
                className="rounded-full bg-brand-50 px-3 py-1.5 font-semibold text-brand-900"
              >
                {t(categoryKey(category))}
              </li>
            ))}
          </ul>
        )}
        {note && (
          <p
            lang={note.lang}
            dir={note.dir}
            className="mt-4 text-lg leading-relaxed break-words whitespace-pre-line text-stone-800"
          >
            {note.text}
          </p>
        )}
      </section>
      <DropOffPoints points={organisation.drop_off_points} />
      <ReceivedSection organisation={organisation} />

      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink
          to={localHref(paths.user, { userId: organisation.user_id })}
          className="min-h-11"
        >
          {t('organisations.page.seePosts')}
        </ButtonLink>
        <ButtonLink to={localHref(paths.feed)} variant="neutral" className="min-h-11">
          {t('organisations.page.toFeed')}
        </ButtonLink>
      </div>
    </article>
  );
}
