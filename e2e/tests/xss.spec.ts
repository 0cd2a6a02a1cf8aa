import { randomInt } from 'node:crypto';

import type { APIRequestContext, Browser, Page } from '@playwright/test';
import sharp from 'sharp';

import { adminToken, dayFromToday } from '../support/content';
import { e2eEnv } from '../support/env';
import { expect, test } from '../support/fixtures';
import { LANGS, localPath, type Lang } from '../support/i18n';
import { registerApiMember, type ApiMember } from '../support/members';
import { main } from '../support/pages';
import type { Photo } from '../support/posts';
import { vectorBatch, vectorBatches, XSS_VECTORS, VECTOR_SEPARATOR } from '../support/xss-vectors';

/*
 * Cross-site scripting, end to end: every text field a member or an administrator writes holds
 * batches of the vectors of support/xss-vectors.ts (written through the API, as any client
 * could), and every page that shows those fields is opened once in each language. On each one:
 * no dialog opened, the canary `window.__xss` never set, no element the app did not render (an
 * `on*` attribute, a script, a frame, an element with the vectors' id), each vector shown as the
 * literal text it was, and (the fixture) no Content-Security-Policy violation, page error or
 * console error.
 */

const joined = (vectors: readonly string[]) => vectors.join(VECTOR_SEPARATOR);

/** A small real photo, which every post and event needs. */
async function photo(): Promise<Photo> {
  const buffer = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 120, g: 160, b: 140 } },
  })
    .png()
    .toBuffer();
  return { name: 'photo.png', mimeType: 'image/png', buffer };
}

async function api(
  request: APIRequestContext,
  token: string,
  method: string,
  path: string,
  data: object | undefined,
  multipart?: Record<string, string | Photo>,
): Promise<Record<string, unknown>> {
  const response = await request.fetch(`${e2eEnv().apiUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(data && { data }),
    ...(multipart && { multipart }),
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as Record<string, unknown>;
}

interface HostilePost {
  title: string[];
  description: string[];
  area: string[];
  extras: string[];
}

/** A post of `member` whose every text field holds vectors; its id. */
async function createHostilePost(
  request: APIRequestContext,
  member: ApiMember,
  tag: string,
  post: HostilePost,
): Promise<number> {
  const reply = await api(request, member.token, 'POST', '/create_post', undefined, {
    title: `${tag} ${joined(post.title)}`,
    description: joined(post.description),
    email: member.email,
    phone: member.localPhone,
    location: `Amman - ${post.area.length > 0 ? joined(post.area) : 'Abdali'}`,
    features: JSON.stringify(['Furniture', ...post.extras]),
    images: await photo(),
  });
  return reply.post_id as number;
}

/** A page of its own for a member or the administrator, signed in with `token`. */
async function signedInPage(browser: Browser, baseURL: string | undefined, token: string) {
  const context = await browser.newContext({ baseURL, timezoneId: 'Asia/Amman' });
  await context.addInitScript((value) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', value);
  }, token);
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return { context, page, dialogs };
}

interface PageSeen {
  canary: unknown;
  injected: string[];
  text: string;
}

/** What the page holds that the app never renders itself. */
function inspectPage(): PageSeen {
  const foreign = (element: Element) =>
    Array.from(element.attributes).some((attribute) => /^on/i.test(attribute.name)) ||
    element.id === 'xss' ||
    /^(script|iframe|frame|frameset|object|embed|base|meta|link|style|template|noscript|xmp|plaintext|listing|isindex|marquee)$/i.test(
      element.localName,
    ) ||
    /^\s*(javascript|data|vbscript):/i.test(
      element.getAttribute('href') ??
        element.getAttribute('xlink:href') ??
        element.getAttribute('src') ??
        element.getAttribute('action') ??
        element.getAttribute('formaction') ??
        '',
    );
  const injected = Array.from(document.body.querySelectorAll('*'))
    .filter(foreign)
    // The app's own module script may stand at the end of the body.
    .filter(
      (element) =>
        !(element.localName === 'script' && element.getAttribute('src')?.startsWith('/assets/')),
    )
    .map((element) => element.outerHTML.slice(0, 160));
  return {
    canary: (window as unknown as { __xss?: unknown }).__xss,
    injected,
    text: document.body.textContent ?? '',
  };
}

/**
 * Opens `path` and checks that nothing of the vectors ran or became markup, and that every
 * vector of `shown` is on the page as the text it was.
 */
async function expectInert(
  seen: { page: Page; dialogs: string[] },
  lang: Lang,
  path: string,
  shown: readonly string[],
) {
  const { page, dialogs } = seen;
  const where = localPath(lang, path);
  await page.goto(where);
  const [first] = shown;
  if (first === undefined) await page.waitForLoadState('networkidle');
  else await expect(main(page), where).toContainText(first.trim().slice(0, 40));
  // A page may show a vector before the rest (a conversation's item card before its messages):
  // each is awaited as text, then the page is inspected with all of them on it.
  await expect
    .poll(
      async () => {
        const { text } = await page.evaluate(inspectPage);
        return shown.filter((vector) => !text.includes(vector));
      },
      { message: `vectors not shown as text on ${where}` },
    )
    .toEqual([]);
  const found = await page.evaluate(inspectPage);
  expect(found.canary, `window.__xss on ${where}`).toBeUndefined();
  expect(found.injected, `elements injected on ${where}`).toEqual([]);
  expect(dialogs, `dialogs on ${where}`).toEqual([]);
}

test.describe('cross-site scripting through every field, on every page that shows it', () => {
  test('what members write, on the pages members see', async ({ browser, baseURL, request }) => {
    test.setTimeout(150_000);
    const tag = `xss${randomInt(100_000, 999_999)}`;
    const [donor, receiver] = [
      await registerApiMember(request, 'en'),
      await registerApiMember(request, 'ar'),
    ];

    // Three posts whose descriptions hold every vector; titles, areas and extras a share each.
    const descriptions = vectorBatches(2000);
    const posts = descriptions.map((description, index) => ({
      title: vectorBatch(100 - tag.length - 1, index * 7),
      description,
      area: vectorBatch(100, 30 + index * 5),
      // One vector an extra: ten of them, of at most 60 characters each.
      extras: Array.from(
        { length: 10 },
        (_, extra) => vectorBatch(60, 50 + index * 10 + extra)[0] ?? '',
      ),
    }));
    const postIds: number[] = [];
    for (const post of posts) postIds.push(await createHostilePost(request, donor, tag, post));
    const [given = 0, claimed = 0] = postIds;

    // A handover of the first, rated both ways; a claim waiting on the second.
    const claim = await api(request, receiver.token, 'POST', '/api/donations/claims', {
      post_id: given,
    });
    await api(
      request,
      donor.token,
      'PUT',
      `/api/donations/claims/${String(claim.claim_id)}/confirm`,
      undefined,
    );
    await api(request, receiver.token, 'POST', '/api/donations/claims', { post_id: claimed });
    const receivedComment = vectorBatch(500, 20);
    const givenComment = vectorBatch(500, 45);
    await api(request, receiver.token, 'POST', '/api/feedback', {
      receiver_id: donor.id,
      rating: 5,
      comment: joined(receivedComment),
    });
    await api(request, donor.token, 'POST', '/api/feedback', {
      receiver_id: receiver.id,
      rating: 4,
      comment: joined(givenComment),
    });

    // Messages that hold every vector, about the item.
    const messages = vectorBatches(2000);
    for (const message of messages) {
      await api(request, receiver.token, 'POST', '/messages', {
        receiver_id: donor.id,
        content: joined(message),
        post_id: given,
      });
    }
    const reply = vectorBatch(2000, 70);
    await api(request, donor.token, 'POST', '/messages', {
      receiver_id: receiver.id,
      content: joined(reply),
      post_id: given,
    });

    // What the receiver looks for, and a search the donor saved.
    const wanted = {
      title: vectorBatch(100 - tag.length - 1, 90),
      description: vectorBatch(2000, 60),
    };
    await api(request, receiver.token, 'POST', '/api/wanted', {
      title: `${tag} ${joined(wanted.title)}`,
      description: joined(wanted.description),
      category: 'Furniture',
      region: 'Amman',
    });
    const search = vectorBatch(100, 100);
    await api(request, donor.token, 'POST', '/api/saved-searches', { q: joined(search) });

    const donorView = await signedInPage(browser, baseURL, donor.token);
    try {
      for (const lang of LANGS) {
        // The feed lists the items still on offer: not the first, given away.
        const offered = posts.slice(1).flatMap((post) => [tag, ...post.title]);
        await expectInert(donorView, lang, `/feed?q=${tag}`, offered);
        await expectInert(donorView, lang, `/feed?kind=wanted&q=${tag}`, [tag, ...wanted.title]);
        for (const [index, post] of posts.entries()) {
          await expectInert(donorView, lang, `/posts/${String(postIds[index])}`, [
            ...post.title,
            ...post.description,
            ...post.area,
            ...post.extras,
          ]);
        }
        await expectInert(donorView, lang, `/user/${donor.id}`, receivedComment);
        await expectInert(donorView, lang, `/user/${receiver.id}`, [
          ...givenComment,
          ...wanted.title,
        ]);
        await expectInert(donorView, lang, '/messages', []);
        await expectInert(donorView, lang, `/dm/${receiver.id}?post=${given}`, [
          ...messages.flat(),
          ...reply,
        ]);
        await expectInert(donorView, lang, '/notifications', []);
        await expectInert(donorView, lang, '/myclaims', []);
        await expectInert(donorView, lang, '/myposts', []);
        await expectInert(donorView, lang, '/saved-searches', search);
      }
    } finally {
      await donorView.context.close();
    }
    expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(100);
  });

  test('what members and administrators write, on the administrators’ pages and the events', async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(150_000);
    const tag = `xss${randomInt(100_000, 999_999)}`;
    const admin = await adminToken(request);
    const [member, firstReporter, secondReporter] = [
      await registerApiMember(request, 'en'),
      await registerApiMember(request, 'ar'),
      await registerApiMember(request, 'en'),
    ];

    // A post two members report with notes: it waits in /admin/flagged with them.
    const reported: HostilePost = {
      title: vectorBatch(100 - tag.length - 1, 3),
      description: vectorBatch(2000, 10),
      area: vectorBatch(100, 17),
      extras: [],
    };
    const reportedId = await createHostilePost(request, member, tag, reported);
    const notes = [vectorBatch(500, 33), vectorBatch(500, 66)];
    for (const [index, reporter] of [firstReporter, secondReporter].entries()) {
      await api(request, reporter.token, 'POST', `/posts/${reportedId}/report`, {
        reason: 'other',
        note: joined(notes[index] ?? []),
      });
    }
    // A post the blocklist holds for its link, which /admin/flagged shows as it was found.
    const link = 'https://x.test/"><img src=x onerror=alert(1) id=xss>';
    await createHostilePost(request, member, tag, {
      title: vectorBatch(100 - tag.length - 1, 80),
      description: [link, ...vectorBatch(1000, 90)],
      area: [],
      extras: [],
    });

    // The contact form, which the administrators read.
    const contact = { name: vectorBatch(100, 40), message: vectorBatches(5000)[0] ?? [] };
    const sent = await request.post(`${e2eEnv().apiUrl}/contact`, {
      data: {
        name: joined(contact.name),
        email: 'xss@example.test',
        message: joined(contact.message),
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);

    // An event whose every field holds vectors, a different share in each language.
    const event = {
      title: vectorBatch(100, 5),
      description: vectorBatch(2000, 25),
      titleAr: vectorBatch(100, 55),
      descriptionAr: vectorBatch(2000, 85),
      venue: vectorBatch(150, 115),
      owner: vectorBatch(100, 12),
    };
    const created = await api(request, admin, 'POST', '/events', undefined, {
      title: joined(event.title),
      description: joined(event.description),
      title_ar: joined(event.titleAr),
      description_ar: joined(event.descriptionAr),
      location: `Amman - ${joined(event.venue)}`,
      owner_name: joined(event.owner),
      event_date: dayFromToday(3),
      start_time: '10:00',
      end_time: '12:00',
      images: await photo(),
    });
    const eventId = String(created.event_id);

    const adminView = await signedInPage(browser, baseURL, admin);
    try {
      for (const lang of LANGS) {
        await expectInert(adminView, lang, '/admin/flagged', [...reported.title, ...notes.flat()]);
        await expectInert(adminView, lang, '/admin/contact-messages', [
          ...contact.name,
          ...contact.message,
        ]);
        await expectInert(adminView, lang, `/admin/posts?q=${tag}`, [tag, ...reported.title]);
        await expectInert(adminView, lang, '/admin/users', []);
        await expectInert(adminView, lang, '/admin/audit-log', []);
        await expectInert(adminView, lang, '/admin/events', []);
        const [title, description] =
          lang === 'en' ? [event.title, event.description] : [event.titleAr, event.descriptionAr];
        await expectInert(adminView, lang, '/events', title);
        await expectInert(adminView, lang, `/events/${eventId}`, [
          ...title,
          ...description,
          ...event.venue,
          ...event.owner,
        ]);
      }
    } finally {
      await adminView.context.close();
    }
  });
});
