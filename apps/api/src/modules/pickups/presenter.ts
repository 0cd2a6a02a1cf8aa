import type { Ask, Pickup, PickupWindow } from '@tabarru/contract/pickups';

import { drawNumber } from './draw';
import type { AskWithAsker } from './queries';

/** What presenting an ask needs beyond its row, read beside it. */
export interface AskExtras {
  /** the viewer: the collector's code goes to the asker alone */
  viewerId: number;
  windows: readonly { id: number; starts_at: string; ends_at: string }[];
  /** the post's location text and place */
  area: string;
  placeId: string | null;
  /** the two members arranged no meeting before this one */
  firstMeeting: boolean;
  /** hours the asker usually takes to answer; null while too few are known */
  replyHours: number | null;
  /** the post's draw, when it is shared by one */
  draw: { seed: string; deadlineAt: string } | null;
  now: number;
}

const windowOf = (window: { id: number; starts_at: string; ends_at: string }): PickupWindow => ({
  id: window.id,
  starts_at: window.starts_at,
  ends_at: window.ends_at,
});

function pickupOf(row: AskWithAsker, extras: AskExtras): Pickup | null {
  if (row.status !== 'promised' || row.pickup_state === null || row.place_kind === null) {
    return null;
  }
  const agreed =
    row.pickup_state === 'agreed' &&
    row.agreed_window_id !== null &&
    row.agreed_starts_at !== null &&
    row.agreed_ends_at !== null
      ? { id: row.agreed_window_id, starts_at: row.agreed_starts_at, ends_at: row.agreed_ends_at }
      : null;
  return {
    state: row.pickup_state,
    place: {
      kind: row.place_kind,
      meeting_point: row.meeting_point,
      area: extras.area,
      place_id: extras.placeId,
    },
    windows: extras.windows.map(windowOf),
    agreed,
    relative_may_collect: row.relative_may_collect === 1,
    collector_code: extras.viewerId === row.asker_id ? row.collector_code : null,
    collector_code_used: row.collector_code_used_at !== null,
    first_meeting: extras.firstMeeting,
    outcome_due: agreed !== null && Date.parse(agreed.starts_at) <= extras.now,
  };
}

/** An ask as its donor or its asker sees it. */
export function presentAsk(row: AskWithAsker, extras: AskExtras): Ask {
  return {
    id: row.id,
    post_id: row.post_id,
    status: row.status,
    note: row.note,
    created_at: row.created_at,
    asker: {
      id: row.asker_id,
      username: row.asker_username,
      first_time: row.asker_items_received === 0,
      pickups_completed: row.asker_pickups_completed,
      pickups_missed: row.asker_pickups_missed,
      reply_hours: extras.replyHours,
    },
    pickup: pickupOf(row, extras),
    release_reason: row.status === 'released' ? row.release_reason : null,
    draw: extras.draw && {
      number: drawNumber(extras.draw.seed, row.id),
      in_draw: row.created_at < extras.draw.deadlineAt,
    },
  };
}
