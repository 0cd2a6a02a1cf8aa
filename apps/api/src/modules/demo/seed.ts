import { eventToday } from '@tabarru/contract/event-time';
import { joinLocation } from '@tabarru/contract/location';
import { localJordanPhone } from '@tabarru/contract/phone';

import type { Db } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { processImage, type ImageStore } from '../../infra/media';
import { hashPassword } from '../../infra/passwords';

import { conversationThread, sideOf } from '../messages/policy';
import {
  insertNotification,
  markRead,
  recordMessageNotification,
  recordMessagesRead,
  type NewNotification,
} from '../notifications/service';
import { writeWantedPost } from '../wanted/service';
import { insertMember, usernameKey } from '../users/service';
import { appendImages, insertPost, markDonated } from '../posts/service';
import { decideClaim, insertClaim } from '../claims/service';
import { countHandover } from '../handovers/service';
import { insertEvent, insertEventImages } from '../events/service';
import { changeRatingTotals, insertFeedback } from '../feedback/service';
import {
  insertMessage,
  lockConversation,
  lowerUnread,
  markMessageRead,
  recordLastMessage,
} from '../messages/service';
import {
  DEMO_CLAIMS,
  DEMO_CONVERSATIONS,
  DEMO_EVENTS,
  DEMO_FEEDBACK,
  DEMO_MEMBERS,
  DEMO_PASSWORD,
  DEMO_POSTS,
  DEMO_WANTED,
} from './demo-data';
import { demoPicture, newBackgrounds } from './demo-images';
import { DEMO_ORGANISATIONS } from './demo-organisations';
import {
  backdateClaim,
  backdateFeedback,
  backdatePost,
  isDatabaseEmpty,
  setMemberProfile,
} from './queries';
import { seedOrganisations } from './seed-organisations';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;

/**
 * The demo claims and feedback, written as the product writes them: a confirmed claim donates
 * its post and counts the handover on both members, a rating adds to the receiver's totals, and
 * each tells its member in a notification.
 */
async function seedHandovers(trx: Db, memberIds: number[], postIds: number[], now: number) {
  const member = (index: number) => memberIds[index] ?? 0;
  for (const claim of DEMO_CLAIMS) {
    const postId = postIds[claim.post] ?? 0;
    const donorId = member(DEMO_POSTS[claim.post]?.by ?? 0);
    const claimId = await insertClaim(trx, {
      postId,
      receiverId: member(claim.by),
      donorId,
      message: claim.message ?? null,
    });
    const createdAt = new Date(now - claim.hoursAgo * HOUR).toISOString();
    const decidedAt = new Date(now - (claim.hoursAgo - 2) * HOUR).toISOString();
    if (claim.status !== 'pending') await decideClaim(trx, claimId, claim.status, decidedAt);
    if (claim.status === 'confirmed') {
      await markDonated(trx, postId);
      await countHandover(trx, donorId, member(claim.by));
    }
    await backdateClaim(trx, claimId, {
      createdAt,
      decidedAt: claim.status === 'pending' ? null : decidedAt,
      seenAt: claim.status === 'pending' || claim.unseen ? null : decidedAt,
    });
    const actor = member(claim.by);
    // The donor read of a claim they answered; the claimant, of an answer they saw.
    await demoNotification(
      trx,
      { userId: donorId, kind: 'claim_received', actorId: actor, postId },
      createdAt,
      claim.status === 'pending' ? null : decidedAt,
    );
    if (claim.status !== 'pending') {
      await demoNotification(
        trx,
        { userId: actor, kind: `claim_${claim.status}`, actorId: donorId, postId },
        decidedAt,
        claim.unseen ? null : decidedAt,
      );
    }
  }
  for (const feedback of DEMO_FEEDBACK) {
    const feedbackId = await insertFeedback(trx, {
      giverId: member(feedback.from),
      receiverId: member(feedback.to),
      rating: feedback.rating,
      comment: feedback.comment ?? null,
    });
    await changeRatingTotals(trx, member(feedback.to), feedback.rating, 1);
    const givenAt = new Date(now - feedback.hoursAgo * HOUR).toISOString();
    await backdateFeedback(trx, feedbackId, givenAt);
    // Ratings of the last two days are still new.
    await demoNotification(
      trx,
      {
        userId: member(feedback.to),
        kind: 'rating_received',
        actorId: member(feedback.from),
        postId: null,
        rating: feedback.rating,
      },
      givenAt,
      feedback.hoursAgo > 48 ? givenAt : null,
    );
  }
}

/** A notification as its cause writes it, read at `readAt` (null: still unread). */
async function demoNotification(
  trx: Db,
  notification: NewNotification,
  at: string,
  readAt: string | null,
) {
  const id = await insertNotification(trx, notification, at);
  if (id !== null && readAt !== null) await markRead(trx, notification.userId, id, readAt);
}

/**
 * The demo conversations, written as a sent message is (its conversation's last message and the
 * receiver's unread count, the item a first message asks about) and read as a reader reads
 * them. No unread-message email is due: the demo members' addresses are not real.
 */
async function seedConversations(trx: Db, memberIds: number[], postIds: number[], now: number) {
  const member = (index: number) => memberIds[index] ?? 0;
  for (const { between, messages } of DEMO_CONVERSATIONS) {
    const [oneId, otherId] = [member(between[0]), member(between[1])];
    // A message about no item answers the one asked about before it: it goes to that thread.
    let itemId: number | null = null;
    for (const message of messages) {
      if (message.about !== undefined) itemId = postIds[message.about] ?? null;
      const senderId = member(message.from);
      const receiverId = senderId === oneId ? otherId : oneId;
      const at = new Date(now - message.minutesAgo * MINUTE).toISOString();
      const thread = await lockConversation(trx, conversationThread(oneId, otherId, itemId), at);
      const postId = message.about === undefined ? null : (postIds[message.about] ?? null);
      const messageId = await insertMessage(trx, {
        conversationId: thread.id,
        senderId,
        receiverId,
        content: message.content,
        createdAt: at,
        postId,
      });
      const receiverSide = sideOf(receiverId, senderId);
      const unread = await recordLastMessage(trx, thread.id, {
        messageId,
        at,
        receiverSide,
        emailDueAt: null,
      });
      await recordMessageNotification(trx, { receiverId, senderId, postId, itemId }, unread, at);
      if (message.read && (await markMessageRead(trx, messageId, receiverId, at))) {
        const left = await lowerUnread(trx, thread.id, receiverSide, 1);
        await recordMessagesRead(trx, { readerId: receiverId, senderId, itemId }, left, at);
      }
    }
  }
}

/**
 * Fills an empty database with a few members, about thirty posts and a few coming events in both
 * languages, with pictures drawn here, and claims, feedback and conversations between the members,
 * two verified organisations with their needs and a winter campaign under way, so a newcomer's
 * first `npm start` shows a living feed, /myclaims, /messages and campaigns. Returns the demo
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
  const members = [
    ...DEMO_MEMBERS,
    ...DEMO_ORGANISATIONS.map((organisation) => organisation.member),
  ];
  await inTransaction(db, async (trx) => {
    const memberIds: number[] = [];
    for (const member of members) {
      const row = await insertMember(trx, {
        username: member.username,
        usernameKey: usernameKey(member.username),
        email: member.email,
        phone: member.phone,
        passwordHash,
        locale: member.locale,
      });
      // Members for a few months, before any of their posts.
      await setMemberProfile(trx, row.id, {
        location: member.location,
        joinedAt: new Date(now - (150 - 20 * memberIds.length) * DAY).toISOString(),
      });
      memberIds.push(row.id);
    }
    const postIds: number[] = [];
    for (const [index, post] of DEMO_POSTS.entries()) {
      const postId = await insertPost(trx, {
        userId: memberIds[post.by] ?? memberIds[0] ?? 0,
        title: post.title,
        description: post.description,
        // Each post carries its own donor's contact, as the create form fills it in.
        email: DEMO_MEMBERS[post.by]?.email ?? '',
        phone: localJordanPhone(DEMO_MEMBERS[post.by]?.phone ?? '') ?? '',
        location: joinLocation(post.region, post.area),
        region: post.region,
        category: post.category,
        extras: post.extras,
        // Written by us: nothing for the blocklist to find.
        blocklistMatches: [],
      });
      // Spread over the last month, newest last in the list.
      const createdAt = new Date(now - (DEMO_POSTS.length - index) * 0.9 * DAY).toISOString();
      await backdatePost(trx, postId, createdAt, post.availability ?? 'available');
      await appendImages(trx, postId, pictures[index] ?? []);
      postIds.push(postId);
    }
    for (const [index, wanted] of DEMO_WANTED.entries()) {
      const memberId = memberIds[wanted.by] ?? memberIds[0] ?? 0;
      // Asked over the last days, newest last in the list.
      await writeWantedPost(trx, memberId, wanted, now - (DEMO_WANTED.length - index) * 1.5 * DAY);
    }
    await seedHandovers(trx, memberIds, postIds, now);
    await seedConversations(trx, memberIds, postIds, now);
    await seedOrganisations(trx, memberIds.slice(DEMO_MEMBERS.length), now);
    for (const [index, event] of DEMO_EVENTS.entries()) {
      const eventId = await insertEvent(trx, {
        title: event.title,
        description: event.description,
        titleAr: event.titleAr,
        descriptionAr: event.descriptionAr,
        location: event.region,
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
  return members.map((member) => member.email);
}
