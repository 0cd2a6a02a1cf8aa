import { Suspense, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';

import { isBlurredPoint } from '@tabarru/contract/blur-grid';
import type { PostDetail } from '@tabarru/contract/posts';

import { Button } from '../../components/ui/button';
import { Gallery } from '../../components/ui/gallery';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useMediaQuery } from '../../hooks/use-media-query';
import { useSession } from '../../hooks/use-session';
import { useTranslation } from '../../i18n/use-translation';
import { ApiError } from '../../lib/api-client';
import type { PlaceMapView } from '../../lib/maps';
import { usePost } from './api/get-post';
import { OfferDetails } from './offer-details';
import { OfferFreshness } from './offer-freshness';
import { ContactBar } from './post-page-contact';
import { DonorBlock } from './post-page-donor';
import { PostDescription, PostHeading } from './post-overview';
import { BackToFeed, PostLoadFailed, PostLoading, useNotFoundGoesHome } from './post-load-states';
import { PostPreviewPage } from './post-preview-page';

/** A read that never reached the API: offline, or no network to it. */
const reachedNothing = (error: unknown) => error instanceof ApiError && error.status === 0;

/**
 * The post page for members: gallery, details (with what the donor said of the offer, and whether
 * it is still on offer), the donor and how to reach them.
 * `actions` adds buttons of other features beside the contact links (the claim button), `need` a
 * part under the heading (an organisation's need: who asks and how many came in), `pickup` a
 * section under the description (the asks and the pickup), `more` a line under the donor (the
 * report button), `share` the ways to share it, `placeMap` the map of where it is; the app layer
 * composes them, since features do not import each other.
 */
export function PostPage({
  actions,
  need,
  pickup,
  more,
  share,
  canMessage,
  placeMap,
}: {
  actions?: (post: PostDetail) => ReactNode;
  need?: (post: PostDetail) => ReactNode;
  pickup?: (post: PostDetail) => ReactNode;
  more?: (post: PostDetail) => ReactNode;
  share?: (post: PostDetail) => ReactNode;
  /** whether the viewer may message the donor (not when they blocked them); yes when absent */
  canMessage?: (post: PostDetail) => boolean;
  placeMap?: PlaceMapView;
}) {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const post = usePost(id);
  useDocumentTitle(post.data?.title ?? t('posts.detail.title'));
  // Unauthorised turns the page into the visitor's preview (the app layer chooses by session).
  useNotFoundGoesHome(post.error);

  if (post.isPending) return <PostLoading />;
  // The member's page, with the donor's contact details, is never kept offline; the preview is.
  if (post.isError && reachedNothing(post.error)) return <PostPreviewPage memberOffline />;
  if (post.isError) {
    return <PostLoadFailed error={post.error} onRetry={() => void post.refetch()} />;
  }
  return (
    <PostView
      post={post.data}
      actions={actions?.(post.data)}
      need={need?.(post.data)}
      pickup={pickup?.(post.data)}
      more={more?.(post.data)}
      share={share?.(post.data)}
      canMessage={canMessage?.(post.data) ?? true}
      placeMap={placeMap}
    />
  );
}

/** The map of where the item is: wide as the details, short enough to scroll past. */
const PLACE_MAP_SIZE = 'h-56 rounded-2xl bg-stone-100 sm:h-64';

/**
 * The post's place on a small map, opened on request: the map's code (Leaflet and its tiles) is
 * not part of a post's first visit, which most readers end without a map.
 */
function PlaceOnMap({ post, PlaceMap }: { post: PostDetail; PlaceMap: PlaceMapView }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button variant="secondary" size="sm" className="mt-2" onClick={() => setOpen(true)}>
        {t('posts.detail.showMap')}
      </Button>
    );
  }
  return (
    <Suspense fallback={<div className={`mt-2 ${PLACE_MAP_SIZE}`} />}>
      <PlaceMap
        point={post.shown_point}
        area={isBlurredPoint(post.shown_point)}
        className={`mt-2 ${PLACE_MAP_SIZE}`}
      />
    </Suspense>
  );
}

/** Tailwind's md: where the gallery and the details sit side by side. */
const SIDE_BY_SIDE = '(min-width: 48rem)';

/**
 * Phone first: the gallery, then the details with the contact bar stuck to the bottom of the
 * screen. From md the gallery and the details sit side by side, the gallery wider and kept in
 * view while the details scroll, and the contact bar (Message, WhatsApp, the claim) comes right
 * under the title, so a laptop's first screen shows it beside the gallery. It is one bar in one
 * place either way, so the order of the page and of the Tab key are the order seen.
 */
function PostView({
  post,
  actions,
  need,
  pickup,
  more,
  share,
  canMessage,
  placeMap: PlaceMap,
}: {
  post: PostDetail;
  actions: ReactNode;
  need: ReactNode;
  pickup: ReactNode;
  more: ReactNode;
  share: ReactNode;
  canMessage: boolean;
  placeMap: PlaceMapView | undefined;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const isOwner = session.user?.userId === post.user_id;
  const extras = post.features.slice(1);
  const wanted = post.kind === 'wanted';
  // Only the donor sees the exact point: they are told everyone else sees the area.
  const ownerNote = isOwner && post.exact_point !== null;
  const sideBySide = useMediaQuery(SIDE_BY_SIDE);
  const contact = (
    <ContactBar post={post} isOwner={isOwner} canMessage={canMessage} actions={actions} />
  );

  return (
    <article className="page-container pt-2 pb-8 md:pt-6 md:pb-12">
      <BackToFeed />
      {/* A wanted post has no photo: its details take the page, at a reading width. */}
      <div
        className={
          wanted
            ? 'mx-auto mt-2 max-w-2xl'
            : 'mt-2 grid gap-6 md:grid-cols-2 md:items-start md:gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-10'
        }
      >
        {!wanted && (
          <div data-testid="post-gallery" className="min-w-0 md:sticky md:top-below-header">
            <Gallery images={post.images} title={post.title} />
          </div>
        )}
        <div data-testid="post-details" className="min-w-0 space-y-6">
          {post.under_review && (
            <div className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900">
              <p className="font-semibold">{t('posts.underReview.badge')}</p>
              <p className="mt-1">{t('posts.underReview.notice')}</p>
            </div>
          )}
          <PostHeading post={post} />
          {need}
          <OfferFreshness post={post} isOwner={isOwner} />
          {sideBySide && contact}
          <PostDescription post={post} />
          <OfferDetails post={post} />
          {pickup}

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

          {/* Where a giving post's item is; a wanted post's place is only where its author is. */}
          {!wanted && (PlaceMap || ownerNote) && (
            <section aria-labelledby="post-where">
              <h2 id="post-where" className="font-semibold text-stone-900">
                {t('posts.detail.where')}
              </h2>
              {PlaceMap && <PlaceOnMap post={post} PlaceMap={PlaceMap} />}
              {ownerNote && (
                <p className="mt-2 rounded-lg bg-sand-50 px-3 py-2 text-sm text-stone-800">
                  {t('posts.detail.exactPointNote')}
                </p>
              )}
            </section>
          )}

          <DonorBlock post={post} />
          {more}
          {share}
          {!sideBySide && contact}
        </div>
      </div>
    </article>
  );
}
