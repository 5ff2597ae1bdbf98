/** The demo channel partners, saved through the same record the API saves. */
import { addDays, type CalendarDate } from '@plotline/domain';
import type { Executor } from '../../db/database';
import { channelPartners } from '../../db/schema';
import { partnerInput } from '../../routes/channel-partners/partner-input';
import { demoChannelPartners } from './channel-partners';
import type { Random } from './random';
import { sometimeOn } from './timeline';

export type SeededPartners = { allIds: number[]; activeIds: number[] };

export async function seedPartners(
  tx: Executor,
  random: Random,
  adminId: number,
  today: CalendarDate,
): Promise<SeededPartners> {
  const rows = await tx
    .insert(channelPartners)
    .values(
      demoChannelPartners(random).map((request) => {
        const joinedAt = sometimeOn(random, addDays(today, -random.int(100, 420)));
        return {
          ...partnerInput(request),
          createdBy: adminId,
          createdAt: joinedAt,
          updatedAt: joinedAt,
        };
      }),
    )
    .returning({ id: channelPartners.id, isActive: channelPartners.isActive });
  return {
    allIds: rows.map((row) => row.id),
    activeIds: rows.filter((row) => row.isActive).map((row) => row.id),
  };
}
