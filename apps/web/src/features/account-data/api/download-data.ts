import { useMutation } from '@tanstack/react-query';

import { dataExportFileName } from '@tabarru/contract/data-export';

import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/**
 * GET /api/users/me/export, saved as the file the API names (tabarru-data-<date>.json); the
 * same name from today's date when the header cannot be read.
 */
export async function downloadMyData(): Promise<void> {
  const { blob, fileName } = await apiDownload('/api/users/me/export');
  saveFile(blob, fileName ?? dataExportFileName(new Date().toISOString()));
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
