import { describe, expect, it } from 'vitest';

import { photoSrcSet } from './photo-src-set';

describe('photoSrcSet', () => {
  const photo = { url: 'full.webp', thumbnail_url: 'small.webp' };

  it('offers the thumbnail and the photo by their widths', () => {
    expect(photoSrcSet({ ...photo, width: 1600, height: 1200 })).toBe(
      'small.webp 480w, full.webp 1600w',
    );
    expect(photoSrcSet({ ...photo, width: 900, height: 1600 })).toBe(
      'small.webp 270w, full.webp 900w',
    );
  });

  it('offers the photo alone when it is no larger than a thumbnail', () => {
    expect(photoSrcSet({ ...photo, width: 400, height: 300 })).toBe('full.webp 400w');
  });
});
