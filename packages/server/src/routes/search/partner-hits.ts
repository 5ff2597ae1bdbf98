/** Channel partners found by their name, company, mobile or email, told apart by nature and mobile. */
import type { components } from '@plotline/api-client/schema';
import { natureLabel } from '@plotline/domain';
import { desc } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { channelPartners } from '../../db/schema';
import { candidates, digitsMatch, nameMatch, startingFirst, textMatch } from './search-match';
import type { SearchTerms } from './search-terms';

type SearchHit = components['schemas']['SearchHit'];

export async function partnerHits(db: Executor, terms: SearchTerms): Promise<SearchHit[]> {
  const columns = [
    ...nameMatch(channelPartners.name, terms),
    ...textMatch(channelPartners.companyName, terms),
    ...textMatch(channelPartners.emailId, terms),
    ...digitsMatch(channelPartners.mobileNumber, terms),
  ];
  const rows = await db
    .select({
      id: channelPartners.id,
      name: channelPartners.name,
      natureId: channelPartners.natureId,
      mobile: channelPartners.mobileNumber,
    })
    .from(channelPartners)
    .where(candidates(channelPartners, channelPartners.id, columns, terms.limit))
    .orderBy(startingFirst(columns), desc(channelPartners.id))
    .limit(terms.limit);
  return rows.map((row) => ({
    id: row.id,
    title: row.name,
    detail: [natureLabel(row.natureId), row.mobile].filter(Boolean).join(' · '),
  }));
}
