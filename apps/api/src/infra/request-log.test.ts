import { describe, expect, it } from 'vitest';

import { loggableUrl } from './request-log';

describe('loggableUrl', () => {
  it('keeps a path without a query as it is', () => {
    expect(loggableUrl('/posts/12')).toBe('/posts/12');
  });

  it('keeps ordinary query parameters', () => {
    expect(loggableUrl('/posts?category=books&page=2')).toBe('/posts?category=books&page=2');
  });

  it('hides the value of secret parameters, whatever their case', () => {
    expect(loggableUrl('/reset-password?token=abc123&lang=ar')).toBe(
      '/reset-password?token=[redacted]&lang=ar',
    );
    expect(loggableUrl('/verify?Code=123456')).toBe('/verify?Code=[redacted]');
    expect(loggableUrl('/x?api_key=1&api_key=2')).toBe('/x?api_key=[redacted]&api_key=[redacted]');
  });

  it('drops an empty query', () => {
    expect(loggableUrl('/posts?')).toBe('/posts');
  });
});
