import { describe, expect, it } from 'vitest';

import { apiOriginOf, previewOfMemberPost, savedReplyKey, savedReplyKind } from './api-replies';

const API = 'http://localhost:3001';
const at = (address: string) => new URL(address);

describe('apiOriginOf', () => {
  it('reads the API origin from the worker address', () => {
    expect(
      apiOriginOf('http://localhost:3000/service-worker.js?api=http%3A%2F%2Flocalhost%3A3001'),
    ).toBe(API);
    expect(
      apiOriginOf('https://tabarru.jo/service-worker.js?api=https%3A%2F%2Fapi.tabarru.jo%2F'),
    ).toBe('https://api.tabarru.jo');
  });

  it('has none without a usable value', () => {
    expect(apiOriginOf('http://localhost:3000/service-worker.js')).toBeUndefined();
    expect(
      apiOriginOf('http://localhost:3000/service-worker.js?api=not%20a%20url'),
    ).toBeUndefined();
    expect(
      apiOriginOf('http://localhost:3000/service-worker.js?api=data%3Atext%2Fplain%2Cx'),
    ).toBeUndefined();
  });
});

describe('savedReplyKind', () => {
  it('keeps feed pages, post previews and photos of the API', () => {
    expect(savedReplyKind(at(`${API}/posts?sort=newest&category=furniture`), API)).toBe('feedPage');
    expect(savedReplyKind(at(`${API}/api/posts/42/preview`), API)).toBe('postPreview');
    expect(savedReplyKind(at(`${API}/uploads/0a1b2c.webp`), API)).toBe('photo');
  });

  it('never keeps private replies', () => {
    for (const path of [
      '/Posting/posts/42',
      '/messages/unread/count',
      '/api/messages/conversation/3',
      '/api/donations/claims/7',
      '/api/users/me/export',
      '/profile',
      '/api/blocks',
      '/authentication/verify',
      '/uploads/../jwt-secret',
      '/api/posts/42/preview/extra',
    ]) {
      expect(savedReplyKind(at(`${API}${path}`), API), path).toBeUndefined();
    }
  });

  it('keeps nothing of another origin', () => {
    expect(savedReplyKind(at('https://evil.example/posts'), API)).toBeUndefined();
    expect(savedReplyKind(at('http://localhost:3000/posts'), API)).toBeUndefined();
  });
});

describe('previewOfMemberPost', () => {
  it('names the public preview of the post a member reads', () => {
    expect(previewOfMemberPost(at(`${API}/Posting/posts/42`), API)).toBe(
      `${API}/api/posts/42/preview`,
    );
  });

  it('names nothing for other requests', () => {
    expect(previewOfMemberPost(at(`${API}/Posting/posts/abc`), API)).toBeUndefined();
    expect(previewOfMemberPost(at(`${API}/posts`), API)).toBeUndefined();
    expect(previewOfMemberPost(at(`https://evil.example/Posting/posts/4`), API)).toBeUndefined();
  });
});

describe('savedReplyKey', () => {
  it('keys a reply by its address alone, whoever asked', () => {
    const member = new Request(`${API}/posts?page=1`, {
      headers: { Authorization: 'Bearer token-of-a-member' },
    });
    expect(savedReplyKey(member)).toBe(`${API}/posts?page=1`);
    expect(savedReplyKey(new Request(`${API}/posts?page=1`))).toBe(savedReplyKey(member));
  });
});
