import { errorOfReply, isOffline, networkError, offlineError } from './api-client';
import { apiUrl } from './runtime-config';
import { getSession, rejectToken } from './session';

/** How much of a form has been sent: of the whole, and of each photo, 0 to 100. */
export interface UploadProgress {
  percent: number;
  /** one share per photo, in the order the photos are sent */
  photos: number[];
}

/** What a form with photos sends: its values, its new photos, and where the progress goes. */
export interface PhotoUpload<Values> {
  values: Values;
  files: File[];
  onProgress: (progress: UploadProgress) => void;
}

export interface UploadOptions {
  method: 'POST' | 'PUT';
  /** the text fields of the multipart body */
  fields: Record<string, string>;
  /** the photos, sent after the fields under `images` */
  files: File[];
  onProgress?: (progress: UploadProgress) => void;
}

const percentOf = (part: number, whole: number) =>
  whole <= 0 ? 100 : Math.round((Math.min(Math.max(part, 0), whole) / whole) * 100);

/**
 * The progress of a multipart form from the bytes sent of the whole body: the photos go last,
 * one after the other, so each photo's share is what has gone of its own bytes. The parts'
 * headers are counted before the first photo, so every photo is at 100 when the body is.
 */
export function uploadProgress(
  loaded: number,
  total: number,
  photoSizes: number[],
): UploadProgress {
  let start = total - photoSizes.reduce((sum, size) => sum + size, 0);
  const photos = photoSizes.map((size) => {
    const share = percentOf(loaded - start, size);
    start += size;
    return share;
  });
  return { percent: percentOf(loaded, total), photos };
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
  const sizes = files.map((file) => file.size);
  const { token } = getSession();
  return new Promise<Reply>((resolve, reject) => {
    if (isOffline()) {
      reject(offlineError());
      return;
    }
    const request = new XMLHttpRequest();
    request.open(method, `${apiUrl()}${path}`);
    request.setRequestHeader('Accept', 'application/json');
    if (token !== null) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && onProgress) {
        onProgress(uploadProgress(event.loaded, event.total, sizes));
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
