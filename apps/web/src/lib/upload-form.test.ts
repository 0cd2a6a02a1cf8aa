import { describe, expect, it } from 'vitest';

import { uploadProgress } from './upload-form';

describe('uploadProgress', () => {
  // 1000 bytes of fields and part headers, then photos of 3000, 1000 and 2000 bytes.
  const sizes = [3000, 1000, 2000];
  const total = 7000;

  it('has sent no photo while the fields go', () => {
    expect(uploadProgress(0, total, sizes)).toEqual({ percent: 0, photos: [0, 0, 0] });
    expect(uploadProgress(1000, total, sizes)).toEqual({ percent: 14, photos: [0, 0, 0] });
  });

  it('fills the photos one after the other, in the order sent', () => {
    expect(uploadProgress(2500, total, sizes)).toEqual({ percent: 36, photos: [50, 0, 0] });
    expect(uploadProgress(4000, total, sizes)).toEqual({ percent: 57, photos: [100, 0, 0] });
    expect(uploadProgress(4250, total, sizes)).toEqual({ percent: 61, photos: [100, 25, 0] });
    expect(uploadProgress(6000, total, sizes)).toEqual({ percent: 86, photos: [100, 100, 50] });
  });

  it('has every photo at 100 when the whole body has gone', () => {
    expect(uploadProgress(total, total, sizes)).toEqual({ percent: 100, photos: [100, 100, 100] });
  });

  it('holds for a form without new photos', () => {
    expect(uploadProgress(50, 100, [])).toEqual({ percent: 50, photos: [] });
  });
});
