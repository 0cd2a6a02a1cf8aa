import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { showToast } from '../../lib/toast';
import { renderRoute } from '../../test/render-route';

describe('toasts', () => {
  it.each([
    ['/about', en],
    ['/ar/about', ar],
  ])('on %s name their region and close button in the page language', async (path, catalog) => {
    renderRoute(path);
    await screen.findByRole('heading', { level: 1 });
    act(() => showToast('success', 'Saved'));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Saved');
    const region = screen.getByRole('region', { name: catalog.toasts.region });
    expect(region).toContainElement(toast);
    // Nothing the library names in English by itself reaches a screen reader.
    expect(within(region).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(region.querySelector('[aria-label="close"]')).toBeNull();

    await userEvent.click(within(toast).getByRole('button', { name: catalog.toasts.close }));
    await screen.findByRole('region', { name: catalog.toasts.region });
    await expect.poll(() => screen.queryByRole('alert')).toBeNull();
  });
});
