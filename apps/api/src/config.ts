import { isIP } from 'node:net';
import path from 'node:path';

import { PASSWORD_MIN_LENGTH } from '@tabarru/contract/constants';
import { normalizeJordanPhone } from '@tabarru/contract/phone';
import { DEFAULT_MAP_TILES, mapTilesSource, type MapTiles } from '@tabarru/contract/map-tiles';
import { z } from 'zod';

/** Every environment variable of the operating contract (docs/design.md), parsed once. */
export interface Config {
  port: number;
  apiPort: number;
  host: string;
  publicWebUrl: string;
  publicApiUrl: string;
  /** PUBLIC_WEB_URL was set: the only origin of pages that may call the API (infra/public-addresses.ts) */
  webUrlFixed: boolean;
  /** PUBLIC_API_URL was set: the API's address everywhere, whatever address a request reached */
  apiUrlFixed: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  sms: SmsConfig;
  admin: AdminAccount | undefined;
  /**
   * The site is open to anyone: PUBLIC_WEB_URL is https, or NODE_ENV=production. Conveniences for
   * trying the app on one's own machine stay off there unless asked for (SEED_DEMO), and defences
   * meant for strangers may be required.
   */
  publicSite: boolean;
  /** Fill an empty database with the demo: SEED_DEMO when set, else on except on a public site. */
  seedDemo: boolean;
  /** What makes the site public when that alone turned the demo off, for the start to say. */
  demoOffReason: string | undefined;
  rateLimits: boolean;
  /**
   * the proxies whose X-Forwarded-For names the client (addresses, ranges, or loopback,
   * linklocal, uniquelocal); empty when the API is reached directly
   */
  trustProxy: string[];
  logLevel: LogLevel;
  vapid: VapidConfig;
  /** the raster tiles of the web app's maps, whose host the pages' policy allows */
  mapTiles: MapTiles;
  /**
   * how often each instance looks for what has come due: offers to ask about or end, pickup
   * reminders, draws past their deadline
   */
  dueJobsEveryMs: number;
}

/** Web push: the VAPID key pair when set (else one generated into DATA_DIR), and its contact. */
export interface VapidConfig {
  keys: { publicKey: string; privateKey: string } | undefined;
  /** mailto: or https: URL a push service may write to about our pushes */
  subject: string;
}

export type SmsConfig =
  | { provider: 'outbox' }
  | { provider: 'twilio'; accountSid: string; authToken: string; verifySid: string };

export interface AdminAccount {
  email: string;
  password: string;
  phone: string;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** A configuration problem, worded for the operator: one line per bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
  }
}

const PORT_EXPECTED = 'must be a port number from 1 to 65535';
const port = z.coerce
  .number({ error: PORT_EXPECTED })
  .int(PORT_EXPECTED)
  .min(1, PORT_EXPECTED)
  .max(65535, PORT_EXPECTED);

function urlWithProtocols(protocols: string[], expected: string) {
  return z.string().refine((value) => {
    try {
      return protocols.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, expected);
}

const DUE_JOBS_EXPECTED = 'must be a whole number of seconds from 1 to 3600';

const httpUrl = urlWithProtocols(['http:', 'https:'], 'must be an http:// or https:// URL');

const envSchema = z
  .object({
    PORT: port.default(3000),
    API_PORT: port.default(3001),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_WEB_URL: httpUrl.optional(),
    PUBLIC_API_URL: httpUrl.optional(),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: urlWithProtocols(
      ['postgres:', 'postgresql:'],
      'must be a postgres:// URL (leave it unset to use SQLite in DATA_DIR)',
    ).optional(),
    REDIS_URL: urlWithProtocols(['redis:', 'rediss:'], 'must be a redis:// URL').optional(),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SMTP_URL: urlWithProtocols(
      ['smtp:', 'smtps:'],
      'must be an smtp:// or smtps:// URL',
    ).optional(),
    MAIL_FROM: z.string().default('Tabarru <no-reply@tabarru.local>'),
    SMS_PROVIDER: z
      .enum(['outbox', 'twilio'], { error: 'must be one of: outbox, twilio' })
      .default('outbox'),
    TWILIO_ACCOUNT_SID: z.string().optional(),
    TWILIO_AUTH_TOKEN: z.string().optional(),
    TWILIO_VERIFY_SID: z.string().optional(),
    ADMIN_EMAIL: z.email('must be an email address').optional(),
    ADMIN_PASSWORD: z
      .string()
      .min(PASSWORD_MIN_LENGTH, `must be a password of at least ${PASSWORD_MIN_LENGTH} characters`)
      .optional(),
    ADMIN_PHONE: z
      .string()
      .refine(
        (value) => normalizeJordanPhone(value) !== null,
        'must be a phone as +9627XXXXXXXX or 07XXXXXXXX',
      )
      .optional(),
    // Unset, it depends on whether the site is public (loadConfig).
    SEED_DEMO: z.enum(['0', '1'], { error: 'must be 0 or 1' }).optional(),
    RATE_LIMITS: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
    DUE_JOBS_EVERY_SECONDS: z.coerce
      .number({ error: DUE_JOBS_EXPECTED })
      .int(DUE_JOBS_EXPECTED)
      .min(1, DUE_JOBS_EXPECTED)
      .max(3600, DUE_JOBS_EXPECTED)
      .default(30),
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value) => proxyList(value))
      .refine(
        (proxies) => proxies.every(isProxyAddress),
        'must be addresses or ranges of the proxies in front (10.0.0.2, 10.0.0.0/8), or loopback, linklocal, uniquelocal, separated by commas',
      ),
    NODE_ENV: z.string().optional(),
    LOG_LEVEL: z
      .enum(LOG_LEVELS, { error: `must be one of: ${LOG_LEVELS.join(', ')}` })
      .default('info'),
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key (87 characters)')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (43 characters)')
      .optional(),
    MAP_TILES_URL: z
      .string()
      .refine(
        (value) => mapTilesSource(value) !== undefined,
        'must be an http:// or https:// tile address with {z}, {x} and {y} (and {s} only as the first label of the host)',
      )
      .optional(),
    MAP_TILES_ATTRIBUTION: z.string().max(200, 'must be at most 200 characters').optional(),
    VAPID_SUBJECT: urlWithProtocols(
      ['mailto:', 'https:'],
      'must be a mailto: or https:// URL',
    ).optional(),
  })
  .superRefine((env, context) => {
    if (env.SMS_PROVIDER === 'twilio') {
      for (const name of [
        'TWILIO_ACCOUNT_SID',
        'TWILIO_AUTH_TOKEN',
        'TWILIO_VERIFY_SID',
      ] as const) {
        if (!env[name]) {
          context.addIssue({
            code: 'custom',
            path: [name],
            message: 'is required when SMS_PROVIDER=twilio',
          });
        }
      }
    }
    for (const [name, other] of [
      ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'],
      ['VAPID_PRIVATE_KEY', 'VAPID_PUBLIC_KEY'],
    ] as const) {
      if (env[name] === undefined && env[other] !== undefined) {
        context.addIssue({ code: 'custom', path: [name], message: `is required with ${other}` });
      }
    }
    const adminNames = ['ADMIN_EMAIL', 'ADMIN_PASSWORD', 'ADMIN_PHONE'] as const;
    const given = adminNames.filter((name) => env[name] !== undefined);
    if (given.length > 0 && given.length < adminNames.length) {
      for (const name of adminNames.filter((name) => env[name] === undefined)) {
        context.addIssue({
          code: 'custom',
          path: [name],
          message: 'is required when any of ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_PHONE is set',
        });
      }
    }
  });

const PROXY_PRESETS = new Set(['loopback', 'linklocal', 'uniquelocal']);

function proxyList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** A proxy's address, a range of them (address/prefix), or a named group of addresses. */
export function isProxyAddress(entry: string): boolean {
  if (PROXY_PRESETS.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/** Reads the configuration; an empty variable counts as unset. Throws ConfigError. */
export function loadConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        const value = present[name];
        const shown =
          value === undefined || /PASSWORD|SECRET|TOKEN|PRIVATE/.test(name)
            ? ''
            : ` (got "${value}")`;
        return `${name} ${issue.message}${shown}`;
      }),
    );
  }
  const values = parsed.data;
  const admin =
    values.ADMIN_EMAIL && values.ADMIN_PASSWORD && values.ADMIN_PHONE
      ? {
          email: values.ADMIN_EMAIL.toLowerCase(),
          password: values.ADMIN_PASSWORD,
          phone: normalizeJordanPhone(values.ADMIN_PHONE) ?? values.ADMIN_PHONE,
        }
      : undefined;
  const sms: SmsConfig =
    values.SMS_PROVIDER === 'twilio'
      ? {
          provider: 'twilio',
          accountSid: values.TWILIO_ACCOUNT_SID ?? '',
          authToken: values.TWILIO_AUTH_TOKEN ?? '',
          verifySid: values.TWILIO_VERIFY_SID ?? '',
        }
      : { provider: 'outbox' };
  const publicSiteReason = values.PUBLIC_WEB_URL?.startsWith('https://')
    ? 'PUBLIC_WEB_URL is https'
    : values.NODE_ENV === 'production'
      ? 'NODE_ENV=production'
      : undefined;
  const publicSite = publicSiteReason !== undefined;

  return {
    port: values.PORT,
    apiPort: values.API_PORT,
    host: values.HOST,
    publicWebUrl: stripTrailingSlash(values.PUBLIC_WEB_URL ?? `http://localhost:${values.PORT}`),
    publicApiUrl: stripTrailingSlash(
      values.PUBLIC_API_URL ?? `http://localhost:${values.API_PORT}`,
    ),
    webUrlFixed: values.PUBLIC_WEB_URL !== undefined,
    apiUrlFixed: values.PUBLIC_API_URL !== undefined,
    dataDir: path.resolve(cwd, values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    redisUrl: values.REDIS_URL,
    jwtSecret: values.JWT_SECRET,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    sms,
    admin,
    publicSite,
    // The demo's members share a password the README publishes: on a public site anyone could
    // sign in as them, so there the demo needs an explicit SEED_DEMO=1.
    seedDemo: values.SEED_DEMO === undefined ? !publicSite : values.SEED_DEMO === '1',
    demoOffReason: values.SEED_DEMO === undefined ? publicSiteReason : undefined,
    rateLimits: values.RATE_LIMITS === 'on',
    trustProxy: values.TRUST_PROXY,
    logLevel: values.LOG_LEVEL,
    vapid: {
      keys:
        values.VAPID_PUBLIC_KEY && values.VAPID_PRIVATE_KEY
          ? { publicKey: values.VAPID_PUBLIC_KEY, privateKey: values.VAPID_PRIVATE_KEY }
          : undefined,
      subject: values.VAPID_SUBJECT ?? vapidSubjectOf(values.PUBLIC_WEB_URL, values.MAIL_FROM),
    },
    mapTiles: {
      url: values.MAP_TILES_URL ?? DEFAULT_MAP_TILES.url,
      // Most raster tiles are drawn from OpenStreetMap's data, whose licence asks for the credit.
      attribution: values.MAP_TILES_ATTRIBUTION ?? DEFAULT_MAP_TILES.attribution,
    },
    dueJobsEveryMs: values.DUE_JOBS_EVERY_SECONDS * 1000,
  };
}

/**
 * The contact a push service may use when VAPID_SUBJECT is not set: the site's https address,
 * else the sender address of its mail.
 */
function vapidSubjectOf(publicWebUrl: string | undefined, mailFrom: string): string {
  if (publicWebUrl?.startsWith('https://')) return stripTrailingSlash(publicWebUrl);
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

function stripTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
