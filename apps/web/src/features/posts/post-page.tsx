import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';

import type { PostDetail } from '@tabarru/contract/posts';

import { Button, ButtonLink, buttonClass } from '../../components/ui/button';
import { Gallery } from '../../components/ui/gallery';
import { PlaceName } from '../../components/ui/place-name';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLanguage } from '../../hooks/use-language';
import { useSession } from '../../hooks/use-session';
import { ApiError } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { paths } from '../../lib/paths';
import { showToast } from '../../lib/toast';
import { usePost } from './api/get-post';
import { AvailabilityBadge } from './availability-badge';
import { whatsappLink } from './contact-links';
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
 * adds buttons of other features beside the contact links (the claim button); the app layer
 * composes them, since features do not import each other.
 */
export function PostPage({ actions }: { actions?: (post: PostDetail) => ReactNode }) {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  const navigate = useNavigate();
  const post = usePost(id);
  useDocumentTitle(post.data?.title ?? t('posts.detail.title'));

  // Unauthorised goes to login, not found goes home, each saying why once (spec 000 §8).
  const handledError = useRef<unknown>(null);
  useEffect(() => {
    const error = post.error;
    if (!error || handledError.current === error) return;
    handledError.current = error;
    const status = error instanceof ApiError ? error.status : undefined;
    if (status === 401) {
      showToast('error', t('posts.detail.unauthorized'));
      void navigate(localHref(paths.login), { replace: true });
    } else if (status === 404 || status === 400) {
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
  return <PostView post={post.data} actions={actions?.(post.data)} />;
}

function PostView({ post, actions }: { post: PostDetail; actions: ReactNode }) {
  const { t } = useTranslation();
  const { language, localHref } = useLanguage();
  const session = useSession();
  const isOwner = session.user?.userId === post.user_id;
  const whatsapp = whatsappLink(post.phone);
  const extras = post.features.slice(1);

  return (
    <article className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-2">
      <Gallery images={post.images} title={post.title} />
      <div className="space-y-6">
        <div>
          <Link
            to={localHref(paths.feed)}
            className="text-sm font-semibold text-brand-800 hover:underline"
          >
            {t('posts.detail.back')}
          </Link>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <h1 dir="auto" className="text-3xl font-bold text-stone-900">
              {post.title}
            </h1>
            <AvailabilityBadge availability={post.availability} />
          </div>
          <p className="mt-2 text-stone-600">
            {categoryName(post.category, t)} · <PlaceName location={post.location} />
          </p>
        </div>

        <p dir="auto" className="whitespace-pre-line text-lg leading-relaxed text-stone-800">
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

        <section
          aria-labelledby="post-donor"
          className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
        >
          <h2 id="post-donor" className="font-semibold text-stone-900">
            {t('posts.detail.donor')}
          </h2>
          <p className="mt-2 flex flex-wrap items-center gap-2">
            <Link
              to={localHref(paths.user, { userId: post.user_id })}
              dir="auto"
              className="font-semibold text-brand-800 hover:underline"
            >
              {post.username}
            </Link>
            {post.is_admin && (
              <span className="rounded bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">
                {t('posts.detail.admin')}
              </span>
            )}
            <span className="text-sm text-stone-600">
              {t('posts.detail.postedOn', { date: formatDate(post.created_at, language) })}
            </span>
          </p>
          <dl className="mt-4 grid gap-2 text-sm">
            {post.email && (
              <div className="flex gap-2">
                <dt className="font-semibold">{t('posts.detail.email')}</dt>
                <dd dir="ltr">
                  <a href={`mailto:${post.email}`} className="text-brand-800 hover:underline">
                    {post.email}
                  </a>
                </dd>
              </div>
            )}
            <div className="flex gap-2">
              <dt className="font-semibold">{t('posts.detail.phone')}</dt>
              <dd dir="ltr">
                <a href={`tel:${post.phone}`} className="text-brand-800 hover:underline">
                  {post.phone}
                </a>
              </dd>
            </div>
          </dl>
          <div className="mt-5 flex flex-wrap gap-3">
            {isOwner ? (
              <ButtonLink to={localHref(paths.editPost, { id: post.post_id })}>
                {t('posts.detail.edit')}
              </ButtonLink>
            ) : (
              <ButtonLink to={localHref(paths.directMessage, { userId: post.user_id })}>
                {t('posts.detail.messageSeller')}
              </ButtonLink>
            )}
            {whatsapp && !isOwner && (
              <a
                href={whatsapp}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClass({ variant: 'whatsapp' })}
              >
                {t('posts.detail.whatsapp')}
              </a>
            )}
            {actions}
          </div>
        </section>
      </div>
    </article>
  );
}
