import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';

import type { PostDetail } from '@tabarru/contract/posts';

import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLanguage } from '../../hooks/use-language';
import { useSession } from '../../hooks/use-session';
import { paths } from '../../lib/paths';
import { showToast } from '../../lib/toast';
import { usePost } from './api/get-post';
import { updatePost, useRefreshAfterEdit } from './api/my-posts';
import { PostForm } from './post-form';
import { formValuesOf, type PostFormValues } from './post-form-values';
import { saveFailureKey } from './save-failure';

/** Edit your post (spec 000 §2.3): the owner's form, anyone else the denial. */
export function Component() {
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
    body = (
      <p role="alert" className="rounded-xl bg-red-50 p-6 font-semibold text-red-900">
        {t('posts.edit.loadFailed')}
      </p>
    );
  } else if (post.data.user_id !== session.user?.userId) {
    body = (
      <p role="alert" className="rounded-xl bg-red-50 p-6 font-semibold text-red-900">
        {t('posts.edit.notOwner')}
      </p>
    );
  } else {
    body = <EditForm post={post.data} />;
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold text-stone-900">{t('posts.edit.heading')}</h1>
      <div className="mt-8">{body}</div>
    </div>
  );
}

function EditForm({ post }: { post: PostDetail }) {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  const navigate = useNavigate();
  const refresh = useRefreshAfterEdit();
  const [files, setFiles] = useState<File[]>([]);
  const [removed, setRemoved] = useState<string[]>([]);
  const [availability, setAvailability] = useState(post.availability);
  const [progress, setProgress] = useState<number | null>(null);
  const kept = post.images.filter((image) => !removed.includes(image.url));
  const donated = post.availability === 'donated';

  async function handleSubmit(values: PostFormValues) {
    setProgress(0);
    try {
      const updated = await updatePost(
        post.post_id,
        {
          values,
          files,
          deletedImages: removed,
          availability: availability === 'donated' ? undefined : availability,
        },
        setProgress,
      );
      refresh(updated);
      showToast('success', t('posts.edit.success'));
      void navigate(localHref(paths.post, { id: post.post_id }));
    } catch (error) {
      showToast('error', t(saveFailureKey(error, 'edit')));
    } finally {
      setProgress(null);
    }
  }

  return (
    <div className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
      <PostForm
        initial={formValuesOf(post)}
        files={files}
        onFilesChange={setFiles}
        existing={kept.map((image) => ({ key: image.url, url: image.thumbnail_url }))}
        onRemoveExisting={(url) => setRemoved((list) => [...list, url])}
        imageCount={kept.length + files.length}
        submitLabel={t('posts.edit.submit')}
        submittingLabel={t('posts.edit.submitting')}
        progress={progress}
        onSubmit={handleSubmit}
      >
        <fieldset>
          <legend className="font-semibold text-stone-900">{t('posts.edit.availability')}</legend>
          {donated ? (
            <p className="mt-2 text-stone-700">{t('posts.edit.donatedLocked')}</p>
          ) : (
            <div className="mt-2 flex gap-6">
              {(['available', 'reserved'] as const).map((value) => (
                <label key={value} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="availability"
                    value={value}
                    checked={availability === value}
                    onChange={() => setAvailability(value)}
                  />
                  {t(`posts.availability.${value}`)}
                </label>
              ))}
            </div>
          )}
        </fieldset>
      </PostForm>
    </div>
  );
}
