import type { Campaign } from '@tabarru/contract/campaigns';

import { aPublicOrganisation } from './organisations';

/** Campaign `id`: organisation 3's winter campaign, 120 of 300 coats in Mafraq so far. */
export function aCampaign(id: number, overrides: Partial<Campaign> = {}): Campaign {
  const { name_en, name_ar } = aPublicOrganisation(3);
  return {
    id,
    title_en: 'Winter warmth',
    title_ar: 'دفء الشتاء',
    text_en: 'Coats and blankets for families before the cold.',
    text_ar: 'معاطف وبطانيات للعائلات قبل البرد.',
    categories: ['Clothing', 'Furniture'],
    starts_on: '2026-12-01',
    ends_on: '2027-02-28',
    organisation: { id: 3, name_en, name_ar },
    progress: [
      { region: 'Amman', target: 50, received: 0, offered: 0 },
      { region: 'Mafraq', target: 300, received: 120, offered: 2 },
    ],
    ...overrides,
  };
}
