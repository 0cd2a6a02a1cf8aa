import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { FormSection } from '../../components/ui/form-section';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLanguage } from '../../hooks/use-language';
import { ApiError } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { showToast } from '../../lib/toast';
import { useCreateEvent } from './api/create-event';
import { EventForm } from './event-form';
import type { EventFormValues } from './event-form-values';

/** Create an event (spec 001 §2, §5), administrators only: to the new event on success. */
export function Component() {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  const navigate = useNavigate();
  const creation = useCreateEvent();
  useDocumentTitle(t('events.create.title'));

  async function handleSubmit(
    values: EventFormValues,
    files: File[],
    onProgress: (percent: number) => void,
  ) {
    try {
      const reply = await creation.mutateAsync({ values, files, onProgress });
      showToast('success', t('events.create.success'));
      void navigate(localHref(paths.event, { id: reply.event_id }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) void navigate(localHref(paths.login));
      throw error;
    }
  }

  return (
    <FormSection heading={t('events.create.heading')} lead={t('events.create.lead')} width="wide">
      <EventForm onSubmit={handleSubmit} />
    </FormSection>
  );
}
