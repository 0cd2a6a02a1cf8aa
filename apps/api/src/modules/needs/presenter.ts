import type { Need, NeedReceiptReply } from '@tabarru/contract/needs';

import type { NeedRow, ReceiptRow } from './queries';

export function presentNeed(row: NeedRow): Need {
  const quantity = row.need_quantity ?? 0;
  return {
    post_id: row.id,
    organisation: {
      id: row.organisation_id,
      user_id: row.user_id,
      name_en: row.organisation_name_en,
      name_ar: row.organisation_name_ar,
    },
    title: row.title,
    description: row.description,
    category: row.category,
    region: row.region,
    quantity,
    received: row.need_received,
    deadline: row.deadline ?? '',
    created_at: row.created_at,
    fulfilled: row.need_received >= quantity,
    under_review: row.moderation_status !== 'visible',
  };
}

export function presentReceipt(row: ReceiptRow): NeedReceiptReply {
  return {
    id: row.id,
    quantity: row.quantity,
    way: row.way,
    donor:
      row.donor_id === null || row.donor_username === null
        ? null
        : { id: row.donor_id, username: row.donor_username },
    received_at: row.received_at,
  };
}
