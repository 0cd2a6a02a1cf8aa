import { describe, expect, it } from 'vitest';

import { notificationOfPush, pageOfNotification } from './push-notification';

const SITE = 'https://tabarru.jo';

describe('notificationOfPush', () => {
  it('shows the title and body in the recipient language and direction, opening its page', () => {
    const notification = notificationOfPush(
      {
        title: 'رسالة جديدة من سارة',
        body: 'هل ما زالت الكنبة متاحة؟',
        url: '/ar/dm/8',
        tag: 'conversation-8',
        lang: 'ar',
        dir: 'rtl',
      },
      SITE,
    );
    expect(notification).toEqual({
      title: 'رسالة جديدة من سارة',
      options: {
        body: 'هل ما زالت الكنبة متاحة؟',
        tag: 'conversation-8',
        lang: 'ar',
        dir: 'rtl',
        icon: '/icons/icon-192.png',
        badge: '/icons/badge-96.png',
        data: { url: `${SITE}/ar/dm/8` },
      },
    });
  });

  it('leaves the tag out when there is none', () => {
    const notification = notificationOfPush(
      { title: 'Your claim was accepted', body: '', url: '/myrequests', lang: 'en', dir: 'ltr' },
      SITE,
    );
    expect(notification?.options).not.toHaveProperty('tag');
    expect(notification?.options.data.url).toBe(`${SITE}/myrequests`);
  });

  it('ignores a message that is not ours', () => {
    expect(notificationOfPush(null, SITE)).toBeNull();
    expect(notificationOfPush('hello', SITE)).toBeNull();
    expect(notificationOfPush({ title: 'x', body: 'y', url: '/' }, SITE)).toBeNull();
    expect(
      notificationOfPush({ title: '', body: 'y', url: '/', lang: 'en', dir: 'ltr' }, SITE),
    ).toBeNull();
    expect(
      notificationOfPush({ title: 'x', body: 'y', url: '/', lang: 'fr', dir: 'ltr' }, SITE),
    ).toBeNull();
  });
});

describe('pageOfNotification', () => {
  it('opens pages of this site only', () => {
    expect(pageOfNotification('/posts/7', SITE)).toBe(`${SITE}/posts/7`);
    expect(pageOfNotification(`${SITE}/ar/myclaims`, SITE)).toBe(`${SITE}/ar/myclaims`);
    expect(pageOfNotification('https://evil.example/phish', SITE)).toBe(`${SITE}/`);
    expect(pageOfNotification('//evil.example/phish', SITE)).toBe(`${SITE}/`);
    expect(pageOfNotification('javascript:alert(1)', SITE)).toBe(`${SITE}/`);
  });
});
