import type { z } from 'zod';

import {
  CAMPAIGN_MESSAGES,
  type Campaign,
  type CampaignReply,
  type campaignCreateSchema,
} from '@tabarru/contract/campaigns';
import { REGIONS } from '@tabarru/contract/constants';
import { ERROR_CODES } from '@tabarru/contract/errors';
import { eventToday } from '@tabarru/contract/event-time';

import type { ModuleContext } from '../../context';
import type { Db } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../infra/http-errors';
import { recordAdminAction } from '../audit/service';
import { verifiedOrganisationOf } from '../organisations/service';
import { writeAs, type Session } from '../sessions/service';
import { areCampaignDaysInRange, campaignWindow } from './policy';
import { parseCategories, presentCampaign, presentProgress } from './presenter';
import {
  findCampaign,
  handoversIn,
  insertCampaign,
  needReceiptsIn,
  offersIn,
  runningCampaigns,
  targetsOf,
  type CampaignRow,
} from './queries';

// The demo seed starts its campaign with this.
export { insertCampaign } from './queries';

/** The running campaigns GET /api/campaigns lists at most. */
const RUNNING_MAX = 20;

type CampaignInput = z.output<typeof campaignCreateSchema>;

const campaignNotFound = () => notFound(ERROR_CODES.campaignNotFound, CAMPAIGN_MESSAGES.notFound);

/** A governorate's place in the governorates list, which the bars follow. */
const regionOrder = (region: string) => (REGIONS as readonly string[]).indexOf(region);

const byRegion = (rows: readonly { region: string; items: number | string | null }[]) =>
  new Map(rows.map((row) => [row.region, Number(row.items ?? 0)]));

/**
 * The campaigns with their progress, read from the handovers, receipts and offers themselves:
 * the counts are those of the rows at the time of reading, however many were written at once.
 */
async function withProgress(db: Db, rows: readonly CampaignRow[]): Promise<Campaign[]> {
  if (rows.length === 0) return [];
  const targets = await targetsOf(
    db,
    rows.map((row) => row.id),
  );
  return Promise.all(
    rows.map(async (row) => {
      const own = targets
        .filter((target) => target.campaign_id === row.id)
        .sort((a, b) => regionOrder(a.region) - regionOrder(b.region));
      const scope = {
        categories: parseCategories(row.categories),
        regions: own.map((target) => target.region),
        ...campaignWindow(row.starts_on, row.ends_on),
      };
      if (scope.categories.length === 0 || scope.regions.length === 0) {
        return presentCampaign(row, []);
      }
      const [handovers, receipts, offers] = await Promise.all([
        handoversIn(db, scope),
        needReceiptsIn(db, scope),
        offersIn(db, scope),
      ]);
      const fromHandovers = byRegion(handovers);
      const fromReceipts = byRegion(receipts);
      const received = new Map(
        scope.regions.map((region) => [
          region,
          (fromHandovers.get(region) ?? 0) + (fromReceipts.get(region) ?? 0),
        ]),
      );
      return presentCampaign(
        row,
        presentProgress({ targets: own, received, offered: byRegion(offers) }),
      );
    }),
  );
}

async function campaignReply(context: ModuleContext, id: number): Promise<CampaignReply> {
  return { message: CAMPAIGN_MESSAGES.created, campaign: await campaignById(context, id) };
}

function checkDays(input: CampaignInput, now: number): void {
  if (!areCampaignDaysInRange(input.starts_on, input.ends_on, now)) {
    throw badRequest(
      ERROR_CODES.campaignDatesOutOfRange,
      CAMPAIGN_MESSAGES.datesOutOfRange,
      'ends_on',
    );
  }
}

function newCampaign(
  input: CampaignInput,
  createdBy: number,
  organisationId: number | null,
  at: number,
) {
  return {
    organisationId,
    createdBy,
    titleEn: input.title_en,
    titleAr: input.title_ar,
    textEn: input.text_en,
    textAr: input.text_ar,
    categories: input.categories,
    startsOn: input.starts_on,
    endsOn: input.ends_on,
    targets: input.targets,
    at: new Date(at).toISOString(),
  };
}

/**
 * POST /api/campaigns: a verified organisation starts a campaign of its own; any other member,
 * an unverified organisation among them, is refused and nothing is written.
 */
export async function startOrganisationCampaign(
  context: ModuleContext,
  session: Session,
  input: CampaignInput,
): Promise<CampaignReply> {
  const now = context.now();
  checkDays(input, now);
  const id = await writeAs(context, session, async (trx, member) => {
    const organisation = await verifiedOrganisationOf(trx, member.id);
    if (!organisation) {
      throw forbidden(ERROR_CODES.notAllowedToRunCampaign, CAMPAIGN_MESSAGES.notAllowed);
    }
    return insertCampaign(trx, newCampaign(input, member.id, organisation.id, now));
  });
  return campaignReply(context, id);
}

/** POST /api/admin/campaigns: the administrators start a campaign of the site's own, audit-logged. */
export async function startSiteCampaign(
  context: ModuleContext,
  session: Session,
  input: CampaignInput,
): Promise<CampaignReply> {
  const now = context.now();
  checkDays(input, now);
  const id = await writeAs(context, session, async (trx, admin) => {
    const campaignId = await insertCampaign(trx, newCampaign(input, admin.id, null, now));
    await recordAdminAction(trx, {
      actor: admin,
      action: 'campaign.create',
      target: { type: 'campaign', id: campaignId, label: input.title_en },
    });
    return campaignId;
  });
  return campaignReply(context, id);
}

/** GET /api/campaigns/:id: a campaign, upcoming, running or ended, with its progress. */
export async function campaignById(context: ModuleContext, id: number): Promise<Campaign> {
  const row = await findCampaign(context.db, id);
  if (!row) throw campaignNotFound();
  const [campaign] = await withProgress(context.db, [row]);
  if (!campaign) throw campaignNotFound();
  return campaign;
}

/** GET /api/campaigns: the campaigns running today, the soonest to end first. */
export async function currentCampaigns(context: ModuleContext): Promise<Campaign[]> {
  const today = eventToday(new Date(context.now()));
  return withProgress(context.db, await runningCampaigns(context.db, today, RUNNING_MAX));
}
