import { constants as zlib } from 'node:zlib';

import compress from '@fastify/compress';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type RouteOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';

import type { Redis } from 'ioredis';
import webpush from 'web-push';

import { NEXT_CURSOR_HEADER } from '@tabarru/contract/constants';
import { POST_IMAGES_MAX } from '@tabarru/contract/posts';

import type { Config } from './config';
import type { ModuleContext, ModuleRoutes } from './context';
import type { DatabaseHandle } from './db/database';
import { withPluginReadingAsBefore } from './db/planner-settings';
import { apiReference } from './infra/api-reference';
import { controlCharacterGuard } from './infra/control-characters';
import { createWorkQueue, defaultWorkQueueSizes, type BoundedQueue } from './infra/bounded-queue';
import { closeConnectionsWhenClosing } from './infra/graceful-close';
import type { IntervalJob } from './infra/interval-job';
import { answerRouterRefusal, registerErrorHandling } from './infra/http-errors';
import { createImageStore, type ImageStore } from './infra/media';
import { multipartLimits } from './infra/multipart-form';
import type { Outbox } from './infra/outbox';
import { queuedPasswordHasher } from './infra/passwords';
import { replySerializerCompiler } from './infra/reply-serializer';
import {
  createActionLimiter,
  createFallbackHitCounter,
  createMemoryHitCounter,
  createRedisHitCounter,
  globalRateLimit,
  hitCounterStore,
  type HitCounter,
} from './infra/rate-limits';
import { RedisFallback } from './infra/redis-fallback';
import {
  currentApiUrl,
  rememberApiAddressOfRequests,
  webOriginAllowed,
} from './infra/public-addresses';
import { loggableUrl, logAbandonedRequests, OneLinePerRequest } from './infra/request-log';
import { createSecurityLog, type SecurityLog } from './infra/security-log';
import {
  REQUEST_TIME_LIMITS,
  serverTimeOptions,
  type RequestTimeLimits,
} from './infra/request-time-limits';
import { routeLimits } from './infra/route-limits';
import { loadVapidKeys } from './infra/secrets';
import { addSecurityHeaders } from './infra/security-headers';
import { createSessionTokens, type SessionTokens } from './infra/tokens';
import { accountDeletionRoutes } from './modules/account-deletion/routes';
import { adminRoutes } from './modules/admin/routes';
import { auditRoutes } from './modules/audit/routes';
import { authentication } from './modules/auth/authenticate';
import { authRoutes } from './modules/auth/routes';
import { bannerRoutes } from './modules/banners/routes';
import { blockRoutes } from './modules/blocks/routes';
import { claimRoutes } from './modules/claims/routes';
import { contactRoutes } from './modules/contact/routes';
import { cspReportRoutes } from './modules/csp-reports/routes';
import { dataExportRoutes } from './modules/data-export/routes';
import { emailChangeRoutes } from './modules/email-change/routes';
import { eventRoutes } from './modules/events/routes';
import { FeedCache } from './modules/feed/feed-cache';
import { feedWritesPlugin } from './modules/feed/feed-changes';
import { feedVersions } from './modules/feed/queries';
import { shownPointsAfter } from './modules/places/queries';
import { feedbackRoutes } from './modules/feedback/routes';
import { startFreshnessJob } from './modules/freshness/job';
import { freshnessRoutes } from './modules/freshness/routes';
import { healthRoutes } from './modules/health/routes';
import { impactRoutes } from './modules/impact/routes';
import { messageRoutes } from './modules/messages/routes';
import { messageSocketEvents } from './modules/messages/socket-events';
import { startUnreadMailJob } from './modules/messages/unread-mail';
import { NotificationDelivery } from './modules/notification-delivery/delivery';
import { createPushSender } from './modules/notification-delivery/push-sender';
import { notificationDeliveryRoutes } from './modules/notification-delivery/routes';
import { moderationRoutes } from './modules/moderation/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { startNotificationPruneJob } from './modules/notifications/service';
import type { ShownPost } from './modules/posts/queries';
import { startDrawJob } from './modules/pickups/draws';
import { startPickupReminderJob } from './modules/pickups/reminders';
import { organisationRoutes } from './modules/organisations/routes';
import { startOrganisationSuggestionJob } from './modules/organisations/suggestion-job';
import { needRoutes } from './modules/needs/routes';
import { campaignRoutes } from './modules/campaigns/routes';
import { pickupRoutes } from './modules/pickups/routes';
import { postRoutes } from './modules/posts/routes';
import { previewRoutes } from './modules/previews/routes';
import { PostMatching } from './modules/saved-searches/alerts';
import { savedSearchRoutes } from './modules/saved-searches/routes';
import { networkOf } from './modules/sessions/client';
import { sessionRoutes } from './modules/sessions/routes';
import { sessionEnded, sessionTokenOf, startSessionExpiryJob } from './modules/sessions/service';
import { wantedRoutes } from './modules/wanted/routes';
import { statsRoutes } from './modules/stats/routes';
import { twoFactorRoutes } from './modules/two-factor/routes';
import { userRoutes } from './modules/users/routes';
import {
  createOutboxCodeChannel,
  createTwilioCodeChannel,
} from './modules/verification/code-channel';
import { verificationRoutes } from './modules/verification/routes';
import type { Realtime } from './realtime/realtime';
import { attachRealtimeServer } from './realtime/server';
import {
  identifySockets,
  joinMemberRoom,
  limitMemberSockets,
  startSessionSweep,
} from './realtime/sessions';
import {
  limitHandshakes,
  SOCKET_EVENTS_DATABASE_SHARE,
  type ModuleSocketEvents,
} from './realtime/socket-events';

/** What the routes need from the outside world; tests pass real ones on a fresh database. */
export interface AppServices {
  database: DatabaseHandle;
  outbox: Outbox;
  jwtSecret: string;
  /** shared counters for rate limits when REDIS_URL is set; counted in-process while it is down */
  redis?: Redis;
  /** the clock of the home statistics cache: Date.now unless a test moves its own */
  now?: () => number;
  /** the stored photos: DATA_DIR/uploads, unless a test wraps it to pause a request midway */
  images?: ImageStore;
  /** the queues of image work, password hashing and socket events, unless a test fills its own */
  workQueues?: { images?: BoundedQueue; passwords?: BoundedQueue; socketEvents?: BoundedQueue };
  /** where the log lines go: standard output unless a test reads them */
  logStream?: DestinationStream;
  /** the prefix of the Socket.IO adapter's Redis channels, unless the deployment's default */
  redisChannel?: string;
  /** how often the sockets' sessions are checked, unless every 30 s */
  sessionSweepMs?: number;
  /** told of every route as it is registered: the authorization test lists them this way */
  onRoute?: (route: RouteOptions) => void;
  /** how long a request may take, unless REQUEST_TIME_LIMITS */
  timeLimits?: Partial<RequestTimeLimits>;
  /** how often each instance looks for due pushes and emails, unless every minute */
  deliveryJobMs?: number;
  /** may push to plain-http and loopback endpoints: a test's own push service on 127.0.0.1 */
  localPushEndpoints?: boolean;
  /** told of the instance's sender of pushes and emails: tests wait for its runs */
  onDelivery?: (delivery: NotificationDelivery) => void;
  /** told of the instance's feed cache: the benchmark reports how often it answered */
  onFeedCache?: (cache: FeedCache<ShownPost>) => void;
}

const JSON_BODY_LIMIT = 100 * 1024;
/** Below this many bytes a reply goes as it is: compressing it saves less than it costs. */
const COMPRESSION_THRESHOLD = 1024;

/** Every module's routes, registered alike with the module context. */
const MODULE_ROUTES: ModuleRoutes[] = [
  healthRoutes,
  contactRoutes,
  cspReportRoutes,
  verificationRoutes,
  authRoutes,
  sessionRoutes,
  twoFactorRoutes,
  userRoutes,
  emailChangeRoutes,
  dataExportRoutes,
  accountDeletionRoutes,
  bannerRoutes,
  claimRoutes,
  pickupRoutes,
  freshnessRoutes,
  organisationRoutes,
  needRoutes,
  campaignRoutes,
  feedbackRoutes,
  messageRoutes,
  blockRoutes,
  notificationRoutes,
  notificationDeliveryRoutes,
  postRoutes,
  savedSearchRoutes,
  wantedRoutes,
  previewRoutes,
  eventRoutes,
  statsRoutes,
  impactRoutes,
  adminRoutes,
  moderationRoutes,
  auditRoutes,
];

/** Every module's socket events, registered alike on each new socket. */
const MODULE_SOCKET_EVENTS: ModuleSocketEvents[] = [messageSocketEvents];

export async function buildApp(config: Config, services: AppServices) {
  const timeLimits = { ...REQUEST_TIME_LIMITS, ...services.timeLimits };
  const app = Fastify({
    ...serverTimeOptions(timeLimits),
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.jwt_token', 'req.headers.cookie'],
      ...(services.logStream && { stream: services.logStream }),
    },
    logController: new OneLinePerRequest(),
    frameworkErrors: answerRouterRefusal,
    bodyLimit: JSON_BODY_LIMIT,
    forceCloseConnections: 'idle',
    // A request that reaches a stopping instance on a connection it already had is answered
    // like one in flight (the reply tells the client to hang up), not refused with 503: a
    // proxy could not pass a POST it has sent on to another instance.
    return503OnClosing: false,
    // Behind the proxies of TRUST_PROXY the client is the one their X-Forwarded-For names.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(replySerializerCompiler);
  if (services.onRoute) app.addHook('onRoute', services.onRoute);
  rememberApiAddressOfRequests(app, config);
  const securityLog = createSecurityLog(app.log);
  registerErrorHandling(app, {
    sessionEnded: (request) => sessionEnded(services.database, request.session),
    accessRefused: (request, refusal) =>
      securityLog.record({
        event: 'access_refused',
        status: refusal.statusCode,
        code: refusal.code,
        method: request.method,
        route: request.routeOptions.url ?? loggableUrl(request.url),
        userId: request.member?.id ?? request.refusedMemberId,
        network: networkOf(request.ip),
      }),
  });
  closeConnectionsWhenClosing(app);
  logAbandonedRequests(app);

  // JSON and text replies only: photos are WebP already, and a reply that already names its
  // encoding is sent as it is.
  await app.register(compress, {
    threshold: COMPRESSION_THRESHOLD,
    encodings: ['br', 'gzip'],
    // Brotli's default quality (11) is meant for files compressed once, not for every reply.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  addSecurityHeaders(app, {
    // Images and JSON are read by the web app from another origin.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  await app.register(cors, {
    origin: (origin, answer) =>
      answer(null, origin !== undefined && webOriginAllowed(config, origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'jwt_token'],
    // The web app reads, from another origin, the cursor of an admin list's next page, the
    // file name of a member's data download and how long a rate limit asks it to wait.
    exposedHeaders: [NEXT_CURSOR_HEADER, 'Content-Disposition', 'Retry-After'],
    maxAge: 600,
  });
  const counter = services.redis
    ? createFallbackHitCounter(
        new RedisFallback(services.redis, app.log),
        createRedisHitCounter(services.redis),
        createMemoryHitCounter(),
      )
    : createMemoryHitCounter();
  const tokens = createSessionTokens(services.jwtSecret, services.now);
  if (config.rateLimits) {
    await app.register(rateLimit, {
      ...globalRateLimit(async (request) => {
        const token = sessionTokenOf(request);
        return token === undefined ? undefined : (await tokens.read(token))?.userId;
      }),
      ...(services.redis && { store: hitCounterStore(counter, 'route:') }),
    });
  } else {
    app.log.warn('RATE_LIMITS=off: request-rate limits are lifted (load tests only)');
  }

  // Each form sets its own limits when it reads its parts; these bound any other multipart body.
  await app.register(multipart, { limits: multipartLimits(POST_IMAGES_MAX) });
  // Before the routes: the reference at /docs lists the routes registered after it.
  await app.register(apiReference);

  const { io, realtime } = attachRealtimeServer(app, {
    webOriginAllowed: (origin) => webOriginAllowed(config, origin),
    redis: services.redis,
    redisChannel: services.redisChannel,
  });
  const vapidKeys = await loadVapidKeys(config.dataDir, config.vapid.keys, () =>
    webpush.generateVAPIDKeys(),
  );
  const delivery = new NotificationDelivery(
    {
      db: services.database.db,
      now: services.now ?? Date.now,
      outbox: services.outbox,
      config,
      serverSecret: services.jwtSecret,
      push: createPushSender({ vapid: { ...vapidKeys, subject: config.vapid.subject } }),
    },
    app.log,
    services.localPushEndpoints,
  );
  services.onDelivery?.(delivery);
  const context = moduleContext(
    config,
    services,
    tokens,
    counter,
    realtime,
    timeLimits,
    delivery,
    securityLog,
  );
  await app.register(authentication, {
    db: context.db,
    tokens: context.tokens,
    now: context.now,
    adminsNeedSecondFactor: config.publicSite,
  });
  await app.register(routeLimits, { limit: context.limit });
  await app.register(controlCharacterGuard);
  for (const routes of MODULE_ROUTES) await app.register(routes, { context });

  limitHandshakes(io, context.limit, config.trustProxy);
  identifySockets(io, context, app.log);
  limitMemberSockets(io, app.log);
  const socketEvents = MODULE_SOCKET_EVENTS.map((events) => events(context, app.log));
  io.on('connection', (socket) => {
    joinMemberRoom(io, socket, app.log);
    for (const handle of socketEvents) handle(socket);
  });
  const jobs: IntervalJob[] = [];
  app.addHook('onReady', async () => {
    jobs.push(
      startSessionSweep(io, context, app.log, services.sessionSweepMs),
      startSessionExpiryJob(context, app.log),
      startUnreadMailJob(context, app.log),
      startNotificationPruneJob(context, app.log),
      delivery.start(services.deliveryJobMs),
      context.postMatching.start(context, app.log),
      startPickupReminderJob(context, app.log, config.dueJobsEveryMs),
      startDrawJob(context, app.log, config.dueJobsEveryMs),
      startFreshnessJob(context, app.log, config.dueJobsEveryMs),
      startOrganisationSuggestionJob(context, app.log),
    );
  });
  app.addHook('preClose', async () => {
    await Promise.all(jobs.map((job) => job.stop()));
  });

  return app;
}

function moduleContext(
  config: Config,
  services: AppServices,
  tokens: SessionTokens,
  counter: HitCounter,
  realtime: Realtime,
  timeLimits: RequestTimeLimits,
  delivery: NotificationDelivery,
  securityLog: SecurityLog,
): ModuleContext {
  const { database, outbox, jwtSecret } = services;
  const queueSizes = defaultWorkQueueSizes();
  const feedCache = new FeedCache<ShownPost>({
    readVersion: () => feedVersions(database.db),
    readPointsAfter: (id) => shownPointsAfter(database.db, id),
    now: services.now ?? Date.now,
  });
  services.onFeedCache?.(feedCache);
  return {
    config,
    db: withPluginReadingAsBefore(database.db, feedWritesPlugin(feedCache)),
    dialect: database.dialect,
    outbox,
    tokens,
    limit: createActionLimiter(counter, config.rateLimits),
    phoneCodes:
      config.sms.provider === 'twilio'
        ? createTwilioCodeChannel(config.sms)
        : createOutboxCodeChannel(outbox, jwtSecret),
    serverSecret: jwtSecret,
    images: services.images ?? createImageStore(config.dataDir, () => currentApiUrl(config)),
    imageWork: services.workQueues?.images ?? createWorkQueue(queueSizes.images),
    socketWork: services.workQueues?.socketEvents ?? createWorkQueue(SOCKET_EVENTS_DATABASE_SHARE),
    passwords: queuedPasswordHasher(
      services.workQueues?.passwords ?? createWorkQueue(queueSizes.passwords),
    ),
    feedCache,
    postMatching: new PostMatching(),
    realtime,
    now: services.now ?? Date.now,
    timeLimits,
    delivery,
    securityLog,
  };
}

export type BuiltApp = Awaited<ReturnType<typeof buildApp>>;
