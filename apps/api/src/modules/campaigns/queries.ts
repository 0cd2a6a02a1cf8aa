import type { Db } from '../../db/schema';

/** A campaign with the organisation running it, if one does. */
function campaignsWithOrganisation(db: Db) {
  return db
    .selectFrom('campaigns')
    .leftJoin('organisations', 'organisations.id', 'campaigns.organisation_id')
    .select([
      'campaigns.id',
      'campaigns.title_en',
      'campaigns.title_ar',
      'campaigns.text_en',
      'campaigns.text_ar',
      'campaigns.categories',
      'campaigns.starts_on',
      'campaigns.ends_on',
      'organisations.id as organisation_id',
      'organisations.name_en as organisation_name_en',
      'organisations.name_ar as organisation_name_ar',
    ]);
}

export function findCampaign(db: Db, id: number) {
  return campaignsWithOrganisation(db).where('campaigns.id', '=', id).executeTakeFirst();
}

export type CampaignRow = NonNullable<Awaited<ReturnType<typeof findCampaign>>>;

/** The campaigns running on `today` (YYYY-MM-DD), the soonest to end first. */
export function runningCampaigns(db: Db, today: string, limit: number) {
  return campaignsWithOrganisation(db)
    .where('campaigns.starts_on', '<=', today)
    .where('campaigns.ends_on', '>=', today)
    .orderBy('campaigns.ends_on')
    .orderBy('campaigns.id')
    .limit(limit)
    .execute();
}

export interface NewCampaign {
  organisationId: number | null;
  createdBy: number;
  titleEn: string;
  titleAr: string;
  textEn: string;
  textAr: string;
  categories: readonly string[];
  startsOn: string;
  endsOn: string;
  targets: readonly { region: string; quantity: number }[];
  at: string;
}

export async function insertCampaign(trx: Db, campaign: NewCampaign): Promise<number> {
  const { id } = await trx
    .insertInto('campaigns')
    .values({
      organisation_id: campaign.organisationId,
      created_by: campaign.createdBy,
      title_en: campaign.titleEn,
      title_ar: campaign.titleAr,
      text_en: campaign.textEn,
      text_ar: campaign.textAr,
      categories: JSON.stringify(campaign.categories),
      starts_on: campaign.startsOn,
      ends_on: campaign.endsOn,
      created_at: campaign.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('campaign_targets')
    .values(
      campaign.targets.map((target) => ({
        campaign_id: id,
        region: target.region,
        quantity: target.quantity,
      })),
    )
    .execute();
  return id;
}

export function targetsOf(db: Db, campaignIds: readonly number[]) {
  return db
    .selectFrom('campaign_targets')
    .select(['campaign_id', 'region', 'quantity'])
    .where('campaign_id', 'in', campaignIds)
    .execute();
}

/** What counts toward a campaign: its categories and governorates, from `from` until `to`. */
export interface CampaignScope {
  categories: readonly string[];
  regions: readonly string[];
  from: string;
  to: string;
}

/** Per governorate, offers of the scope's categories handed over in its time (confirmed claims). */
export function handoversIn(db: Db, scope: CampaignScope) {
  return db
    .selectFrom('donation_claims')
    .innerJoin('posts', 'posts.id', 'donation_claims.post_id')
    .select(['posts.region', (eb) => eb.fn.countAll<number | string>().as('items')])
    .where('donation_claims.status', '=', 'confirmed')
    .where('posts.kind', '=', 'give')
    .where('posts.category', 'in', scope.categories)
    .where('posts.region', 'in', scope.regions)
    .where('donation_claims.decided_at', '>=', scope.from)
    .where('donation_claims.decided_at', '<', scope.to)
    .groupBy('posts.region')
    .execute();
}

/** Per governorate, the items needs of the scope's categories received in its time. */
export function needReceiptsIn(db: Db, scope: CampaignScope) {
  return db
    .selectFrom('need_receipts')
    .innerJoin('posts', 'posts.id', 'need_receipts.post_id')
    .select([
      'posts.region',
      (eb) => eb.fn.sum<number | string>('need_receipts.quantity').as('items'),
    ])
    .where('posts.category', 'in', scope.categories)
    .where('posts.region', 'in', scope.regions)
    .where('need_receipts.received_at', '>=', scope.from)
    .where('need_receipts.received_at', '<', scope.to)
    .groupBy('posts.region')
    .execute();
}

/** Per governorate, the offers of the scope's categories posted in its time and not removed. */
export function offersIn(db: Db, scope: CampaignScope) {
  return db
    .selectFrom('posts')
    .select(['posts.region', (eb) => eb.fn.countAll<number | string>().as('items')])
    .where('posts.kind', '=', 'give')
    .where('posts.moderation_status', '<>', 'removed')
    .where('posts.category', 'in', scope.categories)
    .where('posts.region', 'in', scope.regions)
    .where('posts.created_at', '>=', scope.from)
    .where('posts.created_at', '<', scope.to)
    .groupBy('posts.region')
    .execute();
}
