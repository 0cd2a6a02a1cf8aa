import type { FastifyBaseLogger } from 'fastify';

import { CATEGORIES } from '@tabarru/contract/constants';
import { ORGANISATION_SUGGESTION_DAYS } from '@tabarru/contract/organisations-near';

import type { ModuleContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { everyInterval, type IntervalJob } from '../../infra/interval-job';
import { announceNotifications, recordNotifications } from '../notifications/service';
import { acceptsOf } from './presenter';
import { markSuggested, offersDueSuggestion, verifiedOrganisations } from './queries';

/** How often each API instance looks for offers to suggest an organisation for. */
export const SUGGESTION_JOB_EVERY_MS = 15 * 60_000;
/** The offers one run tells their donors of, at most; the next run takes the rest. */
const SUGGESTIONS_PER_RUN = 200;
/** The verified organisations whose categories a run reads. */
const ORGANISATIONS_READ_MAX = 500;
const DAY_MS = 86_400_000;

type SuggestionContext = Pick<ModuleContext, 'db' | 'now'>;

/**
 * One run by the context's clock: the donor of each offer nobody claimed or asked for in
 * ORGANISATION_SUGGESTION_DAYS days, in a category a verified organisation collects, is told
 * once that an organisation near them collects it (the notification opens the offer, whose
 * page lists them). Of two instances reaching one offer at once, one tells (a conditional
 * update in the notification's transaction). Returns the members told.
 */
export async function runOrganisationSuggestions(context: SuggestionContext): Promise<number[]> {
  const now = context.now();
  const collected = new Set(
    (await verifiedOrganisations(context.db, ORGANISATIONS_READ_MAX)).flatMap(acceptsOf),
  );
  const categories = CATEGORIES.filter((category) => collected.has(category));
  if (categories.length === 0) return [];
  const at = new Date(now).toISOString();
  const postedBefore = new Date(now - ORGANISATION_SUGGESTION_DAYS * DAY_MS).toISOString();
  const told: number[] = [];
  for (const offer of await offersDueSuggestion(
    context.db,
    categories,
    postedBefore,
    SUGGESTIONS_PER_RUN,
  )) {
    told.push(
      ...(await inTransaction(context.db, async (trx) =>
        (await markSuggested(trx, offer.id, at))
          ? recordNotifications(
              trx,
              [
                {
                  userId: offer.user_id,
                  kind: 'organisation_suggested',
                  actorId: null,
                  postId: offer.id,
                },
              ],
              at,
            )
          : [],
      )),
    );
  }
  return told;
}

export function startOrganisationSuggestionJob(
  context: ModuleContext,
  log: FastifyBaseLogger,
  everyMs = SUGGESTION_JOB_EVERY_MS,
): IntervalJob {
  return everyInterval(
    async () => announceNotifications(context, await runOrganisationSuggestions(context)),
    everyMs,
    (error) => log.error({ err: error }, 'suggesting organisations failed'),
  );
}
