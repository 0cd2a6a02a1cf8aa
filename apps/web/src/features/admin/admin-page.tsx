import { Link } from 'react-router';

import { PageTitle } from '../../components/ui/page-title';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLanguage } from '../../hooks/use-language';
import type { CatalogKey } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';
import { paths, type AppPath } from '../../lib/paths';
import { AdminOverview } from './admin-overview';

type Tool =
  | 'users'
  | 'posts'
  | 'events'
  | 'createEvent'
  | 'flagged'
  | 'banner'
  | 'contactMessages'
  | 'auditLog';

interface ToolEntry {
  path: AppPath;
  name: CatalogKey;
  description: CatalogKey;
}

/** A tool whose texts are the admin panel's own (admin.tools.<key>). */
const adminTool = (path: AppPath, key: Tool): ToolEntry => ({
  path,
  name: `admin.tools.${key}.name`,
  description: `admin.tools.${key}.description`,
});

/**
 * The six tools of the earlier admin panel in its order, then the contact inbox, the
 * organisations' applications and the site's campaigns (whose texts are their features' own) and
 * the audit log.
 */
const TOOLS: ToolEntry[] = [
  adminTool(paths.adminUsers, 'users'),
  adminTool(paths.adminPosts, 'posts'),
  adminTool(paths.adminEvents, 'events'),
  adminTool(paths.adminCreateEvent, 'createEvent'),
  adminTool(paths.adminFlagged, 'flagged'),
  adminTool(paths.adminBanner, 'banner'),
  adminTool(paths.adminContactMessages, 'contactMessages'),
  {
    path: paths.adminOrganisations,
    name: 'organisations.admin.toolName',
    description: 'organisations.admin.toolDescription',
  },
  {
    path: paths.createCampaign,
    name: 'campaigns.admin.toolName',
    description: 'campaigns.admin.toolDescription',
  },
  adminTool(paths.adminAuditLog, 'auditLog'),
];

/** /admin (administrators only): one entry per administration tool, then the site's figures. */
export function Component() {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  useDocumentTitle(t('admin.title'));
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <PageTitle>{t('admin.heading')}</PageTitle>
      <p className="mt-2 text-stone-700">{t('admin.intro')}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {TOOLS.map((tool) => (
          <li key={tool.path}>
            <Link
              to={localHref(tool.path)}
              className="group block h-full rounded-xl border border-stone-200 bg-white p-5 shadow-sm transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <span className="text-lg font-semibold text-brand-800 group-hover:underline">
                {t(tool.name)}
              </span>
              <span className="mt-1 block text-sm text-stone-700">{t(tool.description)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <AdminOverview />
    </div>
  );
}
