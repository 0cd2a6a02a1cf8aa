import type { ReactNode } from 'react';

import type { PostDetail } from '@tabarru/contract/posts';

import { ButtonLink, buttonClass } from '../../components/ui/button';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { aboutItem, paths } from '../../lib/paths';
import { ActionBar } from './action-bar';
import { whatsappLink } from './contact-links';

/**
 * How to reach the donor, in the page's action bar: Message (the conversation about this item;
 * not when `canMessage` is false: the viewer blocked them) and WhatsApp, then `actions` (the
 * claim button); the owner gets Edit instead (a wanted post's own form). A wanted post
 * is answered by I have this, the same conversation about it.
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
    <ActionBar label={t('posts.detail.contact')}>
      {isOwner ? (
        <ButtonLink
          to={localHref(post.kind === 'wanted' ? paths.editWanted : paths.editPost, {
            id: post.post_id,
          })}
        >
          {t('posts.detail.edit')}
        </ButtonLink>
      ) : (
        canMessage && (
          <ButtonLink
            to={aboutItem(localHref(paths.directMessage, { userId: post.user_id }), post.post_id)}
          >
            {post.kind === 'wanted' ? t('wanted.iHaveThis') : t('posts.detail.messageSeller')}
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
    </ActionBar>
  );
}
