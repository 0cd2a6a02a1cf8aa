import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { stubApi } from '../../test/api-stub';
import { buildOwnProfile, onOwnProfile } from '../../test/profiles';
import { renderRoute } from '../../test/render-route';
import { buildSession, buildTwoFactorStatus } from '../../test/security';

describe('the Security page', { timeout: 15_000 }, () => {
  it.each([
    ['/profile', en],
    ['/ar/profile', ar],
  ])(
    'is reached from %s, and leads to the password form on its Edit tab',
    async (path, catalog) => {
      onOwnProfile({
        'GET /profile': { body: [{ ...buildOwnProfile(), zip_code: null }] },
        'GET /api/users/me/sessions': { body: { sessions: [buildSession({ current: true })] } },
        'GET /api/users/me/two-factor': { body: buildTwoFactorStatus() },
      });
      const { router } = renderRoute(path);
      await userEvent.click(
        await screen.findByRole('link', { name: catalog.profile.securityLink }),
      );
      await waitFor(() => expect(router.state.location.pathname).toBe(`${path}/security`));
      expect(
        await screen.findByRole('heading', { level: 1, name: catalog.security.title }),
      ).toBeInTheDocument();
      expect(
        screen.getByRole('heading', { level: 2, name: catalog.sessions.heading }),
      ).toBeInTheDocument();
      expect(
        screen.getByRole('heading', { level: 2, name: catalog.twoFactor.heading }),
      ).toBeInTheDocument();

      await userEvent.click(screen.getByRole('link', { name: catalog.security.password.link }));
      await waitFor(() => expect(router.state.location.pathname).toBe(path));
      expect(router.state.location.search).toBe('?tab=edit');
      expect(await screen.findByRole('tab', { name: catalog.profile.tabEdit })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      expect(screen.getByLabelText(catalog.profile.currentPassword)).toBeVisible();
    },
  );

  it('sends a visitor to the login page, which leads back to it', async () => {
    stubApi({});
    const { router } = renderRoute('/ar/profile/security');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ar/authentication/login'));
    expect(router.state.location.search).toBe('?next=%2Fprofile%2Fsecurity');
  });
});
