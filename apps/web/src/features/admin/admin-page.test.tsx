import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { AdminOverviewReply } from '@tabarru/contract/admin';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { makeToken, storeToken, stubApi } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';
import { drawBarChart } from '../../components/charts/draw-bar-chart';

const WEEKS = Array.from({ length: 26 }, (_, index) =>
  new Date(Date.UTC(2026, 5, 6 + 7 * index)).toISOString().slice(0, 10),
);
const weekly = (last: number) => WEEKS.map((_, index) => (index === 25 ? last : 0));

const OVERVIEW: AdminOverviewReply = {
  weeks: WEEKS,
  members: weekly(12),
  posts: weekly(30),
  handovers: weekly(7),
  reports: weekly(2),
  totals: { members: 1520, posts: 4210, handovers: 980, reports: 31 },
};

function signedIn(
  isAdmin: boolean,
  overview: { status?: number; body?: unknown } = { body: OVERVIEW },
) {
  storeToken(makeToken({ userId: 1, username: 'admin', isAdmin }));
  stubApi({
    'GET /api/admin/overview': overview,
    'POST /authentication/verify': { body: true },
    'GET /api/donations/claims/count/1': { body: { pendingClaims: 0 } },
    'GET /messages/unread/count': { body: { unreadCount: 0 } },
    'GET /admin/banners': { body: [] },
  });
}

describe('/admin', () => {
  it.each([
    ['/admin', en, '/admin/banner'],
    ['/ar/admin', ar, '/ar/admin/banner'],
  ])('on %s lists the tools, each a link in the same language', async (path, catalog, banner) => {
    signedIn(true);
    const { router } = renderRoute(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: catalog.admin.heading }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: new RegExp(catalog.admin.tools.createEvent.name) }),
    ).toHaveAttribute('href', path.replace('/admin', '/admin/create-event'));
    await userEvent.click(
      screen.getByRole('link', { name: new RegExp(catalog.admin.tools.banner.name) }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(banner));
  });

  it('has the six tools of the earlier product’s admin panel, then the contact inbox, the organisations and the audit log', async () => {
    signedIn(true);
    renderRoute('/ar/admin');
    await screen.findByRole('heading', { level: 1, name: ar.admin.heading });
    const tools = ar.admin.tools;
    const links = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/ar/admin/'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/ar/admin/users',
      '/ar/admin/posts',
      '/ar/admin/events',
      '/ar/admin/create-event',
      '/ar/admin/flagged',
      '/ar/admin/banner',
      '/ar/admin/contact-messages',
      '/ar/admin/organisations',
      '/ar/admin/audit-log',
    ]);
    expect(links[0]).toHaveTextContent(tools.users.name);
    expect(links[7]).toHaveTextContent(ar.organisations.admin.toolName);
    expect(links[7]).toHaveTextContent(ar.organisations.admin.toolDescription);
    expect(links[8]).toHaveTextContent(tools.auditLog.name);
  });

  it.each([
    ['/admin', en, 'ltr', '28 Nov'],
    ['/ar/admin', ar, 'rtl', '28 تشرين الثاني'],
  ])(
    'on %s shows the totals and a chart of each series by week',
    async (path, catalog, direction, lastWeek) => {
      signedIn(true);
      renderRoute(path);
      const overview = catalog.admin.overview;
      expect(
        await screen.findByRole('heading', { level: 2, name: overview.heading }),
      ).toBeVisible();
      const totals = await screen.findByText(overview.totals.members, { selector: 'dt' });
      expect(totals.nextElementSibling).toHaveTextContent('1,520');
      for (const series of ['members', 'posts', 'handovers', 'reports'] as const) {
        const chart = screen.getByRole('figure', { name: overview.charts[series] });
        expect(chart.querySelector('canvas')).toHaveAttribute('role', 'img');
        const lastRow = chart.querySelectorAll('tbody tr')[25];
        expect(lastRow).toHaveTextContent(lastWeek);
      }
      const membersRow = screen
        .getByRole('figure', { name: overview.charts.members })
        .querySelectorAll('tbody tr')[25];
      expect(membersRow).toHaveTextContent('12');
      await vi.waitFor(() => expect(vi.mocked(drawBarChart)).toHaveBeenCalledTimes(4));
      const [, spec] = vi.mocked(drawBarChart).mock.calls[0] ?? [];
      expect(spec).toMatchObject({
        layout: 'columns',
        rtl: direction === 'rtl',
        values: weekly(12),
      });
      expect(spec?.labels.at(-1)).toBe(lastWeek);
    },
  );

  it('says the figures could not be loaded, with a way to try again', async () => {
    signedIn(true, { status: 500, body: { message: 'boom', code: 'INTERNAL' } });
    renderRoute('/admin');
    expect(await screen.findByText(en.admin.overview.failed)).toBeVisible();
    expect(screen.getByRole('button', { name: en.admin.tryAgain })).toBeVisible();
  });

  it('sends a member who is not an administrator to /not-authorized', async () => {
    signedIn(false);
    const { router } = renderRoute('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-authorized'));
  });
});
