import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { PostDetail } from '@tabarru/contract/posts';

import { ButtonLink, buttonClass } from '../../components/ui/button';
import { useLanguage } from '../../hooks/use-language';
import { aboutItem, paths } from '../../lib/paths';
import { whatsappLink } from './contact-links';

/**
 * How to reach the donor: Message (the conversation about this item; not when `canMessage` is
 * false: the viewer blocked them) and WhatsApp, then `actions` (the claim button); the owner gets Edit instead. One element for both widths: below md a bar that sticks to the bottom of
 * the viewport (in the page's flow, so it never covers the end of the page or the footer), with
 * the safe area of phones without a home button below it; from md a row in the details column.
 */
export function ContactBar({
  post,
  isOwner,
  canMessage,
  actions,
}: {
  post: PostDetail;
  isOwner: boolean;
  canMessage: boolean;
  actions: ReactNode;
}) {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  const whatsapp = whatsappLink(post.phone);

  return (
    <div
      role="group"
      aria-label={t('posts.detail.contact')}
      data-testid="contact-bar"
      className="sticky bottom-0 z-20 -mx-4 border-t border-stone-200 bg-white px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(0_0_0/0.08)] sm:-mx-6 sm:px-6 md:static md:mx-0 md:border-0 md:bg-transparent md:p-0 md:shadow-none"
    >
      <div className="flex gap-2 *:min-h-11 *:min-w-0 *:flex-1 *:px-2 *:text-sm *:leading-tight md:flex-wrap md:gap-3 md:*:flex-none md:*:px-4 md:*:text-base">
        {isOwner ? (
          <ButtonLink to={localHref(paths.editPost, { id: post.post_id })}>
            {t('posts.detail.edit')}
          </ButtonLink>
        ) : (
          canMessage && (
            <ButtonLink
              to={aboutItem(localHref(paths.directMessage, { userId: post.user_id }), post.post_id)}
            >
              {t('posts.detail.messageSeller')}
            </ButtonLink>
          )
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
    </div>
  );
}
