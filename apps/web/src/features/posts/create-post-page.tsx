import type { ReactNode } from 'react';

import { FormSection } from '../../components/ui/form-section';
import { useCreateWithPhotos } from '../../components/ui/photo-form';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { paths } from '../../lib/paths';
import type { PlaceControls } from '../../lib/places';
import type { SharedItems } from '../../lib/shared-photos';
import { useCreatePost } from './api/create-post';
import { PostForm, type ItemChoice } from './post-form';
import { EMPTY_POST_FORM } from './post-form-values';

/**
 * Create a New Post: on success, to the new post in the same language.
 * `contactPhone` fills the contact phone in (the member's verified number), which they may
 * change or clear; `shared` is what was shared to the installed app (photos, and a title or
 * text that start the title and the description); `places` ask where the item is;
 * `organisations` suggests giving it to one instead.
 */
export function CreatePostPage({
  contactPhone = '',
  shared,
  places,
  organisations,
}: {
  contactPhone?: string;
  shared?: SharedItems;
  places?: PlaceControls;
  /** the organisations near the giver that accept the item, once its category is chosen */
  organisations?: (item: ItemChoice) => ReactNode;
}) {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  const creation = useCreatePost();
  useDocumentTitle(t('posts.create.title'));
  const send = useCreateWithPhotos(creation.mutateAsync, {
    success: t('posts.create.success'),
    after: (reply) =>
      reply.post_id ? localHref(paths.post, { id: reply.post_id }) : localHref(paths.home),
  });

  return (
    <FormSection heading={t('posts.create.heading')} lead={t('posts.create.lead')} width="full">
      <PostForm
        initial={{
          ...EMPTY_POST_FORM,
          phone: contactPhone,
          title: shared?.title ?? '',
          description: shared?.text ?? '',
        }}
        initialPhotos={shared?.photos}
        submitLabel={t('posts.create.submit')}
        submittingLabel={t('posts.create.submitting')}
        failureKeys={{ failed: 'posts.create.failed', network: 'posts.create.networkError' }}
        onSubmit={send}
        places={places}
        aside={organisations}
      />
    </FormSection>
  );
}
