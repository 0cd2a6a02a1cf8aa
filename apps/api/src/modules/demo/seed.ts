import { eventToday } from '@tabarru/contract/event-time';
import { joinLocation } from '@tabarru/contract/location';

import type { Db } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { processImage, type ImageStore } from '../../infra/media';
import { hashPassword } from '../../infra/passwords';

import { insertEvent, insertEventImages } from '../events/queries';
import { appendImages, insertPost } from '../posts/queries';
import { normalizeSearchText } from '../posts/search-text';
import { insertMember } from '../users/queries';
import { usernameKey } from '../users/username-key';
import { DEMO_EVENTS, DEMO_MEMBERS, DEMO_PASSWORD, DEMO_POSTS } from './demo-data';
import { demoPicture, newBackgrounds } from './demo-images';
import { backdatePost, isDatabaseEmpty, setMemberLocation } from './queries';

const DAY = 86_400_000;

/**
 * Fills an empty database with a few members, about thirty posts and a few coming events in both
 * languages, with pictures drawn here, so a newcomer's first `npm start` shows a living feed. Returns the demo
 * accounts' emails, or [] when the database already had members or posts.
 */
export async function seedDemoData(db: Db, images: ImageStore): Promise<string[]> {
  if (!(await isDatabaseEmpty(db))) return [];
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const backgrounds = newBackgrounds();
  const pictures = await Promise.all(
    DEMO_POSTS.map(async (post, index) => {
      const count = post.pictures ?? 1;
      const drawn = await Promise.all(
        Array.from({ length: count }, (_, variant) =>
          demoPicture(post.picture, index + variant, backgrounds),
        ),
      );
      return Promise.all(drawn.map((picture) => processImage(picture)));
    }),
  );
  const eventPictures = await Promise.all(
    DEMO_EVENTS.map(async (event, index) =>
      processImage(await demoPicture(event.picture, index, backgrounds)),
    ),
  );
  for (const processed of [...pictures.flat(), ...eventPictures]) await images.save(processed);

  const now = Date.now();
  await inTransaction(db, async (trx) => {
    const memberIds: number[] = [];
    for (const member of DEMO_MEMBERS) {
      const row = await insertMember(trx, {
        username: member.username,
        usernameKey: usernameKey(member.username),
        email: member.email,
        phone: member.phone,
        passwordHash,
        locale: member.locale,
      });
      await setMemberLocation(trx, row.id, member.location);
      memberIds.push(row.id);
    }
    for (const [index, post] of DEMO_POSTS.entries()) {
      const postId = await insertPost(trx, {
        userId: memberIds[post.by] ?? memberIds[0] ?? 0,
        title: post.title,
        description: post.description,
        email: DEMO_MEMBERS[post.by]?.email ?? '',
        phone: `07${(90000100 + post.by).toString()}`,
        location: joinLocation(post.region, post.area),
        region: post.region,
        category: post.category,
        extras: post.extras,
        searchText: normalizeSearchText(post.title),
        // Written by us: nothing for the blocklist to find.
        blocklistMatches: [],
      });
      // Spread over the last month, newest last in the list.
      const createdAt = new Date(now - (DEMO_POSTS.length - index) * 0.9 * DAY).toISOString();
      await backdatePost(trx, postId, createdAt, post.availability ?? 'available');
      await appendImages(trx, postId, pictures[index] ?? []);
    }
    for (const [index, event] of DEMO_EVENTS.entries()) {
      const eventId = await insertEvent(trx, {
        title: event.title,
        description: event.description,
        location: joinLocation(event.region, event.venue),
        ownerName: event.ownerName,
        eventDate: eventToday(new Date(now + event.inDays * DAY)),
        startTime: event.startTime,
        endTime: event.endTime,
        createdBy: null,
      });
      const picture = eventPictures[index];
      if (picture) await insertEventImages(trx, eventId, [picture]);
    }
  });
  return DEMO_MEMBERS.map((member) => member.email);
}
