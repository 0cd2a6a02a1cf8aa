import { Suspense, useId, useState } from 'react';

import type { OwnProfile } from '@tabarru/contract/accounts';
import type { PlaceReply } from '@tabarru/contract/place-schemas';

import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { errorText } from '../../lib/error-keys';
import { placeNameIn, type PlaceControls } from '../../lib/places';
import { useUpdateHomePlace } from './api/update-home-place';

type Outcome =
  | { kind: 'saved'; place: PlaceReply }
  | { kind: 'cleared' }
  | { kind: 'chooseFirst' }
  | { kind: 'failed'; text: string };

/**
 * Home area: the place the member lives in, roughly, which only they see; the feed opens near
 * it. Picked with the place picker (`places`, the app layer's), then saved, or removed; what
 * came of it is said under the buttons in the page's language.
 */
export function HomeAreaSection({
  profile,
  places,
}: {
  profile: OwnProfile;
  places: PlaceControls;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const headingId = useId();
  const update = useUpdateHomePlace(profile.id);
  // An API from before home areas sends none.
  const saved = profile.home_place ?? null;
  const [draft, setDraft] = useState<PlaceReply | null>(saved);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function send(place: PlaceReply | null) {
    setOutcome(null);
    try {
      const reply = await update.mutateAsync(place?.id ?? null);
      setDraft(reply.home_place);
      setOutcome(
        reply.home_place ? { kind: 'saved', place: reply.home_place } : { kind: 'cleared' },
      );
    } catch (error) {
      setOutcome({
        kind: 'failed',
        text: errorText(error, t, { failed: 'profile.homeArea.failed' }),
      });
    }
  }

  let status = '';
  if (outcome?.kind === 'saved') {
    status = t('profile.homeArea.saved', { place: placeNameIn(outcome.place, language) });
  } else if (outcome?.kind === 'cleared') {
    status = t('profile.homeArea.cleared');
  } else if (outcome?.kind === 'chooseFirst') {
    status = t('profile.homeArea.chooseFirst');
  }

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div>
        <h2 id={headingId} className="text-xl font-bold text-stone-900">
          {t('profile.homeArea.heading')}
        </h2>
        <p className="mt-1 text-stone-700">{t('profile.homeArea.lead')}</p>
      </div>
      <Suspense
        fallback={<div aria-hidden="true" className="h-20 animate-pulse rounded-lg bg-stone-100" />}
      >
        <places.Picker
          id={`${headingId}-place`}
          label={t('profile.homeArea.label')}
          value={draft?.id ?? null}
          named={draft}
          onChange={(place) => {
            setOutcome(null);
            setDraft(place && { id: place.id, name_en: place.name_en, name_ar: place.name_ar });
          }}
        />
      </Suspense>
      {saved === null && outcome === null && (
        <p className="text-sm text-stone-600">{t('profile.homeArea.none')}</p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button
          disabled={update.isPending}
          onClick={() => (draft ? void send(draft) : setOutcome({ kind: 'chooseFirst' }))}
        >
          {update.isPending ? t('profile.homeArea.saving') : t('profile.homeArea.save')}
        </Button>
        {saved !== null && (
          <Button variant="neutral" disabled={update.isPending} onClick={() => void send(null)}>
            {t('profile.homeArea.clear')}
          </Button>
        )}
      </div>
      <p role="status" className={status ? 'font-semibold text-brand-900' : 'sr-only'}>
        {status}
      </p>
      <FormAlert text={outcome?.kind === 'failed' ? outcome.text : null} />
    </section>
  );
}
