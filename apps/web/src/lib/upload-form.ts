import { errorOfReply, networkError } from './api-client';
import { apiUrl } from './runtime-config';
import { getSession, rejectToken } from './session';

/** What a form with photos sends: its values, its new photos, and where the progress goes. */
export interface PhotoUpload<Values> {
  values: Values;
  files: File[];
  /** the share of the upload sent so far, 0 to 100 */
  onProgress: (percent: number) => void;
}

export interface UploadOptions {
  method: 'POST' | 'PUT';
  /** the text fields of the multipart body */
  fields: Record<string, string>;
  /** the photos, sent after the fields under `images` */
  files: File[];
  /** the share of the request sent so far, 0 to 100 */
  onProgress?: (percent: number) => void;
}

/**
 * Sends a multipart form (a post or an event with its photos) and reports how much of it has gone, which
 * fetch cannot. Errors are the ApiErrors of apiRequest. Its own module: only the pages that
 * upload photos need it.
 */
export function uploadForm<Reply>(
  path: string,
  { method, fields, files, onProgress }: UploadOptions,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('images', file, file.name);
  const { token } = getSession();
  return new Promise<Reply>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, `${apiUrl()}${path}`);
    request.setRequestHeader('Accept', 'application/json');
    if (token !== null) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && onProgress) {
        onProgress(Math.round((event.loaded / event.total) * 100));
      }
    });
    request.addEventListener('error', () => reject(networkError()));
    request.addEventListener('load', () => {
      let reply: unknown;
      try {
        reply = JSON.parse(request.responseText) as unknown;
      } catch {
        reply = undefined;
      }
      if (request.status >= 200 && request.status < 300) {
        resolve(reply as Reply);
        return;
      }
      if (request.status === 401 && token !== null) rejectToken(token);
      reject(errorOfReply(request.status, reply, request.getResponseHeader('Retry-After')));
    });
    request.send(form);
  });
}
