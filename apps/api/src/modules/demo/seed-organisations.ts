import { endOfAmmanDay } from '@tabarru/contract/amman-time';
import { eventToday } from '@tabarru/contract/event-time';

import type { Db } from '../../db/schema';
import { writeWantedPost } from '../wanted/service';
import { insertCampaign } from '../campaigns/service';
import { insertReceipt, markAsNeed } from '../needs/service';
import { insertOrganisation, replaceDropOffPoints } from '../organisations/service';
import { DEMO_CAMPAIGN, DEMO_ORGANISATIONS } from './demo-organisations';
import { verifyDemoOrganisation } from './queries';

const DAY = 86_400_000;

const isoAt = (at: number) => new Date(at).toISOString();

/**
 * The demo's verified organisations, for the members `memberIds` (one each, in the order of
 * DEMO_ORGANISATIONS): their drop-off points, their needs with what came in so far, and the
 * clothing bank's winter campaign under way, whose bars those receipts and the demo's
 * handovers fill.
 */
export async function seedOrganisations(
  trx: Db,
  memberIds: readonly number[],
  now: number,
): Promise<void> {
  const organisationIds: number[] = [];
  for (const [index, organisation] of DEMO_ORGANISATIONS.entries()) {
    const memberId = memberIds[index] ?? 0;
    const id = await insertOrganisation(trx, {
      userId: memberId,
      nameEn: organisation.nameEn,
      nameAr: organisation.nameAr,
      kind: organisation.kind,
      registrationNumber: organisation.registrationNumber,
      contactName: organisation.contactName,
      contactPhone: organisation.contactPhone,
      accepts: organisation.accepts,
      acceptsNoteEn: organisation.acceptsNoteEn,
      acceptsNoteAr: organisation.acceptsNoteAr,
      appliedAt: isoAt(now - 60 * DAY),
    });
    if (id === undefined) continue;
    await verifyDemoOrganisation(trx, id, isoAt(now - 58 * DAY));
    await replaceDropOffPoints(
      trx,
      id,
      organisation.dropOffPoints.map((point) => ({ ...point, placeId: point.place })),
    );
    for (const [order, need] of organisation.needs.entries()) {
      // Asked over the last weeks, the first the oldest.
      const postId = await writeWantedPost(trx, memberId, need, now - (12 - 3 * order) * DAY);
      const deadline = eventToday(new Date(now + need.inDays * DAY));
      await markAsNeed(trx, postId, {
        quantity: need.quantity,
        deadline,
        deadlineAt: isoAt(endOfAmmanDay(deadline)),
      });
      for (const receipt of need.received) {
        await insertReceipt(trx, {
          postId,
          quantity: receipt.quantity,
          way: receipt.way,
          donorId: null,
          at: isoAt(now - receipt.daysAgo * DAY),
        });
      }
    }
    organisationIds.push(id);
  }
  await insertCampaign(trx, {
    organisationId: organisationIds[DEMO_CAMPAIGN.organisation] ?? null,
    createdBy: memberIds[DEMO_CAMPAIGN.organisation] ?? 0,
    titleEn: DEMO_CAMPAIGN.titleEn,
    titleAr: DEMO_CAMPAIGN.titleAr,
    textEn: DEMO_CAMPAIGN.textEn,
    textAr: DEMO_CAMPAIGN.textAr,
    categories: DEMO_CAMPAIGN.categories,
    startsOn: eventToday(new Date(now - DEMO_CAMPAIGN.startedDaysAgo * DAY)),
    endsOn: eventToday(new Date(now + DEMO_CAMPAIGN.endsInDays * DAY)),
    targets: DEMO_CAMPAIGN.targets,
    at: isoAt(now - DEMO_CAMPAIGN.startedDaysAgo * DAY),
  });
}
