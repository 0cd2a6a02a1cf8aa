import type { ComponentType } from 'react';

import { loadAccountTexts } from '../i18n/i18n';
import { behindAdminGate } from './admin-gate';

type PageModule = () => Promise<{ Component: ComponentType }>;

/**
 * An administrator's page behind the gate that shows, instead of it, how to pass the second
 * sign-in step once the API asks for it (admin-gate.tsx); the gate's texts come with the page.
 */
function behindSecondStep(load: PageModule): PageModule {
  return async () => {
    const [{ Component }] = await Promise.all([load(), loadAccountTexts()]);
    return { Component: behindAdminGate(Component) };
  };
}

/**
 * The administrators' pages, in a chunk of their own that the router loads when one is first
 * opened: what each loads (and the chunks it brings) is then no part of every visitor's first
 * download.
 */
export const adminPages = {
  overview: behindSecondStep(() => import('../features/admin/admin-page')),
  users: behindSecondStep(() => import('../features/admin/users-page')),
  posts: behindSecondStep(() => import('../features/admin/posts-page')),
  flagged: behindSecondStep(() => import('../features/admin/flagged-page')),
  auditLog: behindSecondStep(() => import('../features/admin/audit-log-page')),
  banner: behindSecondStep(() => import('../features/banner/admin-banner-page')),
  events: behindSecondStep(() => import('../features/events/admin-events-page')),
  createEvent: behindSecondStep(() => import('../features/events/create-event-page')),
  contactMessages: behindSecondStep(() => import('../features/contact/admin-contact-page')),
  organisations: behindSecondStep(
    () => import('../features/organisations/admin-organisations-page'),
  ),
} satisfies Record<string, PageModule>;

export type AdminPage = keyof typeof adminPages;
