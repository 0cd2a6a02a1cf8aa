import { randomBytes, randomInt } from 'node:crypto';

import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  CSP_REPORT_BODY_MAX,
  CSP_REPORT_CONTENT_TYPES,
  CSP_REPORTS_PATH,
} from '@tabarru/contract/csp-reports';

import { ACTION_LIMITS } from '../src/infra/rate-limits';
import { REDIS_CLIENT_OPTIONS } from '../src/infra/redis-fallback';
import { expectRefused } from './support/refusals';
import { createSecondInstance, createTestApp, type TestApp } from './support/test-app';

const redisUrl = process.env.TEST_REDIS_URL;

const PAGE = 'http://localhost:3000/reset-password?token=secret-of-the-member#top';
const SCRIPT = 'http://localhost:3000/assets/index-abc.js?v=2';

/** What Chromium sends to `report-uri` when an injected inline handler is refused. */
const REPORT_URI_BODY = {
  'csp-report': {
    'document-uri': PAGE,
    referrer: 'http://localhost:3000/feed?q=sofa',
    'violated-directive': 'script-src-attr',
    'effective-directive': 'script-src-attr',
    'original-policy': "default-src 'self'; script-src 'self'; report-uri /api/csp-reports",
    disposition: 'enforce',
    'blocked-uri': 'inline',
    'line-number': 12,
    'column-number': 7,
    'source-file': SCRIPT,
    'status-code': 200,
    'script-sample': 'alert(document.cookie) from a member named Sara',
  },
};

/** What Chromium sends through the Reporting API (`report-to`): a list, one type among others. */
const REPORT_TO_BODY = [
  {
    age: 3,
    type: 'csp-violation',
    url: PAGE,
    user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
    body: {
      documentURL: PAGE,
      referrer: '',
      blockedURL: 'https://evil.example/steal.js?token=abc',
      effectiveDirective: 'script-src-elem',
      originalPolicy: "default-src 'self'",
      sourceFile: SCRIPT,
      sample: '',
      disposition: 'enforce',
      statusCode: 200,
      lineNumber: 40,
      columnNumber: 2,
    },
  },
  {
    age: 1,
    type: 'deprecation',
    url: PAGE,
    user_agent: 'Mozilla/5.0',
    body: { id: 'SomeFeature', message: 'going away' },
  },
];

interface LogLine {
  level: number;
  msg: string;
  cspViolation?: Record<string, unknown>;
}

function reportFrom(testApp: TestApp, contentType: string, payload: unknown, ip = '10.1.2.3') {
  return testApp.app.inject({
    method: 'POST',
    url: CSP_REPORTS_PATH,
    remoteAddress: ip,
    headers: { 'content-type': contentType },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

describe('reports of the web app’s Content-Security-Policy', () => {
  let testApp: TestApp;
  const logLines: LogLine[] = [];
  const violationsLogged = () => logLines.filter((line) => line.cspViolation !== undefined);
  /** The one report of the report-uri form, from the client at `address`. */
  const reportUriFrom = (address: string) =>
    reportFrom(testApp, CSP_REPORT_CONTENT_TYPES.reportUri, REPORT_URI_BODY, address);

  beforeAll(async () => {
    testApp = await createTestApp(
      { LOG_LEVEL: 'info' },
      { logStream: { write: (line: string) => logLines.push(JSON.parse(line) as LogLine) } },
    );
  });

  afterAll(() => testApp.close());

  beforeEach(() => {
    logLines.length = 0;
  });

  it('takes report-uri’s form, answers 204 and logs only the useful fields at warn', async () => {
    const reply = await reportUriFrom('10.1.0.1');
    expect(reply.statusCode, reply.body).toBe(204);
    expect(reply.body).toBe('');
    expect(violationsLogged()).toEqual([
      expect.objectContaining({
        level: 40,
        msg: 'content security policy violation',
        cspViolation: {
          document: 'http://localhost:3000/reset-password',
          directive: 'script-src-attr',
          blocked: 'inline',
          sourceFile: 'http://localhost:3000/assets/index-abc.js',
          line: 12,
          column: 7,
          disposition: 'enforce',
        },
      }),
    ]);
    const logged = JSON.stringify(logLines);
    for (const secret of ['secret-of-the-member', 'Sara', 'sofa', 'original-policy', 'v=2']) {
      expect(logged).not.toContain(secret);
    }
  });

  it('takes the Reporting API’s list, logging its csp-violation reports only', async () => {
    const reply = await reportFrom(
      testApp,
      `${CSP_REPORT_CONTENT_TYPES.reportTo}; charset=utf-8`,
      REPORT_TO_BODY,
      '10.1.0.2',
    );
    expect(reply.statusCode, reply.body).toBe(204);
    expect(violationsLogged().map((line) => line.cspViolation)).toEqual([
      {
        document: 'http://localhost:3000/reset-password',
        directive: 'script-src-elem',
        blocked: 'https://evil.example',
        sourceFile: 'http://localhost:3000/assets/index-abc.js',
        line: 40,
        column: 2,
        disposition: 'enforce',
      },
    ]);
    const logged = JSON.stringify(logLines);
    for (const secret of ['secret-of-the-member', 'token=abc', 'steal.js', 'Mozilla']) {
      expect(logged).not.toContain(secret);
    }
  });

  it('keeps only a keyword or a scheme of what was blocked when it is not a web address', async () => {
    for (const [blocked, logged] of [
      ['eval', 'eval'],
      ['data:text/html,<script>alert(1)</script>', 'data'],
      ['blob:http://localhost:3000/2f6c', 'blob'],
      ['<img src=x onerror=alert(1)>', undefined],
    ] as const) {
      logLines.length = 0;
      const body = { 'csp-report': { ...REPORT_URI_BODY['csp-report'], 'blocked-uri': blocked } };
      const reply = await reportFrom(testApp, CSP_REPORT_CONTENT_TYPES.reportUri, body, '10.1.0.3');
      expect(reply.statusCode, reply.body).toBe(204);
      expect(violationsLogged()[0]?.cspViolation?.blocked, blocked).toBe(logged);
    }
  });

  it('logs a page’s address with its ids as :id, since a conversation’s names the partner', async () => {
    const body = {
      'csp-report': {
        ...REPORT_URI_BODY['csp-report'],
        'document-uri': 'https://tabarru.jo/ar/dm/4821?post=77#end',
      },
    };
    const reply = await reportFrom(testApp, CSP_REPORT_CONTENT_TYPES.reportUri, body, '10.1.0.8');
    expect(reply.statusCode, reply.body).toBe(204);
    expect(violationsLogged()[0]?.cspViolation?.document).toBe('https://tabarru.jo/ar/dm/:id');
    expect(JSON.stringify(logLines)).not.toContain('4821');
  });

  it('refuses a body over the limit with 413 in the error shape, logging nothing', async () => {
    const body = {
      'csp-report': {
        ...REPORT_URI_BODY['csp-report'],
        'script-sample': 'x'.repeat(CSP_REPORT_BODY_MAX),
      },
    };
    await expectRefused(
      testApp,
      () => reportFrom(testApp, CSP_REPORT_CONTENT_TYPES.reportUri, body, '10.1.0.4'),
      413,
      { code: 'REQUEST_TOO_LARGE' },
    );
    expect(violationsLogged()).toEqual([]);
  });

  it('refuses other content types and malformed bodies with a 4xx of the contract, logging nothing', async () => {
    const cases: [string, unknown, number, string][] = [
      ['application/json', REPORT_URI_BODY, 415, 'UNSUPPORTED_CONTENT_TYPE'],
      ['text/plain', 'hello', 415, 'UNSUPPORTED_CONTENT_TYPE'],
      ['application/x-www-form-urlencoded', 'a=1', 415, 'UNSUPPORTED_CONTENT_TYPE'],
      [CSP_REPORT_CONTENT_TYPES.reportUri, '{"csp-report": ', 400, 'MALFORMED_REQUEST'],
      [CSP_REPORT_CONTENT_TYPES.reportUri, '{"__proto__": {"x": 1}}', 400, 'MALFORMED_REQUEST'],
      // Each content type takes its own form only.
      [CSP_REPORT_CONTENT_TYPES.reportUri, REPORT_TO_BODY, 400, 'MALFORMED_REQUEST'],
      [CSP_REPORT_CONTENT_TYPES.reportTo, REPORT_URI_BODY, 400, 'MALFORMED_REQUEST'],
      [CSP_REPORT_CONTENT_TYPES.reportTo, [], 400, 'FIELD_INVALID'],
      [CSP_REPORT_CONTENT_TYPES.reportUri, { 'csp-report': 'inline' }, 400, 'FIELD_INVALID'],
      [
        CSP_REPORT_CONTENT_TYPES.reportUri,
        { 'csp-report': { 'line-number': 'twelve' } },
        400,
        'FIELD_INVALID',
      ],
      [
        CSP_REPORT_CONTENT_TYPES.reportTo,
        [{ type: 'csp-violation', body: { lineNumber: -1 } }],
        400,
        'FIELD_INVALID',
      ],
      [
        CSP_REPORT_CONTENT_TYPES.reportUri,
        { 'csp-report': { 'document-uri': 'http://x.test/\u0000' } },
        400,
        'CONTROL_CHARACTERS',
      ],
    ];
    for (const [contentType, payload, status, code] of cases) {
      await expectRefused(
        testApp,
        () => reportFrom(testApp, contentType, payload, '10.1.0.5'),
        status,
        { code },
      );
    }
    const empty = await testApp.app.inject({
      method: 'POST',
      url: CSP_REPORTS_PATH,
      remoteAddress: '10.1.0.5',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: 'FIELD_INVALID',
      message: expect.stringMatching(/^A report is/),
    });
    expect(violationsLogged()).toEqual([]);
    expect(logLines.filter((line) => line.level >= 50)).toEqual([]);
  });

  it(`limits each address to ${ACTION_LIMITS.cspReportsPerIp.max} reports a minute, with Retry-After`, async () => {
    const { max } = ACTION_LIMITS.cspReportsPerIp;
    for (let sent = 0; sent < max; sent += 1) {
      const reply = await reportUriFrom('10.1.0.6');
      expect(reply.statusCode).toBe(204);
    }
    logLines.length = 0;
    const limited = await reportUriFrom('10.1.0.6');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(violationsLogged()).toEqual([]);
    const elsewhere = await reportUriFrom('10.1.0.7');
    expect(elsewhere.statusCode).toBe(204);
  });

  it('lets the web app’s pages send reports across origins (the Reporting API asks first)', async () => {
    const preflight = await testApp.app.inject({
      method: 'OPTIONS',
      url: CSP_REPORTS_PATH,
      headers: {
        origin: 'http://web.test',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://web.test');
    expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/content-type/i);
  });
});

/** Two instances behind a load balancer count one address’s reports together, through Redis. */
describe.skipIf(!redisUrl)('reports counted across instances through Redis', () => {
  const redisClients: Redis[] = [];
  let first: TestApp;
  let second: Awaited<ReturnType<typeof createSecondInstance>>;

  function redis(): Redis {
    const client = new Redis(redisUrl ?? '', REDIS_CLIENT_OPTIONS);
    redisClients.push(client);
    return client;
  }

  beforeEach(async () => {
    const redisChannel = `tabarru-test:${randomBytes(6).toString('hex')}`;
    first = await createTestApp({}, { redis: redis(), redisChannel });
    second = await createSecondInstance(first, { redis: redis(), redisChannel });
  });

  afterEach(async () => {
    await second.close();
    await first.close();
    for (const client of redisClients.splice(0)) client.disconnect();
  });

  it('refuses the report over the limit on the other instance', async () => {
    // An address of its own per run: the counts of earlier runs live on in Redis for a minute.
    const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const { max } = ACTION_LIMITS.cspReportsPerIp;
    for (let sent = 0; sent < max; sent += 1) {
      const reply = await reportFrom(
        first,
        CSP_REPORT_CONTENT_TYPES.reportUri,
        REPORT_URI_BODY,
        ip,
      );
      expect(reply.statusCode).toBe(204);
    }
    const limited = await second.app.inject({
      method: 'POST',
      url: CSP_REPORTS_PATH,
      remoteAddress: ip,
      headers: { 'content-type': CSP_REPORT_CONTENT_TYPES.reportTo },
      payload: JSON.stringify(REPORT_TO_BODY),
    });
    expect(limited.statusCode).toBe(429);
  });
});
