import { ERROR_CODES } from '@tabarru/contract/errors';
import {
  SAVED_SEARCH_MESSAGES,
  SAVED_SEARCHES_MAX,
  type SavedSearchDeleteReply,
  type SavedSearchListReply,
  type SavedSearchReply,
} from '@tabarru/contract/saved-searches';
import type { z } from 'zod';

import type { savedSearchCreateSchema } from '@tabarru/contract/saved-searches';

import type { ModuleContext } from '../../context';
import { badRequest, conflict, notFound } from '../../infra/http-errors';
import type { Db, UserRow } from '../../db/schema';
import { writeAs, type Session } from '../sessions/service';
import { criteriaOf, hasCriteria, matchKeyOf, signatureOf } from './matching';
import { presentSavedSearch } from './presenter';
import {
  countSavedSearches,
  deleteSavedSearch,
  findSavedSearchBySignature,
  insertSavedSearch,
  savedSearchesOf,
  takeSavingTurn,
  updateWantedSearch,
} from './queries';

// What other modules use of saved searches: a post to match again, a notification's search.
export { markMatchingDue, savedSearchCriteriaOf } from './queries';
export { searchIdOfFoldKey } from './fold-key';

type SavedSearchInput = z.output<typeof savedSearchCreateSchema>;

/** GET /api/saved-searches. */
export async function savedSearchList(
  context: ModuleContext,
  member: UserRow,
): Promise<SavedSearchListReply> {
  const rows = await savedSearchesOf(context.db, member.id);
  return { savedSearches: rows.map(presentSavedSearch), max: SAVED_SEARCHES_MAX };
}

/**
 * POST /api/saved-searches: saves the feed's search and filters. The same search saved again
 * (the same stems, category, region, place and distance, however typed) answers the one saved
 * before; past SAVED_SEARCHES_MAX a new one is refused.
 */
export async function saveSearch(
  context: ModuleContext,
  session: Session,
  input: SavedSearchInput,
): Promise<SavedSearchReply> {
  const criteria = criteriaOf(input);
  if (!hasCriteria(criteria)) {
    throw badRequest(ERROR_CODES.savedSearchEmpty, SAVED_SEARCH_MESSAGES.empty, 'q');
  }
  const signature = signatureOf(criteria);
  return writeAs(context, session, async (trx, member) => {
    await takeSavingTurn(trx, context.dialect, member.id);
    const existing = await findSavedSearchBySignature(trx, member.id, signature);
    if (existing) {
      return {
        message: SAVED_SEARCH_MESSAGES.alreadySaved,
        created: false,
        savedSearch: presentSavedSearch(existing),
      };
    }
    if ((await countSavedSearches(trx, member.id)) >= SAVED_SEARCHES_MAX) {
      throw conflict(ERROR_CODES.savedSearchLimit, SAVED_SEARCH_MESSAGES.limit);
    }
    const row = await insertSavedSearch(
      trx,
      {
        userId: member.id,
        query: criteria.stems.length > 0 ? (input.q ?? '') : '',
        stems: criteria.stems,
        category: criteria.category,
        region: criteria.region,
        placeId: criteria.place,
        withinKm: criteria.withinKm,
        signature,
        matchKey: matchKeyOf(criteria),
      },
      new Date(context.now()).toISOString(),
    );
    return {
      message: SAVED_SEARCH_MESSAGES.saved,
      created: true,
      savedSearch: presentSavedSearch(row),
    };
  });
}

/** DELETE /api/saved-searches/:id: the member's own only; another's is missing to them. */
export async function removeSavedSearch(
  context: ModuleContext,
  session: Session,
  id: number,
): Promise<SavedSearchDeleteReply> {
  await writeAs(context, session, async (trx, member) => {
    if (!(await deleteSavedSearch(trx, member.id, id))) {
      throw notFound(ERROR_CODES.savedSearchNotFound, SAVED_SEARCH_MESSAGES.notFound);
    }
  });
  return { message: SAVED_SEARCH_MESSAGES.deleted };
}

/** The saved search that stands for a wanted post: its title's words and its category. */
function wantedSearchOf(wanted: { title: string; category: string }) {
  const criteria = criteriaOf({ q: wanted.title, category: wanted.category });
  return {
    query: wanted.title,
    stems: criteria.stems,
    category: criteria.category,
    matchKey: matchKeyOf(criteria),
  };
}

/**
 * Keeps a wanted post's title and category as a saved search of its author, in the caller's
 * transaction, so a new giving post that matches it tells them as an alert does.
 */
export async function saveWantedSearch(
  trx: Db,
  wanted: { id: number; userId: number; title: string; category: string },
  at: string,
): Promise<void> {
  await insertSavedSearch(
    trx,
    {
      ...wantedSearchOf(wanted),
      userId: wanted.userId,
      region: null,
      signature: `wanted:${wanted.id}`,
      wantedPostId: wanted.id,
    },
    at,
  );
}

/** The saved search standing for a wanted post follows its edited title and category. */
export function followWantedEdit(
  trx: Db,
  wanted: { id: number; title: string; category: string },
): Promise<void> {
  return updateWantedSearch(trx, wanted.id, wantedSearchOf(wanted));
}
