import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Config } from './config';
import type { Dialect } from './db/database';
import type { Db } from './db/schema';
import type { BoundedQueue } from './infra/bounded-queue';
import type { IntervalJob } from './infra/interval-job';
import type { ImageStore } from './infra/media';
import type { Outbox } from './infra/outbox';
import type { PasswordHasher } from './infra/passwords';
import type { ActionLimiter } from './infra/rate-limits';
import type { RequestTimeLimits } from './infra/request-time-limits';
import type { SecurityLog } from './infra/security-log';
import type { SessionTokens } from './infra/tokens';
import type { NotificationDelivery } from './modules/notification-delivery/delivery';
import type { FeedCache } from './modules/feed/feed-cache';
import type { ShownPost } from './modules/posts/queries';
import type { Realtime } from './realtime/realtime';
import type { PhoneCodeChannel } from './modules/verification/code-channel';

/**
 * The matcher of new posts against the saved searches (saved-searches/alerts.ts), as the
 * modules that write posts and the app reach it. Declared here, not imported, since the matcher
 * itself works with the context: the context imports nothing of a module that imports it.
 */
export interface NewPostMatching {
  /** matches the post now, once the transaction that made its matching due has committed */
  match(postId: number): Promise<void>;
  /** the instance's pass at start and its timer, for what a failure or a restart left due */
  start(context: ModuleContext, log: FastifyBaseLogger): IntervalJob;
}

/** What a module's routes and services get from the app: built once in buildApp. */
export interface ModuleContext {
  config: Config;
  db: Db;
  dialect: Dialect;
  outbox: Outbox;
  tokens: SessionTokens;
  limit: ActionLimiter;
  phoneCodes: PhoneCodeChannel;
  /** keys the hashes of one-time secrets (codes, reset tokens) */
  serverSecret: string;
  images: ImageStore;
  /** checking and re-encoding photos (sharp): a few at a time, a short line, then 503 */
  imageWork: BoundedQueue;
  /**
   * the database work of socket events, a few at a time: their share of the connections, so
   * requests keep the rest however many events arrive
   */
  socketWork: BoundedQueue;
  /** argon2 for requests, through its own bounded queue */
  passwords: PasswordHasher;
  feedCache: FeedCache<ShownPost>;
  /** matches new posts against the saved searches, after the transaction that made them due */
  postMatching: NewPostMatching;
  /** reaches a member's sockets, on every instance */
  realtime: Realtime;
  /** the clock of caches, messages and their emails: Date.now unless a test moves its own */
  now: () => number;
  /** how long a request may take (an upload route sets the longer limit) */
  timeLimits: RequestTimeLimits;
  /** sends notifications' pushes and emails when they are due; nudged after each cause */
  delivery: NotificationDelivery;
  /** sign-ins, refused access, ended sessions (docs/security.md, Security events) */
  securityLog: SecurityLog;
}

/** Every module registers its routes with this one shape of options. */
export type ModuleRoutes = FastifyPluginAsyncZod<{ context: ModuleContext }>;
