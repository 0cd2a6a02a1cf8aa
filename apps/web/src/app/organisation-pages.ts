import type { ComponentType } from 'react';

type PageModule = () => Promise<{ Component: ComponentType }>;

/**
 * The pages of organisations (a member's application, an organisation's public page, the form
 * of its needs) and of campaigns (a campaign's page and its form), in a chunk of their own that the router loads when one is first opened: what
 * each loads (and the chunks it brings) is then no part of every visitor's first download.
 */
export const organisationPages = {
  application: () => import('./pages/organisation-application-page'),
  organisation: () => import('./pages/organisation-page'),
  createNeed: () => import('./pages/create-need-page'),
  campaign: () => import('./pages/campaign-page'),
  createCampaign: () => import('./pages/create-campaign-page'),
} satisfies Record<string, PageModule>;

export type OrganisationsPage = keyof typeof organisationPages;
