import { describe, expect, it } from 'vitest';

import { deviceDetail, deviceOfDetail } from './detail';

describe('a notification’s device', () => {
  it('is read back as it was kept', () => {
    const device = { browser: 'Chrome', system: 'Android' };
    expect(deviceOfDetail(deviceDetail(device))).toEqual(device);
    expect(deviceOfDetail(deviceDetail({ browser: null, system: null }))).toEqual({
      browser: null,
      system: null,
    });
  });

  it('is none for no detail or one that is not a device', () => {
    for (const detail of [null, '', '{', '[]', '{"browser":1,"system":null}']) {
      expect(deviceOfDetail(detail)).toBeNull();
    }
  });
});
