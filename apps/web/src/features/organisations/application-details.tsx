import type { ReactNode } from 'react';

import type { OrganisationApplicationReply } from '@tabarru/contract/organisations';

import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { formatDate } from '../../lib/format';
import { categoryKey, KIND_KEYS } from './organisation-labels';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="font-semibold break-words text-stone-900">{children}</dd>
    </div>
  );
}

/**
 * What an application says, as its member and the administrators read it: the names in both
 * languages (each marked as written in it), the kind, the registration number, the contact, what
 * it accepts, and when it was sent and decided. `applicant` is the member's name, for the
 * administrators. Without `names`, the names are left to the heading above (the admin list's).
 */
export function ApplicationDetails({
  application,
  applicant,
  names = true,
}: {
  application: OrganisationApplicationReply;
  applicant?: ReactNode;
  names?: boolean;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const date = (iso: string) => (
    <time dateTime={iso}>{formatDate(iso, language, { dateStyle: 'medium' })}</time>
  );
  const notes = [
    { label: t('organisations.details.noteEn'), text: application.accepts_note_en, lang: 'en' },
    { label: t('organisations.details.noteAr'), text: application.accepts_note_ar, lang: 'ar' },
  ].filter((note) => note.text.trim() !== '');
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {names && (
        <>
          <Fact label={t('organisations.details.nameEn')}>
            <span lang="en" dir="ltr">
              {application.name_en}
            </span>
          </Fact>
          <Fact label={t('organisations.details.nameAr')}>
            <span lang="ar" dir="rtl">
              {application.name_ar}
            </span>
          </Fact>
        </>
      )}
      <Fact label={t('organisations.details.kind')}>{t(KIND_KEYS[application.kind])}</Fact>
      <Fact label={t('organisations.details.registrationNumber')}>
        <bdi>{application.registration_number}</bdi>
      </Fact>
      <Fact label={t('organisations.details.contact')}>
        <bdi>{application.contact_name}</bdi>
        <span className="block font-normal">
          <a
            href={`tel:${application.contact_phone}`}
            dir="ltr"
            className="inline-flex min-h-11 items-center text-brand-800 underline underline-offset-4"
          >
            {application.contact_phone}
          </a>
        </span>
      </Fact>
      {applicant && <Fact label={t('organisations.details.applicant')}>{applicant}</Fact>}
      <Fact label={t('organisations.details.appliedAt')}>{date(application.applied_at)}</Fact>
      {application.decided_at && (
        <Fact label={t('organisations.details.decidedAt')}>{date(application.decided_at)}</Fact>
      )}
      <div className="min-w-0 sm:col-span-2">
        <dt className="text-sm text-stone-600">{t('organisations.details.accepts')}</dt>
        <dd className="mt-1">
          {application.accepts.length === 0 ? (
            <span className="text-stone-700">{t('organisations.details.acceptsNone')}</span>
          ) : (
            <ul className="flex flex-wrap gap-2">
              {application.accepts.map((category) => (
                <li
                  key={category}
                  className="rounded-full bg-stone-100 px-3 py-1 text-sm font-semibold text-stone-800"
                >
                  {t(categoryKey(category))}
                </li>
              ))}
            </ul>
          )}
        </dd>
      </div>
      {notes.map((note) => (
        <div key={note.lang} className="min-w-0 sm:col-span-2">
          <dt className="text-sm text-stone-600">{note.label}</dt>
          <dd
            lang={note.lang}
            dir={note.lang === 'ar' ? 'rtl' : 'ltr'}
            className="break-words whitespace-pre-line text-stone-900"
          >
            {note.text}
          </dd>
        </div>
      ))}
    </dl>
  );
}
