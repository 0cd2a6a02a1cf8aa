import { dataExportFileName, dataExportSchema } from '@tabarru/contract/data-export';

import type { ModuleRoutes } from '../../context';
import { byMember, limitBy } from '../../infra/route-limits';
import { signedInMember } from '../sessions/service';
import { exportMemberData } from './service';

/**
 * The member's own data as one download, from the profile's "Privacy and your data".
 * It reads every table of theirs, so it counts towards a limit of its own.
 */
export const dataExportRoutes: ModuleRoutes = async (app, { context }) => {
  app.get(
    '/api/users/me/export',
    {
      onRequest: app.authenticate,
      config: { limits: [limitBy('dataExportsPerUser', byMember)] },
      schema: {
        tags: ['accounts'],
        summary: "Download the caller's data as one JSON file",
        response: { 200: dataExportSchema },
      },
    },
    async (request, reply) => {
      const data = await exportMemberData(context, signedInMember(request));
      return reply
        .header(
          'Content-Disposition',
          `attachment; filename="${dataExportFileName(data.exported_at)}"`,
        )
        .header('Cache-Control', 'no-store')
        .send(data);
    },
  );
};
