import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { AuditEntry } from '@tabarru/contract/audit';

import { signedIn } from '../../test/events';
import { renderRoute } from '../../test/render-route';

/** The paragraph whose whole text is `text`, however its names are wrapped. */
const sentence = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === text;

function anEntry(id: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id,
    actor_id: 1,
    actor_name: 'admin',
    action: 'user.promote',
    target_type: 'user',
    target_id: 7,
    target_label: 'سارة',
    reason: null,
    details: {},
    created_at: '2026-03-02T09:30:00.000Z',
    ...overrides,
  };
}

describe('/admin/audit-log', () => {
  it('says who did what to whom, with the reason and why a post was flagged, page by page', async () => {
    signedIn(
      {
        'GET /admin/audit-log': {
          body: {
            entries: [
              anEntry(9, {
                action: 'post.delete',
                target_type: 'post',
                target_label: 'Free sofa',
                reason: 'Asked for money',
                details: { owner: 'omar', reports: [{ reason: 'scam', count: 2 }] },
              }),
            ],
            nextCursor: 'c9',
          },
        },
        'GET /admin/audit-log?cursor=c9': { body: { entries: [anEntry(3)], nextCursor: null } },
      },
      { isAdmin: true },
    );
    renderRoute('/admin/audit-log');
    expect(
      await screen.findByText(sentence('admin deleted the post “Free sofa”')),
    ).toBeInTheDocument();
    expect(screen.getByText('Reason: Asked for money')).toBeInTheDocument();
    expect(screen.getByText('Reports: A scam or asks for money (2)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText(sentence('admin promoted سارة'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('names the ending of a member’s sessions', async () => {
    signedIn(
      {
        'GET /admin/audit-log': {
          body: { entries: [anEntry(4, { action: 'user.end_sessions' })], nextCursor: null },
        },
      },
      { isAdmin: true },
    );
    renderRoute('/admin/audit-log');
    expect(
      await screen.findByText(sentence('admin ended all sessions of سارة')),
    ).toBeInTheDocument();
  });

  it('names the ending of a member’s sessions in Arabic on the Arabic page', async () => {
    signedIn(
      {
        'GET /admin/audit-log': {
          body: { entries: [anEntry(4, { action: 'user.end_sessions' })], nextCursor: null },
        },
      },
      { isAdmin: true },
    );
    renderRoute('/ar/admin/audit-log');
    expect(await screen.findByText(sentence('أنهى admin كل جلسات سارة'))).toBeInTheDocument();
  });
});
