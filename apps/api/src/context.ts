import type { Kysely } from 'kysely';

import type { Config } from './config';
import type { Dialect } from './db/database';
import type { Database } from './db/schema';
import type { ImageStore } from './infra/media';
import type { Outbox } from './infra/outbox';
import type { ActionLimiter } from './infra/rate-limits';
import type { SessionTokens } from './infra/tokens';
import type { FeedCountCache } from './modules/posts/feed-count-cache';
import type { PhoneCodeChannel } from './modules/verification/code-channel';

/** What a module's routes and services get from the app: built once in buildApp. */
export interface ModuleContext {
  config: Config;
  db: Kysely<Database>;
  dialect: Dialect;
  outbox: Outbox;
  tokens: SessionTokens;
  limit: ActionLimiter;
  phoneCodes: PhoneCodeChannel;
  /** keys the hashes of one-time secrets (codes, reset tokens) */
  serverSecret: string;
  images: ImageStore;
  feedCounts: FeedCountCache;
}
