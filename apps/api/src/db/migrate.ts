import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';

import type { Dialect } from './database';
import { initialSchema } from './migrations/0001-initial-schema';
import { feedInIdOrder } from './migrations/0002-feed-in-id-order';
import { titleSearchNewestFirst } from './migrations/0003-title-search-newest-first';
import { verificationBoundToClient } from './migrations/0004-verification-bound-to-client';
import { usernameLookAlikeKeys } from './migrations/0005-username-lookalike-keys';
import { searchTextWesternDigits } from './migrations/0006-search-text-western-digits';
import { bannerInBothLanguages } from './migrations/0007-banner-in-both-languages';
import { handoverCountsAndRatings } from './migrations/0008-handover-counts-and-ratings';
import { conversationCountsAndMail } from './migrations/0009-conversation-counts-and-mail';
import { moderationAndAudit } from './migrations/0010-moderation-and-audit';
import { memberBlocks } from './migrations/0011-member-blocks';
import { wordSearch } from './migrations/0012-word-search';
import { messageItems } from './migrations/0013-message-items';
import { ratingPrompts } from './migrations/0014-rating-prompts';
import { eventsInBothLanguages } from './migrations/0015-events-in-both-languages';
import { feedByAvailability } from './migrations/0016-feed-by-availability';
import { notifications } from './migrations/0017-notifications';
import { notificationDelivery } from './migrations/0018-notification-delivery';
import { impact } from './migrations/0019-impact';
import { savedSearches } from './migrations/0020-saved-searches';
import { wantedPosts } from './migrations/0021-wanted-posts';
import { feedVersion } from './migrations/0022-feed-version';
import { displayVersion } from './migrations/0023-display-version';
import { memberSessions } from './migrations/0024-member-sessions';
import { conversationThreads } from './migrations/0025-conversation-threads';
import { memberSuspension } from './migrations/0026-member-suspension';
import { postPlaces } from './migrations/0027-post-places';
import { conceptWords } from './migrations/0028-concept-words';
import { savedSearchPlaces } from './migrations/0029-saved-search-places';
import { feedWords } from './migrations/0030-feed-words';
import { storedLexemes } from './migrations/0031-stored-lexemes';
import { shownPointsInMemory } from './migrations/0032-shown-points-in-memory';
import { itemAsks } from './migrations/0033-item-asks';
import { offerDetails } from './migrations/0034-offer-details';
import { freshOffers } from './migrations/0035-fresh-offers';
import { organisations } from './migrations/0036-organisations';
import { needs } from './migrations/0037-needs';
import { dropOffPoints } from './migrations/0038-drop-off-points';
import { campaigns } from './migrations/0039-campaigns';
import { organisationSuggestions } from './migrations/0040-organisation-suggestions';
import { weeklyFigures } from './migrations/0041-weekly-figures';
import { postConcepts } from './migrations/0042-post-concepts';
import type { Database } from './schema';

/** Listed here rather than read from disk: the API ships as one bundled file. */
export function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    '0001-initial-schema': initialSchema(dialect),
    '0002-feed-in-id-order': feedInIdOrder,
    '0003-title-search-newest-first': titleSearchNewestFirst(dialect),
    '0004-verification-bound-to-client': verificationBoundToClient,
    '0005-username-lookalike-keys': usernameLookAlikeKeys,
    '0006-search-text-western-digits': searchTextWesternDigits,
    '0007-banner-in-both-languages': bannerInBothLanguages,
    '0008-handover-counts-and-ratings': handoverCountsAndRatings(dialect),
    '0009-conversation-counts-and-mail': conversationCountsAndMail(dialect),
    '0010-moderation-and-audit': moderationAndAudit(dialect),
    '0011-member-blocks': memberBlocks(dialect),
    '0012-word-search': wordSearch(dialect),
    '0013-message-items': messageItems,
    '0014-rating-prompts': ratingPrompts(dialect),
    '0015-events-in-both-languages': eventsInBothLanguages,
    '0016-feed-by-availability': feedByAvailability,
    '0017-notifications': notifications(dialect),
    '0018-notification-delivery': notificationDelivery(dialect),
    '0019-impact': impact,
    '0020-saved-searches': savedSearches(dialect),
    '0021-wanted-posts': wantedPosts(dialect),
    '0022-feed-version': feedVersion(dialect),
    '0023-display-version': displayVersion(dialect),
    '0024-member-sessions': memberSessions(dialect),
    '0025-conversation-threads': conversationThreads(dialect),
    '0026-member-suspension': memberSuspension(dialect),
    '0027-post-places': postPlaces(dialect),
    '0028-concept-words': conceptWords(dialect),
    '0029-saved-search-places': savedSearchPlaces,
    '0030-feed-words': feedWords(dialect),
    '0031-stored-lexemes': storedLexemes(dialect),
    '0032-shown-points-in-memory': shownPointsInMemory(dialect),
    '0033-item-asks': itemAsks(dialect),
    '0034-offer-details': offerDetails(dialect),
    '0035-fresh-offers': freshOffers(dialect),
    '0036-organisations': organisations(dialect),
    '0037-needs': needs(dialect),
    '0038-drop-off-points': dropOffPoints(dialect),
    '0039-campaigns': campaigns(dialect),
    '0040-organisation-suggestions': organisationSuggestions(dialect),
    '0041-weekly-figures': weeklyFigures,
    '0042-post-concepts': postConcepts(dialect),
  };
}

/**
 * Brings the database to the latest schema; a database already there is left as it is.
 * Throws one readable error naming the migration that failed. `plan` is the product's own
 * list unless a test gives one that shows how the runner behaves.
 */
export async function runMigrations(
  db: Kysely<Database>,
  dialect: Dialect,
  plan: Record<string, Migration> = migrations(dialect),
): Promise<void> {
  if (dialect !== 'postgres') return migrateToLatest(db, dialect, plan);
  // A migration may rebuild an index of a large table: it runs on one connection without the
  // statement time limit that holds requests (db/database.ts), restored afterwards.
  await db.connection().execute(async (connection) => {
    await sql`set statement_timeout = 0`.execute(connection);
    try {
      await migrateToLatest(connection, dialect, plan);
    } finally {
      await sql`reset statement_timeout`.execute(connection);
    }
  });
}

async function migrateToLatest(
  db: Kysely<Database>,
  dialect: Dialect,
  plan: Record<string, Migration>,
): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => plan },
    ...(dialect === 'postgres' ? { migrationTableSchema: await currentSchema(db) } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      failed
        ? `Migration ${failed.migrationName} failed: ${reason}`
        : `Migrations could not run: ${reason}`,
    );
  }
}

/**
 * The schema the tables are created in (the first of the search path). Kysely's migrator looks
 * for its bookkeeping tables in every schema unless told which one, so without this a second
 * schema in the same database (each test's private schema) would find the first one's tables
 * and skip creating its own.
 */
async function currentSchema(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(
    db,
  );
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('Migrations could not run: no schema of the search_path exists');
  return schema;
}
