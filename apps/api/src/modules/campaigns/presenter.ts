import type { Campaign, CampaignProgress } from '@tabarru/contract/campaigns';
import { isCategory, isRegion, type Category } from '@tabarru/contract/constants';

import type { CampaignRow } from './queries';

/** Per governorate, what counted toward its target, in the order of the governorates list. */
export interface CampaignCounts {
  targets: readonly { region: string; quantity: number }[];
  received: ReadonlyMap<string, number>;
  offered: ReadonlyMap<string, number>;
}

export function presentProgress(counts: CampaignCounts): CampaignProgress[] {
  return counts.targets.flatMap((target) =>
    isRegion(target.region)
      ? [
          {
            region: target.region,
            target: target.quantity,
            received: counts.received.get(target.region) ?? 0,
            offered: counts.offered.get(target.region) ?? 0,
          },
        ]
      : [],
  );
}

/** The stored JSON list of categories, keeping only known ones. */
export function parseCategories(stored: string): Category[] {
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter(isCategory) : [];
  } catch {
    return [];
  }
}

export function presentCampaign(row: CampaignRow, progress: CampaignProgress[]): Campaign {
  return {
    id: row.id,
    title_en: row.title_en,
    title_ar: row.title_ar,
    text_en: row.text_en,
    text_ar: row.text_ar,
    categories: parseCategories(row.categories),
    starts_on: row.starts_on,
    ends_on: row.ends_on,
    organisation:
      row.organisation_id === null
        ? null
        : {
            id: row.organisation_id,
            name_en: row.organisation_name_en ?? '',
            name_ar: row.organisation_name_ar ?? '',
          },
    progress,
  };
}
