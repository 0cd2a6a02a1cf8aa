import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

import {
  CSP_REPORT_BODY_MAX,
  CSP_REPORT_CONTENT_TYPES,
  CSP_REPORTS_PATH,
  cspReportRequestSchema,
  cspReportToBodySchema,
  cspReportUriBodySchema,
} from '@tabarru/contract/csp-reports';
import { ERROR_CODES } from '@tabarru/contract/errors';

import type { ModuleRoutes } from '../../context';
import { badRequest, invalidField } from '../../infra/http-errors';
import { byIp, limitBy } from '../../infra/route-limits';
import { logViolations } from './service';

/**
 * POST /api/csp-reports: where browsers report what the web app's Content-Security-Policy
 * refused (web-host.ts names it in every page's policy). Only the two report content types are
 * read, each as JSON of its own form, within a small body limit; anything else is refused before
 * it is parsed.
 */
export const cspReportRoutes: ModuleRoutes = async (app) => {
  // This plugin's own parsers: JSON, forms and multipart bodies are not reports.
  app.removeAllContentTypeParsers();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  /**
   * A report of one form, read as JSON and checked against that form's schema here, where its
   * content type is known, so a refusal says what is wrong; the route's schema takes either.
   */
  const parserOf =
    (contentType: string, schema: z.ZodType, form: string) =>
    (request: FastifyRequest, body: string, done: (error: Error | null, value?: unknown) => void) =>
      parseJson(request, body, (error, value) => {
        if (error) return done(error);
        const parsed = schema.safeParse(value);
        const [issue] = parsed.error?.issues ?? [];
        if (!issue) return done(null, value);
        if (issue.path.length === 0 && issue.code === 'invalid_type') {
          return done(
            badRequest(ERROR_CODES.malformedRequest, `An ${contentType} body is ${form}.`),
          );
        }
        return done(invalidField(issue, value));
      });
  const options = { parseAs: 'string', bodyLimit: CSP_REPORT_BODY_MAX } as const;
  app.addContentTypeParser(
    CSP_REPORT_CONTENT_TYPES.reportUri,
    options,
    parserOf(
      CSP_REPORT_CONTENT_TYPES.reportUri,
      cspReportUriBodySchema,
      'one report: {"csp-report": {…}}',
    ),
  );
  app.addContentTypeParser(
    CSP_REPORT_CONTENT_TYPES.reportTo,
    options,
    parserOf(CSP_REPORT_CONTENT_TYPES.reportTo, cspReportToBodySchema, 'a list of reports'),
  );

  app.post(
    CSP_REPORTS_PATH,
    {
      config: { limits: [limitBy('cspReportsPerIp', byIp)] },
      schema: {
        tags: ['security'],
        summary: 'Report a violation of the web app’s Content-Security-Policy (browsers send it)',
        consumes: Object.values(CSP_REPORT_CONTENT_TYPES),
        body: cspReportRequestSchema,
        response: { 204: z.null().describe('Logged') },
      },
    },
    async (request, reply) => {
      logViolations(request.log, request.body);
      return reply.code(204).send(null);
    },
  );
};
