/**
 * The top bar's search (searchEverything): the kinds the caller may view, each searched by its
 * own bounded query (search/search-match.ts), grouped in the domain's order of kinds.
 */
import { searchableKinds, type SearchKind } from '@plotline/domain';
import type { components } from '@plotline/api-client/schema';
import type { Executor } from '../db/database';
import { signedIn, type Handlers } from '../http/handler';
import { bookingHits } from './search/booking-hits';
import { followUpHits } from './search/follow-up-hits';
import { partnerHits } from './search/partner-hits';
import { plotHits } from './search/plot-hits';
import { projectHits } from './search/project-hits';
import { searchTerms, type SearchTerms } from './search/search-terms';

type SearchHit = components['schemas']['SearchHit'];

const HITS_OF: Record<SearchKind, (db: Executor, terms: SearchTerms) => Promise<SearchHit[]>> = {
  booking: bookingHits,
  plot: plotHits,
  project: projectHits,
  channelPartner: partnerHits,
  followUp: followUpHits,
};

/**
 * What is searched is names, numbers and words: a search of punctuation alone ('%%', '--') finds
 * none of them, and gives a trigram index nothing to look up, so it is not run.
 */
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

export const searchHandlers: Handlers = {
  async searchEverything({ db, query, user }) {
    const terms = searchTerms(query);
    const kinds = LETTER_OR_DIGIT.test(terms.text)
      ? searchableKinds({ permissions: [...signedIn(user).permissions] })
      : [];
    const groups = await Promise.all(
      kinds.map(async (kind) => ({ kind, hits: await HITS_OF[kind](db, terms) })),
    );
    return {
      status: 200,
      body: { query: terms.text, groups: groups.filter((group) => group.hits.length > 0) },
    };
  },
};
