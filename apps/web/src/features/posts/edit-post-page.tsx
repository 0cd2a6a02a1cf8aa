import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';

import { EDITABLE_AVAILABILITIES } from '@tabarru/contract/constants';
import type { PostDetail } from '@tabarru/contract/posts';

import { FormAlert } from '../../components/ui/form-alert';
import { FormSection } from '../../components/ui/form-section';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLanguage } from '../../hooks/use-language';
import { useSession } from '../../hooks/use-session';
import { useTranslation } from '../../i18n/use-translation';
import { paths } from '../../lib/paths';
import type { PlaceControls } from '../../lib/places';
import type { UploadProgress } from '../../lib/upload-form';
import { showToast } from '../../lib/toast';
import { usePost } from './api/get-post';
import { useUpdatePost } from './api/update-post';
import { PostForm } from './post-form';
import { formValuesOf, type PostFormValues } from './post-form-values';

/**
 * Edit your post: the owner's form, anyone else the denial. `places` ask where the item is,
 * starting from the place and the exact point the post has; its details start from what it
 * said, and are checked against what it gave and its draw.
 */
export function EditPostPage({ places }: { places?: PlaceControls }) {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const session = useSession();
  useDocumentTitle(t('posts.edit.title'));
  const post = usePost(id);

  let body;
  if (post.isPending) {
    body = (
      <p role="status" className="text-stone-700">
        {t('posts.edit.loading')}
      </p>
    );
  } else if (post.isError) {
    body = <FormAlert text={t('posts.edit.loadFailed')} />;
  } else if (post.data.user_id !== session.user?.userId) {
    body = <FormAlert text={t('posts.edit.notOwner')} />;
  } else {
    body = <EditForm post={post.data} places={places} />;
  }
  return (
    <FormSection heading={t('posts.edit.heading')} width="full">
      {body}
    </FormSection>
  );
}

function EditForm({ post, places }: { post: PostDetail; places: PlaceControls | undefined }) {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  const navigate = useNavigate();
  const update = useUpdatePost();
  const [removed, setRemoved] = useState<string[]>([]);
  const [availability, setAvailability] = useState(post.availability);
  const kept = post.images.filter((image) => !removed.includes(image.url));
  const donated = post.availability === 'donated';

  async function handleSubmit(
    values: PostFormValues,
    files: File[],
    onProgress: (progress: UploadProgress) => void,
  ) {
    await update.mutateAsync({
      postId: post.post_id,
      values,
      files,
      deletedImages: removed,
      availability: availability === 'donated' ? undefined : availability,
      onProgress,
    });
    showToast('success', t('posts.edit.success'));
    void navigate(localHref(paths.post, { id: post.post_id }));
  }

  return (
    <PostForm
      initial={formValuesOf(post)}
      existing={kept.map((image) => ({ key: image.url, url: image.thumbnail_url }))}
      onRemoveExisting={(url) => setRemoved((list) => [...list, url])}
      submitLabel={t('posts.edit.submit')}
      submittingLabel={t('posts.edit.submitting')}
      failureKeys={{ failed: 'posts.edit.failed', network: 'posts.edit.networkError' }}
      onSubmit={handleSubmit}
      places={places}
      initialPlace={post.place}
      edited={post}
    >
      <fieldset>
        <legend className="font-semibold text-stone-900">{t('posts.edit.availability')}</legend>
        {donated ? (
          <p className="mt-2 text-stone-700">{t('posts.edit.donatedLocked')}</p>
        ) : (
          <div className="mt-2 flex flex-wrap gap-3">
            {EDITABLE_AVAILABILITIES.map((value) => (
              <label
                key={value}
                className="flex min-h-11 cursor-pointer items-center gap-2.5 rounded-full border border-stone-300 bg-white px-4 font-semibold text-stone-800 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:text-brand-900"
              >
                <input
                  type="radio"
                  name="availability"
                  value={value}
                  checked={availability === value}
                  onChange={() => setAvailability(value)}
                  className="size-4 accent-brand-700"
                />
                {t(`posts.availability.${value}`)}
              </label>
            ))}
          </div>
        )}
      </fieldset>
    </PostForm>
  );
}
