import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { BlockedMember } from '@tabarru/contract/blocks';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { isolated } from '../../lib/format';
import type { StubHandler } from '../../test/api-stub';
import { onOwnProfile } from '../../test/profiles';
import { renderRoute } from '../../test/render-route';

const BLOCKED: BlockedMember[] = [
  { id: 12, username: 'omar', blocked_at: '2026-11-25T09:00:00.000Z' },
  { id: 14, username: 'ليلى', blocked_at: '2026-11-20T09:00:00.000Z' },
];

/** Sara (7) on her profile; `blocks` answers GET /api/blocks. */
function onProfile(blocks: StubHandler, more: Record<string, StubHandler> = {}) {
  return onOwnProfile({ 'GET /api/blocks': blocks, ...more });
}

function blockedSection(catalog = en) {
  return screen.findByRole('region', { name: catalog.blocks.list.heading });
}

describe('the members one blocked, on the profile', { timeout: 15_000 }, () => {
  it('lists them linked to their pages with the day, and unblocks one', async () => {
    let blocks = BLOCKED;
    const api = onProfile(() => ({ body: { blocks } }), {
      'DELETE /api/blocks/12': () => {
        blocks = BLOCKED.slice(1);
        return { body: { message: 'Member unblocked.' } };
      },
    });
    renderRoute('/profile');
    const section = await blockedSection();
    const rows = await within(section).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('omar'),
      expect.stringContaining('ليلى'),
    ]);
    expect(within(section).getByRole('link', { name: 'omar' })).toHaveAttribute('href', '/user/12');
    expect(within(section).getByText('Blocked on 25 Nov 2026')).toBeInTheDocument();

    await userEvent.click(within(section).getByRole('button', { name: 'Unblock omar' }));
    expect(await screen.findByText(`You unblocked ${isolated('omar')}.`)).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/blocks/12')).toHaveLength(1);
    expect(await within(section).findAllByRole('listitem')).toHaveLength(1);
  });

  it('says in Arabic that nobody is blocked', async () => {
    onProfile({ body: { blocks: [] } });
    renderRoute('/ar/profile');
    const section = await blockedSection(ar);
    expect(await within(section).findByText(ar.blocks.list.empty)).toBeInTheDocument();
  });

  it('says so when the list cannot be read, and reads it again on request', async () => {
    let calls = 0;
    onProfile(() =>
      ++calls === 1
        ? { status: 429, body: { message: 'Too many', code: 'RATE_LIMITED' } }
        : { body: { blocks: BLOCKED } },
    );
    renderRoute('/profile');
    const section = await blockedSection();
    await userEvent.click(
      await within(section).findByRole('button', { name: en.blocks.list.retry }),
    );
    expect(await within(section).findAllByRole('listitem')).toHaveLength(2);
  });
});
