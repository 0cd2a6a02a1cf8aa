import { preparePhotoHere, type PreparationReply, type PreparationRequest } from './prepare-here';

// The page's worker (prepare-photo.ts): opening and drawing a phone's photo of 12 or more
// megapixels takes long enough to freeze a page, so it happens here.
self.addEventListener('message', (event: MessageEvent<PreparationRequest>) => {
  const { id, file } = event.data;
  void preparePhotoHere(file).then((preparation) => {
    const reply: PreparationReply = { id, preparation };
    self.postMessage(reply);
  });
});
