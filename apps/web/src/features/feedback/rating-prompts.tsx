import { useId } from 'react';

import type { RatingPrompt } from '@tabarru/contract/feedback';

import { Button, ButtonLink } from '../../components/ui/button';
import { useLanguage } from '../../hooks/use-language';
import { useSignedInUserId } from '../../hooks/use-session';
import { Trans } from '../../i18n/trans';
import { useTranslation } from '../../i18n/use-translation';
import { errorText } from '../../lib/error-keys';
import { paths } from '../../lib/paths';
import { showToast } from '../../lib/toast';
import { useDismissRatingPrompt } from './api/dismiss-rating-prompt';
import { useRatingPrompts } from './api/get-rating-prompts';
import { RATING_FORM_ANCHOR } from './rating-anchor';

/**
 * After a confirmed handover each member is asked to rate the other, once: one prompt per
 * member, saying which item went which way, with Rate (the form on their page) and No thanks
 * (not asked again). Nothing at all while there is none.
 */
export function RatingPrompts() {
  const { t } = useTranslation();
  const headingId = useId();
  const userId = useSignedInUserId();
  const prompts = useRatingPrompts(userId);
  const dismiss = useDismissRatingPrompt(userId);

  if (!prompts.data || prompts.data.prompts.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="mb-6 rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:p-5"
    >
      <h2 id={headingId} className="text-lg font-bold text-stone-900">
        {t('feedback.prompts.heading')}
      </h2>
      <ul className="mt-3 space-y-3">
        {prompts.data.prompts.map((prompt) => (
          <PromptRow
            key={prompt.user_id}
            prompt={prompt}
            busy={dismiss.isPending}
            onDismiss={() =>
              dismiss.mutate(prompt.user_id, {
                onError: (error) =>
                  showToast('error', errorText(error, t, { failed: 'feedback.prompts.failed' })),
              })
            }
          />
        ))}
      </ul>
    </section>
  );
}

function PromptRow({
  prompt,
  busy,
  onDismiss,
}: {
  prompt: RatingPrompt;
  busy: boolean;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  return (
    <li className="flex flex-col gap-3 rounded-xl bg-white p-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-stone-800">
        <Trans
          i18nKey={prompt.role === 'donor' ? 'feedback.prompts.gave' : 'feedback.prompts.received'}
          values={{ username: prompt.username, title: prompt.post_title }}
          components={{ name: <bdi className="font-semibold" />, item: <bdi /> }}
        />
      </p>
      <div className="flex shrink-0 flex-wrap gap-2">
        <ButtonLink
          size="sm"
          to={`${localHref(paths.user, { userId: prompt.user_id })}#${RATING_FORM_ANCHOR}`}
        >
          <Trans
            i18nKey="feedback.prompts.rate"
            values={{ username: prompt.username }}
            components={{ name: <bdi /> }}
          />
        </ButtonLink>
        <Button
          size="sm"
          variant="neutral"
          disabled={busy}
          onClick={onDismiss}
          aria-label={t('feedback.prompts.dismissLabel', { username: prompt.username })}
        >
          {t('feedback.prompts.dismiss')}
        </Button>
      </div>
    </li>
  );
}
