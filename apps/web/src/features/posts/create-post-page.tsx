import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLanguage } from '../../hooks/use-language';
import { ApiError } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { showToast } from '../../lib/toast';
import { createPost } from './api/create-post';
import { FEED_QUERY_KEY } from './api/get-feed';
import { PostForm } from './post-form';
import { EMPTY_POST_FORM, type PostFormValues } from './post-form-values';
import { saveFailureKey } from './save-failure';

/** Create a New Post (spec 000 §2.3, §5): on success, to the new post in the same language. */
export function Component() {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useDocumentTitle(t('posts.create.title'));
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);

  async function handleSubmit(values: PostFormValues) {
    setProgress(0);
    try {
      const reply = await createPost(values, files, setProgress);
      showToast('success', t('posts.create.success'));
      void queryClient.invalidateQueries({ queryKey: FEED_QUERY_KEY });
      void navigate(
        reply.post_id ? localHref(paths.post, { id: reply.post_id }) : localHref(paths.home),
      );
    } catch (error) {
      showToast('error', t(saveFailureKey(error, 'create')));
      if (error instanceof ApiError && error.status === 401) void navigate(localHref(paths.login));
    } finally {
      setProgress(null);
    }
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold text-stone-900">{t('posts.create.heading')}</h1>
      <p className="mt-2 text-stone-700">{t('posts.create.lead')}</p>
      <div className="mt-8 rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
        <PostForm
          initial={EMPTY_POST_FORM}
          files={files}
          onFilesChange={setFiles}
          imageCount={files.length}
          submitLabel={t('posts.create.submit')}
          submittingLabel={t('posts.create.submitting')}
          progress={progress}
          onSubmit={handleSubmit}
        />
      </div>
    </div>
  );
}
