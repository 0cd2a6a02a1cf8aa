import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { PostAsksReply } from '@tabarru/contract/pickups';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { stubApi } from '../../test/api-stub';
import { aPostPreview } from '../../test/posts';
import { renderRoute } from '../../test/render-route';

/** A visitor opening a shared link to post 5, whose asks stand as `asks`. */
function visitorOnPost5(asks: PostAsksReply) {
  return stubApi({
    'GET /api/posts/5/preview': { body: aPostPreview() },
    'GET /api/posts/5/asks': { body: asks },
  });
}

describe("a post's asks as a visitor sees them", { timeout: 15_000 }, () => {
  it.each([
    ['/posts/5', en, '3 people asked'],
    ['/ar/posts/5', ar, 'طلبه 3 أشخاص'],
  ] as const)(
    'on %s says the item is promised and how many asked',
    async (path, catalog, asked) => {
      const api = visitorOnPost5({ promised: true, asks_open: 3, asks: [] });
      renderRoute(path);
      expect(await screen.findByText(catalog.pickups.status.promised)).toBeInTheDocument();
      expect(screen.getByText(asked)).toBeInTheDocument();
      expect(api.callsTo('GET /api/posts/5/asks')[0]?.authorization).toBeNull();
      // Nothing to do for a visitor but sign in.
      expect(screen.queryByRole('button', { name: catalog.pickups.ask.button })).toBeNull();
    },
  );

  it('says nothing while nobody asked', async () => {
    const api = visitorOnPost5({ promised: false, asks_open: 0, asks: [] });
    renderRoute('/posts/5');
    await screen.findByRole('heading', { level: 1, name: aPostPreview().title });
    await vi.waitFor(() => expect(api.callsTo('GET /api/posts/5/asks')).toHaveLength(1));
    expect(screen.queryByText(en.pickups.status.promised)).toBeNull();
    expect(screen.queryByText(/asked$/)).toBeNull();
  });
});
