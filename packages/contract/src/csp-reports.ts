import { z } from 'zod';

/** Where browsers send the reports of the web app's Content-Security-Policy, on the API. */
export const CSP_REPORTS_PATH = '/api/csp-reports';

/** The endpoint's name in the pages' `Reporting-Endpoints` header and `report-to` directive. */
export const CSP_REPORT_ENDPOINT = 'csp';

/** A report is a few hundred bytes: anything larger is not a browser's. */
export const CSP_REPORT_BODY_MAX = 8 * 1024;

/** The two forms a browser sends: `report-uri`'s one report, and the Reporting API's list. */
export const CSP_REPORT_CONTENT_TYPES = {
  reportUri: 'application/csp-report',
  reportTo: 'application/reports+json',
} as const;

/** A browser sends what it has; the size of the body bounds every text. */
const text = z.string().optional();
const position = z.number().int().nonnegative().optional();

/** `report-uri`'s form, with Content-Type `application/csp-report`. */
export const cspReportUriBodySchema = z.object({
  'csp-report': z.object({
    'document-uri': text,
    'violated-directive': text,
    'effective-directive': text,
    'blocked-uri': text,
    'source-file': text,
    'line-number': position,
    'column-number': position,
    disposition: text,
  }),
});
export type CspReportUriBody = z.infer<typeof cspReportUriBodySchema>;

/**
 * The Reporting API's form (`report-to`), with Content-Type `application/reports+json`: a list
 * of reports, of which `csp-violation` ones are read and any other type is passed over.
 */
export const cspReportToBodySchema = z
  .array(
    z.object({
      type: z.string(),
      body: z
        .object({
          documentURL: text,
          effectiveDirective: text,
          blockedURL: text,
          sourceFile: text,
          lineNumber: position,
          columnNumber: position,
          disposition: text,
        })
        .optional(),
    }),
  )
  .min(1, 'A list of reports holds at least one report');
export type CspReportToBody = z.infer<typeof cspReportToBodySchema>;

/** POST /api/csp-reports: either form; the content type says which one it must be. */
export const cspReportRequestSchema = z.union([cspReportUriBodySchema, cspReportToBodySchema], {
  error: `A report is {"csp-report": {…}} as ${CSP_REPORT_CONTENT_TYPES.reportUri}, or a list of reports as ${CSP_REPORT_CONTENT_TYPES.reportTo}`,
});
export type CspReportRequest = z.infer<typeof cspReportRequestSchema>;
