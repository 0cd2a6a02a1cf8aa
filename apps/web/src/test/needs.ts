import type { Need, NeedReceiptReply } from '@tabarru/contract/needs';
import type { PostDetail } from '@tabarru/contract/posts';

import { aPublicOrganisation } from './organisations';
import { aPostDetail } from './posts';

/** Need `postId` of organisation 3 (Al-Amal Food Bank, member 7), as the needs routes send it. */
export function aNeed(postId: number, overrides: Partial<Need> = {}): Need {
  const { id, user_id, name_en, name_ar } = aPublicOrganisation(3);
  return {
    post_id: postId,
    organisation: { id, user_id, name_en, name_ar },
    title: 'School bags',
    description: 'For the children of our after-school club.',
    category: 'Books',
    region: 'Amman',
    quantity: 40,
    received: 12,
    deadline: '2027-09-01',
    created_at: '2026-11-20T10:00:00.000Z',
    fulfilled: false,
    under_review: false,
    ...overrides,
  };
}

/**
 * Need 41 as its page reads it: organisation 3's wanted post, 12 of 40 received, needed by
 * 1 September 2027 and so open until the midnight after it in Amman.
 */
export function aNeedPost(
  need: Partial<NonNullable<PostDetail['need']>> = {},
  overrides: Partial<PostDetail> = {},
): PostDetail {
  const { id, name_en, name_ar } = aPublicOrganisation(3);
  return aPostDetail({
    post_id: 41,
    user_id: 7,
    username: 'alamal',
    title: 'School bags',
    description: 'For the children of our after-school club.',
    category: 'Books',
    location: 'Amman',
    kind: 'wanted',
    phone: '',
    email: '',
    images: [],
    primary_photo: null,
    extra_images: [],
    features: [],
    deadline: '2027-09-01',
    expires_at: '2027-09-01T21:00:00.000Z',
    need: { quantity: 40, received: 12, organisation: { id, name_en, name_ar }, ...need },
    ...overrides,
  });
}

/** A receipt of need 41 as GET /api/needs/:id/receipts sends it. */
export function aReceipt(id: number, overrides: Partial<NeedReceiptReply> = {}): NeedReceiptReply {
  return {
    id,
    quantity: 5,
    way: 'handover',
    donor: { id: 3, username: 'omar' },
    received_at: '2026-11-22T09:00:00.000Z',
    ...overrides,
  };
}
