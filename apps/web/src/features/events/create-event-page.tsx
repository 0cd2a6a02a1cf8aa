import { FormSection } from '../../components/ui/form-section';
import { useCreateWithPhotos } from '../../components/ui/photo-form';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { paths } from '../../lib/paths';
import { useCreateEvent } from './api/create-event';
import { EventForm } from './event-form';

/** Create an event, administrators only: to the new event on success. */
export function Component() {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  const creation = useCreateEvent();
  useDocumentTitle(t('events.create.title'));
  const send = useCreateWithPhotos(creation.mutateAsync, {
    success: t('events.create.success'),
    after: (reply) => localHref(paths.event, { id: reply.event_id }),
  });

  return (
    <FormSection heading={t('events.create.heading')} lead={t('events.create.lead')} width="full">
      <EventForm onSubmit={send} />
    </FormSection>
  );
}
