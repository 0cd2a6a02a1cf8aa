import { mkdir } from 'node:fs/promises';
import path from 'node:path';

import { TOKEN_STORAGE_KEY } from '@tabarru/contract/constants';
import type { FeedReply } from '@tabarru/contract/posts';

import { REPO_ROOT } from '../support/app-server';
import { e2eEnv } from '../support/env';
import { expect, test } from '../support/fixtures';
import { LANGS, localPath } from '../support/i18n';
import { pageHeading } from '../support/pages';

/** The demo member of the README, whose profile and posts the pictures show. */
const DEMO_MEMBER = { email: 'sara@demo.tabarru.jo', password: 'tabarru-demo-2026' };

const SCREENS = {
  phone: { width: 390, height: 844 },
  laptop: { width: 1280, height: 800 },
} as const;

const OUTPUT_DIR = path.join(REPO_ROOT, 'docs/screenshots');

test.use({ reducedMotion: 'reduce' });

test("the README pictures: home, feed, a post, create, a profile, a member's page, claims, messages, a conversation and the events, phone and laptop, both languages", async ({
  page,
  request,
}) => {
  const { apiUrl } = e2eEnv();
  const login = await request.post(`${apiUrl}/authentication/login`, { data: DEMO_MEMBER });
  expect(login.ok()).toBe(true);
  const { jwtToken } = (await login.json()) as { jwtToken: string };
  const feed = (await (await request.get(`${apiUrl}/posts`)).json()) as FeedReply;
  const post = feed.posts.find((card) => card.username !== 'sara_h') ?? feed.posts[0];
  if (!post) throw new Error('the demo data has no posts');
  // A conversation already read, so taking its picture leaves the unread ones as they are.
  const contacts = (await (
    await request.get(`${apiUrl}/messages/contacts`, {
      headers: { Authorization: `Bearer ${jwtToken}` },
    })
  ).json()) as { id: number; post_id: number | null; unread_count: number }[];
  const readConversation = contacts.find((contact) => contact.unread_count === 0);
  if (!readConversation) throw new Error('the demo data has no conversation read to the end');
  await page.addInitScript(([key, token]) => localStorage.setItem(key, token), [
    TOKEN_STORAGE_KEY,
    jwtToken,
  ] as const);

  const pages = {
    home: '/',
    feed: '/feed',
    post: `/posts/${post.post_id}`,
    create: '/create_post',
    profile: '/profile',
    member: `/user/${post.user_id}`,
    claims: '/myclaims',
    messages: '/messages',
    // The thread as the messages list opens it: the one about its item.
    conversation:
      readConversation.post_id === null
        ? `/dm/${readConversation.id}`
        : `/dm/${readConversation.id}?post=${readConversation.post_id}`,
    events: '/events',
  };
  await mkdir(OUTPUT_DIR, { recursive: true });
  for (const lang of LANGS) {
    for (const [screen, viewport] of Object.entries(SCREENS)) {
      await page.setViewportSize(viewport);
      for (const [name, pagePath] of Object.entries(pages)) {
        await page.goto(localPath(lang, pagePath));
        await expect(pageHeading(page)).toBeVisible();
        await page.waitForLoadState('networkidle');
        // The feed's skeleton stays a second at least; the picture is of the cards.
        if (name === 'feed') {
          await expect(
            page.getByRole('main').getByRole('link', { name: post.title }),
          ).toBeVisible();
        }
        // Lazy images out of view never load; those in view are waited for.
        await page.waitForFunction(() =>
          Array.from(document.images)
            .filter((image) => {
              const box = image.getBoundingClientRect();
              return (
                box.width > 0 &&
                box.bottom > 0 &&
                box.top < window.innerHeight &&
                box.right > 0 &&
                box.left < window.innerWidth
              );
            })
            .every((image) => image.complete),
        );
        await page.screenshot({
          path: path.join(OUTPUT_DIR, `${name}-${screen}-${lang}.jpg`),
          type: 'jpeg',
          quality: 70,
          animations: 'disabled',
        });
      }
    }
  }
});
