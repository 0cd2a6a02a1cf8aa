import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';

import { Button, ButtonLink } from '../../components/ui/button';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { ApiError } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { showToast } from '../../lib/toast';

/** What a failed load says: 5xx and anything else differ. */
function failureText(error: unknown) {
  if (error instanceof ApiError && error.status >= 500) {
    return { title: 'posts.detail.serverTitle', text: 'posts.detail.server' } as const;
  }
  return { title: 'posts.detail.errorHeading', text: 'posts.detail.other' } as const;
}

/**
 * A post that does not exist (or is hidden from the viewer) sends its page home, saying why once.
 */
export function useNotFoundGoesHome(error: unknown): void {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  const navigate = useNavigate();
  const handledError = useRef<unknown>(null);
  useEffect(() => {
    if (!error || handledError.current === error) return;
    handledError.current = error;
    const status = error instanceof ApiError ? error.status : undefined;
    if (status === 404 || status === 400) {
      showToast('error', t('posts.detail.notFound'));
      void navigate(localHref(paths.home), { replace: true });
    }
  }, [error, navigate, localHref, t]);
}

/**
 * Holds the height of the screen, so the footer stays below it until the post arrives rather
 * than showing and then jumping down (a layout shift).
 */
export function PostLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="mx-auto min-h-dvh max-w-5xl px-4 py-16 text-center text-stone-700">
      {t('posts.detail.loading')}
    </p>
  );
}

export function PostLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  const { title, text } = failureText(error);
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-stone-900">{t(title)}</h1>
      <p className="mt-3 text-stone-700">{t(text)}</p>
      <div className="mt-6 flex justify-center gap-3">
        <Button onClick={onRetry}>{t('posts.detail.tryAgain')}</Button>
        <ButtonLink to={localHref(paths.home)} variant="neutral">
          {t('posts.detail.goHome')}
        </ButtonLink>
      </div>
    </div>
  );
}

/** The link back to the feed above a post. */
export function BackToFeed() {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  return (
    <Link
      to={localHref(paths.feed)}
      className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 hover:underline"
    >
      {t('posts.detail.back')}
    </Link>
  );
}
