import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { activateLanguage, loadPageTexts } from '../../i18n/i18n';
import en from '../../i18n/en.json';
import { FeedFilterBar } from './feed-filter-bar';
import { NO_FILTERS, type FeedFilters } from './feed-filters';

/** How late the router renders a changed URL on a busy phone, in this test. */
const RENDER_LAG_MS = 60;

/**
 * An owner that shows a change only a moment after the bar asked for it, as the router shows a
 * new URL (it renders a navigation in a transition): the bar's changes must still add up.
 */
function LateOwner({ record }: { record: (filters: FeedFilters) => void }) {
  const [filters, setFilters] = useState(NO_FILTERS);
  return (
    <FeedFilterBar
      filters={filters}
      onChange={(change) => {
        setTimeout(() => {
          setFilters((current) => {
            const next = { ...current, ...change };
            record(next);
            return next;
          });
        }, RENDER_LAG_MS);
      }}
    />
  );
}

beforeEach(async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  await loadPageTexts();
  await activateLanguage('en');
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the feed filter bar', () => {
  it.each([0, 120, 260, 290])(
    'keeps both a search and a category picked %i ms after typing, however late the page renders',
    async (pause) => {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const shown: FeedFilters[] = [];
      render(<LateOwner record={(filters) => shown.push(filters)} />);
      await user.type(screen.getByLabelText(en.posts.feed.search), 'bear');
      await act(() => vi.advanceTimersByTimeAsync(pause));
      await user.selectOptions(screen.getByLabelText(en.posts.feed.category), 'Toys');
      await act(() => vi.advanceTimersByTimeAsync(1000));

      expect(shown.at(-1)).toEqual({ ...NO_FILTERS, category: 'Toys', q: 'bear' });
      expect(screen.getByLabelText(en.posts.feed.category)).toHaveValue('Toys');
      expect(screen.getByLabelText(en.posts.feed.search)).toHaveValue('bear');
    },
  );
});
