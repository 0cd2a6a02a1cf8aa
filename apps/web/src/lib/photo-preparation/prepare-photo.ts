import { preparedFileName, PREPARED_TYPE } from './photo-plan';
import {
  preparePhotoHere,
  type Preparation,
  type PreparationReply,
  type PreparationRequest,
} from './prepare-here';

/** A chosen photo ready to send (itself or a smaller copy), or why it cannot be sent. */
export type PreparedPhoto =
  { state: 'ready'; upload: File } | { state: 'unreadable' } | { state: 'tooLarge' };

interface Job {
  file: File;
  resolve: (preparation: Preparation) => void;
}

/** The worker once started; null where the platform has none that can draw, or it failed. */
let worker: Worker | null | undefined;
const jobs = new Map<number, Job>();
let nextJobId = 1;

function canDrawInWorker(): boolean {
  return (
    typeof Worker === 'function' &&
    typeof OffscreenCanvas === 'function' &&
    typeof createImageBitmap === 'function'
  );
}

/** A worker that fails (its file did not load, say) leaves its photos to the page. */
function handleWorkerFailure(event: Event) {
  event.preventDefault();
  worker?.terminate();
  worker = null;
  for (const [id, job] of jobs) {
    jobs.delete(id);
    void preparePhotoHere(job.file).then(job.resolve);
  }
}

function preparationWorker(): Worker | null {
  if (worker !== undefined) return worker;
  if (!canDrawInWorker()) return (worker = null);
  try {
    // A file of the app's own origin, which the page's script-src 'self' allows.
    worker = new Worker(new URL('./preparation-worker.ts', import.meta.url), {
      type: 'module',
      name: 'photo-preparation',
    });
  } catch {
    // A browser without module workers refuses to start one.
    return (worker = null);
  }
  worker.addEventListener('message', (event: MessageEvent<PreparationReply>) => {
    const { id, preparation } = event.data;
    jobs.get(id)?.resolve(preparation);
    jobs.delete(id);
  });
  worker.addEventListener('error', handleWorkerFailure);
  return worker;
}

function prepareInWorkerOrHere(file: File): Promise<Preparation> {
  const preparing = preparationWorker();
  if (!preparing) return preparePhotoHere(file);
  return new Promise((resolve) => {
    const id = nextJobId++;
    jobs.set(id, { file, resolve });
    const request: PreparationRequest = { id, file };
    preparing.postMessage(request);
  });
}

// One photo at a time: ten photos of 12 megapixels open at once would take 500 MB.
let queue: Promise<unknown> = Promise.resolve();

/**
 * Prepares a chosen photo for upload off the page's thread where the platform allows (a
 * module worker drawing on an OffscreenCanvas), on the page otherwise: opened upright, and,
 * when too large or turned by its EXIF orientation, drawn again at most 1600 px on its longest
 * side as JPEG. Photos are prepared one after the other, in the order asked.
 */
export function preparePhoto(file: File): Promise<PreparedPhoto> {
  // A photo that cannot even be handed to the worker is marked, never left preparing.
  const turn = queue
    .then(() => prepareInWorkerOrHere(file))
    .catch((): Preparation => ({ kind: 'unreadable' }));
  queue = turn;
  return turn.then((preparation) => {
    switch (preparation.kind) {
      case 'unchanged':
        return { state: 'ready', upload: file };
      case 'encoded':
        return {
          state: 'ready',
          upload: new File([preparation.blob], preparedFileName(file.name), {
            type: PREPARED_TYPE,
            lastModified: file.lastModified,
          }),
        };
      default:
        return { state: preparation.kind };
    }
  });
}
