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
import { writeAs, type Session } from '../auth/session';
import type { UserRow } from '../users/queries';
import { criteriaOf, hasCriteria, matchKeyOf, signatureOf } from './matching';
import { presentSavedSearch } from './presenter';
import {
  countSavedSearches,
  deleteSavedSearch,
  findSavedSearchBySignature,
  insertSavedSearch,
  savedSearchesOf,
  takeSavingTurn,
} from './queries';

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
