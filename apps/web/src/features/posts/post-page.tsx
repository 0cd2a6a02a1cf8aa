import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';

import type { PostDetail } from '@tabarru/contract/posts';

import { Button, ButtonLink } from '../../components/ui/button';
import { Gallery } from '../../components/ui/gallery';
import { PlaceName } from '../../components/ui/place-name';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLanguage } from '../../hooks/use-language';
import { useMediaQuery } from '../../hooks/use-media-query';
import { useSession } from '../../hooks/use-session';
import { ApiError } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { paths } from '../../lib/paths';
import { showToast } from '../../lib/toast';
import { usePost } from './api/get-post';
import { AvailabilityBadge } from './availability-badge';
import { ContactBar } from './post-page-contact';
import { DonorBlock } from './post-page-donor';
import { categoryName } from './post-labels';

/** What a failed load says (spec 000 §8): 5xx and anything else differ. */
function failureText(error: unknown) {
  if (error instanceof ApiError && error.status >= 500) {
    return { title: 'posts.detail.serverTitle', text: 'posts.detail.server' } as const;
  }
  return { title: 'posts.detail.errorHeading', text: 'posts.detail.other' } as const;
}

/**
 * The post page (spec 000 §2.3): gallery, details, the donor and how to reach them. `actions`
 * adds buttons of other features beside the contact links (the claim button), `more` a line
 * under the donor (the report button); the app layer composes them, since features do not
 * import each other.
 */
export function PostPage({
  actions,
  more,
  canMessage,
}: {
  actions?: (post: PostDetail) => ReactNode;
  more?: (post: PostDetail) => ReactNode;
  /** whether the viewer may message the donor (not when they blocked them); yes when absent */
  canMessage?: (post: PostDetail) => boolean;
}) {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  const navigate = useNavigate();
  const post = usePost(id);
  useDocumentTitle(post.data?.title ?? t('posts.detail.title'));

  // Not found goes home, saying why once (spec 000 §8). Unauthorised goes to the login page
  // from the page shell, which the route tells what to say ('Please log in to view this post.').
  const handledError = useRef<unknown>(null);
  useEffect(() => {
    const error = post.error;
    if (!error || handledError.current === error) return;
    handledError.current = error;
    const status = error instanceof ApiError ? error.status : undefined;
    if (status === 404 || status === 400) {
      showToast('error', t('posts.detail.notFound'));
      void navigate(localHref(paths.home), { replace: true });
    }
  }, [post.error, navigate, localHref, t]);

  if (post.isPending) {
    return (
      <p role="status" className="mx-auto max-w-5xl px-4 py-16 text-center text-stone-700">
        {t('posts.detail.loading')}
      </p>
    );
  }
  if (post.isError) {
    const { title, text } = failureText(post.error);
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-stone-900">{t(title)}</h1>
        <p className="mt-3 text-stone-700">{t(text)}</p>
        <div className="mt-6 flex justify-center gap-3">
          <Button onClick={() => void post.refetch()}>{t('posts.detail.tryAgain')}</Button>
          <ButtonLink to={localHref(paths.home)} variant="neutral">
            {t('posts.detail.goHome')}
          </ButtonLink>
        </div>
      </div>
    );
  }
  return (
    <PostView
      post={post.data}
      actions={actions?.(post.data)}
      more={more?.(post.data)}
      canMessage={canMessage?.(post.data) ?? true}
    />
  );
}

/**
 * Phone first: the gallery, then the details with the contact bar stuck to the bottom of the
 * screen. From md the gallery and the details sit side by side, the gallery wider and kept in
 * view while the details scroll, and the contact bar (Message, WhatsApp, the claim) comes right
 * under the title, so a laptop's first screen shows it beside the gallery. It is one bar in one
 * place either way, so the order of the page and of the Tab key are the order seen.
 */
/** Tailwind's md: where the gallery and the details sit side by side. */
const SIDE_BY_SIDE = '(min-width: 48rem)';

function PostView({
  post,
  actions,
  more,
  canMessage,
}: {
  post: PostDetail;
  actions: ReactNode;
  more: ReactNode;
  canMessage: boolean;
}) {
  const { t } = useTranslation();
  const { language, localHref } = useLanguage();
  const session = useSession();
  const isOwner = session.user?.userId === post.user_id;
  const extras = post.features.slice(1);
  const sideBySide = useMediaQuery(SIDE_BY_SIDE);
  const contact = (
    <ContactBar post={post} isOwner={isOwner} canMessage={canMessage} actions={actions} />
  );

  return (
    <article className="page-container pt-2 pb-8 md:pt-6 md:pb-12">
      <Link
        to={localHref(paths.feed)}
        className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 hover:underline"
      >
        {t('posts.detail.back')}
      </Link>
      <div className="mt-2 grid gap-6 md:grid-cols-2 md:items-start md:gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-10">
        <div data-testid="post-gallery" className="min-w-0 md:sticky md:top-below-header">
          <Gallery images={post.images} title={post.title} />
        </div>
        <div data-testid="post-details" className="min-w-0 space-y-6">
          {post.under_review && (
            <div className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900">
              <p className="font-semibold">{t('posts.underReview.badge')}</p>
              <p className="mt-1">{t('posts.underReview.notice')}</p>
            </div>
          )}
          <header>
            <div className="flex flex-wrap items-center gap-3">
              <h1
                dir="auto"
                className="min-w-0 text-2xl font-bold break-words text-stone-900 md:text-3xl"
              >
                {post.title}
              </h1>
              <AvailabilityBadge availability={post.availability} />
            </div>
            <p className="mt-2 text-stone-700">
              {categoryName(post.category, t)} · <PlaceName location={post.location} />
            </p>
            <p className="mt-1 text-sm text-stone-700">
              {t('posts.detail.postedOn', { date: formatDate(post.created_at, language) })}
            </p>
          </header>
          {sideBySide && contact}

          <p
            dir="auto"
            className="text-lg leading-relaxed break-words whitespace-pre-line text-stone-800"
          >
            {post.description}
          </p>

          {extras.length > 0 && (
            <section aria-labelledby="post-features">
              <h2 id="post-features" className="font-semibold text-stone-900">
                {t('posts.detail.features')}
              </h2>
              <ul className="mt-2 flex flex-wrap gap-2">
                {extras.map((feature) => (
                  <li
                    key={feature}
                    dir="auto"
                    className="rounded-full bg-stone-100 px-3 py-1 text-sm"
                  >
                    {feature}
                  </li>
                ))}
              </ul>
            </section>
          )}

          <DonorBlock post={post} />
          {more}
          {!sideBySide && contact}
        </div>
      </div>
    </article>
  );
}
