import type { AdminOverviewReply, AdminUser } from '@tabarru/contract/admin';
import type { FigureWeek } from '@tabarru/contract/figure-weeks';

import type { Flag } from '../../db/schema';

import type { SinceStartCounts, WeekCounts } from './queries';

/** What administrators see of an account: its contact details, never its password hash. */
export function presentAdminUser(row: {
  id: number;
  username: string;
  email: string;
  phone_number: string;
  is_admin: Flag;
  location: string | null;
  items_donated: number;
  created_at: string;
  suspended_at: string | null;
  suspended_reason: string | null;
}): AdminUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    phone_number: row.phone_number,
    is_admin: row.is_admin === 1,
    location: row.location,
    items_donated: row.items_donated,
    created_at: row.created_at,
    suspended_at: row.suspended_at,
    suspended_reason: row.suspended_reason,
  };
}

/** One number per week, the oldest first: 0 for a week the database counted nothing in. */
function perWeek(
  weeks: readonly FigureWeek[],
  rows: readonly { week: number; count: number | string }[],
): number[] {
  const counts = weeks.map(() => 0);
  for (const row of rows) {
    const index = Number(row.week);
    if (index >= 0 && index < counts.length) counts[index] = Number(row.count);
  }
  return counts;
}

/** The administrators' overview: the four series of the last weeks, and the same since the start. */
export function presentOverview(
  weeks: readonly FigureWeek[],
  counts: WeekCounts,
  totals: SinceStartCounts,
): AdminOverviewReply {
  return {
    weeks: weeks.map((week) => week.start),
    members: perWeek(weeks, counts.members),
    posts: perWeek(weeks, counts.posts),
    handovers: perWeek(weeks, counts.handovers),
    reports: perWeek(weeks, counts.reports),
    totals,
  };
}
