import { describe, expect, it } from 'vitest';

import type { WorldValues } from './fuzz-world';
import { injectOptions, resolvePicks, WorldPick, type RequestPlan } from './request-plans';

const world: WorldValues = {
  ids: [4, 7],
  photoNames: ['a.webp'],
  imageUrls: [],
  emails: ['lina@example.jo'],
  phones: [],
  unsubscribeTokens: [],
};

const plan = (parts: Partial<RequestPlan>): RequestPlan => ({
  method: 'GET',
  route: '/x',
  segments: [''],
  query: [],
  rawQuery: '',
  body: { kind: 'none' },
  credentials: 'none',
  ...parts,
});

describe('a request plan', () => {
  it('names the world’s rows by position, read when it is sent', () => {
    expect(
      resolvePicks({ post_id: new WorldPick('ids', 3), to: [new WorldPick('emails', 0)] }, world),
    ).toEqual({
      post_id: 7,
      to: ['lina@example.jo'],
    });
  });

  it('encodes its path and query, keeping raw escapes as they are', () => {
    const options = injectOptions(
      plan({
        segments: [
          '',
          'api',
          'users',
          new WorldPick('ids', 0),
          { raw: '%zz' },
          { text: 'a b\uD800' },
        ],
        query: [
          ['q', 'ش'],
          ['tag', ['a', 'b']],
          ['gone', undefined],
        ],
        rawQuery: '&%FF=1',
      }),
      world,
      undefined,
    );
    expect(options.url).toBe('/api/users/4/%zz/%ED%A0%80?q=%D8%B4&tag=a&tag=b&%FF=1');
  });

  it('sends the token as the plan says', () => {
    const bearer = injectOptions(plan({ credentials: 'bearer' }), world, 't0k');
    expect(bearer.headers).toEqual({ authorization: 'Bearer t0k' });
    const legacy = injectOptions(plan({ credentials: 'legacy header' }), world, 't0k');
    expect(legacy.headers).toEqual({ jwt_token: 't0k' });
  });

  it('writes a form with the files it carries', () => {
    const options = injectOptions(
      plan({
        method: 'POST',
        body: {
          kind: 'form',
          fields: [
            ['title', 'Lamp'],
            ['count', 3],
          ],
          files: [
            { field: 'images', name: 'a.jpg', type: 'image/jpeg', content: Buffer.from('jpeg') },
          ],
          boundary: 'b0undary',
        },
      }),
      world,
      undefined,
    );
    const text = String(options.payload);
    expect(options.headers).toEqual({ 'content-type': 'multipart/form-data; boundary=b0undary' });
    expect(text).toContain('name="title"\r\n\r\nLamp\r\n');
    expect(text).toContain('name="count"\r\n\r\n3\r\n');
    expect(text).toContain(
      'filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\njpeg\r\n--b0undary--',
    );
  });
});
