import { useEffect, useId, useRef, useState, type FormEvent } from 'react';

import { FEEDBACK_COMMENT_MAX } from '@tabarru/contract/feedback';

import { Button } from '../../components/ui/button';
import { limitedLength } from '../../components/ui/character-count';
import { Field } from '../../components/ui/field';
import { useLanguage } from '../../hooks/use-language';
import { Trans } from '../../i18n/trans';
import { useTranslation } from '../../i18n/use-translation';
import { formatNumber } from '../../lib/format';
import { showToast } from '../../lib/toast';
import { useGiveFeedback } from './api/give-feedback';
import { RATING_FORM_ANCHOR } from './rating-anchor';
import { submitFailureKey } from './feedback-rules';
import { StarRatingInput } from './star-rating-input';

/**
 * Rates a member once: 1 to 5 stars and an optional comment. Sending without stars says 'Please
 * login and select a rating.'; a comment over its limit is never cut, and the form waits until it
 * fits. Once given, the form stays as sent until the page reads the feedback again.
 */
export function RatingForm({
  memberId,
  username,
  onGiven,
}: {
  memberId: number;
  username: string;
  onGiven: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const id = useId();
  const give = useGiveFeedback();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const starsRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const max = formatNumber(FEEDBACK_COMMENT_MAX, language);
  const tooLong = limitedLength(comment) > FEEDBACK_COMMENT_MAX;
  const done = give.isPending || give.isSuccess;

  // Reached from a prompt to rate (…#rate): the form comes into view with its first star focused.
  useEffect(() => {
    if (window.location.hash !== `#${RATING_FORM_ANCHOR}`) return;
    // jsdom, which runs the tests, has no layout and no scrollIntoView.
    formRef.current?.scrollIntoView?.({ block: 'center' });
    starsRef.current?.querySelector('input')?.focus({ preventScroll: true });
  }, []);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (rating === null) {
      showToast('error', t('feedback.toast.loginAndRating'));
      starsRef.current?.querySelector('input')?.focus();
      return;
    }
    if (tooLong) return;
    void sendRating(rating);
  }

  // Awaited rather than through mutate's callbacks, which a refused session would skip: the
  // page turns to its visitor's form when the API no longer knows the member.
  async function sendRating(stars: number) {
    try {
      await give.mutateAsync({
        receiver_id: memberId,
        rating: stars,
        comment: comment.trim() === '' ? undefined : comment,
      });
      showToast('success', t('feedback.toast.submitted'));
      onGiven();
    } catch (error) {
      showToast('error', t(submitFailureKey(error), { max }));
    }
  }

  return (
    <form
      ref={formRef}
      id={RATING_FORM_ANCHOR}
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby={`${id}-heading`}
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4 sm:p-5"
    >
      <h3 id={`${id}-heading`} className="text-lg font-bold text-stone-900">
        <Trans
          i18nKey="feedback.form.heading"
          values={{ username }}
          components={{ name: <bdi /> }}
        />
      </h3>
      <div ref={starsRef}>
        <StarRatingInput
          name={`${id}-rating`}
          legend={t('feedback.form.rating')}
          value={rating}
          onChange={setRating}
          disabled={done}
        />
      </div>
      <Field
        id={`${id}-comment`}
        label={t('feedback.form.comment')}
        error={undefined}
        limit={{ length: limitedLength(comment), max: FEEDBACK_COMMENT_MAX }}
      >
        {(control) => (
          <textarea
            {...control}
            dir="auto"
            rows={3}
            value={comment}
            disabled={done}
            onChange={(event) => setComment(event.target.value)}
          />
        )}
      </Field>
      <Button type="submit" size="lg" disabled={done}>
        {give.isPending ? t('feedback.form.submitting') : t('feedback.form.submit')}
      </Button>
    </form>
  );
}
