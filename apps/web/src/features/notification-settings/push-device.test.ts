import { describe, expect, it } from 'vitest';

import { base64UrlToBytes } from './push-device';

describe('base64UrlToBytes', () => {
  it('reads a VAPID key as pushManager.subscribe takes it', () => {
    const key = new Uint8Array(65).map((_, index) => (index * 37) % 256);
    const text = btoa(String.fromCharCode(...key))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(Array.from(base64UrlToBytes(text))).toEqual(Array.from(key));
  });
});
