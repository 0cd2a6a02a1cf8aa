import { useMutation } from '@tanstack/react-query';

import type { ReportReply, ReportRequest } from '@tabarru/contract/moderation';

import { apiRequest } from '../../../lib/api-client';

/** POST /posts/:id/report: a member tells the team what is wrong with a post. */
export function reportPost({
  postId,
  ...report
}: ReportRequest & { postId: number }): Promise<ReportReply> {
  return apiRequest<ReportReply>(`/posts/${postId}/report`, { method: 'POST', body: report });
}

/** What a report changes (the post may leave the feed) is refreshed by the page that composes it. */
export function useReportPost() {
  return useMutation({ mutationFn: reportPost });
}
