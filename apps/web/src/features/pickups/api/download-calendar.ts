import { useMutation } from '@tanstack/react-query';

import type { Language } from '@tabarru/contract/constants';

import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/**
 * GET /api/asks/:askId/calendar.ics: the agreed time as a calendar event in the page's language,
 * saved as the file the API names. It is fetched, not linked: only the session's token may
 * read it.
 */
export async function downloadPickupCalendar(askId: number, language: Language): Promise<void> {
  const { blob, fileName } = await apiDownload(`/api/asks/${askId}/calendar.ics?lang=${language}`);
  saveFile(blob, fileName ?? `tabarru-pickup-${askId}.ics`);
}

export function useDownloadPickupCalendar() {
  return useMutation({
    mutationFn: ({ askId, language }: { askId: number; language: Language }) =>
      downloadPickupCalendar(askId, language),
  });
}
