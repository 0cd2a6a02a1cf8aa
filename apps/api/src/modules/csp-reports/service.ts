import type { FastifyBaseLogger } from 'fastify';

import type { CspReportRequest } from '@tabarru/contract/csp-reports';

/** What a report says that helps find the cause, and nothing about who was on the page. */
export interface CspViolation {
  /**
   * the page, without its query or fragment (a reset link's token is in its query) and with
   * `:id` for the ids in its path (a conversation's names the partner)
   */
  document?: string;
  directive?: string;
  /** the origin of what was blocked, or its kind (`inline`, `eval`, `data`) */
  blocked?: string;
  /** the script that tripped it, without its query or fragment, and where in it */
  sourceFile?: string;
  line?: number;
  column?: number;
  disposition?: string;
}

/** A report's texts come from anyone: none is logged longer than this. */
const LOGGED_TEXT_MAX = 200;

const clipped = (text: string) => text.slice(0, LOGGED_TEXT_MAX);

function parsedUrl(text: string | undefined): URL | undefined {
  if (text === undefined) return undefined;
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

const WEB_ADDRESS = /^(https?|wss?):$/;

/** A word of the CSP vocabulary (a directive, `inline`, `enforce`), or nothing. */
const keyword = (text: string | undefined) =>
  text !== undefined && /^[a-z-]{1,40}$/.test(text) ? text : undefined;

/**
 * A web address as origin and path, its ids as `:id`: its query and fragment may carry a token
 * or a search, an id whom the member talks to. Any other address is its scheme.
 */
function pageAddress(text: string | undefined): string | undefined {
  const url = parsedUrl(text);
  if (!url) return undefined;
  if (!WEB_ADDRESS.test(url.protocol)) return keyword(url.protocol.slice(0, -1));
  return clipped(url.origin + url.pathname.replace(/\/\d+(?=\/|$)/g, '/:id'));
}

/** What was blocked: a web address as its origin, any other as its scheme, or a keyword. */
function blockedOrigin(text: string | undefined): string | undefined {
  const url = parsedUrl(text);
  if (!url) return keyword(text);
  return WEB_ADDRESS.test(url.protocol) ? clipped(url.origin) : keyword(url.protocol.slice(0, -1));
}

/** The directive's name: older browsers send the whole directive as `violated-directive`. */
const directiveName = (text: string | undefined) => keyword(text?.trim().split(/\s+/)[0]);

/** The useful fields of a report as the browser wrote them, reduced to what is logged. */
function violation(fields: CspViolation): CspViolation {
  const entries = Object.entries({
    document: pageAddress(fields.document),
    directive: directiveName(fields.directive),
    blocked: blockedOrigin(fields.blocked),
    sourceFile: pageAddress(fields.sourceFile),
    line: fields.line,
    column: fields.column,
    disposition: keyword(fields.disposition),
  }).filter(([, value]) => value !== undefined);
  return Object.fromEntries(entries) as CspViolation;
}

/** The violations of either form of report; a Reporting API list's other types are passed over. */
export function violationsOf(body: CspReportRequest): CspViolation[] {
  if (!Array.isArray(body)) {
    const report = body['csp-report'];
    return [
      violation({
        document: report['document-uri'],
        directive: report['effective-directive'] ?? report['violated-directive'],
        blocked: report['blocked-uri'],
        sourceFile: report['source-file'],
        line: report['line-number'],
        column: report['column-number'],
        disposition: report.disposition,
      }),
    ];
  }
  return body.flatMap((report) =>
    report.type === 'csp-violation' && report.body
      ? [
          violation({
            document: report.body.documentURL,
            directive: report.body.effectiveDirective,
            blocked: report.body.blockedURL,
            sourceFile: report.body.sourceFile,
            line: report.body.lineNumber,
            column: report.body.columnNumber,
            disposition: report.body.disposition,
          }),
        ]
      : [],
  );
}

/**
 * One warning per violation: the web app never trips its own policy, so a report means
 * something foreign ran or was refused on a page (docs/security.md).
 */
export function logViolations(log: FastifyBaseLogger, body: CspReportRequest): void {
  for (const cspViolation of violationsOf(body)) {
    log.warn({ cspViolation }, 'content security policy violation');
  }
}
