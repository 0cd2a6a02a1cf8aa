import { Suspense, type Ref } from 'react';

import type { PlaceReply } from '@tabarru/contract/place-schemas';

import { Button } from '../../components/ui/button';
import { useTranslation } from '../../i18n/use-translation';
import { pointText, type PlaceChoice, type PlaceControls } from '../../lib/places';

/**
 * Where is it?, both parts optional: a place of Jordan from the picker (which also sets the
 * region, the required select below it, to the place's governorate), and Use my location, the
 * exact point, which others only ever see blurred to an area about 500 m around it, as the
 * section says once it is set. The picker and the button load with the section (Suspense).
 */
export function PostFormWhere({
  places,
  place,
  named,
  point,
  onPlace,
  onPoint,
  placeError,
  pointError,
  placeRef,
}: {
  places: PlaceControls;
  /** the chosen place's id; '' for none */
  place: string;
  /** the edited post's place, named before the list of places loads */
  named: PlaceReply | null;
  /** 'lat,lng'; '' for none */
  point: string;
  onPlace: (place: PlaceChoice | null) => void;
  onPoint: (point: string) => void;
  placeError: string | undefined;
  /** the picker's text field, which the form focuses when the place is refused */
  placeRef?: Ref<HTMLInputElement>;
  pointError: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <fieldset aria-describedby="post-where-hint">
      <legend className="font-semibold text-stone-900">{t('posts.form.where')}</legend>
      <p id="post-where-hint" className="text-sm text-stone-600">
        {t('posts.form.whereHint')}
      </p>
      <Suspense
        fallback={
          <div aria-hidden="true" className="mt-3 h-20 animate-pulse rounded-lg bg-stone-100" />
        }
      >
        <div className="mt-3 grid gap-4 sm:grid-cols-2 sm:items-start">
          <places.Picker
            id="post-place"
            inputRef={placeRef}
            label={t('posts.form.place')}
            value={place || null}
            named={named}
            onChange={onPlace}
            error={placeError}
          />
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2 sm:pt-8">
            {point ? (
              <>
                <p role="status" className="font-semibold text-brand-900">
                  {t('posts.form.pointSet')}
                </p>
                <Button variant="neutral" size="sm" onClick={() => onPoint('')}>
                  {t('posts.form.removePoint')}
                </Button>
              </>
            ) : (
              <places.LocateButton
                label={t('posts.form.useMyLocation')}
                onLocate={(located) => onPoint(pointText(located))}
              />
            )}
          </div>
        </div>
      </Suspense>
      {point && (
        <p className="mt-2 rounded-lg bg-sand-50 px-3 py-2 text-sm text-stone-800">
          {t('posts.form.pointPrivacy')}
        </p>
      )}
      {pointError && (
        <p role="alert" className="mt-1.5 text-sm font-semibold text-red-700">
          {pointError}
        </p>
      )}
    </fieldset>
  );
}
